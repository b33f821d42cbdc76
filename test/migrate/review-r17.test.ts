/**
 * Review r17 newsets L4: migrate on a --schemas set outside the API says why it cannot help,
 * instead of an empty "(known: )" list or a bare "not an API namespace" that --from seemed to fix.
 * `--schemas` is relative to the run's folder, as the files are (it was the process's).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli, tempDir } from './helpers.js';

const temp = tempDir();
afterAll(() => temp.cleanup());
const XSD = '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:oval" elementFormDefault="qualified"><xs:element name="defs" type="xs:string"/></xs:schema>';
for (const folder of ['sets/5.11.1', 'sets/5.11.3']) {
  mkdirSync(join(temp.dir, folder), { recursive: true });
  writeFileSync(join(temp.dir, folder, 'oval.xsd'), XSD);
}
writeFileSync(join(temp.dir, 'doc.xml'), '<defs xmlns="urn:oval">x</defs>');

describe('migrate outside the API', () => {
  test('a single set given as --schemas: what the folder should hold, not "(known: )"', async () => {
    const { code, err } = await runCli(['migrate', '--schemas', 'sets/5.11.3', '--to', '5.11.3', '--dry-run', 'doc.xml'], temp.dir);
    expect(code).toBe(2);
    expect(err).toMatch(/unknown generation '5\.11\.3': \S*sets\/5\.11\.3 holds no generation folders; it should hold one sub-folder of \.xsd files per generation/);
    expect(err).not.toContain('(known: )');
  });

  test('generations of namespaces that do not name a version: why migrate cannot carry them, --from included', async () => {
    const { code, out } = await runCli(['migrate', '--schemas', 'sets', '--from', '5.11.1', '--to', '5.11.3', '--no-rules', '--dry-run', 'doc.xml'], temp.dir);
    expect(code).toBe(1);
    expect(out).toContain('a --schemas set with namespaces of its own cannot be migrated (--from 5.11.1 does not change that)');
  });
});
