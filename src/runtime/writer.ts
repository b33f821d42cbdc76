/**
 * The XML builder generated encoders drive. It writes the document namespace as the default
 * namespace and every other namespace with its API prefix (ct, g, eit, ...), declaring on the
 * root element exactly the namespaces the document used (xsi only when a nil was written).
 * Elements are written by (namespace, local); the writer picks the prefix.
 */
import { escapeAttribute, escapeText, UnencodableCharacterError } from './escape.js';
import { EncodeError } from './errors.js';
import { childName, childProblem, listProblem, objectProblem } from './hand-built.js';
import { jsTypeOf, ScalarError } from './scalar-error.js';
import { LEXICAL_CHECKS } from './lexical-checks.js';
import { lendWriterNames } from './qname-values.js';
import { attributeLabel, XML_NAMESPACE, XMLNS_NAMESPACE, XSI_NAMESPACE } from './names.js';
import { UNKNOWN, UNKNOWN_ATTRIBUTES, type Lenient, type UnknownElement } from './unknown.js';
import type { XsiTypes } from './xsi-type.js';
import { XSI_TYPE_KEY, xsiTypeOfValue, type DerivedTypes } from './derived-types.js';
import { nullWithoutAttributeProblem } from './nil.js';
import {
  unknownProperty,
  unknownPropertyProblem,
  type KnownProperties,
} from './known-properties.js';
import {
  anyAttributeIssues,
  wildcardPhrase,
  writableRawElement,
  type NamespaceConstraint,
} from './wildcards.js';

/** The list `items` hands out for an optional list left undefined. */
const NO_ITEMS: readonly never[] = Object.freeze([]);

/** Options of an XmlWriter (a generated encoder passes its schema's defaults). */
export interface WriterOptions {
  /** Namespace written without a prefix: the document's own schema namespace. */
  defaultNamespace: string;
  /**
   * Prefix for each other namespace, as the API writes them; an entry for the default namespace
   * gives the prefix of its qualified attributes (an attribute takes no default namespace).
   * @example [['ct', 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes'], ['g', '...GroupedUser']]
   */
  prefixes?: ReadonlyArray<readonly [prefix: string, uri: string]>;
  /** Write `<?xml version="1.0" encoding="UTF-8"?>` first (default true). */
  xmlDeclaration?: boolean;
}

/** Builds one XML document as a string. */
export class XmlWriter {
  private out: string;
  private readonly defaultNamespace: string;
  /** URI -> prefix for every namespace written so far or configured. */
  private readonly prefixOf = new Map<string, string>();
  private readonly prefixesInUse = new Set<string>();
  /** URIs used by the document, in first-use order (declared on the root by `finish`). */
  private readonly used: string[] = [];
  private readonly usedSet = new Set<string>();
  /** Qualified names of the open elements. */
  private readonly names: string[] = [];
  /** Whether the innermost start tag is still open (attributes may follow). */
  private tagOpen = false;
  /**
   * Everything up to and including the root element's name; `out` holds what follows. The
   * namespace declarations go between the two at `finish`, so the document is never sliced
   * (slicing flattens the whole string, a third of the time of encoding a small document).
   */
  private head: string | undefined;
  /** Default namespace in effect per open element (changes only around unqualified elements). */
  private readonly defaults: string[] = [];
  /** Whether the root element declares the default namespace. */
  private rootDeclaresDefault = false;
  /** The prefix of attributes in the default namespace, once one was written. */
  private attributePrefix: string | undefined;
  /** The prefix `prefixes` give the default namespace, for its attributes (else one is made up). */
  private ownPrefix: string | undefined;
  /**
   * The unknown elements waiting to be written back where they stood, one frame per open element
   * that has some (innermost last). Undefined until `unknown` is first given some: only then does
   * this writer count the content items it writes (see `placeUnknowns`).
   */
  private unknownFrames: UnknownFrame[] | undefined;
  /** The type the next element started names in its `xsi:type` (set by `derivedType`). */
  private pendingType: readonly [namespace: string, local: string] | undefined;

