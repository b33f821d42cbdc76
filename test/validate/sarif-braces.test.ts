/**
 * SARIF 2.1.0, 3.11.5: `{` and `}` open and close placeholders in message strings, so literal
 * braces are written `{{` and `}}` (review r14: `endpoint-mismatch` names
 * `POST /estimates/{estimate_id}/items`, namespaced names read `{urn:x}name`). The text and JSON
 * reports keep them single.
 */
import { describe, expect, it } from 'vitest';
import { sarifText } from '../../src/validate/reporters/sarif.js';
import { runCli, tempDir } from './helpers.js';

describe('braces in SARIF message strings', () => {
  it('are doubled, and only braces', () => {
    expect(sarifText("Element '{urn:x}a': POST /estimates/{estimate_id}/items")).toBe("Element '{{urn:x}}a': POST /estimates/{{estimate_id}}/items");
    expect(sarifText('no braces')).toBe('no braces');
  });

  it('a report with an endpoint in its message: SARIF doubles, JSON keeps the message', async () => {
    const work = tempDir();
    try {
      const file = work.write('item.xml', '<items xmlns="http://www.decisiv.net/platform_api/0.3-beta/Case/EstimateItemRequest"><item><code>A</code><name>B</name></item></items>');
      const args = ['validate', file, '--endpoint', 'POST /estimates/{estimate_id}/items/{item_id}'];
      const json = JSON.parse((await runCli([...args, '--format', 'json'])).out) as { files: Array<{ issues: Array<{ rule: string; message: string }> }> };
      const issue = json.files[0]!.issues.find((found) => found.rule === 'endpoint-mismatch')!;
      expect(issue.message).toContain('{item_id}');
      const sarif = JSON.parse((await runCli([...args, '--format', 'sarif'])).out) as { runs: Array<{ results: Array<{ ruleId: string; message: { text: string } }> }> };
      const result = sarif.runs[0]!.results.find((found) => found.ruleId === 'endpoint-mismatch')!;
      expect(result.message.text).toBe(sarifText(issue.message));
      expect(result.message.text).toContain('{{item_id}}');
    } finally {
      work.cleanup();
    }
  });
});
