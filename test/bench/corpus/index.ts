/**
 * The benchmark corpus: thousands of realistic documents across the four generations and
 * every document type the fixtures cover (fixtures taken round-robin, values varied,
 * collection members repeated), in three nested sets (1 000 / 3 000 / 10 000 documents; a
 * tenth with --quick), plus large collections (`cases`, `items`) of 1 MB and 20 MB (--quick:
 * 1 MB cases). Deterministic (seeded), checked with xmllint (./generate.ts), and cached in
 * `.bench-corpus/harness/<key>/` (git-ignored): the key hashes the generator version, the
 * sizes, the fixtures and the schemas, so any change to them makes a fresh corpus.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { generateCorpus, GENERATOR_VERSION, largeSpecs, SEED, setSizes, type Manifest } from './generate.js';
import { GENERATIONS, templatesHash } from './templates.js';

/** One document of the corpus. */
export interface CorpusDocument {
  /** Absolute path (repo- or corpus-relative in manifest.json). */
  file: string;
  /** Absolute XSD path (repo-relative in manifest.json). */
  xsd: string;
  generation: string;
  schema: string;
  root: string;
  bytes: number;
  /** The fixture it was made from (repo-relative). */
  source: string;
  /** For large documents. @example '20 MB cases (0.3-beta CaseResponse, 4,106 case)' */
  label?: string;
}

/** The corpus on disk. */
export interface Corpus {
  dir: string;
  /** Small documents, in set order (any prefix covers every template round-robin). */
  documents: CorpusDocument[];
  /** Cumulative sizes of the sets. @example [1000, 3000, 10000] */
  sets: number[];
  /** Directory of each set; the first k sets hold the first sets[k-1] documents. */
  setDirs: string[];
  large: CorpusDocument[];
  /** How it was made (templates, fallbacks, verification). */
  notes: string[];
}

function schemasHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const generation of GENERATIONS) {
    const dir = join(repoRoot, 'schemas', generation);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.xsd')).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function cacheKey(repoRoot: string, quick: boolean): string {
  const hash = createHash('sha256').update(`${GENERATOR_VERSION}/${SEED}/${setSizes(quick)}/${largeSpecs(quick).map((s) => `${s.root}:${s.bytes}`)}`);
  hash.update(templatesHash(repoRoot)).update(schemasHash(repoRoot));
  return `${quick ? 'quick' : 'full'}-${hash.digest('hex').slice(0, 12)}`;
}

function fromManifest(dir: string, repoRoot: string, manifest: Manifest): Corpus {
  const absolute = <T extends { file: string; xsd: string }>(entry: T): T => ({ ...entry, file: join(dir, entry.file), xsd: join(repoRoot, entry.xsd) });
  return {
    dir,
    documents: manifest.documents.map(absolute),
    sets: manifest.sets,
    setDirs: manifest.sets.map((_, index) => join(dir, 'small', `set-${index + 1}`)),
    large: manifest.large.map(absolute),
    notes: manifest.notes,
  };
}

export async function loadCorpus(options: { repoRoot: string; quick: boolean; rebuild: boolean; xmllint?: string; log: (message: string) => void }): Promise<Corpus> {
  const { repoRoot, quick, log } = options;
  // Our own folder: other benchmarks share .bench-corpus/.
  const cacheRoot = join(repoRoot, '.bench-corpus', 'harness');
  const key = cacheKey(repoRoot, quick);
  const dir = join(cacheRoot, key);
  const manifestFile = join(dir, 'manifest.json');
  if (!options.rebuild && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.key === key) {
      log(`corpus: reusing ${relative(repoRoot, dir)}`);
      return fromManifest(dir, repoRoot, manifest);
    }
  }
  log(`corpus: generating ${relative(repoRoot, dir)} (generator v${GENERATOR_VERSION})`);
  const building = `${dir}.partial-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  const manifest = await generateCorpus({ repoRoot, dir: building, key, quick, ...(options.xmllint ? { xmllint: options.xmllint } : {}), log });
  writeFileSync(join(building, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  // Old corpora of the same kind are dropped; the other kind (quick/full) is kept for reuse.
  for (const name of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
    if (name.startsWith(quick ? 'quick-' : 'full-') && name !== key && name !== basename(building)) rmSync(join(cacheRoot, name), { recursive: true, force: true });
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(building, dir);
  return fromManifest(dir, repoRoot, manifest);
}

/** The first `count` small documents and the set directories holding exactly them. */
export function subset(corpus: Corpus, count: number): { documents: CorpusDocument[]; dirs: string[] } {
  const sets = corpus.sets.findIndex((size) => size === count);
  if (sets < 0) throw new Error(`no set of ${count} documents (sets: ${corpus.sets.join(', ')})`);
  return { documents: corpus.documents.slice(0, count), dirs: corpus.setDirs.slice(0, sets + 1) };
}
