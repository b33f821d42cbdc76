/**
 * The rule layer on a typed value with very many children of one name (review r14 hostile, noted
 * by the serve fixer): wrapping 250 000 `<code>` values spread them into one push, which
 * overflowed the stack; the generated validator threw RangeError instead of answering.
 */
import { describe, expect, it } from 'vitest';
import { validateCaseRequestCase } from '../../generated/0.3-beta/index.js';

describe('a value with 250 000 children of one name', () => {
  it('is validated, rules included', () => {
    const code = Array.from({ length: 250_000 }, (_, index) => String(index % 10));
    expect(validateCaseRequestCase({ customComplaintCodes: { code } })).toStrictEqual([]);
  });
});