  /** The default namespace in scope where the value `formatQName` formats is written. */
  private qnameDefault = '';
  /** `formatQName`'s naming of an expanded name here (lent before each formatter call). */
  private readonly qnameNames = (namespace: string, local: string): string =>
    this.qnameText(namespace, local, this.qnameDefault);

  constructor(options: WriterOptions) {
    this.defaultNamespace = options.defaultNamespace;
    this.out = options.xmlDeclaration === false ? '' : '<?xml version="1.0" encoding="UTF-8"?>\n';
    for (const [prefix, uri] of options.prefixes ?? []) {
      if (uri === this.defaultNamespace) {
        // The prefix of the document's own namespace, for its qualified attributes (qualifyAttribute).
        this.ownPrefix ??= prefix;
        this.prefixesInUse.add(prefix);
        continue;
      }
      if (this.prefixOf.has(uri)) continue;
      this.prefixOf.set(uri, prefix);
      this.prefixesInUse.add(prefix);
    }
    this.prefixOf.set(XSI_NAMESPACE, 'xsi');
    this.prefixesInUse.add('xsi');
  }

  /** Qualified name for (namespace, local), noting the namespace as used. */
  private qualify(namespace: string, local: string): string {
    if (namespace === this.defaultNamespace) return local;
    let prefix = this.prefixOf.get(namespace);
    if (prefix === undefined) {
      if (namespace === '') return local;
      prefix = this.freshPrefix();
      this.prefixOf.set(namespace, prefix);
    }
    if (!this.usedSet.has(namespace)) {
      this.usedSet.add(namespace);
      this.used.push(namespace);
    }
    return prefix + ':' + local;
  }

  private freshPrefix(): string {
    for (let n = 1; ; n++) {
      const candidate = `ns${n}`;
      if (!this.prefixesInUse.has(candidate)) {
        this.prefixesInUse.add(candidate);
        return candidate;
      }
    }
  }

  private closeStartTag(): void {
    if (this.tagOpen) {
      this.out += '>';
      this.tagOpen = false;
    }
  }

  /**
   * Opens the element of a complex value (`write<Type>` does), refusing a value that is no
   * object: a required child left undefined (`element-missing`), a string or a number built by
   * hand where the type has attributes or children, an object giving a `$xsiType` where none can
   * be named (`value-invalid`), and, given the type's `properties`, an object holding a property
   * the type does not have, which nothing would write (`property-unknown`, at the path of the
   * element plus the property: `/case/caues`; known-properties.ts). One pass over the keys.
   */
  startObject(
    namespace: string,
    local: string,
    value: unknown,
    properties?: KnownProperties,
  ): void {
    if (typeof value !== 'object' || value === null || Object.hasOwn(value, XSI_TYPE_KEY)) {
      const path = this.path() + '/' + local;
      if (value === undefined)
        throw new EncodeError('element-missing', `required element <${local}> is missing`, path);
      // A `$xsiType` here names nothing: its value would be lost (misplacedXsiTypeProblem).
      const problem = objectProblem(value);
      if (problem !== undefined)
        throw new EncodeError('value-invalid', `element <${local}>: ${problem}`, path);
    }
    if (properties !== undefined) {
      const key = unknownProperty(value as object, properties);
      if (key !== undefined) this.unknownProperty(local, key, properties);
    }
    this.start(namespace, local);
  }

  /** Refuses the property `key` of the value of element `local`, which its type does not have. */
  private unknownProperty(local: string, key: string, properties: KnownProperties): never {
    const message = `element <${local}>: ${unknownPropertyProblem(key, properties)}`;
    throw new EncodeError('property-unknown', message, `${this.path()}/${local}/${key}`);
  }

