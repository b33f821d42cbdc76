/**
 * Wildcards (XSD Part 1, 3.10) and raw elements: the checks that generated validators report and
 * the writer enforces on values built by hand (a decoded value always passes them). A raw element
 * (`$any` item, `xs:anyType` value) must be one well-formed element, parsed on its own by the
 * runtime's lexer, named as its `namespace`/`local` say, in a namespace the wildcard accepts
 * (for an `xs:anyType` element: its `xsi:type`, if any, naming a type, ./xsi-type.ts); an
 * `$anyAttributes` key must be a name the wildcard accepts that no declared attribute has.
 * Parsing a fragment is the rare path: only wildcard and `xs:anyType` content pays for it.
 */
import { escapeAttribute } from './escape.js';
import { EncodeError, XmlParseError } from './errors.js';
import { LEXICAL_CHECKS, stringIssue } from './lexical-checks.js';
import { CDATA, EOF, START, TEXT, XmlLexer } from './lexer.js';
import { DEFAULT_XML_LIMITS } from './limits.js';
import { builtinValueIssue } from './builtin-values.js';
import { XML_NAMESPACE, XMLNS_NAMESPACE, XSI_ATTRIBUTES, XSI_NAMESPACE } from './names.js';
import { parseErrorFactory } from './parse-tree.js';
import { prepareInput } from './input.js';
import { jsTypeOf, type ScalarIssue } from './scalar-error.js';
import type { UnknownElement } from './unknown.js';
import type { XmlReader } from './reader.js';
import { xsiTypeTarget, type XsiTypes } from './xsi-type.js';

/**
 * The namespaces a wildcard accepts: all but `not`, or only `only` ('' = no namespace).
 * @example { not: ['urn:example:po', ''] }
 */
export interface NamespaceConstraint {
  only?: readonly string[];
  not?: readonly string[];
}

/** True when the constraint accepts `namespace` ('' = no namespace). */
function accepts(constraint: NamespaceConstraint, namespace: string): boolean {
  return constraint.only
    ? constraint.only.includes(namespace)
    : !(constraint.not ?? []).includes(namespace);
}

/**
 * What a wildcard accepts, for messages: `element from namespace urn:x`, `element from a
 * namespace other than urn:x`, `element of any name`.
 * @example wildcardPhrase({ not: ['urn:x', ''] }) // 'element from a namespace other than urn:x'
 */
export function wildcardPhrase(constraint: NamespaceConstraint): string {
  const name = (namespace: string) => (namespace === '' ? 'no namespace' : namespace);
  if (constraint.only) {
    const list = constraint.only.map(name).join(' or ');
    return constraint.only.length === 1 && constraint.only[0] === ''
      ? 'element without namespace'
      : `element from namespace ${list}`;
  }
  const not = constraint.not ?? [];
  const named = not.filter((namespace) => namespace !== '');
  if (named.length === 0)
    return not.length > 0 ? 'element from any namespace' : 'element of any name';
  const others = `a namespace other than ${named.join(', ')}`;
  return `element from ${others}${not.includes('') ? '' : ' (or without namespace)'}`;
}

/**
 * What a message says is expected: element names (`a | b`, in `<>`) and what a wildcard takes,
 * in words (`element from namespace urn:x`), or both (`element <a> or an element from ...`).
 * @example expectedPhrase('a | b', undefined) // 'element <a | b>'
 */
export function expectedPhrase(names: string, wildcard: string | undefined): string {
  if (wildcard === undefined) return `element <${names}>`;
  return names === '' ? wildcard : `element <${names}> or an ${wildcard}`;
}

/** The issue of a raw element whose namespace the wildcard does not accept, else undefined. */
export function checkWildcardNamespace(
  element: UnknownElement,
  constraint: NamespaceConstraint,
): ScalarIssue | undefined {
  const { namespace } = element;
  if (accepts(constraint, namespace)) return undefined;
  const name = namespace === '' ? element.local : `{${namespace}}${element.local}`;
  return {
    code: 'namespace-not-allowed',
    message: `element ${name} is not in a namespace the wildcard accepts`,
  };
}

/** What the lexer found in a raw element's XML (see {@link inspectRawElement}). */
interface RawElementShape {
  /** The element's own name, as its XML says. */
  namespace: string;
  local: string;
  /**
   * Some unprefixed element in it relies on the default namespace of its context (it declares
   * none): written under a default namespace, it needs `xmlns=""` to keep its meaning.
   */
  inheritsDefault: boolean;
}

