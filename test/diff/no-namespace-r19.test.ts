/**
 * Review r19 newsets H1: documents of schemas without a target namespace (GDAL's configuration
 * schemas, EclipseLink DBWS) were not compared at all: their roots were looked up as `{}dbws`,
 * so a removed element, a new required one or a renamed root gave "0 breaking" and
 * `--fail-on breaking` passed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { place, runCli } from './helpers.js';
import { CHECKS } from '../../src/diff/checks/index.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';

const temp = mkdtempSync(join(tmpdir(), 'fleetcase-no-namespace-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A DBWS-like schema without a target namespace: root `<dbws>` holding an optional `<delete>` of type `op`. */
function set(name: string, op: string, root = 'dbws', extra = ''): string {
  const dir = join(temp, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 's.xsd'),
    [
      '<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">',
      `  <xsd:complexType name="op"><xsd:sequence>${op}</xsd:sequence></xsd:complexType>`,
      `  <xsd:complexType name="root-type"><xsd:sequence><xsd:element name="delete" type="op" minOccurs="0"/>${extra}</xsd:sequence></xsd:complexType>`,
      `  <xsd:element name="${root}" type="root-type"/>`,
      '</xsd:schema>',
      '',
    ].join('\n'),
  );
  return dir;
}

const name = '<xsd:element name="name" type="xsd:string"/>';
const findings = (from: string, to: string) =>
  classifyChanges(diffGenerations(loadSchemaFolder(from), loadSchemaFolder(to)), CHECKS).map((finding) => `${finding.id} ${place(finding)}`);

describe('schemas without a target namespace are compared (review r19 newsets H1)', () => {
  it('a required child and an optional element added', () => {
    const base = set('v1', name);
    const revision = set('v2', `${name}<xsd:element name="extra" type="xsd:string"/>`, 'dbws', '<xsd:element name="added" type="xsd:string" minOccurs="0"/>');
    expect(findings(base, revision)).toStrictEqual(['required-element-added /dbws/delete/extra', 'element-added /dbws/added']);
  });

  it('a root renamed', () => {
    expect(findings(set('r1', name), set('r2', name, 'dbws2'))).toStrictEqual(['root-element-removed s', 'root-element-added s']);
  });

  it('--fail-on breaking fails the CI step', async () => {
    const { code, out } = await runCli(['diff', '--from', set('c1', name), '--to', set('c2', ''), '--fail-on', 'breaking']);
    expect(out).toContain('element-removed  s <dbws>: /dbws/delete/name no longer exists in s.');
    expect(code).toBe(1);
  });
});
