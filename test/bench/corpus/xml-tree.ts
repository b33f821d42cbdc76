/**
 * A minimal element tree for the corpus generator: fixtures are read once (fast-xml-parser in
 * preserve-order mode, values kept as text), varied as plain objects, and written back with
 * two-space indentation like the API's samples. Fixtures hold no mixed content or comments,
 * so an element has either children or text.
 */
import { XMLParser } from 'fast-xml-parser';

/** An element: qualified name as written (`ct:name`), attributes in order, children or text. */
export interface XmlElement {
  name: string;
  attributes: Array<[string, string]>;
  children: XmlElement[];
  /** Text content (leaf elements only); undefined for an empty element. */
  text?: string;
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

function toElement(node: OrderedNode): XmlElement | undefined {
  const name = Object.keys(node).find((key) => key !== ':@');
  if (name === undefined || name === '#text' || name.startsWith('?') || name.startsWith('#')) return undefined;
  const content = node[name] as OrderedNode[];
  const element: XmlElement = { name, attributes: Object.entries(node[':@'] ?? {}), children: [] };
  for (const child of content) {
    if ('#text' in child) element.text = (element.text ?? '') + String(child['#text']);
    else {
      const converted = toElement(child);
      if (converted) element.children.push(converted);
    }
  }
  return element;
}

/** Parses a document into its root element. */
export function parseDocument(xml: string): XmlElement {
  const nodes = parser.parse(xml) as OrderedNode[];
  for (const node of nodes) {
    const root = toElement(node);
    if (root) return root;
  }
  throw new Error('no root element');
}

/** The part of a qualified name after the prefix: `ct:name` -> `name`. */
export function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** A deep copy (variation mutates in place). */
export function cloneElement(element: XmlElement): XmlElement {
  return {
    name: element.name,
    attributes: element.attributes.map(([key, value]) => [key, value]),
    children: element.children.map(cloneElement),
    ...(element.text !== undefined ? { text: element.text } : {}),
  };
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Writes one element (and its subtree) at `depth`, indented by two spaces per level. */
export function writeElement(element: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = element.attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
  if (element.children.length > 0) {
    out.push(`${indent}<${element.name}${attributes}>\n`);
    for (const child of element.children) writeElement(child, depth + 1, out);
    out.push(`${indent}</${element.name}>\n`);
  } else if (element.text !== undefined && element.text !== '') {
    out.push(`${indent}<${element.name}${attributes}>${escapeText(element.text)}</${element.name}>\n`);
  } else {
    out.push(`${indent}<${element.name}${attributes}/>\n`);
  }
}

/** The whole document with an XML declaration. */
export function writeDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  writeElement(root, 0, out);
  return out.join('');
}
