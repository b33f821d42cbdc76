/**
 * The lexical checks of the string-valued built-ins (src/runtime/lexical-checks.ts) and the
 * whiteSpace facet (src/runtime/white-space.ts). Each `valid`/`invalid` text below is how
 * xmllint (libxml2) judges it as the content of an element of that built-in.
 */
import { describe, expect, it } from 'vitest';
import {
  collapseWhiteSpace,
  lexicalIssue,
  LEXICAL_CHECKS,
  normalizeWhiteSpace,
  replaceWhiteSpace,
  ScalarError,
  textParser,
} from '../../src/runtime/index.js';

const cases: Array<{ builtin: keyof typeof LEXICAL_CHECKS; valid: string[]; invalid: string[] }> = [
  {
    builtin: 'gYearMonth',
    valid: ['2024-12', '-0001-01', '12024-01', '2024-01Z', '2024-01+14:00'],
    invalid: ['2024-13', '2024-00', '0000-01', '2024-01+14:01', '2024'],
  },
  {
    builtin: 'gMonthDay',
    valid: ['--02-29', '--01-31', '--01-01Z'],
    invalid: ['--02-30', '--04-31', '--13-01', '-01-01'],
  },
  { builtin: 'gMonth', valid: ['--01', '--12', '--01Z'], invalid: ['--13', '--00', '--01--'] },
  { builtin: 'gDay', valid: ['---01', '---31'], invalid: ['---32', '---00', '---1'] },
  { builtin: 'gYear', valid: ['2024', '-0001', '20240'], invalid: ['0000', '02024', '24'] },
  {
    builtin: 'duration',
    valid: ['P1D', 'PT1H', '-P1Y', 'P1Y2M3DT4H5M6.7S', 'PT1.S', 'PT.5S', 'PT0S'],
    invalid: ['P', 'PT', 'P1DT', '-P', 'P1.5Y', 'P-1Y', '1Y'],
  },
  {
    builtin: 'base64Binary',
    valid: ['q83v', 'q8 3v', 'qw==', 'q83vqw==', 'q83v qw==', ''],
    invalid: ['q83', 'q83v=', 'q83=', 'qx==', 'qw=', 'qw=a'],
  },
  { builtin: 'hexBinary', valid: ['AB', 'abcd', ''], invalid: ['ABC', 'A B', 'GG'] },
  { builtin: 'NCName', valid: ['_a', 'a.b-', 'é'], invalid: ['a:b', '1a', ''] },
  { builtin: 'QName', valid: ['p:a', 'a'], invalid: ['1bad', ':a', 'p:', 'a:b:c'] },
  { builtin: 'NMTOKEN', valid: ['a.b', '1', ':x'], invalid: ['a b', ''] },
  { builtin: 'ID', valid: ['x1'], invalid: ['1x', 'a:b'] },
  { builtin: 'IDREF', valid: ['x1'], invalid: ['1e', 'a:b'] },
  { builtin: 'Name', valid: [':a', 'a:b'], invalid: ['1a', '-a'] },
  {
    builtin: 'language',
    valid: ['en', 'en-GB', 'x-klingon', 'i-x'],
    invalid: ['english!!', 'abcdefghi', 'en-abcdefghi', 'en-'],
  },
  { builtin: 'anyURI', valid: ['a b', 'http://x/?q=%20', ''], invalid: ['%zz', 'a%2'] },
];

describe('lexical checks of the string-valued built-ins', () => {
  it.each(cases)('$builtin', ({ builtin, valid, invalid }) => {
    expect(valid.filter((text) => lexicalIssue(builtin, text) !== undefined)).toStrictEqual([]);
    expect(invalid.filter((text) => lexicalIssue(builtin, text) === undefined)).toStrictEqual([]);
    expect(lexicalIssue(builtin, invalid[0]!)).toStrictEqual({
      code: 'lexical-invalid',
      message: `"${invalid[0]}" is not an xs:${builtin}`,
    });
  });

  it('accepts any text for the built-ins it has no check for', () => {
    expect(lexicalIssue('token', ' a  b ')).toBeUndefined();
    expect(lexicalIssue('string', '')).toBeUndefined();
  });
});

describe('textParser: whiteSpace, then the lexical space', () => {
  const given: Array<
    [builtin: string, whiteSpace: 'replace' | 'collapse' | undefined, text: string, want: string]
  > = [
    ['string', undefined, ' a\tb \n', ' a\tb \n'],
    ['normalizedString', undefined, ' a\tb \n', ' a b  '],
    ['token', undefined, '\n  a \t b  ', 'a b'],
    ['NMTOKEN', undefined, '\n female\n', 'female'],
    ['language', undefined, ' en-GB ', 'en-GB'],
    ['string', 'collapse', ' a  b ', 'a b'],
  ];
  it.each(given)('%s (%s) %j -> %j', (builtin, whiteSpace, text, want) => {
    expect(textParser(builtin, whiteSpace)(text)).toBe(want);
  });

  it('throws a lexical-invalid ScalarError outside the lexical space', () => {
    expect(() => textParser('NMTOKEN')('a b')).toThrow(ScalarError);
    expect(() => textParser('NMTOKEN')('a b')).toThrow(/"a b" is not an xs:NMTOKEN/);
  });
});

describe('whiteSpace facet', () => {
  it.each([
    ['a\tb\r\nc', 'a b  c', 'a b c'],
    ['  x  ', '  x  ', 'x'],
    ['x', 'x', 'x'],
    ['', '', ''],
  ])('%j: replace %j, collapse %j', (text, replaced, collapsed) => {
    expect(replaceWhiteSpace(text)).toBe(replaced);
    expect(collapseWhiteSpace(text)).toBe(collapsed);
    expect(normalizeWhiteSpace(text, 'preserve')).toBe(text);
  });
});
