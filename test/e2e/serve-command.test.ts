/**
 * `fleetcase serve` as a user runs it: a child process on a loopback port, talked to with the
 * generated client, stopped cleanly by SIGTERM.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../generated/0.3-beta/client.js';
import { packageRoot } from '../../src/paths.js';

/** A `fleetcase serve` child, its URL once the banner is out on `bannerOn`, and what it printed. */
interface ServeChild {
  url: string;
  output: { stdout: string; stderr: string };
  /** Sends SIGTERM; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `fleetcase serve --port 0 --token e2e-token ...extra` and waits for its banner. */
async function startServe(extra: string[], bannerOn: 'stdout' | 'stderr'): Promise<ServeChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', '0', '--token', 'e2e-token', ...extra], { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner after 25 s; stderr: ${output.stderr}`)), 25_000);
    const read = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
      output[stream] += chunk.toString();
      const found = stream === bannerOn ? /on (http:\/\/127\.0\.0\.1:\d+)\/platform_api/.exec(output[stream]) : null;
      if (found && output[stream].includes('Ctrl-C stops it.')) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout.on('data', read('stdout'));
    child.stderr.on('data', read('stderr'));
    child.on('exit', () => reject(new Error(`exited early: ${output.stderr}`)));
  });
  return {
    url,
    output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** True when `line` is one JSON value. */
function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

describe('fleetcase serve', () => {
  it('prints its address and credentials, serves the API, and stops on SIGTERM with exit 0', async () => {
    const serve = await startServe([], 'stdout');
    try {
      expect(serve.output.stdout).toContain('consumer key     fleetcase-consumer-key');
      expect(serve.output.stdout).toContain('X-DECISIV-TRANSITION-TOKEN: fleetcase-transition-token');
      const client = createClient({ baseUrl: serve.url, credentials: { kind: 'token', token: 'e2e-token' } });
      expect((await client.listAssets()).asset).toHaveLength(10);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    expect(serve.output.stderr).toContain('fleetcase serve: stopped (SIGTERM)');
  }, 40_000);
});

describe('fleetcase serve --log (review r17 serve L8)', () => {
  it('writes only JSON lines on stdout, one per log entry; the banner goes to stderr', async () => {
    const serve = await startServe(['--log'], 'stderr');
    try {
      const client = createClient({ baseUrl: serve.url, credentials: { kind: 'token', token: 'e2e-token' } });
      expect((await client.listAssets()).asset).toHaveLength(10);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
    const lines = serve.output.stdout.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !isJson(line))).toStrictEqual([]);
  }, 40_000);
});
