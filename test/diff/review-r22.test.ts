/**
 * Review r22 newsets L1: types derived from a derived type are reported at the places a
 * document has, not at the derived type's own root (`/xsi:type=N`, a path no document has), and
 * the advice names the types an xsi:type may name, not one impossible value `xsi:type="C1, C2"`.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from './helpers.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const schema = (extra: string) =>
  '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="urn:s" targetNamespace="urn:s" elementFormDefault="qualified">' +
  '<xs:element name="root"><xs:complexType><xs:sequence><xs:element name="v" type="S"/></xs:sequence></xs:complexType></xs:element>' +
  '<xs:complexType name="S"><xs:simpleContent><xs:extension base="xs:string"/></xs:simpleContent></xs:complexType>' +
  '<xs:complexType name="N"><xs:simpleContent><xs:restriction base="S"><xs:minLength value="1"/></xs:restriction></xs:simpleContent></xs:complexType>' +
  `${extra}</xs:schema>`;

describe('review r22 newsets L1: types derived through a derived type', () => {
  it('are reported at the document\'s paths, the advice naming the types', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-diff-r22-'));
    folders.push(dir);
    const derived = ['C1', 'C2'].map((name) => `<xs:complexType name="${name}"><xs:simpleContent><xs:restriction base="N"><xs:maxLength value="5"/></xs:restriction></xs:simpleContent></xs:complexType>`).join('');
    for (const [side, extra] of [['base', ''], ['revision', derived]] as const) {
      mkdirSync(join(dir, side));
      writeFileSync(join(dir, side, 's.xsd'), schema(extra));
    }
    const { code, out } = await runCli(['diff', '--from', 'base', '--to', 'revision', '--format', 'json'], dir);
    expect(code).toBe(0);
    const findings = (JSON.parse(out) as { findings: Array<{ id: string; path: string; paths?: string[]; message: string; action: string }> }).findings;
    expect(findings.map((finding) => [finding.id, finding.path, finding.paths, finding.message, finding.action])).toStrictEqual([
      ['derived-type-added', '/root/v', undefined, 'An xsi:type on /root/v may now name C1, C2 in s.', 'Expect an xsi:type naming C1, C2 (and its content) where you read these elements.'],
    ]);
  });
});
