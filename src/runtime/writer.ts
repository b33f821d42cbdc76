/**
 * The XML builder generated encoders drive. It writes the document namespace as the default
 * namespace and every other namespace with its API prefix (ct, g, eit, ...), declaring on the
 * root element exactly the namespaces the document used (xsi only when a nil was written).
 * Elements are written by (namespace, local); the writer picks the prefix.
 */
import { escapeAttribute, escapeText } from './escape.js';
import { EncodeError } from './errors.js';
import { jsTypeOf } from './scalar-error.js';
import { XML_NAMESPACE, XSI_NAMESPACE } from './names.js';
import { UNKNOWN, type Lenient, type UnknownElement } from './unknown.js';

/** Options of an XmlWriter (a generated encoder passes its schema's defaults). */
export interface WriterOptions {
  /** Namespace written without a prefix: the document's own schema namespace. */
  defaultNamespace: string;
  /**
   * Prefix for each other namespace, as the API writes them.
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
  /** The prefix made up for attributes in the default namespace, once one was written. */
  private attributePrefix: string | undefined;

  constructor(options: WriterOptions) {
    this.defaultNamespace = options.defaultNamespace;
    this.out = options.xmlDeclaration === false ? '' : '<?xml version="1.0" encoding="UTF-8"?>\n';
    for (const [prefix, uri] of options.prefixes ?? []) {
      if (uri === this.defaultNamespace || this.prefixOf.has(uri)) continue;
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
  }

  /** Adds an attribute to the element just opened. */
  attribute(namespace: string, local: string, value: string): void {
    if (!this.tagOpen) throw new Error(`attribute ${local} written after element content`);
    // Values come from callers' JS objects: a missing required one must not become "undefined".
    if (typeof value !== 'string') throw this.notAString(`attribute ${local}`, value, '');
    const name =
      namespace === ''
        ? local
        : namespace === XML_NAMESPACE
          ? 'xml:' + local // bound by definition, never declared
          : namespace === this.defaultNamespace
            ? this.qualifyAttribute(namespace, local)
            : this.qualify(namespace, local);
    this.out += ` ${name}="${escapeAttribute(value)}"`;
  }

  /**
   * A qualified attribute in the default namespace needs a prefix all the same (an unprefixed
   * attribute is in no namespace): one is made up for it and declared on the root.
   */
  private qualifyAttribute(namespace: string, local: string): string {
    let prefix = this.attributePrefix;
    if (prefix === undefined) {
      prefix = this.attributePrefix = this.freshPrefix();
      this.used.push(namespace);
      this.usedSet.add(namespace);
    }
    return prefix + ':' + local;
  }

  /**
   * Adds the attributes an attribute wildcard kept (`{ns}local` or `local` keys, as
   * `XmlReader.anyAttributes` gives them).
   */
  anyAttributes(attributes: Readonly<Record<string, string>>): void {
    for (const key of Object.keys(attributes)) {
      const close = key.startsWith('{') ? key.indexOf('}') : -1;
      const namespace = close < 0 ? '' : key.slice(1, close);
      this.attribute(namespace, key.slice(close + 1), attributes[key]!);
    }
  }

  /** Writes escaped character content into the open element. */
  text(value: string): void {
    if (typeof value !== 'string') throw this.notAString('text', value, '');
    this.closeStartTag();
    this.out += escapeText(value);
  }

  /**
   * The error for a value that is no string where a lexical form is written: a required one
   * left undefined (it would have been written "undefined"), an object ("[object Object]").
   * `what` is `attribute x`, `element <x>` or `text`; `step` is added to the element path.
   */
  private notAString(what: string, value: unknown, step: string): EncodeError {
    const path = '/' + this.names.join('/') + step;
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
    this.out += '<' + name + declaration + '>' + escapeText(value) + '</' + name + '>';
  }

  /** `<p:local xsi:nil="true"/>` (declares xsi on the root). */
  nil(namespace: string, local: string): void {
    this.start(namespace, local);
    this.attribute(XSI_NAMESPACE, 'nil', 'true');
    this.end();
  }

  /** A nillable leaf: null -> xsi:nil, else the escaped value. */
  nillableElement(namespace: string, local: string, value: string | null): void {
    if (value === null) this.nil(namespace, local);
    else this.element(namespace, local, value);
  }

  /** Re-emits captured unknown elements verbatim (they are self-contained). */
  raw(elements: readonly UnknownElement[]): void {
    this.closeStartTag();
    for (const element of elements) this.out += element.xml;
  }

  /** Re-emits the unknown elements a lenient decode kept on `value`, if any. */
  unknown(value: Lenient): void {
    const elements = value[UNKNOWN];
    if (elements !== undefined && elements.length > 0) this.raw(elements);
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
