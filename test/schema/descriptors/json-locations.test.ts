/** The JSON scanner: line of every value by JSON pointer, duplicate keys, syntax errors. */
import { describe, expect, it } from 'vitest';
import { lineOf, scanJson } from '../../../src/schema/descriptors/json-locations.js';

const text = [
  '{',
  '  "a/b": [1, {"~x": true}],',
  '  "c":',
  '    "multi\\nline",',
  '  "d": {}',
  '}',
].join('\n');

describe('scanJson', () => {
  it('records the line of every value by JSON pointer', () => {
    const scan = scanJson(text);
    expect(scan.ok && Object.fromEntries(scan.lines)).toStrictEqual({
      '': 1,
      '/a~1b': 2,
      '/a~1b/0': 2,
      '/a~1b/1': 2,
      '/a~1b/1/~0x': 2,
      '/c': 4,
      '/d': 5,
    });
  });

  it.each([
    { pointer: '/d', want: 5 },
    { pointer: '/d/missing', want: 5 },
    { pointer: '/a~1b/1/~0x/deeper', want: 2 },
    { pointer: '/nothing/here', want: 1 },
  ])('lineOf $pointer falls back to the nearest ancestor: $want', ({ pointer, want }) => {
    const scan = scanJson(text);
    expect(scan.ok && lineOf(scan.lines, pointer)).toBe(want);
  });

  it.each([
    { given: '[1, 2,\n]', want: { line: 2, detail: 'expected a value, found "]"' } },
    { given: '{"a": 01}', want: { line: 1, detail: `expected ',' or '}', found "1"` } },
    { given: '{"a": tru}', want: { line: 1, detail: 'expected a value, found "t"' } },
    {
      given: '"tab\tinside"',
      want: { line: 1, detail: 'unterminated string or invalid character in string' },
    },
    {
      given: '{"a": 1,\n "a": 2}',
      want: {
        line: 2,
        detail: 'duplicate property "a" (the later value would replace the earlier one)',
      },
    },
    { given: '\n\n{"a" 1}', want: { line: 3, detail: `expected ':', found "1"` } },
  ])('refuses $given', ({ given, want }) => {
    expect(scanJson(given)).toStrictEqual({ ok: false, ...want });
  });

  it.each([
    '0',
    '-1.5e+3',
    '"\\u00e9\\n"',
    '[]',
    '{}',
    ' [ true , false , null ] ',
    '{"":{"":[]}}',
  ])('accepts what JSON.parse accepts: %s', (given) => {
    expect(() => JSON.parse(given)).not.toThrow();
    expect(scanJson(given).ok).toBe(true);
  });
});
