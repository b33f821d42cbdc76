/**
 * xs:QName values (XSD Part 2, 3.2.18): the value is the expanded name, not the text. A prefix
 * means the namespace it is bound to where the text stands, so codecs hold a QName in Clark
 * notation, `{namespace}local` (`local` alone in no namespace), the form `xsiTypeName` gives
 * an `xsi:type` too. Decoding resolves the prefix with the bindings in scope at the element
 * (unprefixed: the default namespace, Namespaces in XML 6.2 as XSD applies it to QName values);
 * encoding writes `prefix:local` with a prefix the writer declares for that namespace.
 * A scalar parser or formatter sees only the text, so the reader and the writer lend it the
 * bindings of the place being read or written (`lendReaderScope`, `lendWriterNames`) just before
 * they call it: decoding and encoding are synchronous, nothing else runs in between.
 * @see https://www.w3.org/TR/xmlschema-2/#QName
 */
import { LEXICAL_CHECKS } from './lexical-checks.js';
import type { NamespaceScope } from './namespace-scope.js';
import { XML_NAMESPACE } from './names.js';
import { ScalarError, wrongJsType, type ScalarIssue } from './scalar-error.js';
import { collapseWhiteSpace } from './white-space.js';

declare const qnameBrand: unique symbol;
/**
 * An xs:QName value: the expanded name in Clark notation. Build one with {@link qname}.
 * @example '{http://schemas.xmlsoap.org/soap/envelope/}Server' as QNameString
 */
export type QNameString = string & { readonly [qnameBrand]: true };

/**
 * The QName value of `local` in `namespace` ('' = no namespace).
 * @example qname('http://www.w3.org/2003/05/soap-envelope', 'Sender') // '{http://www.w3.org/2003/05/soap-envelope}Sender'
 * @throws ScalarError when `local` is no NCName or `namespace` holds a `}`.
 */
export function qname(namespace: string, local: string): QNameString {
  const value = namespace === '' ? local : `{${namespace}}${local}`;
  const issue = qnameValueIssue(value);
  if (issue) throw new ScalarError(issue.code, issue.message);
  return value as QNameString;
}

/** The namespace and local name of a well-formed QName value (see {@link qnameValueIssue}). */
export function splitQName(value: string): { namespace: string; local: string } {
  if (!value.startsWith('{')) return { namespace: '', local: value };
  const close = value.indexOf('}');
  return { namespace: value.slice(1, close), local: value.slice(close + 1) };
}

/**
 * Why `value` is no QName value (`{namespace}NCName` with a non-empty namespace without `}`, or
 * an NCName), or undefined. What validators check and encoders refuse.
 * @example qnameValueIssue('soap:Server') // { code: 'lexical-invalid', ... }: a prefix is no value
 */
export function qnameValueIssue(value: unknown): ScalarIssue | undefined {
  if (typeof value !== 'string')
    return {
      code: 'lexical-invalid',
      message: wrongJsType(
        'lexical-invalid',
        value,
        'a QName value',
        'build one with qname(namespace, local)',
      ).message,
    };
  const close = value.startsWith('{') ? value.indexOf('}') : -1;
  const wellFormed = value.startsWith('{')
    ? close > 1 && LEXICAL_CHECKS.NCName(value.slice(close + 1))
    : LEXICAL_CHECKS.NCName(value);
  // No prefix may be bound to the xmlns namespace (Namespaces in XML 1.0, 3): no document holds it.
  if (wellFormed && value.startsWith('{http://www.w3.org/2000/xmlns/}'))
    return {
      code: 'lexical-invalid',
      message: `${JSON.stringify(value)} is in the xmlns namespace, which no prefix may be bound to: no document can hold it`,
    };
  if (wellFormed) return undefined;
  return {
    code: 'lexical-invalid',
    message: `${JSON.stringify(value)} is no QName value: want '{namespace}local' or 'local' (an expanded name, not prefix:local; build one with qname(namespace, local))`,
  };
}

// The bindings of the place a parser or formatter is called for (see the file comment).
let readScope: NamespaceScope | undefined;
let readCount = 0;
let readDefault = '';
let writeName: ((namespace: string, local: string) => string) | undefined;

/**
 * Lends `parseQName` the bindings of the element being read: the first `count` bindings of
 * `scope`, `defaultNamespace` for an unprefixed name. Called by XmlReader before it parses a
 * value (the bindings of an element just closed stay in the scope's arrays until the next
 * start tag, so `count` taken before its text still finds them).
 */
export function lendReaderScope(
  scope: NamespaceScope,
  count: number,
  defaultNamespace: string,
): void {
  readScope = scope;
  readCount = count;
  readDefault = defaultNamespace;
}

/**
 * Lends `formatQName` the writer's naming of an expanded name where the value is written
 * (`prefix:local`, declaring the prefix), or undefined outside a write. Called by XmlWriter.
 */
export function lendWriterNames(
  name: ((namespace: string, local: string) => string) | undefined,
): void {
  writeName = name;
}

/**
 * Reads an xs:QName text (whitespace collapsed) into its expanded name, resolving its prefix
 * with the bindings in scope where it stands; an undeclared prefix is a ScalarError.
 * @example parseQName('env:Sender') // '{http://www.w3.org/2003/05/soap-envelope}Sender' where xmlns:env is that URI
 */
export function parseQName(text: string): QNameString {
  const value = collapseWhiteSpace(text);
  if (!LEXICAL_CHECKS.QName(value))
    throw new ScalarError(
      'lexical-invalid',
      `${JSON.stringify(value)} is not an xs:QName (prefix:local or local)`,
    );
  const colon = value.indexOf(':');
  const local = value.slice(colon + 1);
  if (colon < 0) return (readDefault === '' ? local : `{${readDefault}}${local}`) as QNameString;
  const prefix = value.slice(0, colon);
  const namespace = prefix === 'xml' ? XML_NAMESPACE : readScope?.lookupBelow(prefix, readCount);
  if (namespace === undefined)
    throw new ScalarError(
      'lexical-invalid',
      `the prefix '${prefix}' of the xs:QName "${value}" is not declared (no xmlns:${prefix} in scope)`,
    );
  return `{${namespace}}${local}` as QNameString;
}

/**
 * Writes an xs:QName value as `prefix:local`, the prefix bound to its namespace where it is
 * written (declared by the writer), `local` alone where its namespace is the default one.
 * @throws ScalarError for a value that is not `{namespace}local` or `local`.
 */
export function formatQName(value: QNameString): string {
  const issue = qnameValueIssue(value);
  if (issue) throw new ScalarError(issue.code, issue.message);
  const { namespace, local } = splitQName(value);
  if (!writeName) throw new Error('formatQName is called by XmlWriter only');
  return writeName(namespace, local);
}
