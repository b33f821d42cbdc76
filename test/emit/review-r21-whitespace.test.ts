/**
 * Review r21 torture L2: a generated validator judges a hand-built value of a string type that
 * replaces or collapses whitespace (xs:token, xs:normalizedString, a string type with
 * `whiteSpace="collapse"`) by its facets after normalizing it, as XSD does and as the document
 * the encoder writes is read: `'dark  blue'` of a token enumeration `dark blue` was refused,
 * though its document is valid (xmllint) and decodes to `'dark blue'`. Each verdict is checked
 * against xmllint on the encoded document (and a valid one's decoding); a preserving type still
 * counts every space.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r21-whitespace');
type Module = Record<string, (value: unknown) => unknown>;
const sets = useGeneratedSets<Module>({ ws: fixtures });
const module = (): Module => sets.modules.get('ws')!;

/** The validator's rules and paths, and whether the decoder and xmllint take the encoded value. */
function verdicts(value: unknown) {
  const issues = (module()['validateWsR']!(value) as Array<{ rule: string; path: string }>).map((issue) => `${issue.rule} ${issue.path}`);
  const xml = module()['encodeWsR']!(value) as string;
  let decoded = true;
  try {
    module()['decodeWsR']!(xml);
  } catch {
    decoded = false;
  }
  return { issues, decoded, xmllint: xmllintVerdict(join(fixtures, 'ws.xsd'), xml) === '' };
}

describe('review r21 torture L2: facets of a normalizing string type judge the normalized value', () => {
  it('the generated code type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  it.each([
    ['a collapsed length', { short: '  ab  ' }, []],
    ['a collapsed length with a tab inside', { short: ' a\tb ' }, []],
    ['a collapsed length still too long', { short: ' abcd ' }, ['xsd-invalid-value /r/short']],
    ['a token enumeration with doubled spaces', { color: 'dark  blue' }, []],
    ['a token enumeration with other words', { color: 'dark  red' }, ['xsd-invalid-value /r/color']],
    ['a token pattern with spaces around', { plate: '  AB   12 ' }, []],
    ['a token pattern broken', { plate: 'AB-12' }, ['xsd-invalid-value /r/plate']],
    ['a normalizedString pattern with a tab', { line: 'a\tb' }, []],
    ['a preserved string counting its spaces', { kept: ' ab ' }, ['xsd-invalid-value /r/kept']],
  ])('%s', (_, value, issues) => {
    const outcome = verdicts(value);
    expect({ issues: outcome.issues, xmllint: outcome.xmllint }).toStrictEqual({ issues, xmllint: issues.length === 0 });
    // A valid value's document decodes (the decoder leaves some facets to the validators).
    if (issues.length === 0) expect(outcome.decoded).toBe(true);
  });
});
