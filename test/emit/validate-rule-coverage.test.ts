/**
 * A generated validator leaves a structural issue to the rule that reports the same problem, as
 * `fleetcase validate` does (src/validate/rules/xsd-coverage.ts, closing10's N10): a 0.0.7 case
 * without the required primaryContact is `case-required-field-missing`, not that and
 * `xsd-missing-element` beside it. Issues no rule covers stay.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCaseRequestCase, validateCaseRequestCase } from '../../generated/0.0.7/index.js';
import { packageRoot } from '../../src/paths.js';
import { runCli, tempDir } from '../validate/helpers.js';

const file = join(packageRoot, 'test', 'fixtures', '0.0.7', 'valid', 'CaseRequest.case.1.xml');
const xml = readFileSync(file, 'utf8');
const ENDPOINT = 'POST /assets/{id}/cases';

/** The value of the fixture with `change` applied. */
function changed(change: (value: Record<string, unknown>) => void) {
  const value = decodeCaseRequestCase(xml) as unknown as Record<string, unknown>;
  change(value);
  return value as unknown as Parameters<typeof validateCaseRequestCase>[0];
}

describe('structural issues a rule reports too', () => {
  it('a missing primaryContact: the rules alone, as validate reports the document', async () => {
    const value = changed((value) => void delete value.primaryContact);
    const generated = validateCaseRequestCase(value, { endpoint: ENDPOINT }).map((issue) => issue.rule);
    const temp = tempDir();
    try {
      const document = temp.write('case.xml', xml.replace(/<ct:primaryContact>[\s\S]*<\/ct:primaryContact>\s*/, ''));
      const { out } = await runCli(['validate', '--format', 'json', '--endpoint', ENDPOINT, document]);
      const cli = JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule);
      expect(generated).toEqual(['case-required-field-missing']);
      expect(cli).toEqual(generated);
    } finally {
      temp.cleanup();
    }
  });

  it('a value outside its type that no rule reports stays', () => {
    const value = changed((value) => void (value.downtime = 'soon'));
    const rules = validateCaseRequestCase(value).map((issue) => issue.rule);
    expect(rules).toContain('xsd-invalid-value');
  });
});
