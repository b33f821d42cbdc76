/**
 * Encode throughput of the generated encoders (`encode<Stem>(value)`, from the decoded typed
 * value) against fast-xml-parser's `XMLBuilder` building the same documents from its own
 * parse output (attributes kept, so namespaces and `xsi:nil` are written too), in process,
 * one thread (issue 3 goal: >= 1.5x). Only the encoding is timed; rates count the input
 * documents and their bytes.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { bandwidth, interleaved, median, throughput, timedSync } from '../support/stats.js';
import type { Measurement, Row } from '../types.js';
import { codecWorkload, coverageNote } from './codec-workload.js';
import { skipped, verdict } from './common.js';

const TITLE = 'encode: generated typed encoders vs fast-xml-parser XMLBuilder';

export const encode: Measurement = {
  id: 'encode',
  title: TITLE,
  goal: '>= 1.5x fast-xml-parser XMLBuilder',
  async run(context) {
    const subject = 'generated encode<Root>(value)';
    if (context.peers.missingModules['fast-xml-parser']) return [skipped(TITLE, subject, context.peers.missingModules['fast-xml-parser']!)];
    const workload = await codecWorkload(context);
    if ('unavailable' in workload) return [skipped(TITLE, subject, workload.unavailable)];
    const options = { ignoreAttributes: false };
    const parser = new XMLParser(options);
    const builder = new XMLBuilder(options);
    const rows: Row[] = [];
    for (const batch of workload.batches) {
      const values: unknown[] = [];
      const encoders: Array<(value: unknown) => string> = [];
      const peerInputs: unknown[] = [];
      let bytes = 0;
      let failure: string | undefined;
      batch.texts.forEach((text, index) => {
        const codec = batch.codecs[index]!;
        if (!codec.encode) return void (failure ??= `no encoder beside ${codec.name}`);
        try {
          const value = codec.decode(text);
          codec.encode(value);
          values.push(value);
          encoders.push(codec.encode);
          peerInputs.push(parser.parse(text));
          bytes += batch.documents[index]!.bytes;
        } catch (error) {
          failure ??= `${codec.name.replace('decode', 'encode')}: ${String(error).split('\n')[0]}`;
        }
      });
      if (values.length === 0) {
        rows.push(skipped(TITLE, `${subject}, ${batch.label}`, failure ?? (coverageNote(batch) || 'no document to encode')));
        continue;
      }
      const big = bytes > 5e6 && batch.documents.length === 1;
      const rounds = big ? Math.min(context.rounds, 3) : context.rounds;
      const ours = timedSync(() => values.forEach((value, index) => encoders[index]!(value)));
      const theirs = timedSync(() => peerInputs.forEach((input) => builder.build(input)));
      context.log(`${TITLE}: ${batch.label}, ${rounds} rounds`);
      if (!big) {
        // Warm-up; a large document follows the 1 MB one of its type, which warmed the same code.
        ours();
        theirs();
      }
      const seconds = await interleaved(rounds, { ours, theirs });
      const notes = [coverageNote(batch), values.length < batch.documents.length ? `${batch.documents.length - values.length} not encodable (first: ${failure})` : ''];
      const rate = (count: number, time: number) => (batch.documents.length === 1 ? bandwidth(bytes, time) : throughput(count, bytes, time));
      rows.push({
        measurement: TITLE,
        subject: `${subject}, ${batch.label}`,
        result: rate(values.length, median(seconds.ours)),
        peer: 'fast-xml-parser new XMLBuilder().build(parsed), attributes on',
        peerResult: rate(peerInputs.length, median(seconds.theirs)),
        ...verdict(median(seconds.theirs) / median(seconds.ours), 1.5),
        ...(notes.some(Boolean) ? { note: notes.filter(Boolean).join('; ') } : {}),
      });
    }
    return rows;
  },
};
