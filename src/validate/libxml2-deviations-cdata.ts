/**
 * An empty or whitespace-only CDATA section: XML Schema validates the infoset, which has no
 * CDATA boundaries, so `<![CDATA[ ]]>` is the whitespace it holds and `<![CDATA[]]>` is nothing
 * at all. libxml2 counts the section itself as character content: element-only content with one
 * is refused ("Character content other than whitespace is not allowed"), and so is a nilled
 * element holding an empty one ("Neither character nor element content is allowed"); Xerces and
 * the generated codecs accept both (review r22 fuzz H1); and an element with a default or fixed
 * value holding an empty one does not get that value (review r24 newsets H1). The document is validated again with
 * each such section written as its whitespace followed by a comment as long as the markup it
 * replaces (`<![CDATA[ ]]>` -> ` <!--     -->`), so that every line and column stays where it
 * was, and that verdict stands. Only a document with such a finding and such a section pays.
 */
import type { EngineFinding } from './engines/engine.js';

/** Correction id, as README "Engines" lists it. */
export const WHITESPACE_CDATA = 'whitespace-cdata';

/**
 * libxml2's findings a CDATA section may have caused: the character-content checks, and those of
 * an element whose empty section kept its default or fixed value from applying ("The actual
 * value '(null)' does not match the fixed value constraint", "'' is not a valid value of the
 * atomic type 'xs:int'"; review r24 newsets H1).
 */
const CHARACTER_FINDING = /Character content other than whitespace is not allowed|Neither character nor element content is allowed|Character or element children are not allowed|Character content is not allowed|does not match the fixed value constraint|'' is not a valid value of/;

/** `<![CDATA[` and `]]>`: twelve characters, the length of the comment written instead. */
const MARKUP_LENGTH = 12;
const STAND_IN = `<!--${' '.repeat(MARKUP_LENGTH - 7)}-->`;

/**
 * The document's text (./libxml2-rewrites.ts) with each empty or whitespace-only CDATA section (outside comments and
 * processing instructions) written as its whitespace and a comment of the markup's length, when
 * a finding of libxml2 is about character content; undefined otherwise: the findings stand.
 */
export function whitespaceCdataRewritten(findings: readonly EngineFinding[], textOf: () => string): string | undefined {
  if (!findings.some((finding) => finding.engine !== 'xerces' && CHARACTER_FINDING.test(finding.message))) return undefined;
  const text = textOf();
  if (!text.includes('<![CDATA[')) return undefined;
  let out = '';
  let from = 0;
  for (let at = text.indexOf('<', 0); at >= 0; at = text.indexOf('<', at + 1)) {
    const close = text.startsWith('<!--', at) ? '-->' : text.startsWith('<?', at) ? '?>' : text.startsWith('<![CDATA[', at) ? ']]>' : undefined;
    if (close === undefined) continue;
    const end = text.indexOf(close, at + 2);
    if (end < 0) break;
    if (close === ']]>') {
      const content = text.slice(at + 9, end);
      if (/^[ \t\r\n]*$/.test(content)) {
        out += text.slice(from, at) + content + STAND_IN;
        from = end + 3;
      }
    }
    at = end;
  }
  return from === 0 ? undefined : out + text.slice(from);
}
