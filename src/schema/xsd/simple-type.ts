/**
 * Reads `<xs:simpleType>` derived by `<xs:restriction>` with its facets (XSD Part 2, 4.1.2 and
 * 4.3). `xs:list` and `xs:union` are outside the subset and refused.
 */
import type { Facets } from '../../ir/nodes.js';
import type { XsdSimpleType } from './model.js';
import {
  checkAttributes,
  eachChild,
  invalid,
  optional,
  readCount,
  readDoc,
  readQName,
  sourceOf,
  type ReadContext,
} from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

const COUNT_FACETS = ['length', 'minLength', 'maxLength', 'totalDigits', 'fractionDigits'] as const;
const BOUND_FACETS = ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const;
const WHITE_SPACE = ['preserve', 'replace', 'collapse'] as const;

/** Reads a named or anonymous `<xs:simpleType>` (Part 2, 4.1.2). */
export function readSimpleType(node: XsdXmlNode, context: ReadContext): XsdSimpleType {
  checkAttributes(node, context, ['name']);
  let restriction: Omit<XsdSimpleType, 'kind' | 'name' | 'doc' | 'source'> | undefined;
  eachChild(node, context, {
    restriction: (child) => {
      restriction = readRestriction(child, context);
    },
  });
  if (!restriction) invalid(node, context, `<${node.prefix || 'xs'}:simpleType> needs an xs:restriction`);
  return {
    kind: 'simpleType',
    ...optional('name', node.attributes.get('name')),
    ...restriction,
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
}

function readRestriction(node: XsdXmlNode, context: ReadContext): Omit<XsdSimpleType, 'kind' | 'name' | 'doc' | 'source'> {
  checkAttributes(node, context, ['base']);
  const base = readQName(node, context, 'base');
  const facets: Facets = {};
  let baseType: XsdSimpleType | undefined;
  const handlers: Record<string, (child: XsdXmlNode) => void> = {
    simpleType: (child) => {
      baseType = readSimpleType(child, context);
    },
    enumeration: (child) => (facets.enumeration ??= []).push(facetValue(child, context)),
    pattern: (child) => (facets.pattern ??= []).push(facetValue(child, context)),
    whiteSpace: (child) => {
      const value = facetValue(child, context);
      if (!(WHITE_SPACE as readonly string[]).includes(value)) invalid(child, context, `whiteSpace value "${value}" is not preserve, replace or collapse`);
      setOnce(child, context, facets, 'whiteSpace', value as Facets['whiteSpace']);
    },
  };
  for (const facet of COUNT_FACETS) {
    handlers[facet] = (child) => setOnce(child, context, facets, facet, readCount(child, context, 'value', facetValue(child, context)));
  }
  for (const facet of BOUND_FACETS) {
    handlers[facet] = (child) => setOnce(child, context, facets, facet, facetValue(child, context).trim());
  }
  eachChild(node, context, handlers);
  if (base && baseType) invalid(node, context, 'xs:restriction has both a base attribute and a nested xs:simpleType');
  if (!base && !baseType) invalid(node, context, 'xs:restriction needs a base attribute or a nested xs:simpleType');
  return { ...optional('base', base), ...optional('baseType', baseType), facets };
}

function facetValue(node: XsdXmlNode, context: ReadContext): string {
  // `fixed` only forbids further derivations from changing the facet: nothing to carry.
  checkAttributes(node, context, ['value', 'fixed']);
  eachChild(node, context, {});
  const value = node.attributes.get('value');
  if (value === undefined) invalid(node, context, `xs:${node.local} needs a value attribute`);
  return value;
}

function setOnce<K extends keyof Facets>(node: XsdXmlNode, context: ReadContext, facets: Facets, key: K, value: Facets[K]): void {
  if (facets[key] !== undefined) invalid(node, context, `facet xs:${key} is given twice in one restriction`);
  facets[key] = value;
}