/**
 * The issue of the `xsi:type` on the start tag the lexer is on (a raw element of type
 * xs:anyType, see ./xsi-type.ts), or, for a built-in simple type, the built-in whose text the
 * rest of the element must hold (with the prefixes in scope for an xs:QName), else undefined.
 */
function rawXsiType(
  lexer: XmlLexer,
  types: XsiTypes | undefined,
): ScalarIssue | SimpleContent | undefined {
  const attributes = lexer.attributes;
  let at = -1;
  let nilled = false;
  for (let i = 0; i < attributes.count; i++) {
    const xsi = !attributes.isDecl[i] && attributes.namespace[i] === XSI_NAMESPACE;
    if (xsi && attributes.local[i] === 'type') at = i;
    if (xsi && attributes.local[i] === 'nil') nilled = /^[ \t\r\n]*(?:true|1)[ \t\r\n]*$/.test(attributes.value[i]!);
  }
  // A nil element holds no content, whatever its type (XSD Part 1, 3.3.4 cvc-elt 3.3.1).
  const nil: SimpleContent = { described: 'xsi:nil="true"', nilled: true, bindings: new Map<string, string>(), text: '', elements: false };
  if (at < 0) return nilled ? nil : undefined;
  const scope = lexer.scope;
  const lookup = (prefix: string) => (prefix === 'xml' ? XML_NAMESPACE : scope.lookup(prefix));
  const given = attributes.value[at]!;
  const target = xsiTypeTarget(given, lookup, scope.defaultNamespace, types);
  const described = `xsi:type="${given}"`;
  if (target.kind === 'invalid')
    return { code: 'xsi-type-invalid', message: `${described}, ${target.reason}` };
  if (nilled) return nil;
  if (target.kind === 'content') return undefined;
  // Attributes are not checked: a lenient decode keeps those a simple type does not allow.
  const bindings = scope.inheritedPrefixes(scope.count);
  return { described, builtin: target.builtin, bindings, text: '', elements: false };
}

/**
 * What a raw element whose xsi:type names a built-in simple type must hold (`builtin`), or a
 * nil element (`nilled`): nothing.
 */
interface SimpleContent {
  described: string;
  builtin?: string;
  nilled?: true;
  bindings: ReadonlyMap<string, string>;
  /** The text directly inside the element, and whether it has child elements (gathered). */
  text: string;
  elements: boolean;
}

/** The issue of a simple content gathered from a raw element (see {@link rawXsiType}). */
function simpleContentIssue(content: SimpleContent): ScalarIssue | undefined {
  if (content.nilled) {
    // Whitespace alone is taken as no content (engines differ on it; a validator never refuses more).
    if (!content.elements && /^[ \t\r\n]*$/.test(content.text)) return undefined;
    return { code: 'lexical-invalid', message: `the element is nil (${content.described}): it may hold no content` };
  }
  if (content.elements) {
    const message = `${content.described} is a simple type: the element may hold no child element`;
    return { code: 'xsi-type-invalid', message };
  }
  const lookup = (prefix: string) => content.bindings.get(prefix);
  const issue = builtinValueIssue(content.builtin!, content.text, lookup);
  return issue && { code: issue.code, message: `${content.described}: ${issue.message}` };
}

/**
 * A raw element's XML parsed on its own, or the reason it is not one well-formed element.
 * `anyType`: it stands for an element declared of type xs:anyType, whose `xsi:type` must name
 * a type (`types`: the set's, see ./xsi-type.ts) and, for a built-in simple type, hold its text.
 */
