/**
 * The benchmark corpus: thousands of realistic documents across the four generations and
 * every document type the fixtures cover (fixtures taken round-robin, values varied, collection
 * members repeated), in three nested sets (1 000 / 3 000 / 10 000 documents; a tenth with
 * --quick), plus large collections of 1 MB and 20 MB. Deterministic (seeded), checked with
 * xmllint (a document xmllint rejects is replaced by its fixture), and cached in
 * `.bench-corpus/<key>/` (git-ignored): the key hashes the generator version, the sizes, the
 * fixtures and the schemas, so any change to them makes a fresh corpus.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { batchesOf, runXmllint } from '../support/xmllint.js';
import { buildLarge, largeTemplate, type LargeSpec } from './large.js';
import { createRandom, seedOf } from './prng.js';
import { GENERATIONS, loadTemplates, templatesHash, type Template } from './templates.js';
import { varyElement } from './vary.js';
import { writeDocument } from './xml-tree.js';

/** Bump when the generator's output changes: the cache key includes it. */
export const GENERATOR_VERSION = 1;
const SEED = 0x5eed_7e57;

/** One document of the corpus. */
export interface CorpusDocument {
  /** Absolute path. */
  file: string;
  /** Absolute XSD path. */
  xsd: string;
  generation: string;
  schema: string;
  root: string;
  bytes: number;
  /** The fixture it was made from (repo-relative). */
  source: string;
  /** For large documents. @example '20 MB cases (0.3-beta CaseResponse, 4 968 case)' */
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

interface Manifest {
  key: string;
  sets: number[];
  documents: Array<Omit<CorpusDocument, 'file' | 'xsd'> & { file: string; xsd: string }>;
  large: Array<Omit<CorpusDocument, 'file' | 'xsd'> & { file: string; xsd: string }>;
  notes: string[];
}

function setSizes(quick: boolean): number[] {
  return quick ? [100, 300, 1000] : [1000, 3000, 10000];
}

function largeSpecs(quick: boolean): LargeSpec[] {
  const sizes = quick ? [1e6] : [1e6, 20e6];
  return sizes.flatMap((bytes) => [
    { schema: 'CaseResponse', root: 'cases', generation: '0.3-beta', bytes },
    { schema: 'EstimateItemResponse', root: 'items', generation: '0.3-beta', bytes },
  ]);
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
  const hash = createHash('sha256').update(`${GENERATOR_VERSION}/${SEED}/${setSizes(quick)}/${largeSpecs(quick).map((s) => s.bytes)}`);
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

function writeFile(path: string, text: string): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return Buffer.byteLength(text);
}

/** Generates the corpus into `dir` (documents, large ones, xmllint check); returns its manifest. */
async function generate(repoRoot: string, dir: string, key: string, quick: boolean, xmllint: string | undefined, log: (message: string) => void): Promise<Manifest> {
  const { templates, skipped } = loadTemplates(repoRoot);
  if (templates.length === 0) throw new Error('no fixture under test/fixtures/<generation>/valid to make a corpus from');
  const notes = [`${templates.length} fixtures as templates (${GENERATIONS.map((g) => `${g}: ${templates.filter((t) => t.generation === g).length}`).join(', ')})`];
  if (skipped.length) notes.push(`${skipped.length} fixtures not used: ${skipped.slice(0, 3).join('; ')}`);
  const sets = setSizes(quick);
  const documents: Manifest['documents'] = [];
  const made: Template[] = [];
  for (let index = 0; index < sets[sets.length - 1]!; index++) {
    const template = templates[index % templates.length]!;
    const set = sets.findIndex((size) => index < size) + 1;
    const random = createRandom(seedOf(SEED, index));
    const element = varyElement(template.element, random, { rootMembers: [1, 8], nestedMembers: [1, 3] });
    const file = join('small', `set-${set}`, template.generation, `${template.schema}.${template.root}.${String(index).padStart(5, '0')}.xml`);
    const bytes = writeFile(join(dir, file), writeDocument(element));
    documents.push({ file, xsd: template.xsd, generation: template.generation, schema: template.schema, root: template.root, bytes, source: template.source });
    made.push(template);
  }
  log(`corpus: ${documents.length} documents written`);
  const large: Manifest['large'] = [];
  for (const [index, spec] of largeSpecs(quick).entries()) {
    const template = largeTemplate(templates, spec);
    if (!template) {
      notes.push(`no ${spec.generation} ${spec.schema} ${spec.root} fixture: no ${spec.bytes / 1e6} MB ${spec.root} document`);
      continue;
    }
    const { text, members } = buildLarge(template, spec, createRandom(seedOf(SEED ^ 0x1a7e, index)));
    const file = join('large', `${spec.root}-${spec.bytes / 1e6}mb.xml`);
    const bytes = writeFile(join(dir, file), text);
    const label = `${spec.bytes / 1e6} MB ${spec.root} (${spec.generation} ${spec.schema}, ${members.toLocaleString('en-US')} ${template.element.children[0]?.name ?? 'members'})`;
    large.push({ file, xsd: template.xsd, generation: template.generation, schema: template.schema, root: template.root, bytes, source: template.source, label });
  }
  log(`corpus: ${large.length} large documents written`);
  if (!xmllint) {
    notes.push('corpus not checked: xmllint missing');
    return { key, sets, documents, large, notes };
  }
  const all = [...documents, ...large].map((document) => ({ ...document, xsd: join(repoRoot, document.xsd) }));
  const check = await runXmllint(xmllint, batchesOf(all, (file) => file), dir, 2);
  const rejected = documents.map((document, index) => ({ document, index })).filter(({ document }) => !check.valid.has(document.file));
  for (const { document, index } of rejected) {
    // Fall back to the fixture itself: still a real document of that type.
    document.bytes = writeFile(join(dir, document.file), readFileSync(join(repoRoot, made[index]!.source), 'utf8'));
  }
  const largeRejected = large.filter((document) => !check.valid.has(document.file));
  notes.push(
    `checked with xmllint: ${documents.length - rejected.length} of ${documents.length} varied documents valid` +
      (rejected.length ? `; ${rejected.length} replaced by their fixture (${[...new Set(rejected.map(({ document }) => document.source))].slice(0, 3).join(', ')})` : '') +
      (largeRejected.length ? `; large documents rejected by xmllint: ${largeRejected.map((d) => d.file).join(', ')}` : ''),
  );
  return { key, sets, documents, large, notes };
}

/** Loads the cached corpus, or generates it (and removes stale caches). */
export async function loadCorpus(options: { repoRoot: string; quick: boolean; rebuild: boolean; xmllint?: string; log: (message: string) => void }): Promise<Corpus> {
  const { repoRoot, quick, log } = options;
  const cacheRoot = join(repoRoot, '.bench-corpus');
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
  const manifest = await generate(repoRoot, building, key, quick, options.xmllint, log);
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
