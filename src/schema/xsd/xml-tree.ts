/**
 * Reads an XSD file with libxml2-wasm into a small plain tree (elements only, namespaces
 * resolved, 1-based start-tag lines), then disposes the libxml2 document. The XSD reader works
 * on this tree, so no wasm object outlives the parse.
 */
import { readFileSync } from 'node:fs';
import { ParseOption, XmlCData, XmlDocument, XmlElement, XmlParseError, XmlText } from 'libxml2-wasm';
import { fail } from '../../errors.js';
import { startTagLines } from './start-tag-lines.js';

/** An attribute in a namespace other than none (e.g. `xml:lang`, vendor annotations). */
export interface XmlForeignAttribute {
  namespace: string;
  local: string;
  value: string;
}

/** An element of an XSD document. */
export interface XsdXmlNode {
  namespace: string;
  local: string;
  /** The prefix as written (`xs`, `xsd`, or '' for a default namespace). */
  prefix: string;
  /** Unqualified attributes by name: the XSD vocabulary (`name`, `type`, `minOccurs`…). */
  attributes: ReadonlyMap<string, string>;
  /** Qualified attributes; XSD treats attributes of foreign namespaces as annotations. */
  foreignAttributes: XmlForeignAttribute[];
  /** Namespace declarations made on this element, in document order ('' = default). */
  bindings: Array<{ prefix: string; uri: string }>;
  /** In-scope namespace bindings: prefix ('' = default) -> URI. */
  scope: ReadonlyMap<string, string>;
  children: XsdXmlNode[];
  /** Character data directly inside this element (text and CDATA, concatenated). */
  text: string;
  /** Full text content including descendants; kept only for xs:documentation and xs:appinfo. */
  content?: string;
  line: number;
}

/** Options of {@link readXsdXml}. */
export interface ReadXsdXmlOptions {
  /** Path shown in errors and IR source locations. @example '0.3-beta/CaseRequest.xsd' */
  file: string;
  /** The file whose import/include asked for this one (for SchemaFileMissing). */
  from?: string;
}

const KEEP_CONTENT = new Set(['documentation', 'appinfo']);

/**
 * Parses the XSD file at `path` into an {@link XsdXmlNode} tree.
 * Throws SchemaFileMissing when absent, SchemaXmlMalformed (with line) when not well-formed.
 */
export function readXsdXml(path: string, options: ReadXsdXmlOptions): XsdXmlNode {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return fail('SchemaFileMissing', { file: options.file, ...(options.from ? { from: options.from } : {}) });
  }
  let document: XmlDocument;
  try {
    // No network, no DTD loading, no entity substitution: an XSD is plain data to us.
    document = XmlDocument.fromBuffer(bytes, { url: path, option: ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NOBLANKS });
  } catch (error) {
    const detail = error instanceof XmlParseError ? error.details[0] : undefined;
    return fail('SchemaXmlMalformed', {
      file: options.file,
      ...(detail?.line ? { line: detail.line } : {}),
      detail: (detail?.message ?? (error instanceof Error ? error.message : String(error))).trim(),
    });
  }
  try {
    const lines = startTagLines(bytes.toString('utf8'));
    const counter = { next: 0 };
    const root = convert(document.root, new Map(), lines, counter);
    // If the scan and the tree disagree (an unusual construct), keep libxml2's own lines.
    if (counter.next !== lines.length) relineFromLibxml(root, document.root);
    return root;
  } finally {
    document.dispose();
  }
}

function convert(
  element: XmlElement,
  parentScope: ReadonlyMap<string, string>,
  lines: number[],
  counter: { next: number },
): XsdXmlNode {
  const line = lines[counter.next++] ?? element.line;
  const bindings = Object.entries(element.nsDeclarations).map(([prefix, uri]) => ({ prefix, uri }));
  let scope = parentScope;
  if (bindings.length > 0) {
    const widened = new Map(parentScope);
    for (const { prefix, uri } of bindings) widened.set(prefix, uri);
    scope = widened;
  }
  const attributes = new Map<string, string>();
  const foreignAttributes: XmlForeignAttribute[] = [];
  for (const attribute of element.attrs) {
    if (attribute.namespaceUri) {
      foreignAttributes.push({ namespace: attribute.namespaceUri, local: attribute.name, value: attribute.value });
    } else {
      attributes.set(attribute.name, attribute.value);
    }
  }
  const children: XsdXmlNode[] = [];
  let text = '';
  for (let child = element.firstChild; child; child = child.next) {
    if (child instanceof XmlElement) children.push(convert(child, scope, lines, counter));
    else if (child instanceof XmlText || child instanceof XmlCData) text += child.content;
  }
  const node: XsdXmlNode = {
    namespace: element.namespaceUri,
    local: element.name,
    prefix: element.prefix,
    attributes,
    foreignAttributes,
    bindings,
    scope,
    children,
    text,
    line,
  };
  if (KEEP_CONTENT.has(element.name)) node.content = element.content;
  return node;
}

function relineFromLibxml(node: XsdXmlNode, element: XmlElement): void {
  node.line = element.line;
  let index = 0;
  for (let child = element.firstChild; child; child = child.next) {
    if (child instanceof XmlElement) relineFromLibxml(node.children[index++]!, child);
  }
}
