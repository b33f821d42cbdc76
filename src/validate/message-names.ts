/**
 * The names in an engine message, with their namespace URIs where a reader needs them. libxml2
 * writes a name in a namespace `{uri}local` and one of no namespace bare (`Element 'String'`);
 * Xerces writes `"uri":local`. Most of the time the URI is noise (`Element 'code'` says it all),
 * so it goes. It stays where it is the difference:
 *
 * - a local name the message mentions in two namespaces, or in one and in none, keeps its URI at
 *   every mention, and a mention of no namespace says so: `Element 'String' (no namespace): This
 *   element is not expected. Expected is ( {…/Types.xsd}String )` (review r13 opcua 5);
 * - the QName an `xsi:type` names (`The QName value '{urn:b}VipType' of the xsi:type attribute
 *   does not resolve to a type definition`: the same local name may well exist in another
 *   namespace of the schema; review r13 interplay 7);
 * - the element a caller asks to keep (`keepNamed`: ./xsd-findings.ts keeps the namespace of an
 *   element not expected where it stands in another namespace than its parent's);
 * - every name of a list of expected elements one of whose names keeps its URI (else the bare
 *   names beside it would read as names of no namespace).
 * @see https://www.w3.org/TR/xml-names/#ns-qualnames (Namespaces in XML 1.0, 4: qualified names)
 */

/** libxml2's `{uri}local`. A URI has a `:` or `/`, so a pattern's quantifier (`\d{3}-`) is no name. */
const CLARK = /\{([^{}'"\s]*[:/][^{}'"\s]*)\}([\w.-]+)/g;
/** Xerces' `"uri":local`. */
const XERCES = /"([^"]*)":([\w.-]*)/g;
/** libxml2's element of no namespace, first in its messages: `Element 'local'`. */
const BARE_ELEMENT = /^(\s*(?:cvc-[\w.-]+: )?Element ')([^'{}:]+)'/;
/** Xerces' element of no namespace: `element 'local'`. */
const BARE_XERCES_ELEMENT = /(element ')([^'{}":]+)'/g;
/** The lists of expected elements: libxml2 `Expected is ( a, b )`, Xerces `One of '{a, "uri":b}'`. */
const EXPECTED_LIST = /(Expected is(?: one of)? \( )([^)]*)( \))|(One of '\{)([^}]*)(\}')/g;
/**
 * Namespaces whose names are written with their prefix, never bare: `xml:` is bound by XML
 * itself, and `xsi:` is how every document writes the schema-instance attributes. A bare
 * `'lang'` told a user to add `lang="en"` where `xml:lang` is required (review r30 newsets L2).
 */
const WELL_KNOWN_PREFIXES: Readonly<Record<string, string>> = {
  'http://www.w3.org/XML/1998/namespace': 'xml',
  'http://www.w3.org/2001/XMLSchema-instance': 'xsi',
};

/** `xml:lang` for a name of a well-known namespace, else the local name. */
function shortName(namespace: string, local: string): string {
  const prefix = WELL_KNOWN_PREFIXES[namespace];
  return prefix === undefined ? local : `${prefix}:${local}`;
}

/** What stands right before the QName of an `xsi:type` libxml2 cannot resolve. */
const QNAME_VALUE = "QName value '";

/** Options of `namesInMessage`. */
export interface NamesOptions {
  /** A name to keep as written, its first occurrence: `'{urn:other}requirement'`, `'{"urn:other":requirement}'`. */
  keep?: string;
}

/** Local name -> the namespaces ('' for none) the message mentions it in. */
function namespacesByLocal(message: string): Map<string, Set<string>> {
  const byLocal = new Map<string, Set<string>>();
  const add = (namespace: string, local: string) => {
    let namespaces = byLocal.get(local);
    if (!namespaces) byLocal.set(local, (namespaces = new Set()));
    namespaces.add(namespace);
  };
  for (const match of message.matchAll(CLARK)) add(match[1]!, match[2]!);
  for (const match of message.matchAll(XERCES)) if (match[2]) add(match[1]!, match[2]);
  const bare = BARE_ELEMENT.exec(message);
  if (bare) add('', bare[2]!);
  for (const match of message.matchAll(BARE_XERCES_ELEMENT)) add('', match[2]!);
  for (const match of message.matchAll(EXPECTED_LIST)) {
    for (const entry of (match[2] ?? match[5]!).split(',')) {
      const name = entry.trim();
      if (/^[\w.-]+$/.test(name)) add('', name);
    }
  }
  return byLocal;
}

/** Marks a bare (no-namespace) mention of an ambiguous name. */
const NO_NAMESPACE = ' (no namespace)';

/**
 * The message with the namespace URIs a reader does not need taken out (see the module
 * comment); the rest of the text is unchanged.
 * @example namesInMessage("Element '{urn:a}id': This element is not expected. Expected is ( {urn:a}name ).") // "Element 'id': This element is not expected. Expected is ( name )."
 * @example namesInMessage("Element 'id': This element is not expected. Expected is ( {urn:a}id ).") // "Element 'id' (no namespace): This element is not expected. Expected is ( {urn:a}id )."
 */
export function namesInMessage(message: string, options: NamesOptions = {}): string {
  const byLocal = namespacesByLocal(message);
  const ambiguous = (local: string) => (byLocal.get(local)?.size ?? 0) > 1;
  const keepFrom = options.keep === undefined ? -1 : message.indexOf(options.keep);
  const kept = (offset: number) => keepFrom >= 0 && offset >= keepFrom && offset < keepFrom + options.keep!.length;
  // A list of expected elements in which one name keeps its URI keeps every URI: a bare name
  // beside it would read as one of no namespace (review r13 re-review N1).
  const fullLists = [...message.matchAll(EXPECTED_LIST)]
    .filter((match) => [...match[0].matchAll(CLARK), ...match[0].matchAll(XERCES)].some((name) => name[2] && (ambiguous(name[2]) || kept(match.index! + name.index!))))
    .map((match) => [match.index!, match.index! + match[0].length] as const);
  const inFullList = (offset: number) => fullLists.some(([from, to]) => offset >= from && offset < to);
  // Offsets are `message`'s in both passes: a message is libxml2's or Xerces', and the first
  // pass changes nothing in a Xerces message (no `{` before its URIs).
  let out = message.replace(CLARK, (whole, namespace: string, local: string, offset: number) => {
    if (ambiguous(local) || kept(offset) || inFullList(offset)) return whole;
    if (message.startsWith(QNAME_VALUE, offset - QNAME_VALUE.length)) return whole;
    return shortName(namespace, local);
  });
  out = out.replace(XERCES, (whole, namespace: string, local: string, offset: number) => (local && (ambiguous(local) || kept(offset) || inFullList(offset)) ? whole : local && shortName(namespace, local)));
  out = out.replace(BARE_ELEMENT, (whole, before: string, local: string) => (ambiguous(local) ? `${before}${local}'${NO_NAMESPACE}` : whole));
  out = out.replace(BARE_XERCES_ELEMENT, (whole, before: string, local: string) => (ambiguous(local) ? `${before}${local}'${NO_NAMESPACE}` : whole));
  out = out.replace(EXPECTED_LIST, (whole, ...groups: Array<string | undefined>) => {
    const [open, list, close] = groups[0] !== undefined ? groups.slice(0, 3) : groups.slice(3, 6);
    const entries = list!.split(',').map((entry) => {
      const name = entry.trim();
      return /^[\w.-]+$/.test(name) && ambiguous(name) ? entry.replace(name, `${name}${NO_NAMESPACE}`) : entry;
    });
    return `${open}${entries.join(',')}${close}`;
  });
  return out;
}
