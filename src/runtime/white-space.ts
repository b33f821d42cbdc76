/**
 * The whiteSpace facet (XSD Part 2, 4.3.6): how the text of a simple value is normalized before
 * its lexical space and its other facets are checked. `xs:string` preserves, `xs:normalizedString`
 * replaces tabs and line breaks by spaces, `xs:token` and everything derived from it (NMTOKEN,
 * Name, language...) and every other built-in collapse. The decoded value is the normalized text.
 * @see https://www.w3.org/TR/xmlschema-2/#rf-whiteSpace
 */

/** The values of the whiteSpace facet. */
export type WhiteSpace = 'preserve' | 'replace' | 'collapse';

const BREAKS = /[\t\n\r]/g;
const NOT_COLLAPSED = /[\t\n\r]| {2}|^ | $/;

/**
 * whiteSpace="replace": every tab, line feed and carriage return becomes a space.
 * @example replaceWhiteSpace('a\tb\n') // 'a b '
 */
export function replaceWhiteSpace(text: string): string {
  return text.replace(BREAKS, ' ');
}

/**
 * whiteSpace="collapse": replace, then runs of spaces become one and the edges are trimmed.
 * @example collapseWhiteSpace('\n  female \n') // 'female'
 */
export function collapseWhiteSpace(text: string): string {
  if (!NOT_COLLAPSED.test(text)) return text;
  return text.replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');
}

/** Normalizes a text as the whiteSpace facet says. */
export function normalizeWhiteSpace(text: string, whiteSpace: WhiteSpace): string {
  if (whiteSpace === 'collapse') return collapseWhiteSpace(text);
  return whiteSpace === 'replace' ? replaceWhiteSpace(text) : text;
}
