/**
 * The element bound of the clean path (src/validate/plain-document.ts): a document with more
 * elements (`<` that are not `</`) than the element limit is not plain, whatever its bytes'
 * alignment in memory; one at the limit is. (The count runs four bytes at a time; this checks
 * it against the count.)
 */
import { describe, expect, test } from 'vitest';
import { isPlainDocument } from '../../src/validate/plain-document.js';
import { DEFAULT_XML_LIMITS } from '../../src/runtime/limits.js';

/**
 * `<r>` + `elements` children separated by `gap` characters of text + `</r>`: elements + 1
 * elements; children empty (`<a/>`) or with an end tag (`<a>x</a>`, two `<` each).
 */
function document(elements: number, gap: number, child = '<a/>'): string {
  return `<r>${`${child}${'x'.repeat(gap)}`.repeat(elements)}</r>`;
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
      { elements: 98, gap: 1, child: '<a/>', want: true },
      { elements: 99, gap: 1, child: '<a/>', want: true },
      { elements: 100, gap: 1, child: '<a/>', want: false },
      { elements: 98, gap: 3, child: '<a/>', want: true },
      { elements: 200, gap: 2, child: '<a/>', want: false },
      { elements: 99, gap: 1, child: '<a>x</a>', want: true },
      { elements: 100, gap: 1, child: '<a>x</a>', want: false },
    ].map((row) => ({ ...row, offset })),
  );
  test.each(cases)('$elements children $child, gap $gap, at offset $offset: plain $want (limit 100 elements)', ({ elements, gap, child, offset, want }) => {
    const limits = { ...DEFAULT_XML_LIMITS, maxElements: 100 };
    const text = document(elements, gap, child);
    expect(text.length).toBeGreaterThan(400);
    expect(isPlainDocument(placed(text, offset), limits)).toBe(want);
    expect(isPlainDocument(text, limits)).toBe(want);
  });

  test('a document of no more than 4 bytes per allowed element is not counted', () => {
    const limits = { ...DEFAULT_XML_LIMITS, maxElements: 1000 };
    expect(isPlainDocument(Buffer.from(document(900, 0)), limits)).toBe(true);
  });
});
