/**
 * The global elements an XSD file declares (`<xs:element name="…">` children of `xs:schema`),
 * by a text scan like ./schema-closure.ts: the index (./schema-index.ts) reads them for the set's
 * XSDs without a targetNamespace, whose documents have no namespace to name their schema, so
 * their root element's name does; and whether a file declares anything at all (a no-namespace
 * file that only imports the others is the set's own umbrella: engines/libxml2-umbrella.ts).
 * Only the set's own files are read, never a document's.
 */
import { readSchemaText } from '../schema/xsd/read-schema-file.js';

// Comments and CDATA sections first (documentation may quote markup), then every tag; an
// attribute value may hold `>` (a pattern facet), so quoted values are matched whole.
const SKIPPED = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<![A-Za-z][^>]*>/g;
const TAG = /<(\/?)(?:[\w.-]+:)?([\w.-]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const NAME = /(?:^|\s)name\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** The children of `xs:schema` in `file`: local name and attribute text (none when it cannot be read). */
function topLevel(file: string): Array<{ local: string; attributes: string }> | undefined {
  let text: string;
  try {
    // latin1 keeps every byte: the markup scanned is ASCII whatever the file's encoding.
    text = readSchemaText(file, 'latin1').replace(SKIPPED, '');
  } catch {
    return undefined;
  }
  const children: Array<{ local: string; attributes: string }> = [];
  let depth = 0;
  for (const [, close, local, attributes, empty] of text.matchAll(TAG)) {
    if (close) {
      depth--;
      continue;
    }
    // Depth 1: a child of the document element, xs:schema.
    if (depth === 1) children.push({ local: local!, attributes: attributes! });
    if (!empty) depth++;
  }
  return children;
}

/**
 * A name the latin1 scan read, as the file wrote it: UTF-8 bytes decoded (`dóc` read `dÃ³c` and
 * no document's root matched it: review r19 recheck2 L3), else the Latin-1 characters they are.
 */
function asWritten(scanned: string): string {
  if (/^[\x00-\x7f]*$/.test(scanned)) return scanned;
  const utf8 = Buffer.from(scanned, 'latin1').toString('utf8');
  return utf8.includes('\ufffd') ? scanned : utf8;
}

/** Local names of the global elements `file` declares itself (none when it cannot be read). */
export function globalElements(file: string): string[] {
  const names: string[] = [];
  for (const { local, attributes } of topLevel(file) ?? []) {
    if (local !== 'element') continue;
    const match = NAME.exec(attributes);
    const name = match?.[1] ?? match?.[2];
    if (name) names.push(asWritten(name.trim()));
  }
  return names;
}

/**
 * True when `file` declares no component of its own: its `xs:schema` holds only `xs:import`
 * and `xs:annotation` (ARC's `arcconfig.xsd`, a file written to give xmllint the whole set).
 * False when it cannot be read.
 */
export function importsOnly(file: string): boolean {
  const children = topLevel(file);
  return children !== undefined && children.every(({ local }) => local === 'import' || local === 'annotation');
}
