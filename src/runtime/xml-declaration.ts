/**
 * The XML declaration `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`: checked once
 * at the start of a document; an encoding other than UTF-8 is refused (the API is UTF-8 only),
 * unless the document came as a JS string: its text is decoded already, so the name of the
 * encoding its bytes once had says nothing any more (XML 1.0, 4.3.3 and appendix F).
 * @see https://www.w3.org/TR/xml/#sec-prolog-dtd
 */
import type { XmlErrorCode } from './tree.js';

/** True when the text starts with an XML declaration (`<?xml` then whitespace or `?`). */
export function startsWithXmlDeclaration(src: string): boolean {
  const next = src.charCodeAt(5);
  return (
    src.startsWith('<?xml') &&
    (next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d || next === 0x3f)
  );
}

/**
 * Checks the declaration at the start of `src` and returns the index just after it. `decoded`:
 * the document was given as a string, so any encoding it names is accepted.
 */
export function readXmlDeclaration(
  src: string,
  fail: (code: XmlErrorCode, message: string) => never,
  decoded = false,
): number {
  const close = src.indexOf('?>', 5);
  if (close === -1) fail('xml-truncated', 'document ends inside the XML declaration');
  const body = src.slice(5, close);
  const pairs = /\s*([A-Za-z]+)\s*=\s*("([^"]*)"|'([^']*)')/gy;
  const seen = new Map<string, string>();
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pairs.exec(body)) !== null) {
    seen.set(match[1]!, match[3] ?? match[4] ?? '');
    consumed = pairs.lastIndex;
  }
  if (body.slice(consumed).trim() !== '' || !seen.has('version')) {
    fail(
      'xml-malformed',
      'malformed XML declaration (expected <?xml version="1.0" encoding="UTF-8"?>)',
    );
  }
  // XML 1.0 (fifth edition) section 2.8: VersionNum is '1.' followed by digits.
  if (!/^1\.[0-9]+$/.test(seen.get('version')!)) {
    fail('xml-malformed', `unsupported XML version "${seen.get('version')}" (expected 1.0)`);
  }
  const encoding = seen.get('encoding');
  if (encoding !== undefined && !decoded && !/^utf-?8$/i.test(encoding)) {
    fail(
      'encoding-unsupported',
      `the XML declaration names encoding "${encoding}"; documents are read as UTF-8 only: re-encode the document as UTF-8`,
    );
  }
  return close + 2;
}