  /**
   * The items of a repeated element (`for (const item of w.items(value.x, 'x', true))`): an
   * array as it is; undefined, or an empty array, as none when the element is optional, else
   * `element-missing` (`[]` wrote a document its own decoder refused: review r30 codegen M1);
   * anything else `value-invalid` (a string would be written a character per element).
   */
  items<T>(items: readonly T[], local: string, required: boolean): readonly T[] {
    if (Array.isArray(items) && (items.length > 0 || !required)) return items;
    // `$mixed`, `$content`, `$any`: the element's own children, not an element of that name.
    const own = local.startsWith('$');
    const path = own ? this.path() : this.path() + '/' + local;
    if (items !== undefined && !Array.isArray(items)) {
      const message = `${own ? local : `<${local}>`}: ${listProblem(items)}`;
      throw new EncodeError('value-invalid', message, path);
    }
    if (required)
      throw new EncodeError('element-missing', `required element <${local}> is missing`, path);
    return NO_ITEMS;
  }

  /** Opens an element; attributes may follow until content is written. */
  start(namespace: string, local: string): void {
    if (this.tagOpen) this.out += '>';
    const name = this.qualify(namespace, local);
    this.out += '<' + name;
    const depth = this.names.length;
    if (depth === 0) {
      this.head = this.out;
      this.out = '';
      // An unqualified root (schema without target namespace) must not sit in the default namespace.
      this.rootDeclaresDefault = this.defaultNamespace !== '' && namespace !== '';
      this.defaults.push(this.rootDeclaresDefault ? this.defaultNamespace : '');
    } else {
      // Only an element in no namespace (or back in the default one beneath it) re-declares the default.
      const inherited = this.defaults[depth - 1]!;
      const wanted =
        namespace === '' || namespace === this.defaultNamespace ? namespace : inherited;
      if (wanted !== inherited) this.out += ` xmlns="${escapeAttribute(wanted)}"`;
      this.defaults.push(wanted);
    }
    this.names.push(name);
    this.tagOpen = true;
    if (this.pendingType !== undefined) this.writeXsiType(this.pendingType);
  }

  /**
   * For an element whose declared type has derived types (`derived`, the module's
   * `derivedFrom<Type>`): the `$xsiType` of `value` (`{ $xsiType, value }`), whose name the
   * element started next gets as its `xsi:type`, or undefined for a value of the declared type
   * itself. A `$xsiType` naming no derived type, or none where the declared type is abstract, is
   * `value-invalid` (`element-missing` for an undefined value of an abstract type).
   * @example switch (w.derivedType(value, local, derivedFromShape)) { case 'Circle': ... }
   */
  derivedType(value: unknown, local: string, derived: DerivedTypes): string | undefined {
    const path = this.path() + '/' + local;
    if (value === undefined && derived.abstract)
      throw new EncodeError('element-missing', `required element <${local}> is missing`, path);
    const { id, problem } = xsiTypeOfValue(value, derived);
    if (problem !== undefined)
      throw new EncodeError('value-invalid', `element <${local}>: ${problem}`, path);
    if (id !== undefined) this.pendingType = derived.byId.get(id);
    return id;
  }

  /**
   * The `xsi:type` of the element just opened: the type's name with the prefix of its namespace
   * (declared on the root like every other), without one where its namespace is the default
   * namespace in scope. A type in no namespace cannot be named inside a default namespace.
   */
  private writeXsiType([namespace, local]: readonly [string, string]): void {
    this.pendingType = undefined;
    const inScope = this.defaults[this.defaults.length - 1]!;
    let name: string;
    if (namespace === inScope) name = local;
    else if (namespace === '')
      throw new EncodeError(
        'value-invalid',
        `xsi:type ${local} (in no namespace) cannot be written where a default namespace is in scope`,
        this.path(),
      );
    else if (namespace === this.defaultNamespace) name = this.qualifyAttribute(namespace, local);
    else name = this.qualify(namespace, local);
    this.attribute(XSI_NAMESPACE, 'type', name);
  }

