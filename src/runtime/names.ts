/**
 * Well-known namespace URIs, namespace interning and the shared name cache.
 */

/** The XML namespace, bound to the `xml` prefix by definition. */
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
/** The namespace of `xmlns` declarations. */
export const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
/** XML Schema instance (xsi:nil, xsi:type, xsi:schemaLocation). */
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
/** The XML Schema namespace, where the built-in types are (`xsi:type="xs:int"`). */
export const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';

/**
 * The four attributes of the XSI namespace XSD itself defines (Part 1, 3.2.7). No attribute
 * wildcard takes them (3.4.4, Element Locally Valid (Complex Type) 3 exempts exactly these); any
 * other `xsi:` attribute (`xsi:foo`) is an ordinary one, taken by a wildcard that accepts the XSI
 * namespace (`##other`, `##any`) and unknown elsewhere.
 */
export const XSI_ATTRIBUTES: ReadonlySet<string> = new Set([
  'type',
  'nil',
  'schemaLocation',
  'noNamespaceSchemaLocation',
]);

/**
 * How messages name an attribute (XML Names 1.0, 4: an attribute's namespace is its prefix's):
 * unqualified by its local name, in the XML namespace with the `xml` prefix every document
 * shares, any other as `{namespace}local` (a document may bind it to any prefix). XHTML's `lang`
 * and `xml:lang` on one element are thus told apart.
 * @example attributeLabel(XML_NAMESPACE, 'lang') // 'xml:lang'
 * @example attributeLabel('urn:el', 'type') // '{urn:el}type'
 */
export function attributeLabel(namespace: string, local: string): string {
  if (namespace === '') return local;
  return namespace === XML_NAMESPACE ? `xml:${local}` : `{${namespace}}${local}`;
}

/**
 * A bounded cache of element and attribute names keyed by a hash the lexer computes while it
 * scans: a name seen before costs no allocation, and the cached string is internalized, so the
 * `switch (r.local)` of a generated decoder compares pointers. Collisions just overwrite.
 */
export class NameTable {
  private readonly entries: string[] = new Array<string>(4096).fill('');

  /** The string equal to `src[start, end)` whose hash is `hash`. */
  get(src: string, start: number, end: number, hash: number): string {
    const slot = (hash ^ (hash >>> 12)) & 4095;
    const cached = this.entries[slot]!;
    const length = end - start;
    if (cached.length === length) {
      let i = 0;
      while (i < length && cached.charCodeAt(i) === src.charCodeAt(start + i)) i++;
      if (i === length) return cached;
    }
    const name = internalize(src.slice(start, end));
    this.entries[slot] = name;
    return name;
  }
}

/** Returns an internalized copy of `text` (property keys are internalized by V8). */
function internalize(text: string): string {
  const holder: Record<string, number> = Object.create(null);
  holder[text] = 0;
  for (const key in holder) return key;
  return text;
}

/** The name table all lexers share (bounded: 4096 names). */
export const SHARED_NAMES: NameTable = new NameTable();

const INTERNED = new Map<string, string>([
  [XSI_NAMESPACE, XSI_NAMESPACE],
  [XML_NAMESPACE, XML_NAMESPACE],
]);

/**
 * Registers a namespace URI so that every reader hands out this very string instance for it;
 * generated codecs compare `reader.namespace === NS_X` and V8 then compares pointers only.
 * Returns the canonical instance (the first one registered).
 * @example const NS_CT = internNamespace('http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes');
 */
export function internNamespace(uri: string): string {
  const known = INTERNED.get(uri);
  if (known !== undefined) return known;
  INTERNED.set(uri, uri);
  return uri;
}

/** The canonical instance of a URI if registered, else the URI itself (never grows the table). */
export function canonicalNamespace(uri: string): string {
  return INTERNED.get(uri) ?? uri;
}
