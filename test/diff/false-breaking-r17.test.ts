/**
 * Review r17 newsets (diff): false breaking findings on OVAL and XCCDF, made small
 * (test/fixtures/diff/<name>/), each direction checked against xmllint where a verdict is the point.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHECKS } from '../../src/diff/checks/index.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';
import { xmllintValid as isValidForXmllint } from '../emit/xmllint.js';
import { diffFixtures } from './helpers.js';

/** The findings (id, message) of `name` diffed from side `from` to side `to`. */
function findings(name: string, from: string, to: string): string[][] {
  const load = (side: string) => loadSchemaFolder(join(diffFixtures, name, side));
  return classifyChanges(diffGenerations(load(from), load(to)), CHECKS).map((finding) => [finding.id, finding.message]);
}

/** xmllint's verdict on `xml` against the schema `file` of a fixture's side: true when valid. */
function valid(name: string, side: string, file: string, xml: string): boolean {
  return isValidForXmllint(join(diffFixtures, name, side, file), xml);
}

describe('an attribute with a fixed value (review r17 newsets H1: OVAL datatype, 140 false findings)', () => {
  test('admits that one value: values its type enumerates but the fixed value kept out were never accepted', () => {
    const doc = (datatype: string) => `<state xmlns="urn:f" datatype="${datatype}">1</state>`;
    expect(['int', 'string', 'ipv4_address'].map((value) => [valid('attribute-fixed-enum', 'base', 'f.xsd', doc(value)), valid('attribute-fixed-enum', 'revision', 'f.xsd', doc(value))])).toStrictEqual([
      [true, true],
      [false, false],
      [false, true],
    ]);
    const found = findings('attribute-fixed-enum', 'base', 'revision');
    expect(found.filter(([id]) => id === 'enum-value-removed')).toStrictEqual([]);
    expect(found).toContainEqual(['enum-value-added', '/state/@datatype may now be "ipv4_address" in f.']);
    expect(found.filter(([id]) => CHECKS.find((check) => check.id === id)?.level === 'breaking')).toStrictEqual([]);
  });
});

describe("a type's element wildcards are compared together (review r17 newsets M2: XCCDF 1.1 -> 1.2 metadata)", () => {
  const sccf = '<metadata xmlns="urn:m"><s:x xmlns:s="urn:sccf"><anything/></s:x></metadata>';

  test('two wildcards merged into one ##other that takes both: one widening, nothing breaking', () => {
    expect([valid('wildcards-merged', 'base', 'm.xsd', sccf), valid('wildcards-merged', 'revision', 'm.xsd', sccf)]).toStrictEqual([true, true]);
    expect(findings('wildcards-merged', 'base', 'revision')).toStrictEqual([
      [
        'wildcard-widened',
        'The element wildcards (xs:any) of /metadata take more in m: http://purl.org/dc/elements/1.1/ (strict, 0 to any number) or urn:sccf (skip, 0 to any number) becomes any namespace but its own namespace and no namespace (lax, 1 to any number).',
      ],
    ]);
  });

  test('the other way it narrows (elements of other namespaces are refused), once', () => {
    expect(findings('wildcards-merged', 'revision', 'base').map(([id]) => id)).toStrictEqual(['wildcard-narrowed']);
  });
});

describe('a derived type renamed where many elements may name it (OVAL 5.11.1 -> 5.11.2: 1 316 findings)', () => {
  test('is one finding of the document, naming the elements', () => {
    expect(findings('derived-type-wide', 'base', 'revision')).toStrictEqual([
      ['derived-type-removed', 'An xsi:type on /state/mode, /state/name, /state/owner and 1 more element may no longer name EntityInpsection in wide.'],
      ['derived-type-added', 'An xsi:type on /state/mode, /state/name, /state/owner and 1 more element may now name EntityInspection in wide.'],
    ]);
  });
});

describe("a union's members with their facets (review r17 newsets L5)", () => {
  test('"hexBinary or the empty string" reads as such, not as a union that takes any string', () => {
    expect(findings('union-member-facets', 'base', 'revision')).toStrictEqual([
      ['element-type-changed', '/state/value changes type in u: string becomes HexOrEmpty (union of hexBinary, string with maxLength 0).'],
    ]);
  });
});
