/**
 * The CLI contract of DESIGN.md through `main(argv, memoryIo())`: exit codes 0/1/2, the JSON
 * shape, inputs as files, directories and globs, --generation, and usage errors that name what
 * is wrong without a stack trace.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CASE_0_1_BODY, caseRequest, runCli, tempDir } from './helpers.js';

const tree = tempDir();
beforeAll(() => {
  tree.write('ok/a.xml', caseRequest('0.1', CASE_0_1_BODY));
  tree.write('ok/nested/b.xml', caseRequest('0.1', CASE_0_1_BODY));
  tree.write('ok/nested/ignored.txt', 'not xml');
  tree.write('bad/c.xml', caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus/>`));
  tree.write('bad/d.xml', '<!DOCTYPE case [<!ENTITY x SYSTEM "file:///etc/passwd">]><case>&x;</case>');
});
afterAll(() => tree.cleanup());

describe('exit codes', () => {
  test('0 when every document is valid', async () => {
    const { code, out, err } = await runCli(['validate', 'ok'], tree.dir);
    expect({ code, err }).toStrictEqual({ code: 0, err: '' });
    expect(out).toBe('2 files checked: 2 valid, 0 invalid (0 errors, 0 warnings)\n');
  });

  test('1 when some document is invalid', async () => {
    expect((await runCli(['validate', 'ok', 'bad/c.xml'], tree.dir)).code).toBe(1);
  });

  const usage: Array<{ name: string; given: string[]; want: RegExp }> = [
    { name: 'nothing matched', given: ['validate', 'nowhere/**/*.xml'], want: /no file matched 'nowhere\/\*\*\/\*\.xml'/ },
    { name: 'a missing file', given: ['validate', 'ok/zzz.xml'], want: /ok\/zzz\.xml: no such file or directory/ },
    { name: 'no file at all', given: ['validate'], want: /no file matched/ },
    { name: 'an unknown generation', given: ['validate', '--generation', '0.4', 'ok'], want: /unknown generation '0\.4'/ },
    { name: 'an unknown format', given: ['validate', '--format', 'xml', 'ok'], want: /--format must be one of text, json, junit, sarif, github \(got 'xml'\)/ },
    { name: 'an unknown engine', given: ['validate', '--engine', 'saxon', 'ok'], want: /--engine must be one of .* \(got 'saxon'\)/ },
    { name: 'a bad --jobs', given: ['validate', '--jobs', '0', 'ok'], want: /--jobs must be a whole number/ },
    { name: 'an unknown flag', given: ['validate', 'ok', '--frobnicate'], want: /unknown option --frobnicate/ },
    { name: 'a missing config', given: ['validate', '--config', 'nope.json', 'ok'], want: /nope\.json: config file not found/ },
  ];
  test.each(usage)('2 for $name, with a message and no stack', async ({ given, want }) => {
    const { code, err } = await runCli(given, tree.dir);
    expect(code).toBe(2);
    expect(err).toMatch(want);
    expect(err).not.toMatch(/\n\s+at /);
  });
});

describe('--format json', () => {
  test('has exactly the contract shape', async () => {
    const { code, out } = await runCli(['validate', '--format', 'json', 'ok/a.xml', 'bad'], tree.dir);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toStrictEqual({
      files: [
        { file: 'ok/a.xml', valid: true, generation: '0.1', schema: 'CaseRequest', issues: [] },
        {
          file: 'bad/c.xml',
          valid: false,
          generation: '0.1',
          schema: 'CaseRequest',
          issues: [
            { rule: 'xsd-unexpected-element', severity: 'error', message: "Element 'bogus': This element is not expected.", path: '/case/bogus', line: 11, column: 3 },
          ],
        },
        {
          file: 'bad/d.xml',
          valid: false,
          generation: null,
          schema: null,
          issues: [
            {
              rule: 'dtd-external-entity',
              severity: 'error',
              message: expect.stringMatching(/DOCTYPE/) as unknown as string,
              path: '',
              line: 1,
              column: 1,
            },
          ],
        },
      ],
      summary: { files: 3, valid: 1, invalid: 2 },
    });
  });
});

describe('inputs', () => {
  test('a directory is every *.xml below it, sorted; a glob its matches; duplicates once', async () => {
    const { out } = await runCli(['validate', '--format', 'json', 'ok', '**/b.xml', 'ok/a.xml', 'bad/*.xml'], tree.dir);
    expect(JSON.parse(out).files.map((file: { file: string }) => file.file)).toStrictEqual(['ok/a.xml', 'ok/nested/b.xml', 'bad/c.xml', 'bad/d.xml']);
  });

  test('files outside the working directory are shown by absolute path', async () => {
    const { out } = await runCli(['validate', '--format', 'json', `${tree.dir}/ok/a.xml`], `${tree.dir}/bad`);
    expect(JSON.parse(out).files[0].file).toBe(`${tree.dir}/ok/a.xml`);
  });
});

describe('--generation', () => {
  test('a document of another generation is a version-mismatch', async () => {
    const { code, out } = await runCli(['validate', '--format', 'json', '--generation', '0.3-beta', 'ok/a.xml'], tree.dir);
    expect(code).toBe(1);
    expect(JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule)).toStrictEqual(['version-mismatch']);
  });

  test('a document of that generation passes', async () => {
    expect((await runCli(['validate', '--generation', '0.1', 'ok/a.xml'], tree.dir)).code).toBe(0);
  });
});

describe('--endpoint', () => {
  test('enables the endpoint rules', async () => {
    const create = caseRequest('0.0.7', '  <cause>x</cause>');
    tree.write('endpoint/case.xml', create);
    const without = await runCli(['validate', '--format', 'json', 'endpoint/case.xml'], tree.dir);
    const withEndpoint = await runCli(['validate', '--format', 'json', '--endpoint', 'POST /assets/{id}/cases', 'endpoint/case.xml'], tree.dir);
    const rules = (out: string) => new Set(JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule));
    expect(rules(without.out).has('case-create-detail-missing')).toBe(false);
    expect(rules(withEndpoint.out).has('case-create-detail-missing')).toBe(true);
  });
});

describe('CI formats from the command line', () => {
  test('--format sarif validates against the SARIF 2.1.0 schema', async () => {
    const { code, out } = await runCli(['validate', '--format', 'sarif', 'ok', 'bad'], tree.dir);
    expect(code).toBe(1);
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/sarif-2.1.0-subset.schema.json'), 'utf8')));
    const log = JSON.parse(out);
    expect(validate(log) ? [] : validate.errors).toStrictEqual([]);
    expect(log.runs[0].results.map((result: { ruleId: string }) => result.ruleId)).toStrictEqual(['xsd-unexpected-element', 'dtd-external-entity']);
  });

  test('--format junit validates against the JUnit XSD', async () => {
    const { out } = await runCli(['validate', '--format', 'junit', 'ok', 'bad'], tree.dir);
    const xsd = XmlDocument.fromBuffer(readFileSync(join(import.meta.dirname, 'fixtures/junit.xsd')));
    const validator = XsdValidator.fromDoc(xsd);
    const document = XmlDocument.fromString(out);
    try {
      expect(() => validator.validate(document)).not.toThrow();
    } finally {
      document.dispose();
      validator.dispose();
      xsd.dispose();
    }
  });

  test('--format github writes one annotation per issue', async () => {
    const { out } = await runCli(['validate', '--format', 'github', 'bad'], tree.dir);
    expect(out.split('\n').filter((line) => line.startsWith('::error '))).toHaveLength(2);
  });
});
