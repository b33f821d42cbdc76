/**
 * Each reporter on the same fixed results: text and github line formats, json = the contract,
 * junit valid against a JUnit XSD (test/validate/fixtures/junit.xsd), sarif valid against a
 * SARIF 2.1.0 schema derived from the specification (fixtures/sarif-2.1.0-subset.schema.json:
 * the official schema cannot be downloaded here; see its $comment).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { XMLParser } from 'fast-xml-parser';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { describe, expect, test } from 'vitest';
import { REPORTERS, ruleCatalog, type FileResult, type FormatName, type Summary } from '../../src/validate/index.js';

const fixtures = join(import.meta.dirname, 'fixtures');

const RESULTS: FileResult[] = [
  { file: 'fixtures/ok.xml', valid: true, generation: '0.1', schema: 'CaseRequest', issues: [] },
  {
    file: 'fixtures/bad case, 1.xml',
    valid: false,
    generation: '0.0.7',
    schema: 'CaseRequest',
    issues: [
      { rule: 'case-required-field-missing', severity: 'error', message: "<case> lacks 'atr', which every 0.0.7 CaseRequest must give", path: '/case', line: 2, column: 1 },
      { rule: 'timestamp-form-nonstandard', severity: 'warning', message: "<etr> is '2024-03-02T16:00:00': 100% <odd> & \"quoted\"\nsecond line", path: '/case/etr', line: 9, column: 3 },
    ],
  },
  {
    file: 'fixtures/hostile.xml',
    valid: false,
    generation: null,
    schema: null,
    issues: [{ rule: 'xml-empty', severity: 'error', message: 'document is empty', path: '', line: 0, column: 0 }],
  },
  {
    file: 'fixtures/warned.xml',
    valid: true,
    generation: '0.1',
    schema: 'CaseRequest',
    issues: [{ rule: 'labor-total-ignored', severity: 'warning', message: 'total is ignored \u0001 on input', path: '/item/labor/total', line: 5, column: 5 }],
  },
];
const SUMMARY: Summary = { files: 4, valid: 2, invalid: 2 };

function render(format: FormatName, results: FileResult[] = RESULTS, summary: Summary = SUMMARY): string {
  const reporter = REPORTERS[format]({ rules: ruleCatalog(), version: '9.9.9' });
  return reporter.start() + results.map((result) => reporter.file(result)).join('') + reporter.end(summary);
}

describe('text', () => {
  test('groups issues per file as file:line:col rule message, one line each, and ends with a summary line', () => {
    expect(render('text')).toBe(
      [
        "fixtures/bad case, 1.xml:2:1 case-required-field-missing <case> lacks 'atr', which every 0.0.7 CaseRequest must give (/case)",
        "fixtures/bad case, 1.xml:9:3 timestamp-form-nonstandard warning: <etr> is '2024-03-02T16:00:00': 100% <odd> & \"quoted\"\\nsecond line (/case/etr)",
        '',
        'fixtures/hostile.xml:0:0 xml-empty document is empty',
        '',
        'fixtures/warned.xml:5:5 labor-total-ignored warning: total is ignored \\u0001 on input (/item/labor/total)',
        '',
        '4 files checked: 2 valid, 2 invalid (2 errors, 2 warnings)',
        '',
      ].join('\n'),
    );
  });

  test('a clean run prints only the summary', () => {
    expect(render('text', [RESULTS[0]!], { files: 1, valid: 1, invalid: 0 })).toBe('1 file checked: 1 valid, 0 invalid (0 errors, 0 warnings)\n');
  });
});

describe('json', () => {
  test('is one JSON document of the contract shape', () => {
    expect(JSON.parse(render('json'))).toStrictEqual({ files: RESULTS, summary: SUMMARY });
  });

  test('an empty run is valid JSON too', () => {
    expect(JSON.parse(render('json', [], { files: 0, valid: 0, invalid: 0 }))).toStrictEqual({ files: [], summary: { files: 0, valid: 0, invalid: 0 } });
  });
});

describe('github', () => {
  test('writes one escaped workflow command per issue', () => {
    expect(render('github').split('\n')).toStrictEqual([
      "::error file=fixtures/bad case%2C 1.xml,line=2,col=1,title=case-required-field-missing::<case> lacks 'atr', which every 0.0.7 CaseRequest must give (/case)",
      "::warning file=fixtures/bad case%2C 1.xml,line=9,col=3,title=timestamp-form-nonstandard::<etr> is '2024-03-02T16:00:00': 100%25 <odd> & \"quoted\"%0Asecond line (/case/etr)",
      '::error file=fixtures/hostile.xml,title=xml-empty::document is empty',
      // A control character is written as an escape, not raw (review r24 reporters L4).
      '::warning file=fixtures/warned.xml,line=5,col=5,title=labor-total-ignored::total is ignored \\u0001 on input (/item/labor/total)',
      'fleetcase validate: 4 files, 2 valid, 2 invalid',
      '',
    ]);
  });
});

describe('junit', () => {
  const xml = render('junit');

  test('is valid against the JUnit XSD', () => {
    const xsd = XmlDocument.fromBuffer(readFileSync(join(fixtures, 'junit.xsd')));
    const validator = XsdValidator.fromDoc(xsd);
    const document = XmlDocument.fromString(xml);
    try {
      expect(() => validator.validate(document)).not.toThrow();
    } finally {
      document.dispose();
      validator.dispose();
      xsd.dispose();
    }
  });

  test('has one testsuite, a testcase per file and a failure per invalid file', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testcase' }).parse(xml);
    const suite = parsed.testsuites.testsuite;
    expect({ name: suite.name, tests: suite.tests, failures: suite.failures }).toStrictEqual({ name: 'fleetcase validate', tests: '4', failures: '2' });
    expect(suite.testcase.map((testcase: { name: string }) => testcase.name)).toStrictEqual(RESULTS.map((result) => result.file));
    expect(suite.testcase.map((testcase: { failure?: unknown }) => testcase.failure !== undefined)).toStrictEqual([false, true, true, false]);
    expect(suite.testcase[1].failure.type).toBe('case-required-field-missing');
    expect(suite.testcase[1].failure['#text']).toContain('fixtures/bad case, 1.xml:9:3 warning timestamp-form-nonstandard');
    expect(suite.testcase[3]['system-out']).toContain('labor-total-ignored');
  });

  test('the failure message counts what its body lists: errors, and warnings when there are (r10 cli 6)', () => {
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testcase' }).parse(xml);
    const messages = parsed.testsuites.testsuite.testcase.map((testcase: { failure?: { message: string } }) => testcase.failure?.message);
    expect(messages).toStrictEqual([
      undefined,
      "1 error, 1 warning: <case> lacks 'atr', which every 0.0.7 CaseRequest must give",
      '1 error: document is empty',
      undefined,
    ]);
  });
});

describe('sarif', () => {
  const log = JSON.parse(render('sarif'));

  test('validates against the SARIF 2.1.0 schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(fixtures, 'sarif-2.1.0-subset.schema.json'), 'utf8')));
    expect(validate(log) ? [] : validate.errors).toStrictEqual([]);
  });

  test('lists every rule with its description; results point at them', () => {
    const run = log.runs[0];
    const rules: Array<{ id: string; fullDescription: { text: string } }> = run.tool.driver.rules;
    expect(rules.map((rule) => rule.id)).toStrictEqual(ruleCatalog().map((rule) => rule.id));
    expect(rules.every((rule) => rule.fullDescription.text.length > 10)).toBe(true);
    expect(run.results).toHaveLength(4);
    for (const result of run.results) expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
  });

  test('a result has its level, relative artifact URI, region and element path', () => {
    expect(log.runs[0].results[1]).toStrictEqual({
      ruleId: 'timestamp-form-nonstandard',
      ruleIndex: ruleCatalog().findIndex((rule) => rule.id === 'timestamp-form-nonstandard'),
      level: 'warning',
      message: { text: "<etr> is '2024-03-02T16:00:00': 100% <odd> & \"quoted\"\nsecond line" },
      locations: [
        {
          physicalLocation: { artifactLocation: { uri: 'fixtures/bad%20case%2C%201.xml' }, region: { startLine: 9, startColumn: 3 } },
          logicalLocations: [{ fullyQualifiedName: '/case/etr', kind: 'element' }],
        },
      ],
    });
  });

  test('an issue without a position has no region', () => {
    expect(log.runs[0].results[2].locations[0].physicalLocation).toStrictEqual({ artifactLocation: { uri: 'fixtures/hostile.xml' } });
  });
});
