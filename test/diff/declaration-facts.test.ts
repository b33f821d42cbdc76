/**
 * What a document sees of a declaration beyond its content: the constraint a keyref refers to,
 * and the types an `xsi:type` may name (test/fixtures/diff/<name>/). Each case is checked with
 * xmllint first where a document's verdict is the point.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHECKS } from '../../src/diff/checks/index.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';
import { xmllintValid as isValidForXmllint } from '../emit/xmllint.js';
import { diffFixtures, place } from './helpers.js';

/** The findings (id, place, message) of `name`'s side `from` diffed against side `to`. */
function findings(name: string, from: string, to: string): string[][] {
  const load = (side: string) => loadSchemaFolder(join(diffFixtures, name, side));
  return classifyChanges(diffGenerations(load(from), load(to)), CHECKS).map((finding) => [finding.id, place(finding), finding.message]);
}

/** xmllint's verdict on `xml` against the schema `file` of a fixture's side: true when valid. */
function xmllintValid(name: string, side: string, file: string, xml: string): boolean {
  return isValidForXmllint(join(diffFixtures, name, side, file), xml);
}

describe("a keyref's refer", () => {
  const doc =
    '<thing xmlns="http://www.decisiv.net/platform_api/1/Case/ThingRequest"><part id="a" name="n"/><use to="a"/></thing>';

  test('pointed at another key is a changed constraint, breaking for requests', () => {
    // The same keyref, by name and XPaths, now refers to names, not ids: this request fails.
    expect([xmllintValid('keyref-refer', 'base', 'ThingRequest.xsd', doc), xmllintValid('keyref-refer', 'revision', 'ThingRequest.xsd', doc)]).toStrictEqual([true, false]);
    expect(findings('keyref-refer', 'base', 'revision')).toStrictEqual([
      ['identity-constraint-added', '/thing', '/thing has a new identity constraint in ThingRequest: keyref (use: @to -> part: @name).'],
      ['identity-constraint-removed', '/thing', '/thing no longer has the identity constraint keyref (use: @to -> part: @id) in ThingRequest.'],
    ]);
  });

  test('the key it refers to renamed and relaxed to unique is no change to it', () => {
    expect(xmllintValid('keyref-refer', 'renamed', 'ThingRequest.xsd', doc)).toBe(true);
    expect(findings('keyref-refer', 'base', 'renamed').map(([id, where]) => [id, where])).toStrictEqual([['identity-constraint-removed', '/thing']]);
  });
});

describe('types an xsi:type may name', () => {
  const nail =
    '<thing xmlns="http://www.decisiv.net/platform_api/1/Case/ThingRequest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    '<part xsi:type="Nail"><name>n</name><length>2</length></part></thing>';
  const plain = '<thing xmlns="http://www.decisiv.net/platform_api/1/Case/ThingRequest"><part><name>n</name></part></thing>';

  test('a derived type removed breaks the requests that named it; added back it is info', () => {
    const withDefault = nail.replace('xsi:type="Nail"', 'xmlns:t="http://www.decisiv.net/platform_api/1/Case/ThingRequest" xsi:type="t:Nail"');
    expect([xmllintValid('derived-type-removed', 'base', 'ThingRequest.xsd', withDefault), xmllintValid('derived-type-removed', 'revision', 'ThingRequest.xsd', withDefault)]).toStrictEqual([true, false]);
    expect(findings('derived-type-removed', 'revision', 'base').map(([id]) => id)).toStrictEqual(['derived-type-added']);
  });

  test('a type made abstract breaks requests without xsi:type; the reverse breaks nothing', () => {
    expect([xmllintValid('type-became-abstract', 'base', 'ThingRequest.xsd', plain), xmllintValid('type-became-abstract', 'revision', 'ThingRequest.xsd', plain)]).toStrictEqual([true, false]);
    expect(findings('type-became-abstract', 'revision', 'base')).toStrictEqual([]);
  });

  test('the API generations have no derived types: their diffs hold none of these findings', () => {
    const ids = classifyChanges(diffGenerations(loadSchemaFolder(join(diffFixtures, '../../../schemas/0.0.7')), loadSchemaFolder(join(diffFixtures, '../../../schemas/0.3-beta'))), CHECKS).map((finding) => finding.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => id.startsWith('derived-type-') || id === 'type-became-abstract')).toStrictEqual([]);
  });
});

describe('block on a substitution group head', () => {
  test('a head that starts blocking substitution removes its members, breaking for requests', () => {
    const doc = '<thing xmlns="http://www.decisiv.net/platform_api/1/Case/ThingRequest"><bolt>b</bolt></thing>';
    expect([xmllintValid('substitute-blocked', 'base', 'ThingRequest.xsd', doc), xmllintValid('substitute-blocked', 'revision', 'ThingRequest.xsd', doc)]).toStrictEqual([true, false]);
    expect(findings('substitute-blocked', 'base', 'revision').map(([id, where]) => [id, where])).toStrictEqual([['substitute-removed', '/thing/part']]);
  });
});

describe('the content of a type an xsi:type may name', () => {
  test('is compared as a root of its own, xsi:type=<Name>: a required element added to it is breaking', () => {
    const bolt = (extra: string) =>
      '<thing xmlns="http://www.decisiv.net/platform_api/1/Case/ThingRequest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:t="http://www.decisiv.net/platform_api/1/Case/ThingRequest">' +
      `<part xsi:type="t:Bolt"><name>b</name><thread>M6</thread>${extra}</part></thing>`;
    expect([xmllintValid('derived-type-content', 'base', 'ThingRequest.xsd', bolt('')), xmllintValid('derived-type-content', 'revision', 'ThingRequest.xsd', bolt(''))]).toStrictEqual([true, false]);
    expect(findings('derived-type-content', 'base', 'revision')).toStrictEqual([
      ['required-element-added', '/xsi:type=Bolt/pitch', '/xsi:type=Bolt/pitch is new and required in ThingRequest (decimal).'],
    ]);
  });

  test('a derived type on one side only is no root added or removed (derived-type-added/-removed say it)', () => {
    expect(findings('derived-type-removed', 'base', 'revision').map(([id]) => id)).toStrictEqual(['derived-type-removed']);
    expect(findings('derived-type-removed', 'revision', 'base').map(([id]) => id)).toStrictEqual(['derived-type-added']);
  });
});
