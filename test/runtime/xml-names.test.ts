/**
 * Element and attribute names as XML 1.0 (fifth edition) 2.3 has them, beyond ASCII: the
 * NameStartChar and NameChar ranges, as libxml2 reads them (review r20 fuzz M2: U+00D7, U+3000,
 * a leading U+0300 were taken, strict decodes said `element-unknown`, and a lenient decode then
 * encode wrote them back, not well-formed). Every case is put to xmllint too.
 */
import { describe, expect, it } from 'vitest';
import { xmllintWellFormed } from '../emit/xmllint.js';
import { DecodeError, XmlReader } from '../../src/runtime/index.js';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';

/** Each range's edges and the code points just outside them. */
const CODE_POINTS = [
  0xb7, 0xc0, 0xd6, 0xd7, 0xd8, 0xf6, 0xf7, 0xf8, 0x2ff, 0x300, 0x36f, 0x370, 0x37d, 0x37e, 0x37f, 0x1fff, 0x2000, 0x200b, 0x200c,
  0x200d, 0x200e, 0x203f, 0x2040, 0x2041, 0x2070, 0x218f, 0x2190, 0x2c00, 0x2fef, 0x2ff0, 0x3000, 0x3001, 0xd7ff, 0xe000, 0xf900,
  0xfdcf, 0xfdd0, 0xfdef, 0xfdf0, 0xfffd, 0x10000, 0xeffff, 0xf0000,
];

/** The documents that put a character first in a name and inside one, of an element and an attribute. */
function documentsWith(character: string): string[] {
  return [`<${character}a/>`, `<a${character}/>`, `<a ${character}b="1"/>`, `<a b${character}="1"/>`];
}


function readerVerdict(xml: string): true | string {
  try {
    const reader = new XmlReader(new TextEncoder().encode(xml));
    reader.root();
    return true;
  } catch (error) {
    return error instanceof DecodeError ? error.code : String(error);
  }
}

describe('names beyond ASCII', () => {
  it.each(CODE_POINTS.map((code) => [`U+${code.toString(16).toUpperCase().padStart(4, '0')}`, code] as const))('%s: as libxml2 reads it', (_name, code) => {
    for (const xml of documentsWith(String.fromCodePoint(code))) {
      const wellFormed = xmllintWellFormed(xml);
      expect(readerVerdict(xml), xml).toBe(wellFormed ? true : 'xml-malformed');
      if (wellFormed) expect(() => parseXmlTree(xml)).not.toThrow();
      else expect(() => parseXmlTree(xml)).toThrow();
    }
  });
});
