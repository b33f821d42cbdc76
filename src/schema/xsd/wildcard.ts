/**
 * Reads the wildcards `<xs:any>` (an element particle) and `<xs:anyAttribute>` (an attribute
 * use) of XSD Part 1, 3.10.2, keeping the raw `namespace` value for the mapper to resolve.
 */
import type { XsdAny, XsdAnyAttribute } from './model.js';
import { checkAttributes, eachChild, invalid, optional, readDoc, readOccurs, sourceOf, type ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

/** Reads `<xs:any>` (Part 1, 3.10.2): namespace (default `##any`), processContents (default strict). */
export function readAny(node: XsdXmlNode, context: ReadContext): XsdAny {
  checkAttributes(node, context, ['namespace', 'processContents', 'minOccurs', 'maxOccurs']);
  eachChild(node, context, {});
  return {
    kind: 'any',
    namespace: node.attributes.get('namespace')?.trim() ?? '##any',
    processContents: readProcessContents(node, context),
    occurs: readOccurs(node, context),
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
}

/** Reads `<xs:anyAttribute>` (Part 1, 3.10.2). */
export function readAnyAttribute(node: XsdXmlNode, context: ReadContext): XsdAnyAttribute {
  checkAttributes(node, context, ['namespace', 'processContents']);
  eachChild(node, context, {});
  return {
    kind: 'anyAttribute',
    namespace: node.attributes.get('namespace')?.trim() ?? '##any',
    processContents: readProcessContents(node, context),
    source: sourceOf(node, context),
  };
}

function readProcessContents(node: XsdXmlNode, context: ReadContext): XsdAny['processContents'] {
  const value = node.attributes.get('processContents')?.trim() ?? 'strict';
  if (value !== 'strict' && value !== 'lax' && value !== 'skip') invalid(node, context, `processContents="${value}" must be strict, lax or skip`);
  return value;
}
