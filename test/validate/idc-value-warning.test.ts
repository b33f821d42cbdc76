/**
 * libxml2's "Warning: No precomputed value available …" after a value it refused under an
 * identity constraint (review r13 sbom 9: an empty `bom-ref` under CycloneDX's `xs:unique`): one
 * error is reported, the value's own; the warning alone stays, as a warning.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ElementLocator } from '../../src/validate/element-locator.js';
import type { EngineFinding } from '../../src/validate/engines/engine.js';
import { withoutIdcValueWarnings } from '../../src/validate/idc-value-warning.js';
import { xsdIssues } from '../../src/validate/xsd-findings.js';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { runCli, tempDir } from './helpers.js';

const set = join(import.meta.dirname, 'fixtures/schema-sets/message-names');
const WARNING = 'Warning: No precomputed value available, the value was either invalid or something strange happened.';
const MIN_LENGTH = "[facet 'minLength'] The value '' has a length of '0'; this underruns the allowed minimum length of '1'.";

describe('an empty value under xs:unique', () => {
  const tree = tempDir('fleetcase-idc-');
  afterAll(() => tree.cleanup());

  test.each(['libxml2', 'libxmljs2'])('%s: the value error only', async (engine) => {
    const xml = '<doc xmlns="urn:t">\n  <items><item ref="x"/><item ref=""/></items>\n</doc>\n';
    // xmllint prints both: the error, then the warning.
    expect(xmllintVerdict(join(set, 'g1/t.xsd'), xml)).toContain('No precomputed value');
    const file = tree.write(`empty-ref-${engine}.xml`, xml);
    const { code, out } = await runCli(['validate', '--format', 'json', '--engine', engine, '--schemas', set, file]);
    expect(code).toBe(1);
    const issues = (JSON.parse(out) as { files: Array<{ issues: Array<{ rule: string; severity: string; message: string; path: string }> }> }).files[0]!.issues;
    expect(issues).toEqual([{ rule: 'xsd-invalid-value', severity: 'error', message: `Element 'item', attribute 'ref': ${MIN_LENGTH}`, path: '/doc/items/item[2]', line: 2, column: 25 }]);
  });
});

describe('withoutIdcValueWarnings', () => {
  const finding = (message: string, xpath: string): EngineFinding => ({ engine: 'libxml2', level: 'error', message, line: 2, column: 0, xpath });
  const error = finding(`Element '{urn:t}item', attribute 'ref': ${MIN_LENGTH}`, '/*/*/*[2]');
  const warning = finding(`Element '{urn:t}item', attribute 'ref': ${WARNING}`, '/*/*/*[2]');
  const cases = [
    { name: 'after the error on the same attribute: dropped', given: [error, warning], want: [error] },
    { name: 'before it: dropped', given: [warning, error], want: [error] },
    { name: 'on another element: a warning', given: [error, { ...warning, xpath: '/*/*/*[1]' }], want: [error, { ...warning, xpath: '/*/*/*[1]', level: 'warning' }] },
    { name: 'on another attribute: a warning', given: [error, { ...warning, message: warning.message.replace("'ref'", "'id'") }], want: [error, { ...warning, message: warning.message.replace("'ref'", "'id'"), level: 'warning' }] },
  ];
  test.each(cases)('$name', ({ given, want }) => expect(withoutIdcValueWarnings(given)).toEqual(want));

  test('alone, it is reported as a warning', () => {
    const locator = new ElementLocator(parseXmlTree('<doc xmlns="urn:t">\n  <items><item ref="x"/><item ref="y"/></items>\n</doc>'));
    const issues = xsdIssues([warning], locator);
    expect(issues.map(({ severity, message, path }) => ({ severity, message, path }))).toEqual([{ severity: 'warning', message: `Element 'item', attribute 'ref': ${WARNING}`, path: '/doc/items/item[2]' }]);
  });
});
