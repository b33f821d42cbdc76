/**
 * Translates an XML Schema regular expression (xs:pattern) into an anchored JavaScript RegExp
 * with the `u` flag. XSD patterns always match the whole value, treat `^` and `$` as ordinary
 * characters, have no lazy quantifiers or back-references, and add `\i \c` (name characters),
 * class subtraction (`[a-z-[aeiou]]`) and `\p{IsBlock}` escapes.
 * @see https://www.w3.org/TR/xmlschema-2/#regexs
 */
import { UNICODE_BLOCKS } from './unicode-blocks.js';

/** The pattern is not a valid (or not a supported) XSD regular expression. */
export class XsdPatternError extends Error {
  constructor(pattern: string, detail: string) {
    super(`unsupported or invalid xs:pattern ${JSON.stringify(pattern)}: ${detail}`);
    this.name = 'XsdPatternError';
  }
}

// One-character patterns of the multi-character escapes (XSD F.1.1).
const MULTI: Record<string, string> = {
  s: '[ \\t\\n\\r]',
  S: '[^ \\t\\n\\r]',
  d: '\\p{Nd}',
  D: '\\P{Nd}',
  w: '[^\\p{P}\\p{Z}\\p{C}]',
  W: '[\\p{P}\\p{Z}\\p{C}]',
  i: '[\\p{L}\\p{Nl}_:]',
  I: '[^\\p{L}\\p{Nl}_:]',
  c: '[\\p{L}\\p{Nl}\\p{Nd}\\p{Mn}\\p{Mc}\\p{Lm}._:\\-\\u00B7]',
  C: '[^\\p{L}\\p{Nl}\\p{Nd}\\p{Mn}\\p{Mc}\\p{Lm}._:\\-\\u00B7]',
};
/** Escapes valid inside a JS class as-is (single characters, categories). */
const IN_CLASS: Record<string, string> = { s: ' \\t\\n\\r', d: '\\p{Nd}', D: '\\P{Nd}' };
const SINGLE = new Set([
  'n',
  'r',
  't',
  '\\',
  '|',
  '.',
  '?',
  '*',
  '+',
  '(',
  ')',
  '{',
  '}',
  '-',
  '[',
  ']',
  '^',
]);

const CLASS_SPECIAL = /[\\\]\[^\-]/;
const OUTSIDE_SPECIAL = /[\^$\]}\/]/;

/** Translator state over one pattern. */
class Translator {
  private i = 0;
  private readonly source: string;
  // A plain field rather than a parameter property: the runtime compiles under erasableSyntaxOnly.
  constructor(source: string) {
    this.source = source;
  }

  fail(detail: string): never {
    throw new XsdPatternError(this.source, `${detail} at offset ${this.i}`);
  }

  /** Whole pattern: anchored and grouped. */
  translate(): string {
    const body = this.sequence(false);
    if (this.i < this.source.length) this.fail(`unexpected '${this.source[this.i]}'`);
    return `^(?:${body})$`;
  }

