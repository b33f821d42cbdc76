/**
 * Reads `<xs:complexType>` (XSD Part 1, 3.4): a plain content model, `xs:simpleContent`
 * extension (text plus attributes), `xs:complexContent` extension, and `xs:complexContent`
 * restriction (of xs:anyType: the long form of a plain content model; of another type: its own
 * content model) and `xs:simpleContent` restriction (the base's text restricted by facets).
 * `abstract` is kept (an element of an abstract type needs an xsi:type naming a derived type).
 */
import { XSD_NAMESPACE } from '../../ir/qname.js';
import { attributeHandlers } from './attribute.js';
import type { Facets } from '../../ir/nodes.js';
import type { XsdAttributeUse, XsdComplexContent, XsdComplexType, XsdFacetSources, XsdGroupRef, XsdModelGroup, XsdSimpleType } from './model.js';
import { facetHandlers, readSimpleType } from './simple-type.js';
import { readGroupRef, readModelGroup } from './model-group.js';
import {
  checkAttributes,
  describe,
  eachChild,
  invalid,
  optional,
  readBoolean,
  readDoc,
  readQName,
  sourceOf,
  type ReadContext,
} from './reader.js';
import { readTypeBlock } from './block.js';
import { readFinal } from './final.js';
import type { XsdXmlNode } from './xml-tree.js';

type Particle = XsdModelGroup | XsdGroupRef;

/** Reads a named (`scope: 'global'`) or anonymous `<xs:complexType>`. */
export function readComplexType(node: XsdXmlNode, context: ReadContext, scope: 'global' | 'local' = 'local'): XsdComplexType {
  checkAttributes(node, context, ['name', 'mixed', 'abstract'], scope);
  const abstract = readBoolean(node, context, 'abstract', false);
  let mixed = readBoolean(node, context, 'mixed', false);
  let content: XsdComplexContent | undefined;
  const attributes: XsdAttributeUse[] = [];
  const particle = particleSlot(node, context);
  const derive = (child: XsdXmlNode, build: () => XsdComplexContent): void => {
    if (content) invalid(child, context, `<${describe(node)}> holds more than one content model`);
    content = build();
    if (child.local === 'complexContent') mixed = readBoolean(child, context, 'mixed', mixed);
  };
  eachChild(node, context, {
    ...particle.handlers,
    ...attributeHandlers(attributes, context),
    simpleContent: (child) => derive(child, () => readSimpleContent(child, context)),
    complexContent: (child) => derive(child, () => readComplexContent(child, context)),
  });
  // simpleContent/complexContent carry their own particles and attributes (Part 1, 3.4.2).
  if (content && (particle.value || attributes.length > 0)) {
    invalid(node, context, `<${describe(node)}> mixes xs:simpleContent/xs:complexContent with other content`);
  }
  return {
    kind: 'complexType',
    ...optional('name', node.attributes.get('name')),
    mixed,
    ...(abstract ? { abstract } : {}),
    ...(scope === 'global' ? { ...optional('block', readTypeBlock(node, context)), ...optional('final', readFinal(node, context, 'complexType')) } : {}),
    content: content ?? { kind: 'plain', ...optional('particle', particle.value), attributes },
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
}

/** Handlers accepting at most one model group or group ref, and the one taken. */
function particleSlot(owner: XsdXmlNode, context: ReadContext): { handlers: Record<string, (child: XsdXmlNode) => void>; value?: Particle } {
  const slot: { handlers: Record<string, (child: XsdXmlNode) => void>; value?: Particle } = { handlers: {} };
  const take = (read: (child: XsdXmlNode) => Particle) => (child: XsdXmlNode) => {
    if (slot.value) invalid(child, context, `<${describe(owner)}> holds more than one model group`);
    slot.value = read(child);
  };
  const group = take((child) => readModelGroup(child, context));
  slot.handlers = { all: group, sequence: group, choice: group, group: take((child) => readGroupRef(child, context)) };
  return slot;
}

function readSimpleContent(node: XsdXmlNode, context: ReadContext): XsdComplexContent {
  checkAttributes(node, context, []);
  let content: XsdComplexContent | undefined;
  eachChild(node, context, {
    extension: (child) => {
      checkAttributes(child, context, ['base']);
      const base = requireBase(child, context);
      const attributes: XsdAttributeUse[] = [];
      eachChild(child, context, attributeHandlers(attributes, context));
      content = { kind: 'simpleExtension', base, attributes, source: sourceOf(child, context) };
    },
    restriction: (child) => {
      checkAttributes(child, context, ['base']);
      const base = requireBase(child, context);
      const attributes: XsdAttributeUse[] = [];
      const facets: Facets = {};
      const facetSources: XsdFacetSources = {};
      let simpleType: XsdSimpleType | undefined;
      eachChild(child, context, {
        ...facetHandlers(facets, context, facetSources),
        ...attributeHandlers(attributes, context),
        simpleType: (inner) => {
          if (simpleType) invalid(inner, context, 'xs:restriction holds more than one xs:simpleType');
          simpleType = readSimpleType(inner, context);
        },
      });
      content = { kind: 'simpleRestriction', base, ...optional('simpleType', simpleType), facets, facetSources, attributes, source: sourceOf(child, context) };
    },
  });
  if (!content) invalid(node, context, 'xs:simpleContent needs an xs:extension or xs:restriction');
  return content;
}

function readComplexContent(node: XsdXmlNode, context: ReadContext): XsdComplexContent {
  checkAttributes(node, context, ['mixed']);
  let content: XsdComplexContent | undefined;
  const read = (child: XsdXmlNode): { base: ReturnType<typeof requireBase>; particle?: Particle; attributes: XsdAttributeUse[] } => {
    checkAttributes(child, context, ['base']);
    const base = requireBase(child, context);
    const attributes: XsdAttributeUse[] = [];
    const particle = particleSlot(child, context);
    eachChild(child, context, { ...particle.handlers, ...attributeHandlers(attributes, context) });
    return { base, ...optional('particle', particle.value), attributes };
  };
  eachChild(node, context, {
    extension: (child) => {
      content = { kind: 'complexExtension', ...read(child), source: sourceOf(child, context) };
    },
    restriction: (child) => {
      const { base, particle, attributes } = read(child);
      // Restricting the ur-type is how XSD spells a plain content model. A restriction of any
      // other base has its own content model (Part 1, 3.4.2): the base only lends attributes.
      if (base.namespace === XSD_NAMESPACE && base.local === 'anyType') {
        content = { kind: 'plain', ...optional('particle', particle), attributes };
      } else {
        content = { kind: 'complexRestriction', base, ...optional('particle', particle), attributes, source: sourceOf(child, context) };
      }
    },
  });
  if (!content) invalid(node, context, 'xs:complexContent needs an xs:extension or xs:restriction');
  return content;
}

function requireBase(node: XsdXmlNode, context: ReadContext) {
  const base = readQName(node, context, 'base');
  if (!base) invalid(node, context, `xs:${node.local} needs a base attribute`);
  return base;
}
