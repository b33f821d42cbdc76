/**
 * Entity and character references: the five predefined entities and `&#N;` / `&#xH;` decode;
 * every other `&name;` is refused (there is no DTD, so nothing else can be defined).
 * @see https://www.w3.org/TR/xml/#sec-references
 */
import type { XmlErrorCode } from './tree.js';

/** Where a reference ends and what it stands for, or why it is refused. */
export interface ReferenceResult {
  /** Index just past the `;` (when ok). */
  end: number;
  value: string;
  /** Set when the reference is refused. */
  error?: { code: XmlErrorCode; message: string };
}

const PREDEFINED: ReadonlyMap<string, string> = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** Longest reference scanned before giving up (`&#x0010FFFF;` fits with room). */
const MAX_REFERENCE = 64;

function isLegalChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function refused(code: XmlErrorCode, message: string): ReferenceResult {
  return { end: -1, value: '', error: { code, message } };
}

/** Reads the reference starting at `src[start] === '&'`. Never expands anything but the fixed set. */
export function readReference(src: string, start: number): ReferenceResult {
  const limit = Math.min(src.length, start + MAX_REFERENCE);
  let semi = -1;
  for (let i = start + 1; i < limit; i++) {
    const c = src.charCodeAt(i);
    if (c === 0x3b) {
      semi = i;
      break;
    }
    if (c === 0x3c || c === 0x26 || c <= 0x20) break;
  }
  if (semi === -1) {
    return start + 1 >= src.length
      ? {
          end: -1,
          value: '',
          error: { code: 'xml-truncated', message: 'document ends inside a reference' },
        }
      : refused(
          'xml-malformed',
          "'&' must start a reference such as &amp; (write a literal & as &amp;)",
        );
  }
  const body = src.slice(start + 1, semi);
  if (body.charCodeAt(0) === 0x23) {
    const hex = body.charCodeAt(1) === 0x78;
    const digits = body.slice(hex ? 2 : 1);
    const valid = hex ? /^[0-9a-fA-F]{1,8}$/.test(digits) : /^[0-9]{1,9}$/.test(digits);
    const cp = valid ? parseInt(digits, hex ? 16 : 10) : NaN;
    if (!valid || !isLegalChar(cp)) {
      return refused(
        'xml-malformed',
        `character reference &${body}; does not name a legal XML character`,
      );
    }
    return { end: semi + 1, value: String.fromCodePoint(cp) };
  }
  const value = PREDEFINED.get(body);
  if (value !== undefined) return { end: semi + 1, value };
  if (!/^[A-Za-z_:][\w.:-]*$/.test(body)) {
    return refused('xml-malformed', `'&${body};' is not a valid reference`);
  }
  return refused(
    'entity-undefined',
    `entity &${body}; is not defined: only &lt; &gt; &amp; &quot; &apos; and character references are allowed (DTDs are refused)`,
  );
}

/**
 * True when the (checked) reference `src[start, end)` is a character reference to whitespace
 * (`&#10;`, `&#x20;`): XSD counts the character, not the markup, so element-only content may
 * hold it.
 */
export function isWhitespaceReference(src: string, start: number, end: number): boolean {
  if (src.charCodeAt(start + 1) !== 0x23) return false;
  const hex = src.charCodeAt(start + 2) === 0x78;
  const cp = parseInt(src.slice(start + (hex ? 3 : 2), end - 1), hex ? 16 : 10);
  return cp === 0x20 || cp === 0x0a || cp === 0x09 || cp === 0x0d;
}
