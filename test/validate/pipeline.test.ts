/**
 * The pipeline on single documents (createValidator / validateDocument), against the bundled
 * schemas: each step's rule id, positions and paths, the generation reported, and the dedupe of
 * an XSD issue that a rule covers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createValidator, validateDocument, type DocumentOptions } from '../../src/validate/index.js';
import { CASE_0_1_BODY, caseRequest, ns, rulesOf } from './helpers.js';

const fixtures = join(import.meta.dirname, 'fixtures');
const case007 = readFileSync(join(fixtures, 'case-0.0.7.xml'), 'utf8');
const note01 = readFileSync(join(fixtures, 'note-0.1.xml'), 'utf8');

const validator = createValidator();

describe('rule ids per pipeline step', () => {
  const cases: Array<{ name: string; given: string | Uint8Array; options?: DocumentOptions; want: string[] }> = [
    { name: 'valid 0.1 case', given: caseRequest('0.1', CASE_0_1_BODY), want: [] },
    { name: 'valid 0.0.7 case', given: case007, want: [] },
    { name: 'valid 0.1 case as bytes', given: new TextEncoder().encode(caseRequest('0.1', CASE_0_1_BODY)), want: [] },
    { name: 'unexpected element', given: caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus>1</bogus>`), want: ['xsd-unexpected-element'] },
    {
      name: 'invalid value',
      given: caseRequest('0.1', '  <assetInformation><ct:mileage>-12</ct:mileage></assetInformation>'),
      want: ['xsd-invalid-value'],
    },
    { name: 'no namespace', given: '<case><cause>x</cause></case>', want: ['unknown-namespace'] },
    { name: 'unknown version', given: caseRequest('0.9', ''), want: ['unknown-namespace'] },
    { name: 'unknown schema', given: `<thing xmlns="${ns('0.1', 'ThingRequest')}"/>`, want: ['unknown-namespace'] },
    { name: 'namespace of another generation', given: caseRequest('0.1', CASE_0_1_BODY), options: { generation: '0.0.7' }, want: ['version-mismatch'] },
    { name: 'inherited schema in a later generation', given: note01, options: { generation: '0.3-beta' }, want: [] },
    { name: 'inherited schema before it was issued', given: note01, options: { generation: '0.0.7' }, want: ['version-mismatch'] },
    { name: 'unknown endpoint', given: caseRequest('0.1', CASE_0_1_BODY), options: { endpoint: 'POST /nowhere' }, want: ['endpoint-unknown'] },
    {
      name: 'endpoint taking another schema',
      given: caseRequest('0.1', CASE_0_1_BODY),
      options: { endpoint: 'POST /case/{case_id}/notes' },
      want: ['endpoint-mismatch'],
    },
    { name: 'endpoint that fits', given: caseRequest('0.1', CASE_0_1_BODY), options: { endpoint: 'POST /assets/42/cases' }, want: [] },
    { name: 'DOCTYPE', given: '<!DOCTYPE case SYSTEM "http://127.0.0.1:9/x.dtd"><case/>', want: ['doctype-forbidden'] },
    { name: 'not well-formed', given: '<case><cause></case>', want: ['xml-malformed'] },
    {
      name: 'required field: the rule, not also the XSD',
      given: case007.replace(/\s*<atr>[^<]*<\/atr>/, ''),
      want: ['case-required-field-missing'],
    },
    {
      name: 'multi-item root before 0.2: the rule, not also the XSD',
      given: `<items xmlns="${ns('0.1', 'EstimateItemRequest')}"><item><code>A</code><name>B</name></item></items>`,
      want: ['multi-item-root-unsupported'],
    },
    {
      name: 'xsi:schemaLocation elsewhere is ignored',
      given: caseRequest('0.1', CASE_0_1_BODY).replace('<case ', `<case xsi:schemaLocation="${ns('0.1', 'CaseRequest')} http://127.0.0.1:9/evil.xsd" `),
      want: [],
    },
  ];
  test.each(cases)('$name', ({ given, options, want }) => {
    expect(rulesOf(validator.validate(given, options))).toStrictEqual(want);
  });
});

describe('what a result says', () => {
  test('an XSD issue sits on the element, with its path and start-tag position', () => {
    const given = caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus>1</bogus>`);
    const result = validator.validate(given, { file: 'bogus.xml' });
    expect(result).toStrictEqual({
      file: 'bogus.xml',
      valid: false,
      generation: '0.1',
      schema: 'CaseRequest',
      issues: [
        {
          rule: 'xsd-unexpected-element',
          severity: 'error',
          message: "Element 'bogus': This element is not expected.",
          path: '/case/bogus',
          line: 11,
          column: 3,
        },
      ],
    });
  });

  test('paths index repeated siblings as the rule layer does', () => {
    const given = caseRequest('0.1', '  <ct:customComplaintCodes><ct:code>A</ct:code><ct:code><x/></ct:code></ct:customComplaintCodes>');
    const [issue] = validator.validate(given).issues;
    expect(issue?.path).toBe('/case/customComplaintCodes/code[2]');
  });

  test('the generation is the issuing one by default and the requested one when given', () => {
    expect(validator.validate(note01).generation).toBe('0.1');
    expect(validator.validate(note01, { generation: '0.2' }).generation).toBe('0.2');
  });

  test('a version mismatch names the namespace the requested generation uses', () => {
    const [issue] = validator.validate(caseRequest('0.1', CASE_0_1_BODY), { generation: '0.3-beta' }).issues;
    expect(issue?.message).toContain(ns('0.3-beta', 'CaseRequest'));
  });

  test('a parse failure has no generation or schema, and the parser position', () => {
    const result = validator.validate('<?xml version="1.0"?>\n<case>&xxe;</case>');
    expect(result).toMatchObject({ valid: false, generation: null, schema: null });
    expect(result.issues[0]).toMatchObject({ rule: 'entity-undefined', line: 2 });
  });

  test('warnings do not make a document invalid', () => {
    const given = caseRequest('0.1', '  <downtime>2024-03-18T06:42:00</downtime>');
    const result = validator.validate(given);
    expect(rulesOf(result)).toStrictEqual(['timestamp-form-nonstandard']);
    expect(result.valid).toBe(true);
  });

  test('rules off: only the XSD speaks', () => {
    const xsdOnly = createValidator({ rules: false });
    expect(rulesOf(xsdOnly.validate(case007.replace(/\s*<atr>[^<]*<\/atr>/, '')))).toStrictEqual(['xsd-missing-element']);
  });

  test('unknown generation is a usage error', () => {
    expect(() => createValidator({ generation: '9.9' })).toThrow(/unknown generation '9.9'/);
    expect(() => validator.validate(note01, { generation: '9.9' })).toThrow(/unknown generation/);
  });
});

describe('validateDocument', () => {
  test('validates with cached validators', () => {
    expect(validateDocument(case007, { file: 'a.xml' })).toMatchObject({ file: 'a.xml', valid: true, generation: '0.0.7' });
    expect(validateDocument(case007, { generation: '0.1' }).issues[0]?.rule).toBe('version-mismatch');
  });

  test('refuses an asynchronous engine', () => {
    expect(() => validateDocument(case007, { engine: 'xerces' })).toThrow(/asynchronous/);
  });
});
