/**
 * The element bound of the clean path (src/validate/plain-document.ts): a document with more `<`
 * than the element limit allows elements is not plain, whatever its bytes' alignment in memory;
 * one at the limit is. (The count runs four bytes at a time; this checks it against the count.)
 */
import { describe, expect, test } from 'vitest';
import { isPlainDocument } from '../../src/validate/plain-document.js';
import { DEFAULT_XML_LIMITS } from '../../src/runtime/limits.js';

/** `<r>` + `elements` times `<a/>` separated by `gap` characters of text + `</r>`: elements + 2 `<`. */
function document(elements: number, gap: number): string {
  return `<r>${`<a/>${'x'.repeat(gap)}`.repeat(elements)}</r>`;
}

/** The bytes of `text` at `offset` bytes into a larger buffer (so at any alignment). */
function placed(text: string, offset: number): Uint8Array {
  const bytes = Buffer.from(text);
  const buffer = new Uint8Array(bytes.length + offset + 3);
  buffer.set(bytes, offset);
  return buffer.subarray(offset, offset + bytes.length);
}

describe('isPlainDocument: the element limit', () => {
  const cases = [0, 1, 2, 3, 5, 7].flatMap((offset) =>
    [
      { elements: 98, gap: 1, want: true },
      { elements: 99, gap: 1, want: false },
      { elements: 98, gap: 3, want: true },
      { elements: 200, gap: 2, want: false },
    ].map((row) => ({ ...row, offset })),
  );
  test.each(cases)('$elements elements, gap $gap, at offset $offset: plain $want (limit 100 `<`)', ({ elements, gap, offset, want }) => {
    const limits = { ...DEFAULT_XML_LIMITS, maxElements: 100 };
    const text = document(elements, gap);
    expect(text.length).toBeGreaterThan(400);
    expect(isPlainDocument(placed(text, offset), limits)).toBe(want);
    expect(isPlainDocument(text, limits)).toBe(want);
  });

  test('a document of no more than 4 bytes per allowed element is not counted', () => {
    const limits = { ...DEFAULT_XML_LIMITS, maxElements: 1000 };
    expect(isPlainDocument(Buffer.from(document(900, 0)), limits)).toBe(true);
  });
});
