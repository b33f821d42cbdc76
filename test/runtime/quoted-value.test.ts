/**
 * Values quoted in messages are cut when long (review r14 hostile L4: a 5 000 000-digit
 * `<mileage>` made a 5 MB DecodeError message); short ones read as before.
 */
import { describe, expect, it } from 'vitest';
import { decodeCaseRequestCase } from '../../generated/0.3-beta/index.js';
import { QUOTED_VALUE_MAX, cutQuotedValues, quotedValue } from '../../src/runtime/quoted-value.js';
import { runCli, tempDir } from '../validate/helpers.js';

const NS = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest';

function decodeMessage(severity: string): string {
  try {
    decodeCaseRequestCase(`<case xmlns="${NS}"><severity>${severity}</severity></case>`);
  } catch (error) {
    return (error as Error).message;
  }
  return expect.fail('decoded');
}

describe('quotedValue', () => {
  it('quotes a short value whole, a long one cut with its length', () => {
    expect(quotedValue('12x')).toBe('"12x"');
    expect(quotedValue('a'.repeat(QUOTED_VALUE_MAX))).toBe(`"${'a'.repeat(QUOTED_VALUE_MAX)}"`);
    expect(quotedValue('9'.repeat(5000))).toBe(`"${'9'.repeat(100)}…" (5000 characters)`);
  });

  it('never cuts a surrogate pair in two', () => {
    const text = `${'a'.repeat(99)}😀${'b'.repeat(200)}`;
    expect(quotedValue(text)).toBe(`"${'a'.repeat(99)}…" (${text.length} characters)`);
  });

  it('a decode error on a 5 000 000-character value stays short', () => {
    const message = decodeMessage(`${'9'.repeat(5_000_000)}x`);
    expect(message.length).toBeLessThan(400);
    expect(message).toContain('(5000001 characters) is not a decimal');
    expect(decodeMessage('12x')).toContain('"12x" is not a decimal');
  });

  it("libxml2's messages: a value it quotes is cut, also one it cut itself", () => {
    expect(cutQuotedValues(`Element 'a': '${'9'.repeat(1000)}' is not valid.`)).toBe(`Element 'a': '${'9'.repeat(100)}…' (1000 characters) is not valid.`);
    // libxml2 ends a message at 64 KiB, inside the value.
    expect(cutQuotedValues(`Element 'a': '${'9'.repeat(65_000)}`)).toBe(`Element 'a': '${'9'.repeat(100)}…' (more than 65000 characters)`);
    // The apostrophe closing a name opens no value; a short message with no closing one is left.
    const hint = `Element '{urn:x}sender': This element is not expected: <sender> here is {${'urn:y:'.repeat(30)}}sender (prefix s).`;
    expect(cutQuotedValues(hint)).toBe(hint);
    expect(cutQuotedValues(`Element 'a': '${'9'.repeat(500)}`)).toBe(`Element 'a': '${'9'.repeat(500)}`);
    expect(cutQuotedValues("Element 'a': 'short' is not valid.")).toBe("Element 'a': 'short' is not valid.");
  });

  it('validate reports a 1 000-character bad value in a short line', async () => {
    const work = tempDir();
    try {
      const file = work.write('big.xml', `<case xmlns="${NS}"><severity>${'9'.repeat(1000)}x</severity></case>`);
      const { code, out } = await runCli(['validate', file, '--format', 'json']);
      const message = (JSON.parse(out) as { files: Array<{ issues: Array<{ message: string }> }> }).files[0]!.issues[0]!.message;
      expect({ code, message }).toStrictEqual({
        code: 1,
        message: `Element 'severity': '${'9'.repeat(100)}…' (1001 characters) is not a valid value of the atomic type 'xs:decimal'.`,
      });
    } finally {
      work.cleanup();
    }
  });
});
