/**
 * The progress bar of long runs: on stderr, only when stderr is a terminal and the run has more
 * than 50 files (short runs and CI logs stay clean), redrawn at most ten times a second, and
 * erased when the run ends so the report is all that remains.
 */
import type { CliIo } from '../cli/io.js';

/** Files above which a terminal gets a progress bar. */
export const PROGRESS_THRESHOLD = 50;

const WIDTH = 30;

/** A progress display: `update` after each file, `done` at the end. */
export interface Progress {
  update(done: number, total: number): void;
  done(): void;
}

/** The bar for `io`, or a no-op when stderr is not a terminal or the run is short. */
export function createProgress(io: Pick<CliIo, 'stderr' | 'stderrIsTty'>, total: number, now: () => number = Date.now): Progress {
  if (!io.stderrIsTty || total <= PROGRESS_THRESHOLD) return { update() {}, done() {} };
  let last = 0;
  let drawn = false;
  return {
    update(done, all) {
      const time = now();
      if (done < all && time - last < 100) return;
      last = time;
      const filled = Math.round((done / all) * WIDTH);
      io.stderr(`\r[${'#'.repeat(filled)}${' '.repeat(WIDTH - filled)}] ${done}/${all} files`);
      drawn = true;
    },
    done() {
      if (drawn) io.stderr('\r\u001b[2K');
    },
  };
}
