/**
 * The XML declaration as XML 1.0 (2.8 XMLDecl) has it: version, then encoding, then standalone,
 * each once, after whitespace, with a value of its form. The runtime (generated decoders, the
 * validator's pre-parse) refuses what libxml2 refuses: xmllint is asked about every row.
 */
import { describe, expect, it } from 'vitest';
import { xmllintWellFormed } from '../emit/xmllint.js';
import { DecodeError, XmlReader } from '../../src/runtime/index.js';
import { parseXmlTree } from '../../src/runtime/parse-tree.js';


const accepted = [
  '<?xml version="1.0"?>',
  "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>",
  '<?xml version="1.0" standalone="no"?>',
  '<?xml\tversion = "1.0"\n encoding="UTF-8"?>',
];

const refused: Array<[string, RegExp]> = [
  ['<?xml version="1.0" encodingX="UTF-8"?>', /'encodingX' is no pseudo-attribute/],
  ['<?xml version="1.0" foo="bar"?>', /'foo' is no pseudo-attribute/],
  ['<?xml version="1.0" standalone="maybe"?>', /standalone="maybe" is not a valid standalone/],
  ['<?xml version="1.0" version="1.0"?>', /'version' is given twice/],
  ['<?xml version="1.0"encoding="UTF-8"?>', /a blank is missing before 'encoding="UTF-8"'/],
  ['<?xml version="1.0" standalone="yes" encoding="UTF-8"?>', /'encoding' stands after 'standalone'/],
  ['<?xml encoding="UTF-8" version="1.0"?>', /it must start with version, not 'encoding'/],
  ['<?xml encoding="UTF-8"?>', /it must start with version/],
  ['<?xml version="1.0" encoding="UTF 8"?>', /encoding="UTF 8" is not a valid encoding/],
  ['<?xml ?>', /it has no version/],
  // Review r20 recheck 1: XML's blanks only (S), not JavaScript's \s.
  ['<?xml version="1.0"\u00a0encoding="UTF-8"?>', /is not a pseudo-attribute/],
  ['<?xml version="1.0"\u3000encoding="UTF-8"?>', /is not a pseudo-attribute/],
  ['<?xml version="1.0"\u2028encoding="UTF-8"?>', /is not a pseudo-attribute/],
  ['<?xml version="1.0"\ufeffencoding="UTF-8"?>', /is not a pseudo-attribute/],
  ['<?xml version="1.0"\vencoding="UTF-8"?>', /is not a pseudo-attribute/],
  ['<?xml version="1.0" encoding="UTF-8"\u00a0?>', /is not a pseudo-attribute/],
  ['<?xml version\u00a0="1.0"?>', /is not a pseudo-attribute|it has no version/],
  ['<?xml version="1.0" ?? ?>', /'\?\?' is not a pseudo-attribute/],
];

const decode = (declaration: string, bytes: boolean): void => {
  const xml = `${declaration}<a>x</a>`;
  const reader = new XmlReader(bytes ? new TextEncoder().encode(xml) : xml);
  reader.root();
  reader.text();
};

describe('the XML declaration (review r20 newsets M2)', () => {
  it.each(accepted)('%s is accepted, as libxml2 has it', (declaration) => {
    expect(xmllintWellFormed(`${declaration}<a>x</a>`)).toBe(true);
    expect(() => decode(declaration, true)).not.toThrow();
    expect(() => decode(declaration, false)).not.toThrow();
    expect(() => parseXmlTree(`${declaration}<a>x</a>`)).not.toThrow();
  });

  it.each(refused)('%s is xml-malformed, as libxml2 has it', (declaration, message) => {
    expect(xmllintWellFormed(`${declaration}<a>x</a>`)).toBe(false);
    for (const bytes of [true, false]) {
      let caught: unknown;
      try {
        decode(declaration, bytes);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DecodeError);
      expect((caught as DecodeError).code).toBe('xml-malformed');
      expect((caught as Error).message).toMatch(message);
    }
    expect(() => parseXmlTree(`${declaration}<a>x</a>`)).toThrow(message);
  });
});