function inspectRawElement(
  element: unknown,
  anyType?: { types?: XsiTypes | undefined },
): RawElementShape | ScalarIssue {
  const { namespace, local, xml } = (element ?? {}) as Partial<
    Record<keyof UnknownElement, unknown>
  >;
  if (
    typeof element !== 'object' ||
    typeof namespace !== 'string' ||
    typeof local !== 'string' ||
    typeof xml !== 'string'
  ) {
    const message = `${jsTypeOf(element)} is not a raw element ({ namespace, local, xml } strings)`;
    return { code: 'lexical-invalid', message };
  }
  // A declaration, DOCTYPE or comment first would not be content where the element is written.
  if (!/^<[^?!]/.test(xml))
    return { code: 'lexical-invalid', message: 'the raw XML does not start with an element' };
  try {
    const limits = DEFAULT_XML_LIMITS;
    const lexer = new XmlLexer(
      prepareInput(xml, limits, parseErrorFactory),
      limits,
      parseErrorFactory,
    );
    lexer.scope.record(0);
    let root: { namespace: string; local: string } | undefined;
    let simple: SimpleContent | undefined;
    for (let token = lexer.next(); token !== EOF; token = lexer.next()) {
      if (token === START) {
        if (root === undefined) {
          root = { namespace: lexer.namespace, local: lexer.local };
          const typed = anyType && rawXsiType(lexer, anyType.types);
          if (typed && 'code' in typed) return typed;
          simple = typed;
        } else if (simple) simple.elements = true;
        if (lexer.prefix === '') lexer.scope.useDefault();
      } else if ((token === TEXT || token === CDATA) && lexer.depth === 0) {
        return { code: 'lexical-invalid', message: 'the raw XML has text after its element' };
      } else if ((token === TEXT || token === CDATA) && lexer.depth === 1 && simple) {
        simple.text += lexer.text();
      }
    }
    const issue = simple && simpleContentIssue(simple);
    if (issue) return issue;
    const inheritsDefault = lexer.scope.stopRecording().has('');
    return { ...root!, inheritsDefault };
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    const message = `the raw XML is not one well-formed element: ${error.message}`;
    return { code: 'lexical-invalid', message };
  }
}

/**
 * The issue of a raw element built by hand: no `{ namespace, local, xml }` object, XML that is
 * not one well-formed element on its own, or an element other than its `namespace`/`local`.
 */
export function rawElementIssue(element: unknown): ScalarIssue | undefined {
  const shape = inspectRawElement(element);
  return 'code' in shape ? shape : nameIssue(element as UnknownElement, shape);
}

function nameIssue(element: UnknownElement, shape: RawElementShape): ScalarIssue | undefined {
  if (shape.namespace === element.namespace && shape.local === element.local) return undefined;
  return {
    code: 'name-mismatch',
    message: `the raw XML is <${shape.local}> {${shape.namespace}}, not <${element.local}> {${element.namespace}} as its namespace and local say`,
  };
}

/**
 * The global element declarations of a schema set, local names by namespace ('' = no
 * namespace): what a strict wildcard (`processContents="strict"`, the default) demands of the
 * elements it takes (XSD Part 1, 3.10.4 clause 2; 3.4.4 clause 2.4.2). Built by
 * {@link declaredElements} as the generated `DECLARED_ELEMENTS`.
 */
export type DeclaredElements = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The {@link DeclaredElements} of rows `[namespace, 'local local...']`.
 * @example declaredElements([['urn:w', 'g r']]).get('urn:w')?.has('g') // true
 */
export function declaredElements(rows: ReadonlyArray<readonly [string, string]>): DeclaredElements {
  return new Map(rows.map(([namespace, locals]) => [namespace, new Set(locals.split(' '))]));
}

/**
 * Why a strict wildcard may not take the element `{namespace}local`: no global element
 * declaration of the set declares it (xmllint: "No matching global element declaration
 * available, but demanded by the strict wildcard"); undefined when one does. The content of a
 * declared one is not checked against its declaration here (src/schema/SUBSET.md).
 */
export function undeclaredElementProblem(
  namespace: string,
  local: string,
  declared: DeclaredElements,
): string | undefined {
  if (declared.get(namespace)?.has(local)) return undefined;
  const name = `<${local}>${namespace ? ` ({${namespace}})` : ''}`;
  return `element ${name} has no global declaration in the schema set that may stand in a document (an abstract one may not), which the strict wildcard (processContents="strict") that takes it demands`;
}

/**
 * `r.capture()` for a strict wildcard: a strict decode refuses an element that no global
 * declaration of the set declares (`element-unknown`, {@link undeclaredElementProblem}); a
 * lenient one keeps it, as any wildcard's match.
 */
export function captureStrict(r: XmlReader, declared: DeclaredElements): UnknownElement {
  if (!r.lenient) {
    const problem = undeclaredElementProblem(r.namespace, r.local, declared);
    if (problem) r.fail('element-unknown', problem);
  }
  return r.capture();
}

/** The issue of an item of a wildcard's `$any` list: {@link rawElementIssue}, then its namespace. */
export function wildcardElementIssue(
  element: unknown,
  constraint: NamespaceConstraint,
): ScalarIssue | undefined {
  return rawElementIssue(element) ?? checkWildcardNamespace(element as UnknownElement, constraint);
}

