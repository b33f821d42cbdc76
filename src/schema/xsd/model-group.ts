/**
 * Reads model groups `<xs:all>`, `<xs:sequence>`, `<xs:choice>` (XSD Part 1, 3.8), named group
 * definitions `<xs:group name>`, group references `<xs:group ref>` (3.7) and element wildcards
 * `<xs:any>` (3.10).
 */
import { refuse } from '../refusals.js';
import { readElement } from './element.js';
import type { XsdGroup, XsdGroupRef, XsdModelGroup, XsdOccurs, XsdParticle } from './model.js';
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
  const occurs = readOccurs(node, context);
  if (node.local === 'all') checkAllOccurs(node, occurs, particles, context);
  return { kind: node.local, occurs, particles, source: sourceOf(node, context) };
}

/**
 * XSD 1.0 bounds of `xs:all` (Part 1, 3.8.6, cos-all-limited): the group occurs at most once,
 * each of its elements at most once. XSD 1.1 lifts the second limit; the subset refuses it.
 */
function checkAllOccurs(node: XsdXmlNode, occurs: XsdOccurs, particles: readonly XsdParticle[], context: ReadContext): void {
  if (occurs.max !== 1 || occurs.min > 1) invalid(node, context, `xs:all must have minOccurs 0 or 1 and maxOccurs 1 (has ${occurs.min}..${occurs.max})`);
  for (const particle of particles) {
    if (particle.kind !== 'element' || particle.occurs.max === 0 || particle.occurs.max === 1) continue;
    refuse({
      file: particle.source.file,
      line: particle.source.line,
      construct: `xs:element maxOccurs="${particle.occurs.max}"`,
      context: 'xs:all (XSD 1.0 allows an element of xs:all at most once; more is XSD 1.1)',
    });
  }
}

/** Reads `<xs:group ref="…"/>` used as a particle. */
export function readGroupRef(node: XsdXmlNode, context: ReadContext): XsdGroupRef {
  checkAttributes(node, context, ['ref', 'minOccurs', 'maxOccurs'], 'ref');
  eachChild(node, context, {});
  const ref = readQName(node, context, 'ref');
  if (!ref) invalid(node, context, 'xs:group inside a content model needs a ref attribute');
  return { kind: 'groupRef', ref, occurs: readOccurs(node, context), source: sourceOf(node, context) };
}

/** Reads a top-level `<xs:group name="…">` definition. */
export function readGroupDefinition(node: XsdXmlNode, context: ReadContext): XsdGroup {
  checkAttributes(node, context, ['name'], 'global');
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