  /**
   * The text of an xs:QName value {namespace}local where `inScope` is the default namespace:
   * `local` in that namespace, else `prefix:local` with the prefix of its namespace (declared on
   * the root like every other, as for `xsi:type`); `xml:` for the XML namespace. A name in no
   * namespace cannot be written inside a default namespace (its text would resolve to that one).
   */
  private qnameText(namespace: string, local: string, inScope: string): string {
    if (namespace === XML_NAMESPACE) return 'xml:' + local;
    if (namespace === inScope) return local;
    if (namespace === '')
      throw new ScalarError(
        'lexical-invalid',
        `the xs:QName ${local} (in no namespace) cannot be written where a default namespace is in scope (its text would name {${inScope}}${local})`,
      );
    if (namespace === this.defaultNamespace) return this.qualifyAttribute(namespace, local);
    return this.qualify(namespace, local);
  }

  /** Lends `formatQName` this writer's names where the default namespace `inScope` applies. */
  private lendNames(inScope: string): void {
    this.qnameDefault = inScope;
    lendWriterNames(this.qnameNames);
  }

  /** Adds an attribute to the element just opened. */
  attribute(namespace: string, local: string, value: string): void {
    if (!this.tagOpen) throw new Error(`attribute ${local} written after element content`);
    // Values come from callers' JS objects: a missing required one must not become "undefined".
    if (typeof value !== 'string')
      throw this.notAString(
        `attribute ${attributeLabel(namespace, local)}`,
        value,
        value == null ? '' : attributeStep(namespace, local),
      );
    const name =
      namespace === ''
        ? local
        : namespace === XML_NAMESPACE
          ? 'xml:' + local // bound by definition, never declared
          : namespace === this.defaultNamespace
            ? this.qualifyAttribute(namespace, local)
            : this.qualify(namespace, local);
    let escaped: string;
    try {
      escaped = escapeAttribute(value);
    } catch (error) {
      const what = `attribute ${attributeLabel(namespace, local)}`;
      throw this.refused(error, what, attributeStep(namespace, local));
    }
    this.out += ` ${name}="${escaped}"`;
  }

  /**
   * `w.attribute` of a value `format` turns into its lexical form (`formatInteger`...): a value
   * the formatter refuses is an `EncodeError` at the attribute (`attribute-missing` when
   * undefined), its `ScalarError` the `cause`.
   */
  attributeAs<T>(namespace: string, local: string, value: T, format: (value: T) => string): void {
    let text: string;
    this.lendNames(this.defaults[this.defaults.length - 1] ?? '');
    try {
      text = format(value);
    } catch (error) {
      const what = `attribute ${attributeLabel(namespace, local)}`;
      if (value == null) throw this.notAString(what, value, '');
      throw this.refused(error, what, attributeStep(namespace, local));
    }
    this.attribute(namespace, local, text);
  }

  /**
   * A qualified attribute in the default namespace needs a prefix all the same (an unprefixed
   * attribute is in no namespace): the schema's own (the entry of `prefixes` for the default
   * namespace), else one made up, declared on the root.
   */
  private qualifyAttribute(namespace: string, local: string): string {
    let prefix = this.attributePrefix;
    if (prefix === undefined) {
      prefix = this.attributePrefix = this.ownPrefix ?? this.freshPrefix();
      this.used.push(namespace);
      this.usedSet.add(namespace);
    }
    return prefix + ':' + local;
  }

  /**
   * Adds the attributes an attribute wildcard kept (`{ns}local` or `local` keys, as
   * `XmlReader.anyAttributes` gives them), refusing (`value-invalid`) a key the wildcard
   * `constraint` does not accept, that is no name, or that a `declared` attribute has.
   */
  anyAttributes(
    attributes: Readonly<Record<string, string>>,
    constraint: NamespaceConstraint = {},
    declared: readonly string[] = [],
  ): void {
    const issues = anyAttributeIssues(attributes, constraint, declared);
    if (issues.length > 0) {
      const [at, issue] = issues[0]!;
      throw new EncodeError('value-invalid', issue.message, this.path() + at);
    }
    for (const key of Object.keys(attributes)) {
      const close = key.startsWith('{') ? key.indexOf('}') : -1;
      const namespace = close < 0 ? '' : key.slice(1, close);
      this.attribute(namespace, key.slice(close + 1), attributes[key]!);
    }
  }

