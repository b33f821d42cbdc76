/**
 * Quick benchmark (not a test): typed decode through XmlReader vs fast-xml-parser's plain
 * untyped XMLParser().parse, and the tree parser, on the same realistic documents.
 * Run: npx tsx test/runtime/bench/reader-bench.ts
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { parseXmlTree } from '../../../src/runtime/index.js';
import { makeCasesDocument } from './case-corpus.js';
import { decodeCases } from './case-decoder.js';

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
void XMLBuilder;
