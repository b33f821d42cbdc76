/**
 * The progress bar of long runs: on stderr, only when stderr is a terminal and the run has more
 * than 50 files (short runs and CI logs stay clean), redrawn at most ten times a second, and
 * erased when the run ends so the report is all that remains.
 */
import type { CliIo } from '../cli/io.js';

/** Files above which a terminal gets a progress bar. */
export const PROGRESS_THRESHOLD = 50;

/** Columns of the bar itself, at most: a narrower terminal gets a shorter bar (below). */
const WIDTH = 30;

/**
 * The bar's width in a terminal of `columns`: the whole line (`[bar] 2612/2612 files`) stays
 * within it, or a wrapped line would leave a stale copy per redraw (review r15 ci L3); no bar at
 * all, only the counts, where even a short one does not fit.
 */
export function barWidth(columns: number | undefined, counts: string): number {
  if (columns === undefined || columns <= 0) return WIDTH;
  return Math.max(0, Math.min(WIDTH, columns - 1 - counts.length - 3));
}

/** A progress display: `update` after each file, `done` at the end. */
export interface Progress {
  update(done: number, total: number): void;
  done(): void;
}

/** The bar for `io`, or a no-op when stderr is not a terminal or the run is short. */
export function createProgress(io: Pick<CliIo, 'stderr' | 'stderrIsTty' | 'stderrColumns'>, total: number, now: () => number = Date.now): Progress {
  if (!io.stderrIsTty || total <= PROGRESS_THRESHOLD) return { update() {}, done() {} };
  let last = 0;
  let drawn = false;
  return {
    update(done, all) {
      const time = now();
      if (done < all && time - last < 100) return;
      last = time;
      const counts = `${done}/${all} files`;
      const width = barWidth(io.stderrColumns?.(), counts);
      const filled = Math.round((done / all) * width);
      const bar = width > 0 ? `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ` : '';
      io.stderr(`\r\u001b[2K${bar}${counts}`);
      drawn = true;
    },
    done() {
      if (drawn) io.stderr('\r\u001b[2K');
    },
  };
}
