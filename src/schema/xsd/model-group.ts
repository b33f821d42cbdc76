/**
 * Reads model groups `<xs:all>`, `<xs:sequence>`, `<xs:choice>` (XSD Part 1, 3.8), named group
 * definitions `<xs:group name>`, group references `<xs:group ref>` (3.7) and element wildcards
 * `<xs:any>` (3.10).
 */
import { readElement } from './element.js';
import type { XsdGroup, XsdGroupRef, XsdModelGroup, XsdParticle } from './model.js';
import { readAny } from './wildcard.js';
import { checkAttributes, eachChild, invalid, optional, readDoc, readOccurs, readQName, sourceOf, type ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

const COMPOSITORS = ['all', 'sequence', 'choice'] as const;

/** True for the local name of a compositor element. */
export function isCompositor(local: string): local is XsdModelGroup['kind'] {
  return (COMPOSITORS as readonly string[]).includes(local);
}

/** Reads `<xs:all>`, `<xs:sequence>` or `<xs:choice>` with its particles. */
export function readModelGroup(node: XsdXmlNode, context: ReadContext): XsdModelGroup {
  checkAttributes(node, context, ['minOccurs', 'maxOccurs']);
  if (!isCompositor(node.local)) invalid(node, context, `xs:${node.local} is not a model group`);
  const particles: XsdParticle[] = [];
  const element = (child: XsdXmlNode): void => void particles.push(readElement(child, context, 'local'));
  // XSD 1.0 allows only element particles inside xs:all (Part 1, 3.8.6).
  eachChild(
    node,
    context,
    node.local === 'all'
      ? { element }
      : {
          element,
          sequence: (child) => particles.push(readModelGroup(child, context)),
          choice: (child) => particles.push(readModelGroup(child, context)),
          group: (child) => particles.push(readGroupRef(child, context)),
          any: (child) => particles.push(readAny(child, context)),
        },
  );
  return { kind: node.local, occurs: readOccurs(node, context), particles, source: sourceOf(node, context) };
}

/** Reads `<xs:group ref="…"/>` used as a particle. */
export function readGroupRef(node: XsdXmlNode, context: ReadContext): XsdGroupRef {
  checkAttributes(node, context, ['ref', 'minOccurs', 'maxOccurs']);
  eachChild(node, context, {});
  const ref = readQName(node, context, 'ref');
  if (!ref) invalid(node, context, 'xs:group inside a content model needs a ref attribute');
  return { kind: 'groupRef', ref, occurs: readOccurs(node, context), source: sourceOf(node, context) };
}

/** Reads a top-level `<xs:group name="…">` definition. */
export function readGroupDefinition(node: XsdXmlNode, context: ReadContext): XsdGroup {
  checkAttributes(node, context, ['name']);
  const name = node.attributes.get('name');
  if (name === undefined) invalid(node, context, 'a top-level xs:group needs a name attribute');
  let particle: XsdModelGroup | undefined;
  const take = (child: XsdXmlNode): void => {
    if (particle) invalid(child, context, `xs:group "${name}" holds more than one model group`);
    particle = readModelGroup(child, context);
  };
  eachChild(node, context, { all: take, sequence: take, choice: take });
  if (!particle) invalid(node, context, `xs:group "${name}" holds no model group`);
  return { kind: 'group', name, particle, ...optional('doc', readDoc(node, context)), source: sourceOf(node, context) };
}
