/**
 * Schema files are read bounded (review r14 hostile H1, L1, L2): a schemaLocation naming a
 * device, a FIFO or a file over the size limit is one line with the reason, read no further than
 * the limit, never a read that does not end; a folder or a symlink loop says what it is, not
 * "not found". The same holds for `validate --schemas`, whose engines read the set themselves.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { readSchemaFile } from '../../src/schema/xsd/read-schema-file.js';

const work = mkdtempSync(join(tmpdir(), 'fleetcase-schema-read-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder whose a.xsd imports `location`. */
function importing(name: string, location: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'a.xsd'),
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" elementFormDefault="qualified">\n  <xs:import namespace="urn:z" schemaLocation="${location}"/>\n  <xs:element name="root" type="xs:string"/>\n</xs:schema>\n`,
  );
  return dir;
}

async function run(argv: string[]): Promise<{ code: number; err: string }> {
  const io = memoryIo(work);
  const code = await main(argv, io);
  return { code, err: io.err };
}

describe('schema files that cannot be read as such', () => {
  it.each([
    ['/dev/zero', 'it is a device, not a regular file'],
    ['/dev/urandom', 'it is a device, not a regular file'],
    ['/etc', 'it is a folder, not a file'],
  ])('an import of %s: one line with the reason and the importer, exit 2', async (location, reason) => {
    const dir = importing(`imp-${location.replaceAll('/', '-')}`, location);
    for (const argv of [['generate', '--schemas', dir, '--out', join(work, 'out')], ['schemas', '--schemas', dir], ['diff', '--from', dir, '--to', dir]]) {
      const { code, err } = await run(argv);
      expect({ code, err: err.split('\n')[0] }).toStrictEqual({ code: 2, err: expect.stringContaining(`${location}: ${reason} (imported from `) });
    }
  });

  it('a FIFO in the folder does not block the run', async () => {
    const dir = importing('fifo', 'z.xsd');
    execFileSync('mkfifo', [join(dir, 'z.xsd')]);
    const { code, err } = await run(['generate', '--schemas', dir, '--out', join(work, 'out-fifo')]);
    expect(code).toBe(2);
    expect(err).toContain('it is a FIFO (named pipe), not a regular file');
  });

  it('a 3 GB (sparse) file is refused by its size, unread', () => {
    const file = join(work, 'big.xsd');
    writeFileSync(file, '');
    truncateSync(file, 3 * 1024 ** 3);
    expect(() => readSchemaFile(file, { file: 'big.xsd' })).toThrow(
      'cannot read schema file big.xsd: it is 3221225472 bytes, larger than the limit of 67108864 bytes (64 MiB) for a schema file',
    );
    rmSync(file);
  });

  it('a symlink loop says so', () => {
    const loop = join(work, 'loopA.xsd');
    symlinkSync(join(work, 'loopB.xsd'), loop);
    symlinkSync(loop, join(work, 'loopB.xsd'));
    expect(() => readSchemaFile(loop, { file: 'loopA.xsd', from: 'a.xsd:2' })).toThrow(
      'cannot read schema file loopA.xsd: too many levels of symbolic links (ELOOP) (imported from a.xsd:2)',
    );
  });

  // libxml2 skips an import it cannot load (xmllint: "Failed to locate a schema … Skipping the
  // import"), so a document that uses nothing of it is valid, as with a missing import file.
  it.each(['/dev/zero', 'pipe.xsd'])('validate --schemas with an import of %s ends at once, as with a missing file', async (location) => {
    const dir = importing(`validate-${location.replaceAll('/', '-')}`, location);
    if (location === 'pipe.xsd') execFileSync('mkfifo', [join(dir, 'pipe.xsd')]);
    const missing = importing(`validate-missing-${location.replaceAll('/', '-')}`, 'nothere.xsd');
    const document = join(work, 'doc.xml');
    writeFileSync(document, '<root xmlns="urn:a">x</root>');
    const started = Date.now();
    const given = await run(['validate', '--schemas', dir, document]);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(given).toStrictEqual(await run(['validate', '--schemas', missing, document]));
  });
});
