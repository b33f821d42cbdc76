/**
 * The generic syntax of a URI reference (RFC 3986, Appendix A), for the `any-uri-empty-port`
 * correction of ./libxml2-deviations.ts: libxml2's URI parser wants a digit after the `:` that
 * ends an authority, where both RFC 2396 (3.2.2, `port = *digit`), which XSD 1.0 Part 2 (3.2.17)
 * cites for xs:anyURI, and RFC 3986 (3.2.3, `port = *DIGIT`) allow an empty port:
 * `file://F:/data/Exp01` (ProteoWizard's mzML `sourceFile`). Checked on the value as libxml2
 * checks it: each character XLink escaping (5.4) would turn into `%XX` made a `_` instead, so
 * only the syntax is judged.
 * @see https://www.rfc-editor.org/rfc/rfc3986#appendix-A
 */

const UNRESERVED = "A-Za-z0-9\\-._~";
const SUB_DELIMS = "!$&'()*+,;=";
const PCT = '%[0-9A-Fa-f]{2}';
const PCHAR = `(?:[${UNRESERVED}${SUB_DELIMS}:@]|${PCT})`;
const SEGMENT = `${PCHAR}*`;
const SEGMENT_NZ = `${PCHAR}+`;
const SEGMENT_NZ_NC = `(?:[${UNRESERVED}${SUB_DELIMS}@]|${PCT})+`;
const QUERY = `(?:${PCHAR}|[/?])*`;
const USERINFO = `(?:[${UNRESERVED}${SUB_DELIMS}:]|${PCT})*`;
// An IP literal: IPv6 (its digits, colons and an IPv4 tail; not its exact shape) or IPvFuture.
const IP_LITERAL = `\\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\\.[${UNRESERVED}${SUB_DELIMS}:]+)\\]`;
const REG_NAME = `(?:[${UNRESERVED}${SUB_DELIMS}]|${PCT})*`;
const AUTHORITY = `(?:${USERINFO}@)?(?:${IP_LITERAL}|${REG_NAME})(?::[0-9]*)?`;
const PATH_ABEMPTY = `(?:/${SEGMENT})*`;
const PATH_ABSOLUTE = `/(?:${SEGMENT_NZ}(?:/${SEGMENT})*)?`;
const TAIL = `(?:\\?${QUERY})?(?:#${QUERY})?`;
const HIER_PART = `(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${SEGMENT_NZ}(?:/${SEGMENT})*|)`;
const RELATIVE_PART = `(?://${AUTHORITY}${PATH_ABEMPTY}|${PATH_ABSOLUTE}|${SEGMENT_NZ_NC}(?:/${SEGMENT})*|)`;
const URI_REFERENCE = new RegExp(`^(?:[A-Za-z][A-Za-z0-9+.-]*:${HIER_PART}${TAIL}|${RELATIVE_PART}${TAIL})$`);

/** The characters XLink 5.4 escapes (and libxml2 replaces before parsing): controls, non-ASCII, space, `<>"{}|\^` and backquote. */
const ESCAPED = /[\u0000-\u001f\u007f-\uffff <>"{}|\\^`]/g;

/** An authority (after `//`) that ends with the `:` of a port without digits: `//F:/data`, `//[::1]:?q`. */
const EMPTY_PORT = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\/[^/?#]*:(?=[/?#]|$)/;

/**
 * True when `value` (an xs:anyURI, whitespace collapsed) is a URI reference whose authority has
 * an empty port: valid, where libxml2 refuses it.
 */
export function isUriWithEmptyPort(value: string): boolean {
  const text = value.replace(ESCAPED, '_');
  return EMPTY_PORT.test(text) && URI_REFERENCE.test(text);
}
