/**
 * `fleetcase serve` as a user runs it: a child process on a loopback port, talked to with the
 * generated client, stopped cleanly by SIGTERM.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../generated/0.3-beta/client.js';
import { packageRoot } from '../../src/paths.js';

describe('fleetcase serve', () => {
  it('prints its address and credentials, serves the API, and stops on SIGTERM with exit 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', '0', '--token', 'e2e-token'], { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner after 25 s; stderr: ${stderr}`)), 25_000);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const found = /on (http:\/\/127\.0\.0\.1:\d+)\/platform_api/.exec(stdout);
          if (found && stdout.includes('Ctrl-C stops it.')) {
            clearTimeout(timer);
            resolve(found[1]!);
          }
        });
        child.on('exit', () => reject(new Error(`exited early: ${stderr}`)));
      });
      expect(stdout).toContain('consumer key     fleetcase-consumer-key');
      expect(stdout).toContain('X-DECISIV-TRANSITION-TOKEN: fleetcase-transition-token');
      const client = createClient({ baseUrl: url, credentials: { kind: 'token', token: 'e2e-token' } });
      expect((await client.listAssets()).asset).toHaveLength(10);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stderr).toContain('fleetcase serve: stopped (SIGTERM)');
  }, 40_000);
});

/** True when `line` is one JSON value. */
function isJson(line: string): boolean {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
}

describe('fleetcase serve --log (review r17 serve L8)', () => {
  it('writes only JSON lines on stdout, one per log entry; the banner goes to stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', '0', '--token', 'e2e-token', '--log'], { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner after 25 s; stderr: ${stderr}`)), 25_000);
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
          const found = /on (http:\/\/127\.0\.0\.1:\d+)\/platform_api/.exec(stderr);
          if (found && stderr.includes('Ctrl-C stops it.')) {
            clearTimeout(timer);
            resolve(found[1]!);
          }
        });
        child.on('exit', () => reject(new Error(`exited early: ${stderr}`)));
      });
      const client = createClient({ baseUrl: url, credentials: { kind: 'token', token: 'e2e-token' } });
      expect((await client.listAssets()).asset).toHaveLength(10);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const lines = stdout.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !isJson(line))).toStrictEqual([]);
  }, 40_000);
});
