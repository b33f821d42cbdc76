/**
 * Quick throughput check (not a test; the official harness is `npm run bench`): the checked-in
 * generated codecs against fast-xml-parser on the same documents.
 * - decode: `decodeCaseResponseCases(xml)` (typed, checked values) vs `new XMLParser().parse(xml)`;
 * - encode: `encodeCaseResponseCases(value)` vs `new XMLBuilder().build(parsed)`.
 * Documents: realistic 0.3-beta `cases` collections (test/runtime/bench/case-corpus.ts), plus every
 * valid 0.3-beta fixture through its own generated codec.
 * Run: node --import tsx test/generated/bench/codec-throughput.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import {
  decodeCaseResponseCases,
  encodeCaseResponseCases,
} from '../../../generated/0.3-beta/index.js';
import { makeCasesDocument } from '../../runtime/bench/case-corpus.js';
import {
  bundledGeneration,
  functionsOf,
  generatedModule,
  repoRoot,
  rootOfFixture,
} from '../helpers.js';

function rate(label: string, bytes: number, run: () => void, rounds = 7): number {
  run(); // warm-up
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    run();
    rates.push(bytes / 1e6 / (Number(process.hrtime.bigint() - started) / 1e9));
  }
  const median = rates.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
  console.log(`  ${label.padEnd(44)} ${median.toFixed(1).padStart(7)} MB/s`);
  return median;
}

interface Document {
  text: string;
  decode: (text: string) => unknown;
  encode: (value: unknown) => string;
}

function compare(title: string, documents: Document[]): void {
  const bytes = documents.reduce((sum, document) => sum + Buffer.byteLength(document.text), 0);
  const parser = new XMLParser();
  const builder = new XMLBuilder();
  const values = documents.map((document) => document.decode(document.text));
  const parsed = documents.map((document) => parser.parse(document.text));
  console.log(`${title}: ${documents.length} documents, ${(bytes / 1e6).toFixed(2)} MB`);
  const ours = rate('generated decode (typed, checked)', bytes, () =>
    documents.forEach((document) => document.decode(document.text)),
  );
  const theirs = rate('fast-xml-parser XMLParser().parse (untyped)', bytes, () =>
    documents.forEach((document) => parser.parse(document.text)),
  );
  const outBytes = values.reduce<number>(
    (sum, value, index) => sum + Buffer.byteLength(documents[index]!.encode(value)),
    0,
  );
  const oursOut = rate('generated encode', outBytes, () =>
    values.forEach((value, index) => documents[index]!.encode(value)),
  );
  const theirsOut = rate('fast-xml-parser XMLBuilder().build', outBytes, () =>
    parsed.forEach((value) => builder.build(value)),
  );
  console.log(
    `  decode ${(ours / theirs).toFixed(2)}x, encode ${(oursOut / theirsOut).toFixed(2)}x fast-xml-parser\n`,
  );
}

const cases = Array.from({ length: 40 }, (_, index) => ({
  text: makeCasesDocument(50, index * 50),
  decode: decodeCaseResponseCases as (text: string) => unknown,
  encode: encodeCaseResponseCases as (value: unknown) => string,
}));
compare('0.3-beta cases collections (50 cases each)', cases);

const generation = bundledGeneration('0.3-beta');
const module = await generatedModule('0.3-beta');
const dir = join(repoRoot, 'test', 'fixtures', '0.3-beta', 'valid');
const fixtures = readdirSync(dir)
  .filter((file) => file.endsWith('.xml'))
  .map((file) => ({
    text: readFileSync(join(dir, file), 'utf8'),
    ...functionsOf(module, rootOfFixture(generation, file)!),
  }));
compare(
  'every valid 0.3-beta fixture through its own codec (x30)',
  Array.from({ length: 30 }, () => fixtures).flat(),
);
