/**
 * The engines behind one interface: libxml2 (default) and libxmljs2 agree on every document of
 * the project's fixture corpus (same rule ids at the same paths); schemas are compiled once and
 * cached; the libxml2 engine reads nothing but the schema roots' XSDs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { describe, expect, test } from 'vitest';
import { createEngine, createValidator, type EngineFinding, type XsdEngine } from '../../src/validate/index.js';
import { refusedLoads } from '../../src/validate/engines/index.js';
import { CASE_0_1_BODY, caseRequest, repoRoot, rulesOf } from './helpers.js';

// Every invalid and rule fixture, and every fourth valid one (libxmljs2 recompiles the schema
// for each document, so the whole corpus would take seconds).
const corpus = fg
  .sync('test/fixtures/**/*.xml', { cwd: repoRoot, absolute: true })
  .sort()
  .filter((file, index) => !file.includes('/valid/') || index % 4 === 0);

describe('libxml2 and libxmljs2', () => {
  test('give the same issues on every fixture', () => {
    const libxml2 = createValidator({ engine: 'libxml2' });
    const libxmljs2 = createValidator({ engine: 'libxmljs2' });
    expect(corpus.length).toBeGreaterThan(50);
    const differences = corpus.flatMap((file) => {
      const bytes = readFileSync(file);
      const summarise = (issues: Array<{ rule: string; path: string }>) => issues.map((issue) => `${issue.rule} ${issue.path}`);
      const left = summarise(libxml2.validate(bytes).issues);
      const right = summarise(libxmljs2.validate(bytes).issues);
      return JSON.stringify(left) === JSON.stringify(right) ? [] : [{ file, libxml2: left, libxmljs2: right }];
    });
    expect(differences).toStrictEqual([]);
  }, 60_000);
});

describe('the libxml2 engine', () => {
  test('compiles a schema once per process', () => {
    const engine = createEngine('libxml2');
    const xsd = join(repoRoot, 'schemas/0.1/CaseRequest.xsd');
    engine.prepare(xsd);
    const started = performance.now();
    for (let count = 0; count < 50; count++) engine.validate(caseRequest('0.1', CASE_0_1_BODY), xsd);
    // 50 documents in far less time than one compile would take each (a compile is tens of ms).
    expect(performance.now() - started).toBeLessThan(500);
  });

  test('reports libxml2 node paths and lines', () => {
    const engine = createEngine('libxml2');
    const findings = engine.validate(caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus/>`), join(repoRoot, 'schemas/0.1/CaseRequest.xsd')) as EngineFinding[];
    expect(findings).toMatchObject([{ engine: 'libxml2', level: 'error', line: 11, xpath: '/*/*[5]' }]);
  });

  test('refuses to read anything outside the schema roots', () => {
    const before = refusedLoads().length;
    const validator = createValidator();
    const given = caseRequest('0.1', CASE_0_1_BODY).replace(
      '<case ',
      '<case xsi:schemaLocation="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest file:///etc/passwd" ',
    );
    expect(validator.validate(given).valid).toBe(true);
    expect(refusedLoads().length).toBe(before);
  });

  test('a broken schema is a usage error naming the file', () => {
    const engine = createEngine('libxml2');
    expect(() => engine.validate('<a/>', join(repoRoot, 'schemas/README.md.xsd'))).toThrow(/schema file not found/);
  });
});

describe('--engine both (with a stand-in second engine)', () => {
  function both(second: EngineFinding[]): XsdEngine {
    const primary = createEngine('libxml2');
    return {
      name: 'both',
      sync: false,
      prepare: (xsd) => primary.prepare(xsd),
      async validate(document, xsd) {
        return [...(primary.validate(document, xsd) as EngineFinding[]), ...second];
      },
      close() {},
    };
  }

  test('an error only Xerces sees is an engine-disagreement at its element', async () => {
    const validator = createValidator({ engine: both([{ engine: 'xerces', level: 'error', message: "cvc-type.3.1.3: The value 'x' of element 'cause' is not valid.", line: 9, column: 40 }]) });
    const result = await validator.validateAsync(caseRequest('0.1', CASE_0_1_BODY));
    expect(result.issues).toMatchObject([{ rule: 'engine-disagreement', path: '/case/cause', severity: 'error' }]);
    expect(result.issues[0]!.message).toMatch(/^xerces reports an error that libxml2 does not: xsd-invalid-value/);
  });

  test('an error only libxml2 sees is reported, plus one disagreement', async () => {
    const validator = createValidator({ engine: both([]) });
    const result = await validator.validateAsync(caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus/>`));
    expect(rulesOf(result)).toStrictEqual(['engine-disagreement', 'xsd-unexpected-element']);
  });

  test('both engines finding errors is agreement', async () => {
    const validator = createValidator({ engine: both([{ engine: 'xerces', level: 'error', message: "cvc-complex-type.2.4.a: Invalid content was found starting with element 'bogus'.", line: 11, column: 11 }]) });
    const result = await validator.validateAsync(caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus/>`));
    expect(rulesOf(result)).toStrictEqual(['xsd-unexpected-element']);
  });
});
