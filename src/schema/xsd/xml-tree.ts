/**
 * Reads an XSD file with the runtime's safe XML parser (plain TypeScript, src/runtime) into a
 * small tree: elements only, namespaces resolved, 1-based lines of the start tags' `<`. The XSD
 * reader works on this tree. (libxml2-wasm read these files before; its start-up and the walk over
 * its wasm nodes cost a third of a full `fleetcase generate`.) ./xsd-text.ts makes files in other
 * encodings or with a DOCTYPE (its internal entities expanded) readable by that UTF-8-only,
 * DOCTYPE-refusing parser.
 */
import { basename } from 'node:path';
import { fail } from '../../errors.js';
import { XmlParseError } from '../../runtime/errors.js';
import { parseXmlTree } from '../../runtime/parse-tree.js';
import type { XmlElementNode } from '../../runtime/tree.js';
import { refuse, type RefusalProps } from '../refusals.js';
import type { EntityIssue } from './internal-entities.js';
import { readSchemaFile } from './read-schema-file.js';
import { xsdInput } from './xsd-text.js';

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
 * Schemas are trusted more than documents, and some are large or deep: wider bounds than the
 * runtime's defaults (which stay the protection against a runaway file).
 */
const XSD_LIMITS = { maxDepth: 1024, maxAttributes: 1024, maxNamespaces: 1024 };

/**
 * Parses the XSD file at `path` into an {@link XsdXmlNode} tree.
 * Throws SchemaFileMissing when absent, SchemaFileUnreadable when it cannot be read as a schema
 * file (./read-schema-file.ts), SchemaXmlMalformed (with line) when not well-formed.
 */
export function readXsdXml(path: string, options: ReadXsdXmlOptions): XsdXmlNode {
  return readXsdBytes(readSchemaFile(path, options), options);
}

/** Parses XSD text or bytes (already read) into an {@link XsdXmlNode} tree. */
export function readXsdBytes(bytes: Uint8Array, options: ReadXsdXmlOptions): XsdXmlNode {
  const prepared = xsdInput(bytes);
  if (!('input' in prepared)) {
    return fail('SchemaXmlMalformed', {
      file: options.file,
      line: prepared.line,
      detail: prepared.detail,
    });
  }
  for (const issue of prepared.unexpanded) refuseEntity(issue, options.file);
  let root: XmlElementNode;
  try {
    root = parseXmlTree(prepared.input, { limits: XSD_LIMITS });
  } catch (error) {
    if (!(error instanceof XmlParseError)) throw error;
    // A limit (nesting, text, elements) is no fault of the XML: said as what it is (review r25
    // hostilexsd L4: "not well-formed XML: elements are nested deeper than the limit of 1024").
    if (error.code.endsWith('-limit')) {
      return fail('SchemaInvalid', {
        file: options.file,
        ...(error.line > 0 ? { line: error.line } : {}),
        detail: `the schema file is beyond a limit of fleetcase's schema reader: ${error.message}`,
      });
    }
    return fail('SchemaXmlMalformed', {
      file: options.file,
      ...(error.line > 0 ? { line: error.line } : {}),
      detail: error.code === 'entity-undefined' ? undeclaredEntity(error.message) : error.code === 'encoding-invalid-utf8' ? notUtf8(error.message) : error.message,
    });
  }
  return convert(root, new Map());
}

/**
 * The parser's "invalid UTF-8 byte …; documents are read as UTF-8 only", said as it is for a
 * schema file: unlike a document, a schema file in another encoding loads when its XML
 * declaration names it (./xsd-text.ts), so the bytes are wrong only for the encoding declared.
 */
function notUtf8(message: string): string {
  const what = message.replace(/; documents are read as UTF-8 only.*$/, '');
  return `${what}: the file is read as UTF-8, as its XML declaration says or as XML does without one; declare the encoding in the XML declaration (<?xml version="1.0" encoding="ISO-8859-1"?>) or re-encode the file as UTF-8`;
}

/**
 * A reference the loader does not expand (./internal-entities.ts), refused with what to do: the
 * reference is left out, so that loading goes on to the set's other refusals.
 */
function refuseEntity(issue: EntityIssue, file: string): void {
  const construct = issue.reference ?? 'entity reference';
  refuse(
    { file, line: issue.line, construct },
    (props: RefusalProps) =>
      `${props.file}:${props.line}: ${issue.detail}; expand the file's entities first (xmllint --noent --dropdtd ${basename(props.file)} > copy.xsd); see README "Supported XSD subset"`,
  );
}

/** The parser's "entity &x; is not defined … (DTDs are refused)", said as it is for a schema file. */
function undeclaredEntity(message: string): string {
  const name = /&([^;\s]+);/.exec(message)?.[1];
  if (!name) return message;
  return `entity &${name}; is not declared: the file has no DOCTYPE declaring it (only &lt; &gt; &amp; &quot; &apos; and character references need none)`;
}

function convert(element: XmlElementNode, parentScope: ReadonlyMap<string, string>): XsdXmlNode {
  const bindings = element.namespaces.map(({ prefix, uri }) => ({ prefix, uri }));
  let scope = parentScope;
  if (bindings.length > 0) {
    const widened = new Map(parentScope);
    for (const { prefix, uri } of bindings) widened.set(prefix, uri);
    scope = widened;
  }
  const attributes = new Map<string, string>();
  const foreignAttributes: XmlForeignAttribute[] = [];
  for (const attribute of element.attributes) {
    if (attribute.namespace) {
      foreignAttributes.push({
        namespace: attribute.namespace,
        local: attribute.local,
        value: attribute.value,
      });
    } else {
      attributes.set(attribute.local, attribute.value);
    }
  }
  const children: XsdXmlNode[] = [];
  let text = '';
  for (const child of element.children) {
    if (child.kind === 'element') children.push(convert(child, scope));
    else if (child.kind === 'text') text += child.value;
  }
  const node: XsdXmlNode = {
    namespace: element.namespace,
    local: element.local,
    prefix: element.prefix,
    attributes,
    foreignAttributes,
    bindings,
    scope,
    children,
    // Whitespace between elements is layout, not content (libxml2's NOBLANKS dropped it too).
    text: text.trim() === '' ? '' : text,
    line: element.line,
  };
  if (KEEP_CONTENT.has(element.local)) node.content = textContent(element);
  return node;
}

/** All character data inside `element`, descendants included (comments and PIs are not text). */
function textContent(element: XmlElementNode): string {
  let content = '';
  for (const child of element.children) {
    if (child.kind === 'text') content += child.value;
    else if (child.kind === 'element') content += textContent(child);
  }
  return content;
}
