/**
 * Quick benchmark (not a test): typed decode through XmlReader vs fast-xml-parser's plain
 * untyped XMLParser().parse, and the tree parser, on the same realistic documents.
 * Run: npx tsx test/runtime/bench/reader-bench.ts
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { parseXmlTree } from '../../../src/runtime/index.js';
import { makeCasesDocument } from './case-corpus.js';
import { decodeCases } from './case-decoder.js';
import { encodeCases } from './case-encoder.js';

function measure(
  label: string,
  documents: string[],
  run: (doc: string) => unknown,
  rounds = 5,
): number {
  const bytes = documents.reduce((sum, doc) => sum + Buffer.byteLength(doc), 0);
  for (const doc of documents.slice(0, 50)) run(doc); // warm-up
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    for (const doc of documents) run(doc);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    rates.push(bytes / 1e6 / seconds);
  }
  rates.sort((a, b) => a - b);
  const median = rates[Math.floor(rates.length / 2)]!;
  console.log(`  ${label.padEnd(34)} ${median.toFixed(1).padStart(7)} MB/s`);
  return median;
}

const corpora: Array<[string, string[]]> = [
  [
    '500 documents of 10 cases (~42 KB)',
    Array.from({ length: 500 }, (_, i) => makeCasesDocument(10, i * 10)),
  ],
  [
    '3000 documents of 1 case (~4 KB)',
    Array.from({ length: 3000 }, (_, i) => makeCasesDocument(1, i)),
  ],
  ['one 1 MB document', [makeCasesDocument(250)]],
  ['one 20 MB document', [makeCasesDocument(5000)]],
];

const fxp = new XMLParser();
for (const [label, documents] of corpora) {
  console.log(label);
  const rounds = documents.length === 1 && documents[0]!.length > 5e6 ? 3 : 5;
  const peer = measure(
    'fast-xml-parser XMLParser().parse',
    documents,
    (doc) => fxp.parse(doc),
    rounds,
  );
  const typed = measure('fleetcase typed decode (XmlReader)', documents, decodeCases, rounds);
  measure('fleetcase parseXmlTree', documents, (doc) => parseXmlTree(doc), rounds);
  console.log(`  typed decode / fast-xml-parser: ${(typed / peer).toFixed(2)}x`);
}

// Encode: the same documents' values written back (typed writer vs XMLBuilder on fxp's objects).
console.log('encode, 500 documents of 10 cases');
const sources = corpora[0]![1];
const typedValues = sources.map((doc) => decodeCases(doc));
const plainValues = sources.map((doc) => fxp.parse(doc));
const outputs = typedValues.map((value) => encodeCases(value));
const builder = new XMLBuilder();
const builderRate = measureEncode('fast-xml-parser XMLBuilder().build', plainValues, (value) =>
  builder.build(value),
);
const writerRate = measureEncode('fleetcase typed encode (XmlWriter)', typedValues, encodeCases);
console.log(`  typed encode / XMLBuilder: ${(writerRate / builderRate).toFixed(2)}x`);
if (decodeCases(outputs[0]!).length !== 10) throw new Error('encode round trip broken');

function measureEncode<T>(label: string, values: T[], run: (value: T) => string): number {
  const bytes = values.reduce((sum, value) => sum + Buffer.byteLength(run(value)), 0);
  const rates: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = process.hrtime.bigint();
    for (const value of values) run(value);
    rates.push(bytes / 1e6 / (Number(process.hrtime.bigint() - started) / 1e9));
  }
  rates.sort((a, b) => a - b);
  const median = rates[2]!;
  console.log(`  ${label.padEnd(34)} ${median.toFixed(1).padStart(7)} MB/s of output`);
  return median;
}
