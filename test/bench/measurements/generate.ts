/**
 * Full generation of all four generations (`fleetcase generate --check`: load, emit every
 * target, format, compare with generated/; nothing is written), as a process and in process
 * through the CLI entry `main(argv, io)` (issue 3 goal: under 2 s on this 2-core machine).
 * An exit of 1 (stale output) still times a full generation and is noted.
 */
import { failureText, runProcess } from '../support/processes.js';
import { duration, interleaved, median } from '../support/stats.js';
import type { Measurement, Row } from '../types.js';
import { cliWith, skipped } from './common.js';

const TITLE = 'generate: all four generations';
const GOAL_SECONDS = 2;

interface MemoryIo {
  out: string;
  err: string;
  exitCode: number;
}

type Main = (argv: string[], io: MemoryIo) => Promise<number>;

async function loadMain(): Promise<{ main: Main; memoryIo: (cwd: string) => MemoryIo } | string> {
  try {
    const main = (await import('../../../src/cli/main.js')) as unknown as { main?: Main };
    const io = (await import('../../../src/cli/io.js')) as unknown as { memoryIo?: (cwd: string) => MemoryIo };
    if (!main.main || !io.memoryIo) return 'src/cli/main.ts or io.ts lacks main / memoryIo';
    return { main: main.main, memoryIo: io.memoryIo };
  } catch (error) {
    return `src/cli does not load (${String(error).split('\n')[0]})`;
  }
}

function row(subject: string, seconds: number, note: string): Row {
  return { measurement: TITLE, subject, result: duration(seconds), goal: `< ${GOAL_SECONDS} s`, met: seconds < GOAL_SECONDS, note };
}

export const generate: Measurement = {
  id: 'generate',
  title: TITLE,
  goal: `< ${GOAL_SECONDS} s`,
  async run(context) {
    const argv = ['generate', '--check'];
    const cli = cliWith(context, 'generate');
    if (typeof cli === 'string') return [skipped(TITLE, 'fleetcase generate --check (process)', cli)];
    // --quick: the process only (a full generation costs seconds; the smoke run stays short).
    const loaded = context.quick ? 'not run with --quick' : await loadMain();
    const exits: number[] = [];
    const rounds = Math.min(context.rounds, 3);
    context.log(`${TITLE}: ${rounds} rounds`);
    let cold: number | undefined;
    const seconds = await interleaved(rounds, {
      process: async () => {
        const result = await runProcess([...cli.argv, ...argv], { cwd: context.repoRoot, timeoutSeconds: 300 });
        if (result.code !== 0 && result.code !== 1) throw new Error(`fleetcase generate --check failed: ${failureText(result)}`);
        exits.push(result.code);
        return result.seconds;
      },
      inProcess: async () => {
        if (typeof loaded === 'string') return NaN;
        const io = loaded.memoryIo(context.repoRoot);
        const started = process.hrtime.bigint();
        const code = await loaded.main(argv, io);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
        if (code !== 0 && code !== 1) throw new Error(`main(['generate', '--check']) returned ${code}: ${io.err.trim().split('\n')[0]}`);
        cold ??= elapsed;
        return elapsed;
      },
    });
    const stale = exits.includes(1) ? '; generated/ was stale (exit 1): the full generation still ran' : '';
    const rows = [row(`fleetcase ${argv.join(' ')} (process)`, median(seconds.process), `whole process, start-up included, median of ${rounds}${stale}`)];
    if (typeof loaded === 'string') rows.push(skipped(TITLE, `main(['generate', '--check']) in process`, loaded));
    else rows.push(row(`main(['generate', '--check']) in process`, median(seconds.inProcess), `median of ${rounds} in one process; first (cold) call ${duration(cold ?? NaN)}`));
    return rows;
  },
};
