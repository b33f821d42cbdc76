/**
 * When the clean path may let libxml2 drop the whitespace between elements
 * (XML_PARSE_NOBLANKS) without changing any answer. An API document is indented: two of every
 * five nodes of its tree are whitespace between elements (129 nodes per document of the
 * benchmark's corpus, 78 without), which the parse builds and the schema validation and the
 * element index (./libxml2-element-index.ts) walk for nothing.
 *
 * Without a DTD, libxml2 drops a whitespace-only run of text when the markup after it starts
 * with `<` and the element holds no text yet (SAX2 `areBlanks`), except the run of an element
 * that is still empty and ends right after it (`<code>  </code>` keeps its spaces). That is a
 * run before a start tag, before the end tag of an element that has children, or before a
 * comment, CDATA section or processing instruction. In a document without the last three, a
 * dropped run always stands beside a child element, where no value is read: XSD checks no text
 * in element-only content (an element of simple type with a child is invalid either way) and
 * the rule view skips blank text. Beside a comment, CDATA or a processing instruction a run can
 * be part of a value (`<name>  <!-- c -->  </name>` is four spaces): such a document keeps
 * every node. The clean-path tests compare both parses on thousands of documents.
 */

import { documentBytes, markupAt } from '../plain-document.js';

const BANG = 0x21;
const QUESTION = 0x3f;
const GT = 0x3e;

/**
 * True when the document has no comment, CDATA section or processing instruction after the
 * one it may open with (its XML declaration, before any element): then libxml2 may drop its
 * blank text (see the module comment). For the documents of the clean path, which start with `<`.
 * @example blanksDroppable(Buffer.from('<?xml version="1.0"?>\n<a>\n  <b>1</b>\n</a>')) // true
 * @example blanksDroppable(Buffer.from('<a><b> <!-- c --> </b></a>')) // false
 */
export function blanksDroppable(document: Uint8Array | string): boolean {
  if (typeof document === 'string') {
    const from = document.startsWith('<?') ? document.indexOf('>') + 1 : 0;
    return document.indexOf('<!') === -1 && document.indexOf('<?', from) === -1;
  }
  const { bytes, start } = documentBytes(document);
  const from = bytes[start + 1] === QUESTION ? bytes.indexOf(GT, start) + 1 : start;
  return markupAt(bytes, BANG, start) === -1 && markupAt(bytes, QUESTION, from) === -1;
}
