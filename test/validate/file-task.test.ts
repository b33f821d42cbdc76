/**
 * Reading a file to validate: small files end on a short read (no fstat), larger ones are sized
 * by fstat; the size limit, directories and missing files give their results; a file read for a
 * worker gets a buffer of its own, and one above the hand-over size is left to the worker.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { readForHandover, readTask, type FileTask } from '../../src/validate/file-task.js';
import { tempDir } from './helpers.js';

const tree = tempDir();
afterAll(() => tree.cleanup());

function task(name: string): FileTask {
  return { path: `${tree.dir}/${name}`, display: name };
}

/** `length` bytes of a recognisable pattern. */
function bytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => 97 + (index % 26));
}

describe('readTask', () => {
  const sizes = [
    { name: 'an empty file', size: 0 },
    { name: 'a small file', size: 1234 },
    { name: 'a file one byte short of the scratch buffer', size: 64 * 1024 - 1 },
    { name: 'a file exactly the size of the scratch buffer', size: 64 * 1024 },
    { name: 'a file larger than the scratch buffer', size: 200_001 },
  ];
  test.each(sizes)('reads $name whole', ({ name, size }) => {
    const content = bytes(size);
    tree.write(`${name}.xml`, content);
    const read = readTask(task(`${name}.xml`));
    expect(read).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(read as Uint8Array).equals(Buffer.from(content))).toBe(true);
  });

  const limits = [
    { name: 'at the limit', size: 1000, maxBytes: 1000, refused: false },
    { name: 'one byte over the limit', size: 1001, maxBytes: 1000, refused: true },
    { name: 'far over a limit above the scratch buffer', size: 300_000, maxBytes: 100_000, refused: true },
  ];
  test.each(limits)('a file $name', ({ name, size, maxBytes, refused }) => {
    tree.write(`limit ${name}.xml`, bytes(size));
    const read = readTask(task(`limit ${name}.xml`), maxBytes);
    if (!refused) {
      expect((read as Uint8Array).length).toBe(size);
      return;
    }
    expect(read).toMatchObject({ valid: false, issues: [{ rule: 'size-limit', message: `document is ${size} bytes, larger than the limit of ${maxBytes} bytes: not checked; raise the limit with validate --max-bytes (limits.maxBytes in the library)` }] });
  });

  test('a directory is unreadable, said as such', () => {
    tree.write('folder.xml/inside.xml', '<x/>');
    expect(readTask(task('folder.xml'))).toMatchObject({ file: 'folder.xml', valid: false, issues: [{ rule: 'file-unreadable', message: expect.stringContaining('it is a directory') }] });
  });

  test('a missing file is unreadable, with the reason', () => {
    expect(readTask(task('missing.xml'))).toMatchObject({ valid: false, issues: [{ rule: 'file-unreadable', message: expect.stringContaining('ENOENT') }] });
  });
});

describe('readForHandover', () => {
  test('gives the bytes a buffer of their own (transferable as they are)', () => {
    tree.write('own.xml', bytes(3000));
    const read = readForHandover(task('own.xml'), undefined, 256 * 1024) as Uint8Array;
    expect(read.length).toBe(3000);
    expect(read.byteOffset).toBe(0);
    expect(read.buffer.byteLength).toBe(3000);
  });

  test('leaves a file above the hand-over size to the worker, unread', () => {
    tree.write('large.xml', bytes(300_000));
    expect(readForHandover(task('large.xml'), undefined, 256 * 1024)).toBeUndefined();
  });

  test('still refuses a file over the size limit', () => {
    tree.write('huge.xml', bytes(300_000));
    expect(readForHandover(task('huge.xml'), 100_000, 256 * 1024)).toMatchObject({ issues: [{ rule: 'size-limit' }] });
  });
});
