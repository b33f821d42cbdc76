/**
 * Scaling of `fleetcase validate` from one validating thread to two (`--jobs 1` vs `--jobs 2`) on
 * the few-thousand-document set, whole processes. Two is the ideal on this 2-core machine;
 * start-up, the file listing and each thread's schema compilation do not divide.
 */
import { relative } from 'node:path';
import { subset } from '../corpus/index.js';
import { failureText, runProcess } from '../support/processes.js';
import { count, interleaved, median, throughput } from '../support/stats.js';
import type { Measurement } from '../types.js';
import { cliWith, skipped, totalBytes } from './common.js';

const TITLE = 'validate: scaling 1 -> 2 validating threads';

export const scaling: Measurement = {
  id: 'scaling',
  title: TITLE,
  goal: 'ideal 2x on 2 cores',
  async run(context) {
    const { documents, dirs } = subset(context.corpus, context.corpus.sets[1]!);
    const subject = `fleetcase validate --jobs 2, ${count(documents.length)} files`;
    const cli = cliWith(context, 'validate');
    if (typeof cli === 'string') return [skipped(TITLE, subject, cli)];
    const cwd = context.corpus.dir;
    const run = (jobs: number) => async () => {
      const result = await runProcess([...cli.argv, 'validate', '--jobs', String(jobs), ...dirs.map((dir) => relative(cwd, dir))], { cwd, outputLimit: 4 << 20 });
      if (result.code !== 0 && result.code !== 1) throw new Error(`fleetcase validate --jobs ${jobs} failed: ${failureText(result)}`);
      return result.seconds;
    };
    const rounds = Math.min(context.rounds, 3);
    context.log(`${TITLE}: ${rounds} rounds`);
    const seconds = await interleaved(rounds, { one: run(1), two: run(2) });
    const bytes = totalBytes(documents);
    return [
      {
        measurement: TITLE,
        subject,
        result: throughput(documents.length, bytes, median(seconds.two)),
        peer: 'fleetcase validate --jobs 1',
        peerResult: throughput(documents.length, bytes, median(seconds.one)),
        ratio: median(seconds.one) / median(seconds.two),
        goal: '2x ideal',
        note: `whole processes, median of ${rounds}; --jobs 1 validates in the main thread, --jobs 2 in it and one worker thread`,
      },
    ];
  },
};
