/**
 * Errors of the codec runtime. Both carry a stable `code` (also the validator's rule id), a
 * 1-based line and column, and the element path (`/case/primaryContact`) where they happened.
 * Messages never contain a stack-worthy detail: callers print `message` and the position.
 */
import type { XmlErrorCode } from './tree.js';

/** Every well-formedness / safety code, in a fixed order (for listings and registries). */
export const XML_ERROR_CODES: readonly XmlErrorCode[] = [
  'xml-empty',
  'xml-malformed',
  'xml-truncated',
  'xml-binary',
  'encoding-invalid-utf8',
  'encoding-unsupported',
  'doctype-forbidden',
  'entity-undefined',
  'depth-limit',
  'size-limit',
  'text-limit',
  'attribute-limit',
  'namespace-undeclared',
];

/** A document is not well-formed, not safe to read, or exceeds a bound. */
export class XmlParseError extends Error {
  readonly code: XmlErrorCode;
  readonly line: number;
  readonly column: number;
  /** Element path of the innermost open element, e.g. `/case/primaryContact` ('' before the root). */
  readonly path: string;
  constructor(code: XmlErrorCode, message: string, line: number, column: number, path: string) {
    super(message);
    this.name = 'XmlParseError';
    this.code = code;
    this.line = line;
    this.column = column;
    this.path = path;
  }
}

/**
 * Codes of a typed decode that found well-formed XML of the wrong shape or with a bad value.
 * - `element-unknown`: strict mode met an element the type does not declare.
 * - `element-unexpected`: a known element in the wrong place (wrong parent, sequence order).
 * - `element-duplicate`: a non-repeating element given twice.
 * - `element-missing`: a required child element is absent.
 * - `attribute-missing`: a required attribute is absent.
 * - `attribute-unknown`: strict mode met an attribute the type neither declares nor lets its
 *   wildcard take (xmlns, xsi:type, xsi:nil, xsi:schemaLocation, xsi:noNamespaceSchemaLocation
 *   aside; `xsi:foo` is an ordinary attribute).
 * - `root-unknown`: the document element is not the one the decoder expects.
 * - `text-unexpected`: non-whitespace text where only elements are allowed.
 * - `content-unexpected`: a child element inside an element of simple type.
 * - `nil-invalid`: `xsi:nil` on a non-nillable element, or a nil element with content.
 * - `xsi-type-invalid`: an `xsi:type` naming no type derived from the declared one (an unknown
 *   type, an unrelated one, an abstract one, any type on an element of an anonymous type), or
 *   no `xsi:type` on an element of an abstract type; on an element of type
 *   xs:anyType, one whose prefix is undeclared or that names no type of the set nor a built-in.
 * - `value-invalid`: a simple value outside its type's lexical space or facets (see `detail`).
 */
export type DecodeShapeCode =
  | 'element-unknown'
  | 'element-unexpected'
  | 'element-duplicate'
  | 'element-missing'
  | 'attribute-unknown'
  | 'attribute-missing'
  | 'root-unknown'
  | 'text-unexpected'
  | 'content-unexpected'
  | 'nil-invalid'
  | 'xsi-type-invalid'
  | 'value-invalid';

/** Any code a typed decode can fail with: well-formedness codes plus shape codes. */
export type DecodeErrorCode = XmlErrorCode | DecodeShapeCode;

/** A typed decode failed; `code` says whether the XML was broken or merely of the wrong shape. */
export class DecodeError extends Error {
  readonly code: DecodeErrorCode;
  readonly line: number;
  readonly column: number;
  readonly path: string;
  /** For `value-invalid`: the scalar issue code (e.g. `decimal-invalid`, `fraction-digits`). */
  readonly detail?: string;
  constructor(
    code: DecodeErrorCode,
    message: string,
    line: number,
    column: number,
    path: string,
    detail?: string,
  ) {
    super(message);
    this.name = 'DecodeError';
    this.code = code;
    this.line = line;
    this.column = column;
    this.path = path;
    if (detail !== undefined) this.detail = detail;
  }
}

/**
 * Why an encode refused a value (see {@link EncodeError}).
 * - `attribute-missing`, `element-missing`: a required attribute or element left undefined.
 * - `element-unknown`: a `$mixed`/`$content` item or a substitution group value whose `$element`
 *   names no element the schema allows there.
 * - `value-invalid`: a value the encoder cannot write as the schema's lexical form (a string
 *   where an integer is expected, a character XML 1.0 cannot carry, an object that is no element
 *   value, a raw element that is not one well-formed element of an accepted namespace); the
 *   scalar or parse error is the `cause`.
 * - `property-unknown`: an object holding a property its type does not have (a misspelt key of a
 *   value built from JSON: `caues`), which no element or attribute would carry (the path ends
 *   with the property's name; known-properties.ts).
 */
export type EncodeErrorCode =
  | 'attribute-missing'
  | 'element-missing'
  | 'element-unknown'
  | 'property-unknown'
  | 'value-invalid';

/**
 * An encode was given a value it cannot write (a value built by hand, from JSON: generated
 * validators report the same values first). `path` is the element being written
 * (`/Document/CstmrCdtTrfInitn/.../InstdAmt`), `/@name` added for a refused attribute value.
 */
export class EncodeError extends Error {
  readonly code: EncodeErrorCode;
  readonly path: string;
  constructor(code: EncodeErrorCode, message: string, path: string, options?: { cause?: unknown }) {
    super(`${message} at ${path}`, options);
    this.name = 'EncodeError';
    this.code = code;
    this.path = path;
  }
}

const XML_CODE_SET: ReadonlySet<string> = new Set(XML_ERROR_CODES);

/** True when the code means "not well-formed or unsafe" (HTTP 400) rather than "wrong shape" (422). */
export function isXmlErrorCode(code: string): code is XmlErrorCode {
  return XML_CODE_SET.has(code);
}
