/**
 * OS errors are one line with the path, the action and the reason in words, exit 2: never
 * "internal error" with a stack. src/cli/os-error.ts in isolation, then real failures through
 * `main(argv, io)`: an --out that cannot be created (generate under /proc: no hang either), a
 * generated file that is a folder (an EISDIR that escapes generate), a file name too long.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { isOsError, osErrorMessage, osReason } from '../../src/cli/os-error.js';
import { writeFilesAtomically } from '../../src/emit/write.js';
import { tempDir } from '../validate/helpers.js';

async function run(argv: string[], cwd?: string): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

function osError(props: { code: string; syscall: string; path?: string; message: string }): Error {
  return Object.assign(new Error(props.message), props);
}

describe('osErrorMessage', () => {
  const cases = [
    {
      given: osError({ code: 'ENOENT', syscall: 'mkdtemp', path: '/proc/.x.tmp-XXXXXX', message: "ENOENT: no such file or directory, mkdtemp '/proc/.x.tmp-XXXXXX'" }),
      want: '/proc/.x.tmp-XXXXXX: cannot create a temporary folder: no such file or directory (ENOENT)',
    },
    {
      given: osError({ code: 'ENAMETOOLONG', syscall: 'open', path: '/tmp/aaa', message: "ENAMETOOLONG: name too long, open '/tmp/aaa'" }),
      want: '/tmp/aaa: cannot open: file name too long (ENAMETOOLONG)',
    },
    { given: osError({ code: 'EISDIR', syscall: 'read', message: 'EISDIR: illegal operation on a directory, read' }), want: 'cannot read: is a folder (EISDIR)' },
    {
      given: osError({ code: 'EXDEV', syscall: 'rename', path: 'a', message: "EXDEV: cross-device link not permitted, rename 'a' -> 'b'" }),
      want: 'a: cannot rename: cross-device link not permitted (EXDEV)',
    },
    { given: osError({ code: 'ENOSPC', syscall: 'write', message: 'ENOSPC: no space left on device, write' }), want: 'cannot write: no space left on device (ENOSPC)' },
  ];
  test.each(cases)('$want', ({ given, want }) => {
    expect(isOsError(given)).toBe(true);
    expect(osErrorMessage(given as Parameters<typeof osErrorMessage>[0])).toBe(want);
  });

  test('other errors are not OS errors', () => {
    expect(isOsError(new Error('x'))).toBe(false);
    expect(isOsError(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' }))).toBe(false);
    expect(osReason(osError({ code: 'EROFS', syscall: 'open', message: 'EROFS: read-only file system, open' }) as never)).toBe('read-only file system (EROFS)');
  });
});

describe('through the CLI', () => {
  const tree = tempDir('fleetcase-cli-');
  afterAll(() => tree.cleanup());
  const tooLong = 'a'.repeat(300);
  // Generated types of 0.1 would go here; a folder in the way makes reading it fail (EISDIR).
  mkdirSync(join(tree.dir, 'in-the-way/0.1/types.ts'), { recursive: true });

  const cases = [
    { given: ['generate', '--generation', '0.1', '--out', '/proc/x'], want: '/proc/x: cannot create the output folder: no such file or directory' },
    { given: ['generate', '--generation', '0.1', '--out', '/proc/a/b'], want: '/proc/a/b: cannot create the output folder /proc/a: no such file or directory' },
    { given: ['generate', '--generation', '0.1', '--out', 'in-the-way'], want: 'cannot read: is a folder (EISDIR)' },
    { given: ['generate', '--generation', '0.1', '--check', '--out', 'in-the-way'], want: 'cannot read: is a folder (EISDIR)' },
    { given: ['openapi', '--generation', '0.1', '--out', `${tooLong}.json`], want: `${tree.dir}/${tooLong}.json: cannot write: file name too long (ENAMETOOLONG)` },
    { given: ['openapi', '--generation', '0.1', '--out', '/proc/openapi.json'], want: '/proc/openapi.json: cannot write: no such file or directory (ENOENT)' },
  ];
  test.each(cases)('$given.0 $given.4', async ({ given, want }) => {
    const { code, err } = await run(given, tree.dir);
    expect({ code, err }).toStrictEqual({ code: 2, err: `fleetcase: ${want}\n` });
  }, 30_000);

  test("the generator's writer: a parent that cannot hold the staging folder is an IoError", () => {
    expect(() => writeFilesAtomically('/proc/x', [{ path: '0.1/types.ts', content: '' }])).toThrow(
      '/proc/x: cannot write generated files: no such file or directory (ENOENT)',
    );
  });

  test('a failed generate leaves no staging folder behind', () => {
    expect(readdirSync(tree.dir).filter((name) => name.includes('.tmp-'))).toStrictEqual([]);
  });
});