  private sequence(inGroup: boolean): string {
    let out = '';
    const s = this.source;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === ')') {
        if (!inGroup) this.fail("unbalanced ')'");
        return out;
      }
      this.i++;
      if (c === '(') {
        out += `(?:${this.sequence(true)})`;
        if (s[this.i] !== ')') this.fail("missing ')'");
        this.i++;
      } else if (c === '[') out += this.charClass();
      else if (c === '.') out += '[^\\n\\r]';
      else if (c === '\\') out += this.escapeOutside();
      else if (c === '{') {
        const close = s.indexOf('}', this.i);
        if (close === -1 || !/^[0-9]+(,[0-9]*)?$/.test(s.slice(this.i, close)))
          this.fail('bad quantifier');
        out += s.slice(this.i - 1, close + 1);
        this.i = close + 1;
      } else if (c === '|' || c === '?' || c === '*' || c === '+') out += c;
      else out += OUTSIDE_SPECIAL.test(c) ? `\\${c}` : c;
    }
    if (inGroup) this.fail("missing ')'");
    return out;
  }

  private escapeOutside(): string {
    const c = this.source[this.i++];
    if (c === undefined) this.fail('pattern ends with a backslash');
    if (c in MULTI) return MULTI[c]!;
    if (c === 'p' || c === 'P') return this.category(c);
    if (!SINGLE.has(c)) this.fail(`unknown escape \\${c}`);
    return c === '-' ? '-' : `\\${c}`;
  }

  private category(kind: string): string {
    const s = this.source;
    if (s[this.i] !== '{') this.fail(`expected '{' after \\${kind}`);
    const close = s.indexOf('}', this.i);
    if (close === -1) this.fail('unterminated \\p{');
    const name = s.slice(this.i + 1, close);
    this.i = close + 1;
    if (name.startsWith('Is')) {
      const range = Object.hasOwn(UNICODE_BLOCKS, name.slice(2)) ? UNICODE_BLOCKS[name.slice(2)] : undefined;
      if (range === undefined) this.fail(`unknown block escape \\${kind}{${name}}: no Unicode block is named ${name.slice(2)} (XSD Part 2, F.1.1; names run the words together: IsBasicLatin, IsGreek, IsCJKUnifiedIdeographs)`);
      return kind === 'p' ? `[${range}]` : `[^${range}]`;
    }
    if (!/^(?:[LMNPZSC][a-z]?)$/.test(name)) this.fail(`unknown category \\${kind}{${name}}`);
    return `\\${kind}{${name}}`;
  }

  /** `[...]` after the '['; returns a pattern matching exactly one character. */
  private charClass(): string {
    const s = this.source;
    const negated = s[this.i] === '^';
    if (negated) this.i++;
    let simple = '';
    const complex: string[] = [];
    let subtract: string | undefined;
    let first = true;
    while (this.i < s.length && s[this.i] !== ']') {
      const c = s[this.i]!;
      if (c === '-' && s[this.i + 1] === '[' && !first) {
        this.i += 2;
        subtract = this.charClass();
        if (s[this.i] !== ']') this.fail('class subtraction must end the class');
        break;
      }
      first = false;
      const item = this.classAtom();
      if (item.complex) {
        complex.push(item.text);
        continue;
      }
      if (s[this.i] === '-' && s[this.i + 1] !== '[' && s[this.i + 1] !== ']' && item.single) {
        this.i++;
        const to = this.classAtom();
        if (!to.single || to.complex) this.fail('bad range');
        simple += `${item.text}-${to.text}`;
      } else simple += item.text;
    }
    if (s[this.i] !== ']') this.fail("missing ']'");
    this.i++;
    const alternatives = simple ? [`[${simple}]`, ...complex] : complex;
    if (alternatives.length === 0) this.fail('empty character class');
    let positive = alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`;
    // Lookahead compositions are grouped so that a following quantifier applies to all of it.
    if (negated) positive = `(?:(?!${positive})[\\s\\S])`;
    return subtract === undefined ? positive : `(?:(?!${subtract})${positive})`;
  }

  private classAtom(): { text: string; single: boolean; complex: boolean } {
    const c = this.source[this.i++]!;
    if (c === '[') this.fail("'[' must be escaped inside a class");
    if (c !== '\\')
      return { text: CLASS_SPECIAL.test(c) ? `\\${c}` : c, single: true, complex: false };
    const e = this.source[this.i++];
    if (e === undefined) this.fail('pattern ends with a backslash');
    if (e in IN_CLASS) return { text: IN_CLASS[e]!, single: false, complex: false };
    if (e in MULTI) return { text: MULTI[e]!, single: false, complex: true };
    if (e === 'p' || e === 'P') {
      const text = this.category(e);
      return text.startsWith('[')
        ? { text, single: false, complex: true }
        : { text, single: false, complex: false };
    }
    if (!SINGLE.has(e)) this.fail(`unknown escape \\${e}`);
    return { text: `\\${e}`, single: true, complex: false };
  }
}

const CACHE = new Map<string, RegExp>();

/**
 * Compiles an xs:pattern value to an anchored JS RegExp (`u` flag), cached.
 * @example compileXsdPattern('[0-9]{3}-[0-9]{3}-[0-9]{3}').test('013-001-002') // true
 * @throws XsdPatternError for an invalid or unsupported pattern
 */
export function compileXsdPattern(pattern: string): RegExp {
  let compiled = CACHE.get(pattern);
  if (compiled === undefined) {
    const translated = new Translator(pattern).translate();
    try {
      compiled = new RegExp(translated, 'u');
    } catch (error) {
      throw new XsdPatternError(pattern, (error as Error).message);
    }
    CACHE.set(pattern, compiled);
  }
  return compiled;
}