/**
 * The issue of a raw element standing for a declared element of type xs:anyType: not a raw
 * element ({@link rawElementIssue}), not the declared one, or an `xsi:type` on it that names
 * no type (an undeclared prefix, an unknown XML Schema built-in; given the set's `types`, any
 * name that is none of them) or a built-in simple type its content is no value of (./xsi-type.ts),
 * else undefined.
 */
export function checkRawElementName(
  element: UnknownElement,
  namespace: string,
  local: string,
  types?: XsiTypes,
): ScalarIssue | undefined {
  const shape = inspectRawElement(element, { types });
  const issue = 'code' in shape ? shape : nameIssue(element, shape);
  if (issue) return issue;
  return declaredNameIssue(element, namespace, local);
}

/** The issue of a raw element that is not the declared element `{namespace}local`. */
function declaredNameIssue(
  element: UnknownElement,
  namespace: string,
  local: string,
): ScalarIssue | undefined {
  if (element.namespace === namespace && element.local === local) return undefined;
  return {
    code: 'name-mismatch',
    message: `the raw element is <${element.local}> {${element.namespace}}, not <${local}> {${namespace}}`,
  };
}

/** The end of the start tag an XML text opens with (the `>`), quoted values skipped. */
function startTagEnd(xml: string): number {
  let quote = '';
  for (let index = 0; index < xml.length; index++) {
    const char = xml[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}

/**
 * A raw element without the default namespace declaration of its start tag when it declares
 * `namespace`, the default in effect where it is written: it says nothing there. The decoder
 * declares on each capture the namespaces it relied on, so that it means the same anywhere; in
 * place, that was a redundant `xmlns="…"` on every wildcard child of a document with a default
 * namespace (review r27 roundtrip L2). Where no default is in scope, libxml2 read an unprefixed
 * `xsi:type` QName under a kept `xmlns=""` as {""}Pair, no type of a no-namespace schema
 * (review r21 torture M5). The attributes are scanned as XML has them, so a quoted value that
 * holds ` xmlns="…"` is left alone.
 */
function withoutDefaultDeclaration(element: UnknownElement, namespace: string): UnknownElement {
  const { xml } = element;
  const end = startTagEnd(xml);
  if (end < 0) return element;
  const written = [namespace, escapeAttribute(namespace)];
  const attribute = /\s+([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/y;
  for (let at = xml.search(/[\s/>]/); at >= 0 && at < end; ) {
    attribute.lastIndex = at;
    const match = attribute.exec(xml);
    if (!match || at + match[0].length > end) break;
    if (match[1] === 'xmlns' && written.includes(match[2]!.slice(1, -1))) return { ...element, xml: xml.slice(0, at) + xml.slice(at + match[0].length) };
    at += match[0].length;
  }
  return element;
}

/**
 * The XML a writer puts where a raw element stands: the element itself, or with `xmlns=""` on
 * it when it relies on having no default namespace and `defaultNamespace` (in effect where it
 * is written) is another. `parent` is the path of the element it is written in. Throws
 * `EncodeError` for an element that {@link wildcardElementIssue} (`constraint`) or
 * {@link checkRawElementName} (`expected`, the declared element of type xs:anyType) refuses
 * (`value-invalid`), or for no element at all where one is `expected` (`element-missing`).
 */
export function writableRawElement(
  element: UnknownElement,
  defaultNamespace: string,
  parent: string,
  constraint?: NamespaceConstraint,
  expected?: { namespace: string; local: string; types?: XsiTypes | undefined },
): UnknownElement {
  if (element === undefined && expected) {
    const message = `required element <${expected.local}> is missing`;
    throw new EncodeError('element-missing', message, `${parent}/${expected.local}`);
  }
  const shape = inspectRawElement(element, expected && { types: expected.types });
  const issue =
    'code' in shape
      ? shape
      : (nameIssue(element, shape) ??
        (constraint && checkWildcardNamespace(element, constraint)) ??
        (expected && declaredNameIssue(element, expected.namespace, expected.local)));
  if (issue) {
    const given = (element as { local?: unknown } | null)?.local;
    const local = expected?.local ?? (typeof given === 'string' ? given : undefined);
    throw new EncodeError('value-invalid', issue.message, local ? `${parent}/${local}` : parent);
  }
  if (defaultNamespace === '' || !(shape as RawElementShape).inheritsDefault) return withoutDefaultDeclaration(element, defaultNamespace);
  const nameEnd = element.xml.search(/[\s/>]/);
  const xml = `${element.xml.slice(0, nameEnd)} xmlns=""${element.xml.slice(nameEnd)}`;
  return { namespace: element.namespace, local: element.local, xml };
}

/**
 * The issues of an `$anyAttributes` record built by hand, each with the path step it belongs to
 * (`/@local`; '' for the record itself): a key that is not `local` or `{namespace}local` with an
 * NCName local, an xmlns declaration (the writer's own) or one of the four XSI attributes no
 * wildcard takes (`XSI_ATTRIBUTES`: xsi:type, xsi:nil...; `xsi:foo` is written like any other), a
 * namespace the wildcard does not accept, a declared attribute's key (`declared`, as the
 * reader's: give it as its own property), a value that is no string XML can carry.
 */
export function anyAttributeIssues(
  record: unknown,
  constraint: NamespaceConstraint,
  declared: readonly string[],
): Array<[at: string, issue: ScalarIssue]> {
  if (record === undefined) return [];
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    const message = `${jsTypeOf(record)} is not a record of attributes ({ '{namespace}local': value })`;
    return [['', { code: 'lexical-invalid', message }]];
  }
  const issues: Array<[string, ScalarIssue]> = [];
  for (const key of Object.keys(record)) {
    const issue =
      attributeKeyIssue(key, constraint, declared) ??
      stringIssue('string', (record as Record<string, unknown>)[key]);
    if (issue) issues.push([`/@${key.slice(key.indexOf('}') + 1)}`, issue]);
  }
  return issues;
}

/** Why an `$anyAttributes` key cannot be written (see {@link anyAttributeIssues}), else undefined. */
function attributeKeyIssue(
  key: string,
  constraint: NamespaceConstraint,
  declared: readonly string[],
): ScalarIssue | undefined {
  const close = key.startsWith('{') ? key.indexOf('}') : -1;
  const namespace = close < 0 ? '' : key.slice(1, close);
  const local = key.slice(close + 1);
  const quoted = JSON.stringify(key);
  if ((key.startsWith('{') && close < 2) || !LEXICAL_CHECKS.NCName(local)) {
    const message = `attribute key ${quoted} is not "local" or "{namespace}local" with an NCName local`;
    return { code: 'lexical-invalid', message };
  }
  if (namespace === XMLNS_NAMESPACE || key === 'xmlns') {
    const message = `attribute key ${quoted}: namespace declarations are written by the encoder itself`;
    return { code: 'namespace-not-allowed', message };
  }
  // No wildcard takes these four (XSD Part 1, 3.4.4 clause 3); `xsi:foo` is an ordinary attribute.
  if (namespace === XSI_NAMESPACE && XSI_ATTRIBUTES.has(local)) {
    const message = `attribute key ${quoted}: xsi:${local} is not a wildcard attribute (xsi:type, xsi:nil, xsi:schemaLocation and xsi:noNamespaceSchemaLocation never are)`;
    return { code: 'namespace-not-allowed', message };
  }
  if (!accepts(constraint, namespace))
    return {
      code: 'namespace-not-allowed',
      message: `attribute ${quoted} is not in a namespace the attribute wildcard accepts`,
    };
  if (declared.includes(key))
    return {
      code: 'name-mismatch',
      message: `attribute ${quoted} is declared by the type: give it as its own property`,
    };
  return undefined;
}

/**
 * A document whose root element is raw XML (a root of type xs:anyType): the declaration unless
 * `xmlDeclaration: false`, then the element as captured (self-contained). Given the root's
 * name, an element that is not one well-formed element of that name, or whose `xsi:type` names
 * no type (of the set's `types`, if given) or a built-in its text is no value of, is an
 * `EncodeError`.
 */
export function rawDocument(
  element: UnknownElement,
  options: { xmlDeclaration?: boolean } = {},
  namespace?: string,
  local?: string,
  types?: XsiTypes,
): string {
  const declaration =
    options.xmlDeclaration === false ? '' : '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (local === undefined) return declaration + element.xml;
  const checked = writableRawElement(element, '', '', undefined, {
    namespace: namespace ?? '',
    local,
    types,
  });
  return declaration + checked.xml;
}
