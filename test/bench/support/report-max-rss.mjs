// Loaded with `node --import` into a benchmarked child: at exit, writes the process's peak
// resident set size in bytes (`resourceUsage().maxRSS` is in KiB and covers worker threads)
// to the file named by FLEETCASE_BENCH_RSS_FILE. Plain .mjs: it must load without tsx.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.FLEETCASE_BENCH_RSS_FILE;
if (file && isMainThread) {
  process.on('exit', () => {
    writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
  });
}
