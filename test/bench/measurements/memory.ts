/**
 * Peak memory of `fleetcase validate` over 1 000 vs 10 000 files (a tenth with --quick): the
 * high-water resident set size of the whole process, worker threads included, reported by
 * the child itself at exit (VmHWM, see support/report-max-rss.mjs). It must not grow with the
 * file count (goal: the larger run within 1.2x of the smaller). Both runs get `--jobs` = the
 * cores: by default a run of fewer files starts fewer threads, and the row compares memory per
 * file count, not per thread count.
 */
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { subset } from '../corpus/index.js';
import { failureText, runProcess } from '../support/processes.js';
import { count, duration, figure, median } from '../support/stats.js';
import type { Measurement } from '../types.js';
import { cliWith, skipped } from './common.js';

const TITLE = 'validate: peak memory vs file count';
const GOAL = 1.2;

export const memory: Measurement = {
  id: 'memory',
  title: TITLE,
  goal: `<= ${GOAL}x RSS from ${count(1000)} to ${count(10000)} files`,
  async run(context) {
    const sets = context.corpus.sets;
    const small = subset(context.corpus, sets[0]!);
    const large = subset(context.corpus, sets[sets.length - 1]!);
    const jobs = String(availableParallelism());
    const subject = `fleetcase validate --jobs ${jobs}, ${count(large.documents.length)} files`;
    const cli = cliWith(context, 'validate');
    if (typeof cli === 'string') return [skipped(TITLE, subject, cli)];
    const cwd = context.corpus.dir;
    const rounds = Math.min(context.rounds, 3);
    const measure = async (dirs: string[]) => {
      const rss: number[] = [];
      const seconds: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const result = await runProcess([...cli.argv, 'validate', '--jobs', jobs, ...dirs.map((dir) => relative(cwd, dir))], { cwd, measureRss: true, outputLimit: 4 << 20 });
        if (result.code !== 0 && result.code !== 1) throw new Error(`fleetcase validate failed: ${failureText(result)}`);
        if (result.maxRss === undefined) throw new Error('the child did not report its peak RSS');
        rss.push(result.maxRss);
        seconds.push(result.seconds);
      }
      return { rss: median(rss), seconds: median(seconds) };
    };
    context.log(`${TITLE}: ${rounds} rounds`);
    const few = await measure(small.dirs);
    const many = await measure(large.dirs);
    const growth = many.rss / few.rss;
    return [
      {
        measurement: TITLE,
        subject,
        result: `${figure(many.rss / 2 ** 20)} MiB peak RSS (${duration(many.seconds)})`,
        peer: `the same over ${count(small.documents.length)} files`,
        peerResult: `${figure(few.rss / 2 ** 20)} MiB peak RSS (${duration(few.seconds)})`,
        ratio: growth,
        goal: `<= ${GOAL}x`,
        met: growth <= GOAL,
        note: `ratio = peak RSS with ${count(large.documents.length)} files / with ${count(small.documents.length)} (growth: lower is better); median of ${rounds} runs each, peak RSS (VmHWM) of the process incl. worker threads`,
      },
    ];
  },
};
