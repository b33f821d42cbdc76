/**
 * Review r16 fuzz L1: where a rule's message stands for the engine's (the work status rule and
 * the enumeration facet), it quotes the value as written: ` stop` is spelled `Stop`, so that the
 * advice, followed, gives a valid document.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { repoRoot, runCli, tempDir } from './helpers.js';

const FAILING = readFileSync(join(repoRoot, 'test/fixtures/rules/work-status-code-case-mismatch.3.fail.work-status-code-case-mismatch.xml'), 'utf8');
const tree = tempDir();
afterAll(() => tree.cleanup());

interface Report {
  files: Array<{ valid: boolean; issues: Array<{ rule: string; message: string }> }>;
}

async function issuesOf(code: string): Promise<Report['files'][number]> {
  const file = tree.write('item.xml', FAILING.replace('<eit:code>start</eit:code>', `<eit:code>${code}</eit:code>`));
  const { out } = await runCli(['validate', '--format', 'json', file], tree.dir);
  return (JSON.parse(out) as Report).files[0]!;
}

describe('the work status message quotes the code as written', () => {
  test.each([
    { written: 'stop', quoted: "'stop'" },
    { written: ' stop', quoted: "' stop'" },
    { written: 'complete\n', quoted: "'complete\n'" },
  ])('$written', async ({ written, quoted }) => {
    const { issues } = await issuesOf(written);
    expect(issues.map((issue) => issue.rule)).toStrictEqual(['work-status-code-case-mismatch']);
    expect(issues[0]!.message).toMatch(new RegExp(`^work status code ${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is spelled '(Stop|Complete)' in generation 0.0.7`));
  });

  test('following the advice gives a valid document', async () => {
    expect((await issuesOf('Stop')).valid).toBe(true);
  });
});
