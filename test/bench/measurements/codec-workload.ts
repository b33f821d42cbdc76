/**
 * The workload of the decode and encode measurements: the few-thousand-document set and each
 * large document, paired with their generated codec, keeping only documents the codec
 * decodes (a failure is counted and shown, so a codec bug cannot pass for speed).
 */
import { readFileSync } from 'node:fs';
import { subset, type CorpusDocument } from '../corpus/index.js';
import { GENERATIONS } from '../corpus/templates.js';
import { loadCodecs, type Codec } from '../subjects/codecs.js';
import type { BenchContext } from '../types.js';

/** Documents with their text and codec. */
export interface CodecBatch {
  /** @example '3,000 documents' or '20 MB cases (…)' */
  label: string;
  documents: CorpusDocument[];
  texts: string[];
  codecs: Codec[];
  bytes: number;
  /** Of the documents offered, those without a codec or that failed to decode. */
  missing: number;
  failed: number;
  /** First failure message. */
  firstFailure?: string;
}

/** Batches for the small set and each large document, or why there are none. */
export async function codecWorkload(context: BenchContext): Promise<{ batches: CodecBatch[] } | { unavailable: string }> {
  const codecs = await loadCodecs(context.repoRoot, GENERATIONS);
  if (codecs.loaded.length === 0) return { unavailable: `not available yet: ${codecs.problems.join('; ') || 'no generated codecs'}` };
  const small = subset(context.corpus, context.corpus.sets[1]!).documents;
  const groups: Array<[string, CorpusDocument[]]> = [
    [`${small.length.toLocaleString('en-US')} documents`, small],
    ...context.corpus.large.map((document): [string, CorpusDocument[]] => [document.label ?? document.file, [document]]),
  ];
  const batches = groups.map(([label, documents]) => {
    const batch: CodecBatch = { label, documents: [], texts: [], codecs: [], bytes: 0, missing: 0, failed: 0 };
    for (const document of documents) {
      const codec = codecs.find(document);
      if (!codec) {
        batch.missing++;
        continue;
      }
      const text = readFileSync(document.file, 'utf8');
      try {
        codec.decode(text);
      } catch (error) {
        batch.failed++;
        batch.firstFailure ??= `${codec.name}(${document.file.split('/').pop()}): ${String(error).split('\n')[0]}`;
        continue;
      }
      batch.documents.push(document);
      batch.texts.push(text);
      batch.codecs.push(codec);
      batch.bytes += document.bytes;
    }
    return batch;
  });
  return { batches };
}

/** "2,990 of 3,000 decodable; 10 failed (first: …)" when something was left out. */
export function coverageNote(batch: CodecBatch): string {
  const offered = batch.documents.length + batch.missing + batch.failed;
  if (batch.missing === 0 && batch.failed === 0) return '';
  const parts = [`${batch.documents.length} of ${offered} documents timed`];
  if (batch.missing) parts.push(`${batch.missing} without a generated codec`);
  if (batch.failed) parts.push(`${batch.failed} failed to decode (first: ${batch.firstFailure})`);
  return parts.join('; ');
}