  /** Writes escaped character content into the open element. */
  text(value: string): void {
    if (typeof value !== 'string') throw this.notAString('text', value, '');
    let escaped: string;
    try {
      escaped = escapeText(value);
    } catch (error) {
      throw this.refused(error, 'text', '');
    }
    this.closeStartTag();
    this.out += escaped;
  }

  /** `w.text` of a value `format` turns into its lexical form (see `attributeAs`). */
  textAs<T>(value: T, format: (value: T) => string): void {
    let text: string;
    this.lendNames(this.defaults[this.defaults.length - 1] ?? '');
    try {
      text = format(value);
    } catch (error) {
      if (value == null) throw this.notAString('text', value, '');
      throw this.refused(error, 'text', '');
    }
    this.text(text);
  }

  /** The path of the open elements (`/catalog/book`). */
  private path(): string {
    return this.names.length === 0 ? '' : '/' + this.names.join('/');
  }

  /**
   * The `EncodeError` (`value-invalid`) for a value a formatter or the escaping refused: a
   * `ScalarError` (a string where an integer is expected), a character XML 1.0 cannot carry,
   * or a formatter's TypeError on a value of another shape (a string where a list is expected).
   */
  private refused(error: unknown, what: string, step: string): EncodeError {
    if (
      !(error instanceof ScalarError) &&
      !(error instanceof UnencodableCharacterError) &&
      !(error instanceof TypeError)
    )
      throw error;
    const message = `${what}: ${error.message}`;
    return new EncodeError('value-invalid', message, this.path() + step, { cause: error });
  }

  /**
   * The error for a value that is no string where a lexical form is written: a required one
   * left undefined (it would have been written "undefined"), an object ("[object Object]").
   * `what` is `attribute x`, `element <x>` or `text`; `step` is added to the element path.
   */
  private notAString(what: string, value: unknown, step: string): EncodeError {
    const path = this.path() + step;
    if (value === undefined || value === null) {
      const code = what.startsWith('attribute') ? 'attribute-missing' : 'element-missing';
      return new EncodeError(code, `required ${what} is missing`, path);
    }
    return new EncodeError('value-invalid', `${what}: ${jsTypeOf(value)} is not a string`, path);
  }

  /** Closes the innermost element (`<x/>` when it got no content). */
  end(): void {
    const name = this.names.pop()!;
    this.defaults.pop();
    if (this.tagOpen) {
      this.out += '/>';
      this.tagOpen = false;
    } else {
      this.out += '</' + name + '>';
    }
  }

  /** `<p:local>escaped value</p:local>`, the leaf every simple field becomes. */
  element(namespace: string, local: string, value: string): void {
    if (typeof value !== 'string') throw this.notAString(`element <${local}>`, value, '/' + local);
    let escaped: string;
    try {
      escaped = escapeText(value);
    } catch (error) {
      throw this.refused(error, `element <${local}>`, '/' + local);
    }
    const depth = this.defaults.length;
    if (depth === 0) {
      this.start(namespace, local);
      this.text(value);
      this.end();
      return;
    }
    if (this.tagOpen) {
      this.out += '>';
      this.tagOpen = false;
    }
    const name = this.qualify(namespace, local);
    const inherited = this.defaults[depth - 1]!;
    const wanted = namespace === '' || namespace === this.defaultNamespace ? namespace : inherited;
    const declaration = wanted === inherited ? '' : ` xmlns="${escapeAttribute(wanted)}"`;
    this.out += '<' + name + declaration + '>' + escaped + '</' + name + '>';
  }

