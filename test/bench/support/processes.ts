/**
 * Child processes for the benchmark: run one to completion, timed from spawn to exit, with its
 * output collected (bounded, so a chatty tool cannot fill memory) and, for Node children, the
 * peak resident set size reported by the child itself (`report-max-rss.mjs`, loaded with
 * `--import` through NODE_OPTIONS; it covers worker threads, which share the process).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { secondsSince } from './stats.js';

/** The outcome of a child process. */
export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Wall time from spawn to exit. */
  seconds: number;
  /** Start of stdout and stderr (`outputLimit`). */
  stdout: string;
  stderr: string;
  /** Peak RSS in bytes, when the child reported it (Node children run with `maxRssPreload`). */
  maxRss?: number;
}

/** Options of `runProcess`. */
export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Kill the child after this many seconds (default 300). */
  timeoutSeconds?: number;
  /** Report the child's peak RSS (Node children only: adds an `--import` to NODE_OPTIONS). */
  measureRss?: boolean;
  /** Characters of stdout and of stderr kept (default 1 MiB). */
  outputLimit?: number;
}

const OUTPUT_LIMIT = 1 << 20;
const PRELOAD = pathToFileURL(join(import.meta.dirname, 'report-max-rss.mjs')).href;
let serial = 0;

/** Runs `argv` to completion and times it. Never throws for a non-zero exit. */
export function runProcess(argv: readonly string[], options: RunOptions = {}): Promise<ProcessResult> {
  const [command, ...args] = argv;
  const rssFile = options.measureRss ? join(tmpdir(), `fleetcase-bench-rss-${process.pid}-${serial++}.txt`) : undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (rssFile) {
    env.FLEETCASE_BENCH_RSS_FILE = rssFile;
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim();
  }
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command!, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const limit = options.outputLimit ?? OUTPUT_LIMIT;
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < limit) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < limit) stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (options.timeoutSeconds ?? 300) * 1000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = secondsSince(started);
      let maxRss: number | undefined;
      if (rssFile) {
        try {
          maxRss = Number(readFileSync(rssFile, 'utf8').trim());
        } catch {
          maxRss = undefined;
        }
        rmSync(rssFile, { force: true });
      }
      resolve({ code, signal, seconds, stdout, stderr, ...(maxRss !== undefined && Number.isFinite(maxRss) ? { maxRss } : {}) });
    });
  });
}

/** One line saying how a process failed (for a row's note). */
export function failureText(result: ProcessResult): string {
  const tail = (result.stderr || result.stdout).trim().split('\n').slice(-3).join(' / ');
  return `exit ${result.code ?? result.signal}: ${tail.slice(0, 300)}`;
}
