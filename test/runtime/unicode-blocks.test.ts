/**
 * `\p{IsBlock}` escapes (XSD Part 2, F.1.1): every block name the pattern translator knows
 * matches what libxml2 (the default engine) matches, at both ends of each range and just past
 * them, and the XSD 1.0 names that Unicode 4.0 renamed are known (review r21 torture M1:
 * `\p{IsGreek}` was refused by generate); a name of no block is refused with the reason.
 */
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { compileXsdPattern } from '../../src/runtime/xsd-pattern.js';
import { UNICODE_BLOCKS } from '../../src/runtime/unicode-blocks.js';

/** A character XML allows (a character reference to anything else is not well-formed). */
const isXmlChar = (code: number): boolean =>
  code === 9 || code === 10 || code === 13 || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);

/** libxml2's verdict on `\p{Is<name>}` for each code point. */
function libxml2Matches(name: string, codes: readonly number[]): boolean[] {
  const schema = XmlDocument.fromString(
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="\\p{Is${name}}"/></xs:restriction></xs:simpleType></xs:element></xs:schema>`,
  );
  const validator = XsdValidator.fromDoc(schema);
  try {
    return codes.map((code) => {
      const document = XmlDocument.fromString(`<r>&#x${code.toString(16)};</r>`);
      try {
        validator.validate(document);
        return true;
      } catch {
        return false;
      } finally {
        document.dispose();
      }
    });
  } finally {
    validator.dispose();
    schema.dispose();
  }
}

/** The ends of each range of a class body, and the code points just past them. */
function probes(body: string): number[] {
  const codes: number[] = [];
  for (const [, from, to] of body.matchAll(/\\u\{([0-9A-F]+)\}-\\u\{([0-9A-F]+)\}/g)) {
    const start = parseInt(from!, 16);
    const end = parseInt(to!, 16);
    codes.push(start - 1, start, end, end + 1);
  }
  return codes.filter(isXmlChar);
}

describe('Unicode block escapes', () => {
  const names = Object.keys(UNICODE_BLOCKS);

  it('knows the blocks of XSD 1.0 (Unicode 3.1) and those libxml2 adds (Unicode 4.0)', () => {
    expect(names.length).toBeGreaterThanOrEqual(120);
    for (const name of ['BasicLatin', 'Greek', 'GreekandCoptic', 'CJKUnifiedIdeographs', 'CombiningDiacriticalMarks', 'HalfwidthandFullwidthForms', 'PrivateUse', 'CombiningMarksforSymbols', 'Specials', 'Tags'])
      expect(names).toContain(name);
  });

  it.each(names)('\\p{Is%s} matches what libxml2 matches at the ends of its ranges', (name) => {
    const codes = probes(UNICODE_BLOCKS[name]!);
    const pattern = compileXsdPattern(`\\p{Is${name}}`);
    const negated = compileXsdPattern(`\\P{Is${name}}`);
    const ours = codes.map((code) => pattern.test(String.fromCodePoint(code)));
    expect(ours).toStrictEqual(libxml2Matches(name, codes));
    expect(codes.map((code) => negated.test(String.fromCodePoint(code)))).toStrictEqual(ours.map((matched) => !matched));
  });

  it('refuses a name of no block, saying so', () => {
    expect(() => compileXsdPattern('\\p{IsNoSuchBlock}*')).toThrow(/no Unicode block is named NoSuchBlock/);
    expect(() => compileXsdPattern('\\p{Isconstructor}')).toThrow(/no Unicode block/);
  });
});
