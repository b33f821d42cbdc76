/**
 * The generated validators: required elements, facets and lexical forms of typed values, and the
 * rule registry run on the typed value (the same rules `fleetcase validate` runs on documents,
 * exercised here with the registry's own fixtures).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeAssetResponseAsset,
  encodeAssetResponseAsset,
  validateAssetResponseAsset,
  validateCaseRequestCase,
  validateCaseResponseCases,
  validateEstimateItemRequestItem,
  type Asset,
  type CaseRequestCase,
  type CaseResponseCases,
  type EstimateItemRequestItem,
} from '../../generated/0.3-beta/index.js';
import { validateCaseRequestCase as validateCaseRequestCase007 } from '../../generated/0.0.7/index.js';
import { rootEntries } from '../../src/emit/index.js';
import { parseApiNamespace } from '../../src/ir/index.js';
import { parseEndpoint, RULES } from '../../src/validate/rules/index.js';
import { validateDocument } from '../../src/validate/index.js';
import { DecodeError, parseXmlTree, type Decimal } from '../../src/runtime/index.js';
import { bundledGeneration, functionsOf, generatedModule, repoRoot } from './helpers.js';

const rulesDir = join(repoRoot, 'test', 'fixtures', 'rules');

describe('facets and lexical forms', () => {
  it('reports fraction digits, patterns and bad lexical forms at their element paths', () => {
    const value = {
      invoiceAmount: '12.345' as Decimal,
      severity: 'lots' as Decimal,
      downtime: '2024-02-30T10:00:00' as never,
      vmrs: { complaintCode33: { code: '123-45-678' }, code82: [{ code: '123' }, { code: '22' }] },
    } as unknown as CaseRequestCase;
    const issues = validateCaseRequestCase(value);
    expect(issues.map(({ rule, path }) => ({ rule, path }))).toStrictEqual([
      // no date-time at all (February 30): the lexical check alone, no timestamp-form warning
      { rule: 'xsd-invalid-value', path: '/case/downtime' },
      // the facet's issue is left to the rule that reports it, as `fleetcase validate` does
      { rule: 'money-fraction-digits-exceeded', path: '/case/invoiceAmount' },
      { rule: 'xsd-invalid-value', path: '/case/severity' },
      { rule: 'xsd-invalid-value', path: '/case/vmrs/code82[2]/code' },
      { rule: 'xsd-invalid-value', path: '/case/vmrs/complaintCode33/code' },
    ]);
    expect(issues[1]!.message).toContain('12.345');
  });

  it('reports enumeration values a cast let through, and patterns', () => {
    const item = {
      code: 'C',
      name: 'N',
      soldStatus: 'maybe',
      vmrs: { code33: { code: '12-3' } },
    } as unknown as EstimateItemRequestItem;
    const issues = validateEstimateItemRequestItem(item);
    expect(
      issues.filter((issue) => issue.rule === 'xsd-invalid-value').map((issue) => issue.path),
    ).toStrictEqual(['/item/soldStatus', '/item/vmrs/code33/code']);
  });

  it('reports a required element left undefined, on its parent, and counts [n] only among siblings', () => {
    const value = { case: [{ id: '1', URL: 'u' }, { URL: 'u2' }] } as unknown as CaseResponseCases;
    expect(
      validateCaseResponseCases(value).map(({ rule, path }) => ({ rule, path })),
    ).toStrictEqual([{ rule: 'xsd-missing-element', path: '/cases/case[2]' }]);
  });

  // Values built from JSON or form data: the encoder refuses another JS type (a boolean's
  // truthiness would have written "false" as true), and the validator says so first.
  // (Bounds are the validator's alone: encoders check JS types, facets are validators'.)
  const wrongTypes: { field: string; given: unknown; want: string; encodes: boolean }[] = [
    { field: 'mileage', given: '12', want: 'a string is not an integer (give a number or a bigint)', encodes: false },
    { field: 'mileage', given: 1.5, want: '1.5 is not an integer', encodes: false },
    { field: 'mileage', given: 2 ** 53, want: '9007199254740992 is not a safe integer (integers are numbers within ±2^53-1', encodes: false },
    { field: 'mileage', given: -1, want: '-1 is outside the range of xs:unsignedInt', encodes: true },
    { field: 'recallPending', given: 'false', want: 'a string is not a boolean (give true or false)', encodes: false },
    { field: 'recallPending', given: {}, want: 'an object is not a boolean', encodes: false },
  ];
  it.each(wrongTypes)('reports $field = $given of the wrong JS type or range', ({ field, given, want, encodes }) => {
    const asset = { URL: 'u', id: '1', [field]: given } as unknown as Asset;
    const issues = validateAssetResponseAsset(asset);
    expect(issues.map(({ rule, path }) => ({ rule, path }))).toStrictEqual([
      { rule: 'xsd-invalid-value', path: `/asset/${field}` },
    ]);
    expect(issues[0]!.message).toContain(want);
    if (encodes) expect(encodeAssetResponseAsset(asset)).toContain(`<${field}>${String(given)}<`);
    else expect(() => encodeAssetResponseAsset(asset)).toThrow(want);
  });

  it('accepts integers as numbers or bigints and booleans as booleans, as encode writes them', () => {
    for (const asset of [
      { URL: 'u', id: '1', mileage: 12, recallPending: false },
      { URL: 'u', id: '1', mileage: 12n as never, recallPending: true },
    ] satisfies Asset[]) {
      expect(validateAssetResponseAsset(asset)).toStrictEqual([]);
      expect(decodeAssetResponseAsset(encodeAssetResponseAsset(asset))).toMatchObject({ mileage: 12 });
    }
  });

  it('finds nothing wrong in a valid value', () => {
    expect(
      validateCaseRequestCase({ invoiceAmount: '10.50' as Decimal, cause: null }),
    ).toStrictEqual([]);
  });
});

describe('the document as written (options.source, review r16 fuzz M1)', () => {
  const xml = [
    '<case xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest"',
    '      xmlns:ct="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes">',
    '  <assetInformation><ct:trailer><ct:loaded>1</ct:loaded></ct:trailer></assetInformation>',
    '</case>',
  ].join('\n');

  it('a boolean written 1 decodes to true: only the source shows it, with its line, as fleetcase validate reports it', async () => {
    const { decodeCaseRequestCase } = await import('../../generated/0.3-beta/index.js');
    const value = decodeCaseRequestCase(xml);
    expect(validateCaseRequestCase(value)).toStrictEqual([]);
    expect(validateCaseRequestCase(value, { source: xml })).toStrictEqual([
      {
        rule: 'boolean-form-nonstandard',
        severity: 'error',
        message: "<loaded> is '1': booleans are written true or false",
        path: '/case/assetInformation/trailer/loaded',
        line: 3,
        column: 33,
      },
    ]);
    expect(validateCaseRequestCase(value, { source: new TextEncoder().encode(xml) })).toHaveLength(1);
  });

  it('a source of another document, or no document at all, is a TypeError (review r16 recheck M3, L6)', async () => {
    const { decodeCaseRequestCase } = await import('../../generated/0.3-beta/index.js');
    const value = decodeCaseRequestCase(xml);
    const response = readFileSync(join(repoRoot, 'test/fixtures/0.3-beta/valid/CaseResponse.case.1.xml'), 'utf8');
    expect(() => validateCaseRequestCase(value, { source: response })).toThrow(
      new TypeError('source is a <case> document of CaseResponse, not the <case> of CaseRequest this function validates: give the document the value was decoded from'),
    );
    expect(() => validateCaseRequestCase(value, { source: '<asset xmlns="urn:x"/>' })).toThrow(/source is a <asset> document, not the <case> of CaseRequest/);
    expect(() => validateCaseRequestCase(value, { source: null as never })).toThrow(new TypeError('source must be the document the value was decoded from, as a string or bytes (Uint8Array), got null'));
    expect(() => validateCaseRequestCase(value, { source: new ArrayBuffer(4) as never })).toThrow(/got an ArrayBuffer/);
  });

  it('a source the safe parser refuses throws its error', () => {
    expect(() => validateCaseRequestCase({} as never, { source: '<!DOCTYPE x [<!ENTITY a "b">]><case/>' })).toThrow(/DOCTYPE|doctype/);
  });
});

describe('rules of the registry, per generation and endpoint', () => {
  it('0.0.7 case writes need SPEC.md required fields (case-required-field-missing)', () => {
    const issues = validateCaseRequestCase007({ cause: 'x' } as never);
    expect(issues.some((issue) => issue.rule === 'case-required-field-missing')).toBe(true);
  });

  it('endpoint rules run only with an endpoint', () => {
    const value = {} as never;
    const ruleIds = (endpoint?: string) =>
      new Set(
        validateCaseRequestCase007(
          value,
          endpoint ? { endpoint: parseEndpoint(endpoint)! } : {},
        ).map((issue) => issue.rule),
      );
    expect(ruleIds().has('case-create-detail-missing')).toBe(false);
    expect(ruleIds('POST /assets/{id}/cases').has('case-create-detail-missing')).toBe(true);
  });

  // Every rule fixture: the validator, given the decoded value and the document as `source`,
  // reports the fixture's rule exactly when its name says `.fail.<rule>`, or the typed decoder
  // refuses the document outright (review r16 fuzz M1: the boolean spelling rule was left out, a
  // typed boolean having no spelling left to judge).
  const ruleFixtures = readdirSync(rulesDir)
    .filter((file) => file.endsWith('.xml'))
    .sort()
    .map((file) => [file] as const);

  it.each(ruleFixtures)('%s', async (file) => {
    const xml = readFileSync(join(rulesDir, file), 'utf8');
    const sidecarPath = join(rulesDir, file.replace(/\.xml$/, '.json'));
    const sidecar = existsSync(sidecarPath)
      ? (JSON.parse(readFileSync(sidecarPath, 'utf8')) as {
          endpoint?: string;
          generation?: string;
        })
      : {};
    const { namespace, local } = parseXmlTree(xml);
    const parsed = parseApiNamespace(namespace)!;
    const generation = bundledGeneration(sidecar.generation ?? parsed.version);
    const root = rootEntries(generation).find(
      (entry) => entry.schema.name === parsed.schema && entry.local === local,
    );
    if (!root) {
      // A root the generation does not have: it has no decoder at all.
      expect(file).toContain('.fail.');
      return;
    }
    const codec = functionsOf(await generatedModule(generation.id), root);
    let value: unknown;
    try {
      value = codec.decode(xml);
    } catch (error) {
      // The document's flaw is lexical or of shape: the typed decoder refuses it outright.
      expect(error).toBeInstanceOf(DecodeError);
      expect(file).toContain('.fail.');
      return;
    }
    const rule = file.split('.')[0]!;
    const wanted = /\.fail\.([\w-]+)\.xml$/.exec(file)?.[1];
    const issues = codec.validate(value, {
      ...(sidecar.endpoint ? { endpoint: parseEndpoint(sidecar.endpoint)! } : {}),
      source: xml,
    });
    const reported = issues.some((issue) => issue.rule === (wanted ?? rule));
    expect(reported, JSON.stringify(issues)).toBe(wanted !== undefined);
    // The same rule issues as `fleetcase validate`, in the same order (review r30 spec L1: one
    // rule's issues at one element came in message order there).
    const ruleIds = new Set(RULES.map((entry) => entry.id));
    const cli = validateDocument(xml, { ...(sidecar.endpoint ? { endpoint: sidecar.endpoint } : {}), ...(sidecar.generation ? { generation: sidecar.generation } : {}) });
    const shown = (list: ReadonlyArray<{ rule: string; message: string }>) => list.filter((issue) => ruleIds.has(issue.rule)).map((issue) => `${issue.rule}: ${issue.message}`);
    expect(shown(issues)).toStrictEqual(shown(cli.issues));
  });
});