  /** `w.element` of a value `format` turns into its lexical form (see `attributeAs`). */
  elementAs<T>(namespace: string, local: string, value: T, format: (value: T) => string): void {
    let text: string;
    // The default namespace in scope inside the element about to be written (see `start`).
    const depth = this.defaults.length;
    this.lendNames(
      depth === 0
        ? this.defaultNamespace !== '' && namespace !== ''
          ? this.defaultNamespace
          : ''
        : namespace === '' || namespace === this.defaultNamespace
          ? namespace
          : this.defaults[depth - 1]!,
    );
    try {
      text = format(value);
    } catch (error) {
      if (value == null) throw this.notAString(`element <${local}>`, value, '/' + local);
      throw this.refused(error, `element <${local}>`, '/' + local);
    }
    this.element(namespace, local, text);
  }

  /** `<p:local xsi:nil="true"/>` (declares xsi on the root). */
  nil(namespace: string, local: string): void {
    this.start(namespace, local);
    this.attribute(XSI_NAMESPACE, 'nil', 'true');
    this.end();
  }

  /**
   * Refuses null (xsi:nil) for an element whose type has the required attribute `attribute`
   * (its label): a nil element keeps its attributes, so it needs `{ $nil: true, ... }` with it
   * (`attribute-missing` at the element, as for that value without it).
   */
  nilWithoutAttribute(local: string, attribute: string): never {
    const message = nullWithoutAttributeProblem(attribute);
    throw new EncodeError('attribute-missing', message, `${this.path()}/${local}`);
  }

  /** Refuses null (xsi:nil) for an element with a fixed value, which cannot be nil (cvc-elt.3.3.2.2). */
  nilOfFixed(local: string, fixed: string): never {
    const message = `null (xsi:nil) is not allowed for <${local}>: it has the fixed value ${JSON.stringify(fixed)}, and an element with a fixed value cannot be nil`;
    throw new EncodeError('value-invalid', message, `${this.path()}/${local}`);
  }

  /** A nillable leaf: null -> xsi:nil, else the escaped value. */
  nillableElement(namespace: string, local: string, value: string | null): void {
    if (value === null) this.nil(namespace, local);
    else this.element(namespace, local, value);
  }

  /**
   * The raw elements an element wildcard (`xs:any`) holds, where it stands: each must be one
   * well-formed element in a namespace `constraint` accepts, named as its `namespace`/`local`
   * say (`value-invalid` otherwise, parsed by the runtime's lexer: the rare path); an undefined
   * list is none, or `element-missing` when `required`.
   */
  anyElements(
    elements: readonly UnknownElement[],
    constraint: NamespaceConstraint,
    required: boolean,
  ): void {
    if (elements === undefined && required) {
      const message = `required ${wildcardPhrase(constraint)} is missing`;
      throw new EncodeError('element-missing', message, this.path());
    }
    for (const element of this.items(elements, '$any', false)) this.anyElement(element, constraint);
  }

  /** One raw element of an element wildcard (see `anyElements`): a `$content` item's value. */
  anyElement(element: UnknownElement, constraint: NamespaceConstraint): void {
    this.raw([writableRawElement(element, this.innerDefault(), this.path(), constraint)]);
  }

  /**
   * The raw element an element of type xs:anyType holds: one well-formed element named
   * `namespace`/`local` whose `xsi:type`, if any, names a type (of the set's `types`, if
   * given) and, for a built-in simple type, holds one of its values (`value-invalid`
   * otherwise; `element-missing` when undefined).
   */
  rawElement(element: UnknownElement, namespace: string, local: string, types?: XsiTypes): void {
    const expected = { namespace, local, types };
    this.raw([writableRawElement(element, this.innerDefault(), this.path(), undefined, expected)]);
  }

  /** The default namespace in effect for the content of the open element. */
  private innerDefault(): string {
    return this.defaults[this.defaults.length - 1] ?? '';
  }

