/**
 * The Xerces engine (a JVM per document: kept to a few documents) and `--engine both`: the same
 * rule ids at the same paths as libxml2 on valid and invalid documents, and no disagreement.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CASE_0_1_BODY, caseRequest, runCli, tempDir } from './helpers.js';

const tree = tempDir();
beforeAll(() => {
  tree.write('valid.xml', caseRequest('0.1', CASE_0_1_BODY));
  tree.write('unexpected.xml', caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus/>`));
  tree.write('value.xml', caseRequest('0.1', '  <assetInformation><ct:mileage>-12</ct:mileage></assetInformation>'));
});
afterAll(() => tree.cleanup());

type Report = { files: Array<{ file: string; valid: boolean; issues: Array<{ rule: string; path: string }> }> };
const summary = (out: string) => (JSON.parse(out) as Report).files.map((file) => ({ file: file.file, valid: file.valid, issues: file.issues.map((issue) => `${issue.rule} ${issue.path}`) }));

describe('xerces', () => {
  test('agrees with libxml2 on rule ids and paths', async () => {
    const files = ['valid.xml', 'unexpected.xml', 'value.xml'];
    const libxml2 = await runCli(['validate', '--format', 'json', ...files], tree.dir);
    const xerces = await runCli(['validate', '--format', 'json', '--engine', 'xerces', '--jobs', '2', ...files], tree.dir);
    expect(xerces.err).toBe('');
    expect(xerces.code).toBe(1);
    expect(summary(xerces.out)).toStrictEqual(summary(libxml2.out));
    expect(summary(xerces.out)[2]!.issues).toStrictEqual(['xsd-invalid-value /case/assetInformation/mileage']);
  }, 60_000);

  test('--engine both reports no disagreement where they agree', async () => {
    const both = await runCli(['validate', '--format', 'json', '--engine', 'both', 'valid.xml', 'unexpected.xml'], tree.dir);
    expect(summary(both.out).map((file) => file.issues)).toStrictEqual([[], ['xsd-unexpected-element /case/bogus']]);
  }, 60_000);
});
