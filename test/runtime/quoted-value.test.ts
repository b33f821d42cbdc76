/**
 * Values quoted in messages are cut when long (review r14 hostile L4: a 5 000 000-digit
 * `<mileage>` made a 5 MB DecodeError message); short ones read as before.
 */
import { describe, expect, it } from 'vitest';
import { decodeCaseRequestCase } from '../../generated/0.3-beta/index.js';
import { QUOTED_VALUE_MAX, quotedValue } from '../../src/runtime/quoted-value.js';

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
});
