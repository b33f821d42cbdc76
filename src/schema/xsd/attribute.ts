/**
 * Reads `<xs:attribute>` (XSD Part 1, 3.2), `<xs:attributeGroup ref>` uses (3.6) and
 * `<xs:anyAttribute>` (3.10).
 */
import type { XsdAttribute, XsdAttributeGroupRef, XsdAttributeUse } from './model.js';
import { readAnyAttribute } from './wildcard.js';
import {
  checkAttributes,
  eachChild,
  invalid,
  reportInvalid,
  optional,
  readDoc,
  readForm,
  readQName,
  sourceOf,
  type ReadContext,
} from './reader.js';
import { readSimpleType } from './simple-type.js';
import type { XsdXmlNode } from './xml-tree.js';

const USES = ['optional', 'required', 'prohibited'] as const;

/** Reads a global (`scope: 'global'`) or local attribute declaration. */
export function readAttribute(node: XsdXmlNode, context: ReadContext, scope: 'global' | 'local'): XsdAttribute {
  const name = node.attributes.get('name');
  if (name !== undefined && node.attributes.has('ref')) invalid(node, context, 'xs:attribute has both name and ref (it needs one of them, not both)');
  // Which attributes XSD allows depends on the place (./xsd-attributes.ts): `use` is for local ones.
  const place = scope === 'local' && node.attributes.has('ref') ? 'ref' : scope;
  checkAttributes(node, context, scope === 'global' ? ['name', 'type', 'default', 'fixed'] : ['name', 'ref', 'type', 'use', 'default', 'fixed', 'form'], place);
  const ref = scope === 'global' ? undefined : readQName(node, context, 'ref');
  if (name === undefined && ref === undefined && scope === 'local') invalid(node, context, 'xs:attribute needs a name or a ref');
  const use = (scope === 'local' ? node.attributes.get('use')?.trim() : undefined) ?? 'optional';
  if (!(USES as readonly string[]).includes(use)) invalid(node, context, `use="${use}" must be optional, required or prohibited`);
  const attribute: XsdAttribute = {
    kind: 'attribute',
    ...optional('name', name),
    ...optional('ref', ref),
    ...optional('type', readQName(node, context, 'type')),
    use: use as XsdAttribute['use'],
    ...optional('default', node.attributes.get('default')),
    ...optional('fixed', node.attributes.get('fixed')),
    ...optional('form', readForm(node, context, 'form')),
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
  eachChild(node, context, {
    simpleType: (child) => {
      attribute.simpleType = readSimpleType(child, context);
    },
  });
  if (attribute.type && attribute.simpleType) reportInvalid(node, context, 'xs:attribute has both a type attribute and a nested xs:simpleType');
  if (attribute.ref && attribute.simpleType) reportInvalid(node, context, 'xs:attribute ref=… cannot also declare a type (a nested xs:simpleType)');
  if (attribute.default !== undefined && attribute.fixed !== undefined) reportInvalid(node, context, 'xs:attribute has both default and fixed');
  else if (attribute.default !== undefined && attribute.use !== 'optional') reportInvalid(node, context, `xs:attribute with a default must have use="optional" (has use="${attribute.use}")`);
  return attribute;
}

/** Reads `<xs:attributeGroup ref="…"/>`. */
export function readAttributeGroupRef(node: XsdXmlNode, context: ReadContext): XsdAttributeGroupRef {
  checkAttributes(node, context, ['ref'], 'ref');
  eachChild(node, context, {});
  const ref = readQName(node, context, 'ref');
  if (!ref) invalid(node, context, 'xs:attributeGroup inside a type needs a ref attribute');
  return { kind: 'attributeGroupRef', ref, source: sourceOf(node, context) };
}

/** Handlers that collect attribute uses into `into`, for a complex type or an extension. */
export function attributeHandlers(into: XsdAttributeUse[], context: ReadContext): Record<string, (child: XsdXmlNode) => void> {
  return {
    attribute: (child) => into.push(readAttribute(child, context, 'local')),
    attributeGroup: (child) => into.push(readAttributeGroupRef(child, context)),
    anyAttribute: (child) => {
      if (into.some((use) => use.kind === 'anyAttribute')) invalid(child, context, 'more than one xs:anyAttribute');
      into.push(readAnyAttribute(child, context));
    },
  };
}
