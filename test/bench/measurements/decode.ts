/**
 * Decode throughput of the generated typed decoders (`decode<Stem>(xml)`: typed, checked
 * values) against fast-xml-parser's plain untyped `new XMLParser().parse(xml)` on the same
 * documents, in process, one thread (issue 3 goal: >= 1.5x).
 */
import { XMLParser } from 'fast-xml-parser';
import { bandwidth, interleaved, median, throughput, timedSync } from '../support/stats.js';
import type { Measurement, Row } from '../types.js';
import { codecWorkload, coverageNote } from './codec-workload.js';
import { skipped, verdict } from './common.js';

const TITLE = 'decode: generated typed decoders vs fast-xml-parser';

export const decode: Measurement = {
  id: 'decode',
  title: TITLE,
  goal: '>= 1.5x fast-xml-parser parse',
  async run(context) {
    const subject = 'generated decode<Root>(xml)';
    if (context.peers.missingModules['fast-xml-parser']) return [skipped(TITLE, subject, context.peers.missingModules['fast-xml-parser']!)];
    const workload = await codecWorkload(context);
    if ('unavailable' in workload) return [skipped(TITLE, subject, workload.unavailable)];
    const parser = new XMLParser();
    const rows: Row[] = [];
    for (const batch of workload.batches) {
      if (batch.documents.length === 0) {
        rows.push(skipped(TITLE, `${subject}, ${batch.label}`, coverageNote(batch) || 'no document to decode'));
        continue;
      }
      const big = batch.bytes > 5e6 && batch.documents.length === 1;
      const rounds = big ? Math.min(context.rounds, 3) : context.rounds;
      const ours = timedSync(() => batch.texts.forEach((text, index) => batch.codecs[index]!.decode(text)));
      const theirs = timedSync(() => batch.texts.forEach((text) => parser.parse(text)));
      context.log(`${TITLE}: ${batch.label}, ${rounds} rounds`);
      if (!big) {
        // Warm-up; a large document follows the 1 MB one of its type, which warmed the same code.
        ours();
        theirs();
      }
      const seconds = await interleaved(rounds, { ours, theirs });
      const note = coverageNote(batch);
      const rate = (time: number) => (batch.documents.length === 1 ? bandwidth(batch.bytes, time) : throughput(batch.documents.length, batch.bytes, time));
      rows.push({
        measurement: TITLE,
        subject: `${subject}, ${batch.label}`,
        result: rate(median(seconds.ours)),
        peer: 'fast-xml-parser new XMLParser().parse(xml)',
        peerResult: rate(median(seconds.theirs)),
        ...verdict(median(seconds.theirs) / median(seconds.ours), 1.5),
        ...(note ? { note } : {}),
      });
    }
    return rows;
  },
};
