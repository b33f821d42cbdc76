/**
 * What migrate rewrites on the way and how it reports it (review r12 #4, #5, #6, #8): booleans
 * `1`/`0` written in SPEC.md's form, empty VMRS codes reshaped (and reported) both ways, a code
 * element without `code` carried back as nil, namespace groups listing every path, and a root
 * its own generation lacks blamed on the source.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';
import { formatMigrationText } from '../../src/migrate/format.js';
import { leaves, migrateFixtures, runCli, validFixtures } from './helpers.js';

const fixture = (name: string): Buffer => readFileSync(join(migrateFixtures, name));
const BOOLEAN_CITE =
  'SPEC.md, Conventions 6: "Booleans are `true` or `false`" (1 and 0 are the same xs:boolean values)';

describe('booleans 1/0 are written true/false, each reported as a value change', () => {
  const cases = [
    {
      given: 'case-boolean-digit.0.0.7.xml',
      to: '0.3-beta',
      leaf: '/case/assetInformation/trailer/loaded',
      want: { kind: 'value', path: '/case/assetInformation/trailer/loaded', from: '1', to: 'true', detail: BOOLEAN_CITE },
    },
    {
      given: 'note-boolean-digit.0.0.7.xml',
      to: '0.2',
      leaf: '/note/public',
      // `from` is the text as written, its whitespace included (review r25 diffmig L1).
      want: { kind: 'value', path: '/note/public', from: ' 0 ', to: 'false', detail: BOOLEAN_CITE },
    },
  ];
  test.each(cases)('$given -> $to: $want.from -> $want.to', ({ given, to, leaf, want }) => {
    const result = migrateDocument(fixture(given), { to });
    expect(result.changes.filter((change) => change.kind === 'value')).toStrictEqual([want]);
    expect(leaves(result.xml!)).toContain(`${leaf}=${want.to}`);
    // The same xs:boolean value, now in the form SPEC.md and the rule boolean-form-nonstandard want.
    expect(result.valid).toBe(true);
    expect(result.issues).toStrictEqual([]);
  });
});

describe('white space around an enumeration value (review r30 diffmig L2)', () => {
  const item = (status: string) =>
    `<item xmlns="http://www.decisiv.net/platform_api/0.0.7/Case/EstimateItemRequest" xmlns:eit="http://www.decisiv.net/platform_api/0.0.7/Case/EstimateItemTypes"><code>1</code><name>n</name><workStatus><eit:code>\n Complete\n</eit:code></workStatus><approvalStatus>${status}</approvalStatus></item>`;

  test('is left out of a renamed field of a type that keeps white space, as a reported change, and the result is valid', () => {
    const result = migrateDocument(item(' deferred '), { to: '0.3-beta' });
    expect(result.changes.filter((change) => change.kind === 'value').map(({ path, from, to }) => `${path}: ${JSON.stringify(from)} -> ${to}`)).toStrictEqual([
      '/item/workStatus/code: "\\n Complete\\n" -> complete',
      '/item/soldStatus: " deferred " -> deferred',
    ]);
    expect(leaves(result.xml!)).toContain('/item/soldStatus=deferred');
    expect(result.valid).toBe(true);
  });

  test('a value without any is not a change', () => {
    const result = migrateDocument(item('deferred'), { to: '0.3-beta' });
    expect(result.changes.filter((change) => change.path === '/item/soldStatus').map((change) => change.kind)).toStrictEqual(['rename']);
  });
});

describe('empty and code-less VMRS codes', () => {
  test('an empty 0.0.7 code (<x></x> or <x/>) becomes an element without code, with a changed line', () => {
    const result = migrateDocument(fixture('item-vmrs-empty.0.0.7.xml'), { to: '0.3-beta' });
    expect(result.valid).toBe(true);
    expect(result.xml).toContain('<vmrs:code15/>\n    <vmrs:code14/>');
    expect(
      result.changes
        .filter((change) => change.kind === 'reshape')
        .map(({ path, from, to }) => `${path}: ${from} -> ${to}`),
    ).toStrictEqual([
      '/item/vmrs/code15: empty value -> element without code',
      '/item/vmrs/code14: empty value -> element without code',
      '/item/vmrs/code18: value -> code element',
      '/item/vmrs/code79: value -> code element',
      '/item/vmrs/code33: value -> code element',
    ]);
  });

  test('the way back: a code element without code is kept as nil, like a nil code; its description is dropped', () => {
    const result = migrateDocument(fixture('item-vmrs-no-code.0.3-beta.xml'), { to: '0.0.7', fillNil: true });
    expect(result.valid).toBe(true);
    const vmrs = leaves(result.xml!).filter((leaf) => leaf.startsWith('/item/VMRS/'));
    expect(vmrs).toStrictEqual([
      '/item/VMRS/code15=(nil)',
      '/item/VMRS/code14=(nil)',
      '/item/VMRS/code18=(nil)',
      '/item/VMRS/code79=',
      '/item/VMRS/code33=(nil)',
    ]);
    expect(
      result.changes
        .filter((change) => change.kind === 'reshape')
        .map(({ path, from, to }) => `${path}: ${from} -> ${to}`),
    ).toStrictEqual([
      '/item/VMRS/code15: code element -> xsi:nil',
      '/item/VMRS/code18: element without code -> xsi:nil',
      '/item/VMRS/code79: element without code -> empty value',
    ]);
    expect(result.dropped.map(({ path, line }) => `${path}:${line}`)).toStrictEqual([
      '/item/vmrs/code15/description:9',
      '/item/vmrs/code18/description:10',
    ]);
  });

  test('an empty code survives the round trip 0.0.7 -> 0.3-beta -> 0.0.7', () => {
    const source = fixture('item-vmrs-empty.0.0.7.xml');
    const there = migrateDocument(source, { to: '0.3-beta' }).xml!;
    const back = migrateDocument(there, { to: '0.0.7' });
    expect(leaves(back.xml!)).toStrictEqual(leaves(source));
  });
});

describe('a namespace change lists every path of its group', () => {
  const result = migrateDocument(readFileSync(join(validFixtures('0.0.7'), 'CaseRequest.case.1.xml')), { to: '0.3-beta' });
  const group = result.changes.find(
    (change) => change.kind === 'namespace' && change.from.endsWith('/0.0.7/Case/CaseTypes') && change.to.endsWith('/0.3-beta/Case/CaseRequest'),
  )!;

  test('in the data: paths, with path the first of them (as before)', () => {
    expect(group).toMatchObject({
      path: '/case/primaryContact',
      paths: ['/case/primaryContact', '/case/breakdown', '/case/assetInformation'],
      detail: '3 elements',
    });
  });

  test('in JSON', async () => {
    const { out } = await runCli(['migrate', 'test/fixtures/0.0.7/valid/CaseRequest.case.1.xml', '--to', '0.3-beta', '--format', 'json']);
    const changes = JSON.parse(out).files[0].changes;
    expect(changes.find((change: { path: string; kind: string }) => change.kind === 'namespace' && change.path === '/case/primaryContact').paths).toStrictEqual(
      ['/case/primaryContact', '/case/breakdown', '/case/assetInformation'],
    );
  });

  test('in text: by its namespace pair and count, then the paths', () => {
    const text = formatMigrationText({ files: [{ ...result, file: 'case.xml', output: null }], summary: { files: 1, valid: 1, invalid: 0, notMigrated: 0, lossy: 0, sourceInvalid: 0 } });
    expect(text).toContain(
      '  changed  namespace http://www.decisiv.net/platform_api/0.0.7/Case/CaseTypes -> http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest: 3 elements at /case/primaryContact, /case/breakdown, /case/assetInformation\n',
    );
    // A long group names the first paths and how many more.
    expect(text).toMatch(/: 22 elements at \/case, \/case\/assignee, \/case\/cause, \/case\/correction, \/case\/complaint and 17 more paths\n/);
  });
});

describe('a root its own generation lacks', () => {
  test('blames the source generation', () => {
    const result = migrateDocument(fixture('wrong-root.0.0.7.xml'), { to: '0.3-beta' });
    expect(result.xml).toBeNull();
    expect(result.issues.map(({ rule, message, path, line }) => ({ rule, message, path, line }))).toStrictEqual([
      {
        rule: 'migrate-source-unknown',
        message: 'cannot migrate to 0.3-beta: CaseRequest 0.0.7 has no root element <widget> (its roots: <case>)',
        path: '/widget',
        line: 3,
      },
    ]);
  });
});
