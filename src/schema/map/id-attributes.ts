/**
 * xs:ID is the one type XML Schema limits by declaration, not by value (XSD Part 1, 3.4.6
 * ct-props-correct.5 and 3.2.6 a-props-correct.3, 3.3.6 e-props-correct.4): a complex type has at
 * most one attribute of xs:ID, a type derived from it or a list of them (its own and its base's together), and
 * no attribute or element of such a type has a `default` or `fixed` value (each document's IDs
 * must differ; a value constraint gives every one the same). Both are reported (SchemaInvalid)
 * as xmllint refuses to compile them (review r21 torture M6: they were generated).
 */
import { isComplexType } from '../../ir/guards.js';
import type { IrAttribute, IrType, SourceLocation } from '../../ir/nodes.js';
import { localName, type QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import { anonymousTypeWords } from './anonymous-type-words.js';
import type { ValueTypeOf } from './simple-values.js';
import type { PendingValueConstraint } from './value-constraints.js';

/**
 * True when the values of type `reference` are IDs: xs:ID, a type derived from it, or a list of
 * either (xmllint and Xerces count a list of xs:ID as one).
 */
function holdsIds(reference: Parameters<ValueTypeOf>[0], typeOf: ValueTypeOf): boolean {
  const type = typeOf(reference);
  return type?.base === 'ID' || (type?.itemType !== undefined && typeOf(type.itemType)?.base === 'ID');
}

/** A named attribute group, its attributes expanded (references to other groups included). */
export interface AttributeGroupUses {
  name: string;
  source: SourceLocation;
  attributes: readonly IrAttribute[];
}

/**
 * Reports each complex type of the flattened `types`, and each named attribute group (used or
 * not: ag-props-correct.3), with more than one attribute whose values are IDs.
 */
export function checkIdAttributes(types: Readonly<Record<QName, IrType>>, groups: readonly AttributeGroupUses[], typeOf: ValueTypeOf): void {
  const owners = [
    ...Object.values(types)
      .filter(isComplexType)
      .map((type) => ({ words: type.anonymous ? anonymousTypeWords(localName(type.name)) : `complex type '${localName(type.name)}'`, source: type.source, attributes: type.attributes })),
    ...groups.map((group) => ({ words: `attribute group '${group.name}'`, source: group.source, attributes: group.attributes })),
  ];
  for (const { words, source, attributes } of owners) {
    const ids = attributes.filter((attribute) => holdsIds(attribute.type, typeOf));
    if (ids.length < 2) continue;
    reportInvalid({
      file: source.file,
      line: source.line,
      detail: `${words} has ${ids.length} attributes of xs:ID or a type derived from it (${ids.map((attribute) => `'${localName(attribute.name)}'`).join(', ')}); one at most`,
    });
  }
}

/** True when the `default` or `fixed` of `pending` stands on a declaration whose values are IDs (reported). */
export function refuseIdValueConstraint(pending: PendingValueConstraint, typeOf: ValueTypeOf): boolean {
  if (!holdsIds(pending.type, typeOf)) return false;
  reportInvalid({
    file: pending.source.file,
    line: pending.source.line,
    detail: `${pending.declaration}: ${pending.constraint}="${pending.value}" is not allowed on a type that is or derives from xs:ID`,
  });
  return true;
}
