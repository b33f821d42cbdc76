/**
 * Making the corpus: small documents from the fixtures round-robin (each varied with its own
 * seeded generator, so document i is the same bytes whatever else changes), the large
 * collections, then one xmllint pass over everything; a varied document xmllint rejects is
 * replaced by its fixture (still a real document of that type) and counted in the notes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { batchesOf, runXmllint } from '../support/xmllint.js';
import type { CorpusDocument } from './index.js';
import { buildLarge, largeTemplate, type LargeSpec } from './large.js';
import { createRandom, seedOf } from './prng.js';
import { GENERATIONS, loadTemplates } from './templates.js';
import { varyElement } from './vary.js';
import { writeDocument } from './xml-tree.js';

/** Bump when the generator's output changes: the cache key includes it. */
export const GENERATOR_VERSION = 2;
/** Seed of the whole corpus. */
export const SEED = 0x5eed_7e57;

/** What manifest.json holds (paths relative to the corpus folder and the repo). */
export interface Manifest {
  key: string;
  sets: number[];
  documents: CorpusDocument[];
  large: CorpusDocument[];
  notes: string[];
}

/** Cumulative sizes of the small sets. */
export function setSizes(quick: boolean): number[] {
  return quick ? [100, 300, 1000] : [1000, 3000, 10000];
}

/** The large documents to build. */
export function largeSpecs(quick: boolean): LargeSpec[] {
  const cases = (bytes: number): LargeSpec => ({ schema: 'CaseResponse', root: 'cases', generation: '0.3-beta', bytes });
  const items = (bytes: number): LargeSpec => ({ schema: 'EstimateItemResponse', root: 'items', generation: '0.3-beta', bytes });
  return quick ? [cases(1e6)] : [cases(1e6), items(1e6), cases(20e6), items(20e6)];
}

function writeFile(path: string, text: string): number {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return Buffer.byteLength(text);
}

/** Where and how to generate. */
export interface GenerateOptions {
  repoRoot: string;
  /** Folder to write into (empty). */
  dir: string;
  /** Cache key, stored in the manifest. */
  key: string;
  quick: boolean;
  /** xmllint to check the documents with (unchecked without). */
  xmllint?: string;
  log: (message: string) => void;
}

/** Generates the corpus into `dir` (documents, large ones, xmllint check); returns its manifest. */
export async function generateCorpus(options: GenerateOptions): Promise<Manifest> {
  const { repoRoot, dir, key, quick, xmllint, log } = options;
  const { templates, skipped } = loadTemplates(repoRoot);
  if (templates.length === 0) throw new Error('no fixture under test/fixtures/<generation>/valid to make a corpus from');
  const notes = [`${templates.length} fixtures as templates (${GENERATIONS.map((g) => `${g}: ${templates.filter((t) => t.generation === g).length}`).join(', ')})`];
  if (skipped.length) notes.push(`${skipped.length} fixtures not used: ${skipped.slice(0, 3).join('; ')}`);
  const sets = setSizes(quick);
  const documents: CorpusDocument[] = [];
  for (let index = 0; index < sets[sets.length - 1]!; index++) {
    const template = templates[index % templates.length]!;
    const set = sets.findIndex((size) => index < size) + 1;
    const random = createRandom(seedOf(SEED, index));
    const element = varyElement(template.element, random, { rootMembers: [1, 8], nestedMembers: [1, 3] });
    const file = join('small', `set-${set}`, template.generation, `${template.schema}.${template.root}.${String(index).padStart(5, '0')}.xml`);
    const bytes = writeFile(join(dir, file), writeDocument(element));
    documents.push({ file, xsd: template.xsd, generation: template.generation, schema: template.schema, root: template.root, bytes, source: template.source });
  }
  log(`corpus: ${documents.length} documents written`);
  const large: CorpusDocument[] = [];
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
  const check = async (list: CorpusDocument[]) => {
    const outcome = await runXmllint(xmllint, batchesOf(list.map((d) => ({ ...d, xsd: join(repoRoot, d.xsd) })), (file) => file), dir, 2);
    return list.filter((document) => !outcome.valid.has(document.file));
  };
  const firstRejected = await check([...documents, ...large]);
  // A collection our heuristic took for repeatable may be bounded (`errors/error` holds one):
  // vary those documents' values only; any still rejected become their fixture verbatim.
  const retried = firstRejected.filter((document) => !document.label);
  for (const document of retried) {
    const template = templates.find((candidate) => candidate.source === document.source)!;
    const index = Number(/\.(\d+)\.xml$/.exec(document.file)![1]);
    const element = varyElement(template.element, createRandom(seedOf(SEED, index)), { rootMembers: [1, 1], nestedMembers: [1, 1], repeat: false });
    document.bytes = writeFile(join(dir, document.file), writeDocument(element));
  }
  const rejected = retried.length ? await check(retried) : [];
  for (const document of rejected) {
    document.bytes = writeFile(join(dir, document.file), readFileSync(join(repoRoot, document.source), 'utf8'));
  }
  const sources = (list: CorpusDocument[]) => [...new Set(list.map((document) => document.source))].slice(0, 3).join(', ');
  const largeRejected = firstRejected.filter((document) => document.label);
  notes.push(
    `checked with xmllint: ${documents.length - retried.length} of ${documents.length} varied documents valid` +
      (retried.length ? `; ${retried.length - rejected.length} more with values varied but collections kept (${sources(retried)})` : '') +
      (rejected.length ? `; ${rejected.length} replaced by their fixture (${sources(rejected)})` : '') +
      (largeRejected.length ? `; large documents rejected by xmllint: ${largeRejected.map((d) => d.file).join(', ')}` : ''),
  );
  return { key, sets, documents, large, notes };
}
