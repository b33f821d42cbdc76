/**
 * Elements whose text stays what it was while the type around it changes (review r13-sbom
 * findings 1 and 3), on real XSD pairs with xmllint as the oracle:
 * - plain text that becomes mixed content with optional children stays valid: the change widens
 *   (readers may meet children, writers of text change nothing), and says so; mixed content that
 *   requires a child does not;
 * - plain text that becomes simple content of the same type beside a new attribute is no type
 *   change (the attribute is reported), and a simple-content type's facets are compared.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Change } from '../../src/diff/changes.js';
import { CHECKS } from '../../src/diff/checks/index.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';
import { xmllintValid } from '../emit/xmllint.js';
import { diffFixtures, runFixture } from './helpers.js';

/** The neutral diff of a fixture pair, every document seen as `direction`. */
function changesAs(name: string, direction: 'request' | 'response'): Change[] {
  const changes = diffGenerations(
    loadSchemaFolder(join(diffFixtures, name, 'base')),
    loadSchemaFolder(join(diffFixtures, name, 'revision')),
  );
  return changes.map(
    (change) => ({ ...change, subject: { ...change.subject, direction } }) as Change,
  );
}

describe('plain text becomes mixed content', () => {
  const dir = join(diffFixtures, 'mixed-content');

  test('xmllint: plain text stays valid where the children are optional, not where one is required', () => {
    expect(xmllintValid(join(dir, 'base/r.xsd'), { file: join(dir, 'document.xml') })).toBe(true);
    expect(xmllintValid(join(dir, 'revision/r.xsd'), { file: join(dir, 'document.xml') })).toBe(
      true,
    );
    expect(xmllintValid(join(dir, 'base/r.xsd'), { file: join(dir, 'text-in-prf.xml') })).toBe(
      true,
    );
    expect(xmllintValid(join(dir, 'revision/r.xsd'), { file: join(dir, 'text-in-prf.xml') })).toBe(
      false,
    );
  });

  const cases: Array<{ name: string; given: 'both' | 'request' | 'response'; want: string[][] }> = [
    {
      name: 'a two-way document: once, breaking for readers, saying text stays valid',
      given: 'both',
      want: [
        [
          'element-type-widened',
          '/r/encr changes type in r: string becomes r.encr (mixed: text alone or with elements name), which admits more values. Plain text stays valid (writers need no change); readers may now meet the child elements name.',
        ],
        [
          'element-type-changed',
          '/r/prf changes type in r: string becomes r.prf (mixed: elements name with text between).',
        ],
      ],
    },
    {
      name: 'a request: nothing breaks for writers of text',
      given: 'request',
      want: [
        [
          'element-type-changed',
          '/r/prf changes type in r: string becomes r.prf (mixed: elements name with text between).',
        ],
        [
          'request-element-type-widened',
          '/r/encr changes type in r: string becomes r.encr (mixed: text alone or with elements name), which accepts every value sent before.',
        ],
      ],
    },
    {
      name: 'a response: readers may meet children',
      given: 'response',
      want: [
        [
          'element-type-widened',
          '/r/encr changes type in r: string becomes r.encr (mixed: text alone or with elements name), which admits more values. Plain text stays valid (writers need no change); readers may now meet the child elements name.',
        ],
        [
          'element-type-changed',
          '/r/prf changes type in r: string becomes r.prf (mixed: elements name with text between).',
        ],
      ],
    },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const findings =
      given === 'both'
        ? runFixture('mixed-content', CHECKS)
        : classifyChanges(changesAs('mixed-content', given));
    expect(findings.map((finding) => [finding.id, finding.message])).toStrictEqual(want);
  });
});

describe('plain text becomes simple content beside an attribute', () => {
  const dir = join(diffFixtures, 'simple-content');

  test('xmllint: the text stays valid; the tightened hash pattern rejects a short hash', () => {
    expect(xmllintValid(join(dir, 'base/r.xsd'), { file: join(dir, 'document.xml') })).toBe(true);
    expect(xmllintValid(join(dir, 'revision/r.xsd'), { file: join(dir, 'document.xml') })).toBe(
      true,
    );
    expect(xmllintValid(join(dir, 'base/r.xsd'), { file: join(dir, 'short-hash.xml') })).toBe(true);
    expect(xmllintValid(join(dir, 'revision/r.xsd'), { file: join(dir, 'short-hash.xml') })).toBe(
      false,
    );
  });

  test('no type change: the new attribute, and the facet of the simple content', () => {
    expect(
      runFixture('simple-content', CHECKS).map((finding) => [finding.id, finding.message]),
    ).toStrictEqual([
      [
        'pattern-changed',
        'The pattern of /r/hash changes from "[0-9a-f]+" to "([0-9a-f]{32})+" in r: values sent before may not all match it.',
      ],
      ['attribute-added', '/r/expression/@bom-ref is new in r (string).'],
    ]);
  });
});
