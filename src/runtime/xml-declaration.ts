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
  const seen = readPseudoAttributes(src.slice(5, close), (problem) =>
    fail(
      'xml-malformed',
      `malformed XML declaration: ${problem} (expected <?xml version="1.0" encoding="UTF-8"?>)`,
    ),
  );
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

/** The pseudo-attributes of an XML declaration, in the order XML 1.0 (2.8 XMLDecl) gives them. */
const PSEUDO_ATTRIBUTES = ['version', 'encoding', 'standalone'] as const;

/** What each pseudo-attribute's value must look like (EncName, 4.3.3; SDDecl, 2.9). */
const VALUE_FORMS: Readonly<Record<string, RegExp>> = {
  encoding: /^[A-Za-z][A-Za-z0-9._-]*$/,
  standalone: /^(?:yes|no)$/,
};

/**
 * Reads `body`, what stands between `<?xml` and `?>`, as XML 1.0's XMLDecl has it: `version`,
 * then optionally `encoding`, then optionally `standalone`, each after whitespace, once, with a
 * value of its form. Anything else (`encodingX=`, `foo="bar"`, `standalone="maybe"`, a repeated
 * or missing `version`, `version="1.0"encoding=…`) is named to `refuse`, as libxml2 refuses it
 * (review r20 newsets M2: the decoders accepted them).
 */
function readPseudoAttributes(body: string, refuse: (problem: string) => never): Map<string, string> {
  // XML's blanks only (S, 2.3): JavaScript's \s would take a no-break space, U+3000, VT…
  const pair = /[ \t\r\n]+([A-Za-z][\w.-]*)[ \t\r\n]*=[ \t\r\n]*("([^"]*)"|'([^']*)')/y;
  const seen = new Map<string, string>();
  let next = 0;
  let consumed = 0;
  let match: RegExpExecArray | null;
  while ((match = pair.exec(body)) !== null) {
    consumed = pair.lastIndex;
    const name = match[1]!;
    const value = match[3] ?? match[4] ?? '';
    const place = PSEUDO_ATTRIBUTES.indexOf(name as (typeof PSEUDO_ATTRIBUTES)[number]);
    if (place === -1) refuse(`'${name}' is no pseudo-attribute of it (version, encoding, standalone)`);
    if (place < next) refuse(seen.has(name) ? `'${name}' is given twice` : `'${name}' stands after '${[...seen.keys()].at(-1)}'`);
    if (seen.size === 0 && name !== 'version') refuse(`it must start with version, not '${name}'`);
    if (VALUE_FORMS[name] && !VALUE_FORMS[name]!.test(value)) refuse(`${name}="${value}" is not a valid ${name}`);
    seen.set(name, value);
    next = place + 1;
  }
  const rest = body.slice(consumed);
  const trimmed = trimXmlSpace(rest);
  if (trimmed !== '') {
    const shown = trimmed.slice(0, 40);
    refuse(consumed > 0 && /^[A-Za-z]/.test(rest) ? `a blank is missing before '${shown}'` : `'${shown}' is not a pseudo-attribute`);
  }
  if (seen.size === 0) refuse('it has no version');
  return seen;
}

/** `text` without XML's blanks at either end (loops, not a pattern: `[ \t\r\n]+$` is quadratic on long blank runs). */
function trimXmlSpace(text: string): string {
  const blank = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
  let start = 0;
  let end = text.length;
  while (start < end && blank(text.charCodeAt(start))) start++;
  while (end > start && blank(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}
