/**
 * Load run of the mock server (issue 6): `fleetcase serve` started on a free loopback port,
 * a bearer token taken from its legacy token endpoint, then autocannon drives read endpoints
 * for a bounded time (10 s; 2 s with --quick) and reports request rate, latency percentiles
 * and errors (goal: no errors). Skipped with a clear row while the CLI has no `serve`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { figure } from '../support/stats.js';
import type { Measurement, Row } from '../types.js';
import { cliWith, skipped } from './common.js';

const TITLE = 'serve: mock server load run (autocannon)';
const KEY = 'bench-consumer';
const SECRET = 'bench-secret';
const ROUTES = ['/platform_api/assets', '/platform_api/cases'];

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>, done: (error: Error | null, result: AutocannonResult) => void) => unknown;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls until the server answers HTTP (any status) or the child exits. */
async function waitForServer(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`fleetcase serve exited ${child.exitCode}: ${output().trim().split('\n').slice(-2).join(' / ')}`);
    try {
      await fetch(`${base}/platform_api/assets`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((wake) => setTimeout(wake, 250));
    }
  }
  throw new Error('fleetcase serve did not answer within 60 s');
}

async function bearerToken(base: string): Promise<string | undefined> {
  const response = await fetch(`${base}/platform_api/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/xml' },
    body: 'grant_type=client_credentials',
  });
  const text = await response.text();
  return /<(?:\w+:)?token>([^<]+)</.exec(text)?.[1];
}

/** SIGTERM, then SIGKILL after 5 s: the server must not outlive the harness. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export const serveLoad: Measurement = {
  id: 'serve-load',
  title: TITLE,
  goal: '0 errors',
  async run(context) {
    const cli = cliWith(context, 'serve');
    if (typeof cli === 'string') return [skipped(TITLE, 'fleetcase serve', cli)];
    if (context.peers.missingModules.autocannon) return [skipped(TITLE, 'fleetcase serve', context.peers.missingModules.autocannon)];
    const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    const child = spawn(cli.argv[0]!, [...cli.argv.slice(1), 'serve', '--port', String(port), '--consumer-key', KEY, '--consumer-secret', SECRET], {
      cwd: context.repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
    child.stderr!.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
    const seconds = context.quick ? 2 : 10;
    const rows: Row[] = [];
    try {
      await waitForServer(base, child, () => output);
      const token = await bearerToken(base).catch(() => undefined);
      for (const route of context.quick ? ROUTES.slice(0, 1) : ROUTES) {
        context.log(`${TITLE}: GET ${route} for ${seconds} s`);
        const result = await new Promise<AutocannonResult>((resolve, reject) =>
          autocannon(
            { url: `${base}${route}`, connections: 10, duration: seconds, headers: { accept: 'application/xml', ...(token ? { authorization: `Bearer ${token}` } : {}) } },
            (error, outcome) => (error ? reject(error) : resolve(outcome)),
          ),
        );
        const errors = result.errors + result.timeouts + result.non2xx;
        rows.push({
          measurement: TITLE,
          subject: `GET ${route}, 10 connections, ${seconds} s`,
          result: `${figure(result.requests.average)} req/s; p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms`,
          goal: '0 errors',
          met: errors === 0,
          note: `${result.requests.total.toLocaleString('en-US')} requests; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}${token ? '' : '; no bearer token from POST /platform_api/oauth2/token'}; server and autocannon share the 2 cores`,
        });
      }
    } catch (error) {
      rows.push(skipped(TITLE, 'fleetcase serve', `failed: ${error instanceof Error ? error.message : String(error)}`));
    } finally {
      await stop(child);
    }
    return rows;
  },
};
