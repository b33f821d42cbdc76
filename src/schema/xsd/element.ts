/**
 * Reads `<xs:element>` declarations and references (XSD Part 1, 3.3), with `substitutionGroup`
 * and `abstract` on global ones and identity constraints (unique/key/keyref, ./identity-constraint.ts).
 * An element without a type is of xs:anyType (the mapper says so).
 */
import { readElementBlock } from './block.js';
import { readComplexType } from './complex-type.js';
import { readFinal } from './final.js';
import type { XsdElement } from './model.js';
import {
  checkAttributes,
  eachChild,
  invalid,
  reportInvalid,
  optional,
  readBoolean,
  readDoc,
  readForm,
  readOccurs,
  readQName,
  sourceOf,
  type ReadContext,
} from './reader.js';
import { readIdentityConstraint } from './identity-constraint.js';
import { readSimpleType } from './simple-type.js';
import type { XsdXmlNode } from './xml-tree.js';

const GLOBAL_ATTRIBUTES = ['name', 'type', 'nillable', 'default', 'fixed', 'abstract', 'substitutionGroup'];
const LOCAL_ATTRIBUTES = ['name', 'ref', 'type', 'minOccurs', 'maxOccurs', 'nillable', 'default', 'fixed', 'form'];

/** Reads a global (`scope: 'global'`) or local element particle. */
export function readElement(node: XsdXmlNode, context: ReadContext, scope: 'global' | 'local'): XsdElement {
  const name = node.attributes.get('name');
  if (name !== undefined && node.attributes.has('ref')) invalid(node, context, 'xs:element has both name and ref (it needs one of them, not both)');
  // Which attributes XSD allows depends on the place (./xsd-attributes.ts): a reference takes few.
  const place = scope === 'local' && node.attributes.has('ref') ? 'ref' : scope;
  checkAttributes(node, context, scope === 'global' ? GLOBAL_ATTRIBUTES : LOCAL_ATTRIBUTES, place);
  const abstract = readBoolean(node, context, 'abstract', false);
  // Checked on every declaration (`block="foo"` is a schema error); kept where it narrows a
  // substitution group: on a global element, which may head one.
  const block = place === 'ref' ? undefined : readElementBlock(node, context);
  const ref = scope === 'global' ? undefined : readQName(node, context, 'ref');
  if (name === undefined && ref === undefined && scope === 'local') invalid(node, context, 'xs:element needs a name or a ref');
  const element: XsdElement = {
    kind: 'element',
    ...optional('name', name),
    ...optional('ref', ref),
    ...optional('type', readQName(node, context, 'type')),
    occurs: scope === 'global' ? { min: 1, max: 1 } : readOccurs(node, context),
    nillable: readBoolean(node, context, 'nillable', false),
    ...optional('default', node.attributes.get('default')),
    ...optional('fixed', node.attributes.get('fixed')),
    ...optional('form', readForm(node, context, 'form')),
    ...optional('substitutionGroup', readQName(node, context, 'substitutionGroup')),
    ...(abstract ? { abstract } : {}),
    ...(scope === 'global' ? { ...optional('block', block), ...optional('final', readFinal(node, context, 'element')) } : {}),
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
  const constraint = (child: XsdXmlNode): void => void (element.constraints ??= []).push(readIdentityConstraint(child, context));
  eachChild(node, context, {
    complexType: (child) => {
      element.complexType = readComplexType(child, context);
    },
    simpleType: (child) => {
      element.simpleType = readSimpleType(child, context);
    },
    unique: constraint,
    key: constraint,
    keyref: constraint,
  });
  if (ref && element.constraints) reportInvalid(node, context, 'xs:element ref=… cannot declare identity constraints');
  const inline = Number(element.complexType !== undefined) + Number(element.simpleType !== undefined);
  if (inline + Number(element.type !== undefined) > 1) reportInvalid(node, context, 'xs:element declares its type more than once');
  // The attributes a reference cannot have (type, nillable, default, fixed…) are checked by place.
  if (ref && inline > 0) reportInvalid(node, context, 'xs:element ref=… cannot also declare a type (a nested xs:complexType or xs:simpleType)');
  if (element.default !== undefined && element.fixed !== undefined) reportInvalid(node, context, 'xs:element has both default and fixed');
  return element;
}
