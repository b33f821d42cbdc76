// Loaded with `node --import` into a benchmarked child: at exit, writes the process's peak
// resident set size in bytes to the file named by FLEETCASE_BENCH_RSS_FILE. Plain .mjs: it
// must load without tsx.
//
// The peak is VmHWM of /proc/self/status: the high-water mark of this process's own address
// space (worker threads share it). Not `process.resourceUsage().maxRSS`: Linux carries
// ru_maxrss across fork and exec, so a child of a large parent reports the parent's size.
import { readFileSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

function peakBytes() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // no /proc (not Linux): fall back below
  }
  return process.resourceUsage().maxRSS * 1024;
}

const file = process.env.FLEETCASE_BENCH_RSS_FILE;
if (file && isMainThread) {
  process.on('exit', () => {
    writeFileSync(file, String(peakBytes()));
  });
}
