/**
 * Generic element tree -> XML text, the inverse of `parseXmlTree`: prefixes and namespace
 * declarations are written exactly as the tree holds them (a tree from `parseXmlTree` is
 * consistent by construction), text is escaped, CDATA stays CDATA. Iterative, like the parser.
 */
import { escapeAttribute, escapeText } from './escape.js';
import type { XmlChildNode, XmlElementNode } from './tree.js';

/** Options of `serializeXmlTree`. */
export interface SerializeTreeOptions {
  /** Prepend `<?xml version="1.0" encoding="UTF-8"?>` and a newline. @example true */
  xmlDeclaration?: boolean;
}

function qualified(prefix: string, local: string): string {
  return prefix ? `${prefix}:${local}` : local;
}

function startTag(element: XmlElementNode): string {
  let out = '<' + qualified(element.prefix, element.local);
  for (const { prefix, uri } of element.namespaces) {
    out += ` ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${escapeAttribute(uri)}"`;
  }
  for (const attribute of element.attributes) {
    out += ` ${qualified(attribute.prefix, attribute.local)}="${escapeAttribute(attribute.value)}"`;
  }
  return out;
}

/**
 * `&gt;` where XML needs none: only `]]>` is not allowed in text (a text's first `>` stays
 * escaped, for a text before it that ends in `]]`). Each `>` of a source written `&gt;` made a
 * text four times longer, past the parser's limit on one text (review r22 migrate H1: 2.6
 * million `>` of a valid note).
 */
const GREATER_THAN = /(?<!^|\]\])&gt;/g;

function leaf(node: Exclude<XmlChildNode, XmlElementNode>): string {
  switch (node.kind) {
    case 'text':
      // ']]>' cannot occur inside one CDATA section: split it across two.
      return node.cdata
        ? `<![CDATA[${node.value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
        : escapeText(node.value).replace(GREATER_THAN, '>');
    case 'comment':
      return `<!--${node.value}-->`;
    case 'pi':
      return `<?${node.value}?>`;
  }
}

/**
 * Writes an element tree as XML.
 * @example serializeXmlTree(parseXmlTree('<a xmlns="urn:x">1 &lt; 2</a>')) // '<a xmlns="urn:x">1 &lt; 2</a>'
 */
export function serializeXmlTree(root: XmlElementNode, options: SerializeTreeOptions = {}): string {
  let out = options.xmlDeclaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : '';
  // Each frame: an element and the index of its next child to write.
  const elements: XmlElementNode[] = [root];
  const indexes: number[] = [-1];
  while (elements.length > 0) {
    const top = elements.length - 1;
    const element = elements[top]!;
    const index = indexes[top]!;
    if (index === -1) {
      out += startTag(element);
      if (element.children.length === 0) {
        out += '/>';
        elements.pop();
        indexes.pop();
        continue;
      }
      out += '>';
    }
    if (index + 1 >= element.children.length) {
      out += `</${qualified(element.prefix, element.local)}>`;
      elements.pop();
      indexes.pop();
      continue;
    }
    indexes[top] = index + 1;
    const child = element.children[index + 1]!;
    if (child.kind === 'element') {
      elements.push(child);
      indexes.push(-1);
    } else {
      out += leaf(child);
    }
  }
  return out;
}
