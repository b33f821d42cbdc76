/**
 * Validator paths of attributes: `xml:lang` and a `lang` of no namespace on one element (XHTML
 * 1.0 Strict) are told apart (`/html/@xml:lang`, `/html/@lang`); both were `/html/@lang`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useGeneratedSets } from './generated-sets.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'xml-lang');
type Module = Record<string, (value: unknown) => Array<{ rule: string; path: string; message: string }>>;
const sets = useGeneratedSets<Module>({ xmllang: fixtures });

describe('attribute paths in validator issues', () => {
  const cases: Array<{ given: Record<string, unknown>; want: Array<[rule: string, path: string]> }> = [
    { given: { $lang_2: 'en', $lang: 'fr', title: 't' }, want: [] },
    { given: { $lang_2: 'not a language!', $lang: 'fr', title: 't' }, want: [['xsd-invalid-value', '/html/@xml:lang']] },
    { given: { $lang_2: 'en', $lang: 'not a language!', title: 't' }, want: [['xsd-invalid-value', '/html/@lang']] },
    { given: { $lang: 'fr', title: 't' }, want: [['xsd-invalid', '/html']] },
  ];
  it.each(cases)('$given', ({ given, want }) => {
    const issues = sets.modules.get('xmllang')!.validateDocHtml!(given);
    expect(issues.map(({ rule, path }) => [rule, path])).toStrictEqual(want);
    if (want[0]?.[0] === 'xsd-invalid') expect(issues[0]!.message).toBe('required attribute xml:lang is missing');
  });
});
