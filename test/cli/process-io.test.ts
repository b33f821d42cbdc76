/**
 * A report that cannot be written to stdout (src/cli/io.ts): a full disk is one line and exit 2
 * (1 means "invalid"), a reader that closed the pipe (`| head -1`) stops the run quietly. Driven
 * in process through processIo with streams that fail as the OS makes them fail, then once for
 * real (`> /dev/full`, `| head -1`) through the CLI's bin.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { processIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { repoRoot } from '../validate/helpers.js';

/** An error as a failed write(2) raises it. */
function osError(code: string, text: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${text}, write`), { code, syscall: 'write', errno: -1 });
}

/** A stream whose writes fail with `error` (or succeed, collecting the text, without one). */
function stream(error?: NodeJS.ErrnoException): Writable & { text: string } {
  const target = new Writable({
    write(chunk, _encoding, callback) {
      if (error) return callback(error);
      target.text += String(chunk);
      callback();
    },
  }) as Writable & { text: string };
  target.text = '';
  return target;
}

/** Runs `argv` on processIo over the given stdout; resolves with the exit requested and stderr. */
async function runOn(stdout: Writable, argv: string[]): Promise<{ exit: number | undefined; returned: number; err: string }> {
  const stderr = stream();
  let exit: number | undefined;
  const io = processIo({ stdout, stderr, exit: (code) => void (exit ??= code) });
  const returned = await main(argv, io);
  await new Promise((resolve) => setImmediate(resolve));
  return { exit, returned, err: stderr.text };
}

describe('processIo', () => {
  const cases = [
    {
      name: 'a full disk: one line, exit 2',
      stdout: () => stream(osError('ENOSPC', 'no space left on device')),
      want: { exit: 2, err: 'fleetcase: cannot write the report to stdout: no space left on device (ENOSPC)\n' },
    },
    {
      name: 'a read-only file system: one line, exit 2',
      stdout: () => stream(osError('EROFS', 'read-only file system')),
      want: { exit: 2, err: 'fleetcase: cannot write the report to stdout: read-only file system (EROFS)\n' },
    },
    {
      name: 'a closed pipe: quiet, the exit code so far',
      stdout: () => stream(osError('EPIPE', 'broken pipe')),
      want: { exit: 0, err: '' },
    },
    { name: 'a stdout that works: no exit requested', stdout: () => stream(), want: { exit: undefined, err: '' } },
  ];
  test.each(cases)('$name', async ({ stdout, want }) => {
    const { exit, err } = await runOn(stdout(), ['rules', '--format', 'json']);
    expect({ exit, err }).toStrictEqual(want);
  });
});

describe('processIo names what stdout carries', () => {
  test('migrate prints a document there: a full disk says the migrated document was not written', async () => {
    const { exit, err } = await runOn(stream(osError('ENOSPC', 'no space left on device')), [
      'migrate',
      'test/fixtures/migrate/item-work-status.0.0.7.xml',
      '--to',
      '0.3-beta',
    ]);
    expect(exit).toBe(2);
    // The report went to stderr first; what failed is the document on stdout.
    expect(err.split('\n').filter((line) => line.startsWith('fleetcase:'))).toStrictEqual([
      'fleetcase: cannot write the migrated document to stdout: no space left on device (ENOSPC)',
    ]);
  });

  test('migrate --format json prints a report there: the report', async () => {
    const { exit, err } = await runOn(stream(osError('ENOSPC', 'no space left on device')), [
      'migrate',
      'test/fixtures/migrate/item-work-status.0.0.7.xml',
      '--to',
      '0.3-beta',
      '--format',
      'json',
    ]);
    expect({ exit, err }).toStrictEqual({ exit: 2, err: 'fleetcase: cannot write the report to stdout: no space left on device (ENOSPC)\n' });
  });
});

describe('the CLI process', () => {
  const bin = ['--import', 'tsx', 'src/cli/bin.ts'];
  const shell = (command: string) => spawnSync('bash', ['-c', command], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });

  test.skipIf(!existsSync('/dev/full'))('> /dev/full: one line, exit 2 (validate, diff, schemas)', () => {
    for (const argv of ['validate test/fixtures/0.3-beta/valid --format json', 'diff --from 0.1 --to 0.2', 'schemas']) {
      const result = shell(`node ${bin.join(' ')} ${argv} > /dev/full`);
      expect({ argv, code: result.status, err: result.stderr }).toStrictEqual({
        argv,
        code: 2,
        err: 'fleetcase: cannot write the report to stdout: no space left on device (ENOSPC)\n',
      });
    }
  }, 60_000);

  test('| head -1: the first line, nothing on stderr, exit 0', () => {
    // 450 kB of JSON: far more than a pipe holds, so the writer meets the closed pipe.
    const result = shell(`node ${bin.join(' ')} schemas --format json | head -1; exit \${PIPESTATUS[0]}`);
    expect({ code: result.status, out: result.stdout, err: result.stderr }).toStrictEqual({ code: 0, out: '{\n', err: '' });
  }, 60_000);
});