  /**
   * Refuses an item of `$mixed`/`$content` (or the value of a substitution group, whose head
   * is `local`) that names no element allowed there: `element-unknown` for an `$element` of
   * another name, `element-missing` for an undefined substitution group value, else
   * `value-invalid` (a number among `$mixed` text, an object without `$element`).
   */
  invalidChild(item: unknown, local?: string): never {
    const path = this.path();
    if (item === undefined && local !== undefined) {
      const message = `required element <${local}> is missing`;
      throw new EncodeError('element-missing', message, `${path}/${local}`);
    }
    const name = childName(item);
    if (name === undefined) throw new EncodeError('value-invalid', childProblem(item), path);
    const message =
      local === undefined
        ? childProblem(item)
        : `<${name}> is not an element of the substitution group of <${local}>`;
    throw new EncodeError('element-unknown', message, `${path}/${name}`);
  }

  /** Writes captured elements verbatim (they are self-contained), e.g. what a wildcard took. */
  raw(elements: readonly UnknownElement[]): void {
    this.closeStartTag();
    for (const element of elements) this.out += element.xml;
  }

  /**
   * Re-emits what a lenient decode kept on `value`, if anything: call it for the element just
   * opened, after its declared attributes and before its children. The unknown attributes
   * (`UNKNOWN_ATTRIBUTES`) go on the start tag, their namespaces declared on the root. An
   * unknown element goes right before the content item (child element, or `$mixed` text)
   * written at its `position`; one without a position, or whose position is beyond what the
   * value writes (an edited value), goes after the last child, as does every one when this is
   * called after the children. `value` is an object (a nil element's `{ $nil: true, ... }` too).
   */
  unknown(value: object): void {
    const attributes = (value as Lenient)[UNKNOWN_ATTRIBUTES];
    if (attributes !== undefined) this.unknownAttributes(attributes);
    const elements = (value as Lenient)[UNKNOWN];
    if (elements === undefined || elements.length === 0) return;
    const frames = this.unknownFrames ?? this.placeUnknowns();
    const depth = this.names.length;
    const top = frames[frames.length - 1];
    if (top !== undefined && top.depth === depth) {
      top.pending = inPositionOrder([...top.pending.slice(top.next), ...elements]);
      top.next = 0;
    } else frames.push({ depth, pending: inPositionOrder(elements), next: 0, items: 0 });
  }

  /**
   * The attributes a lenient decode kept (`{ns}local` or `local` keys), on the element just
   * opened. A key that is no name, names an xmlns declaration, `xsi:type`/`xsi:nil` (written from
   * the value itself) or an attribute the start tag already has (`value-invalid`), is refused:
   * the record may have been edited by hand.
   */
  private unknownAttributes(attributes: Readonly<Record<string, string>>): void {
    if (typeof attributes !== 'object' || attributes === null) return;
    // The start tag written so far (attribute values escape `<`): the root's is all of `out`.
    const tag = this.names.length === 1 && this.head !== undefined ? 0 : this.out.lastIndexOf('<');
    for (const key of Object.keys(attributes)) {
      const close = key.startsWith('{') ? key.indexOf('}') : -1;
      const namespace = close < 0 ? '' : key.slice(1, close);
      const local = key.slice(close + 1);
      const refused =
        (key.startsWith('{') && close < 2) || !LEXICAL_CHECKS.NCName(local)
          ? 'is not "local" or "{namespace}local" with an NCName local'
          : namespace === XMLNS_NAMESPACE || key === 'xmlns'
            ? 'is a namespace declaration'
            : namespace === XSI_NAMESPACE && (local === 'type' || local === 'nil')
              ? 'is written from the value itself'
              : undefined;
      const path = this.path() + '/@' + local;
      if (refused)
        throw new EncodeError(
          'value-invalid',
          `unknown attribute ${JSON.stringify(key)} ${refused}`,
          path,
        );
      const before = this.out.length;
      this.attribute(namespace, local, attributes[key]!);
      const written = this.out.slice(before, this.out.indexOf('=', before) + 1);
      if (this.out.indexOf(written, tag) < before) {
        this.out = this.out.slice(0, before);
        throw new EncodeError(
          'value-invalid',
          `unknown attribute ${JSON.stringify(key)} is given twice (it is a declared attribute)`,
          path,
        );
      }
    }
  }

