/**
 * Attribute changes (review r13-sbom finding 1): added, removed, required, type narrowed, enum
 * values, facets, fixed and default values, found on a real XSD pair outside the API (no
 * request or response side, so each fact is said once, at its worst level). xmllint is the
 * oracle: the document is valid against the base, and every attribute it rejects in the revision
 * is named by a breaking finding, and the other way round.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHECKS } from '../../src/diff/checks/index.js';
import { diffReport } from '../../src/diff/report.js';
import { xmllintValid, xmllintVerdict } from '../emit/xmllint.js';
import { diffFixtures, runFixture } from './helpers.js';

const fixture = join(diffFixtures, 'attributes');

describe('attribute changes between two versions of a schema', () => {
  const findings = runFixture('attributes', CHECKS);

  test('every change is found, once, with its level', () => {
    expect(findings.map((finding) => [finding.level, finding.id, finding.message])).toStrictEqual([
      [
        'breaking',
        'facet-tightened',
        'The fixed value of /bom/@version changes from "1.5" to "1.6" in bom: some values sent before are now rejected.',
      ],
      [
        'breaking',
        'required-attribute-added',
        '/bom/component/@acknowledgement is new and required in bom (string).',
      ],
      ['breaking', 'attribute-removed', '/bom/component/@bom-ref no longer exists in bom.'],
      [
        'breaking',
        'facet-tightened',
        'The maxLength of /bom/component/@group changes from 10 to 5 in bom: some values sent before are now rejected.',
      ],
      ['breaking', 'attribute-became-required', '/bom/component/@size became required in bom.'],
      [
        'breaking',
        'attribute-type-narrowed',
        '/bom/component/@size changes type in bom: decimal becomes integer, which admits fewer values.',
      ],
      [
        'breaking',
        'enum-value-removed',
        '/bom/component/@type no longer accepts "application" in bom.',
      ],
      [
        'warning',
        'attribute-default-changed',
        'The default of /bom/component/@scope changes from "required" to "optional" in bom.',
      ],
      [
        'warning',
        'enum-value-added',
        '/bom/component/@type may now be "cryptographic-asset" in bom.',
      ],
    ]);
  });

  test('xmllint rejects in the revision exactly the attributes the breaking findings name', () => {
    const document = readFileSync(join(fixture, 'document.xml'));
    expect(xmllintValid(join(fixture, 'base/bom.xsd'), document)).toBe(true);
    const verdict = xmllintVerdict(join(fixture, 'revision/bom.xsd'), document);
    const rejected = new Set(
      [...verdict.matchAll(/attribute '([\w-]+)'/g)].map((match) => match[1]!),
    );
    const named = new Set(
      findings
        .filter((finding) => finding.level === 'breaking')
        .map((finding) => finding.path!.split('/@')[1]!),
    );
    expect([...rejected].sort()).toStrictEqual([...named].sort());
  });
});

test("the API's own schemas declare no attributes: no finding between its generations names one", () => {
  const findings = diffReport({ from: '0.0.7', to: '0.3-beta' }).findings;
  expect(findings.filter((finding) => finding.path?.includes('/@'))).toStrictEqual([]);
});
