/**
 * Escaping for the XML the junit reporter writes. Messages can quote document text, so
 * characters XML 1.0 cannot carry (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/F)
 * are written as `\u001b` escapes, as the text and github reports write them, rather than
 * making the report unparseable (U+FFFD made names differing there alike: review r27 recheck L4).
 * @see https://www.w3.org/TR/xml/#charsets (XML 1.0, 2.2 Characters)
 */
import { unicodeEscape } from '../../one-line.js';

const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Escapes character data. A CR is written `&#13;`: a parser turns a raw one into LF (XML 1.0,
 * 2.11), and the message would not read back as written (review r24 reporters L7).
 */
export function xmlText(text: string): string {
  return text.replace(INVALID, unicodeEscape).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

/** Escapes an attribute value (double-quoted); newlines and tabs kept as character references. */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