  /**
   * Starts counting content items, on this writer only: own properties shadow the methods that
   * write a child (`nil` and `nillableElement` go through `start`/`element`) and `end`, so that
   * a document without unknown elements pays nothing (encode speed is benchmarked).
   */
  private placeUnknowns(): UnknownFrame[] {
    const frames: UnknownFrame[] = (this.unknownFrames = []);
    const proto = XmlWriter.prototype;
    this.start = (namespace: string, local: string): void => {
      this.beforeItem(frames);
      proto.start.call(this, namespace, local);
    };
    this.element = (namespace: string, local: string, value: string): void => {
      this.beforeItem(frames);
      proto.element.call(this, namespace, local, value);
    };
    this.text = (value: string): void => {
      this.beforeItem(frames);
      proto.text.call(this, value);
    };
    this.raw = (elements: readonly UnknownElement[]): void => {
      for (const element of elements) {
        this.beforeItem(frames);
        proto.raw.call(this, [element]);
      }
    };
    this.end = (): void => {
      this.afterItems(frames);
      proto.end.call(this);
    };
    return frames;
  }

  /** Before a content item of the innermost frame's element: the unknown elements due there. */
  private beforeItem(frames: UnknownFrame[]): void {
    const frame = frames[frames.length - 1];
    if (frame === undefined || frame.depth !== this.names.length) return;
    const pending = frame.pending;
    while (
      frame.next < pending.length &&
      (pending[frame.next]!.position ?? Infinity) <= frame.items
    ) {
      this.closeStartTag();
      this.out += pending[frame.next++]!.xml;
      frame.items++;
    }
    frame.items++;
  }

  /** Before the end tag of the innermost frame's element: the unknown elements still pending. */
  private afterItems(frames: UnknownFrame[]): void {
    const frame = frames[frames.length - 1];
    if (frame === undefined || frame.depth !== this.names.length) return;
    frames.pop();
    if (frame.next === frame.pending.length) return;
    this.closeStartTag();
    for (let i = frame.next; i < frame.pending.length; i++) this.out += frame.pending[i]!.xml;
  }

  /** Closes the document and returns it, namespace declarations on the root. */
  finish(): string {
    if (this.names.length > 0)
      throw new Error(`unclosed element <${this.names[this.names.length - 1]}>`);
    if (this.head === undefined) throw new Error('no root element was written');
    let declarations = this.rootDeclaresDefault
      ? ` xmlns="${escapeAttribute(this.defaultNamespace)}"`
      : '';
    for (const uri of this.used) {
      const prefix = uri === this.defaultNamespace ? this.attributePrefix : this.prefixOf.get(uri);
      declarations += ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
    }
    return this.head + declarations + this.out;
  }
}

/**
 * The path step of an attribute (`/@currency`), `xml:` kept for the XML namespace (`/@xml:lang`
 * beside a `lang` of no namespace, as generated validators give it).
 */
function attributeStep(namespace: string, local: string): string {
  return namespace === XML_NAMESPACE ? `/@xml:${local}` : `/@${local}`;
}

/** The unknown elements of one open element, written back as its content items go by. */
interface UnknownFrame {
  /** `names.length` while the element is the innermost open one. */
  depth: number;
  /** In `position` order (those without one last). */
  pending: readonly UnknownElement[];
  /** Index in `pending` of the next one to write. */
  next: number;
  /** Content items written into the element so far, unknown ones included. */
  items: number;
}

/** `elements` sorted by position, stably (as captured, they already are: then not copied). */
function inPositionOrder(elements: readonly UnknownElement[]): readonly UnknownElement[] {
  const at = (element: UnknownElement): number => element.position ?? Infinity;
  for (let i = 1; i < elements.length; i++) {
    if (at(elements[i]!) < at(elements[i - 1]!))
      return [...elements].sort((a, b) => (at(a) === at(b) ? 0 : at(a) - at(b)));
  }
  return elements;
}
