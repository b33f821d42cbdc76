/** A canonical form of a document for round-trip tests: what it means, not how it is written. */
import { parseXmlTree } from '../../src/runtime/index.js';
import type { XmlElementNode } from '../../src/runtime/tree.js';

/**
 * Names, attributes and text of an element tree, namespace-resolved: what the document means,
 * whatever prefixes and (redundant) namespace declarations it was written with. Adjacent text
 * (text, CDATA, references) is one piece; comments and processing instructions are left out.
 */
function canonical(node: XmlElementNode): string {
  const attributes = node.attributes
    .map(
      (attribute) =>
        ` {${attribute.namespace}}${attribute.local}=${JSON.stringify(attribute.value)}`,
    )
    .sort()
    .join('');
  let inner = '';
  let text = '';
  for (const child of node.children) {
    if (child.kind === 'text') text += child.value;
    if (child.kind !== 'element') continue;
    if (text !== '') inner += JSON.stringify(text);
    text = '';
    inner += canonical(child);
  }
  if (text !== '') inner += JSON.stringify(text);
  return `<{${node.namespace}}${node.local}${attributes}>${inner}</>`;
}

/** The canonical form of a document. @example canonicalXml('<a xmlns="u">x</a>') // '<{u}a>"x"</>' */
export const canonicalXml = (xml: string): string => canonical(parseXmlTree(xml));
