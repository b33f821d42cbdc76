/**
 * xs:ID is the one type XML Schema limits by declaration, not by value (XSD Part 1, 3.4.6
 * ct-props-correct.5 and 3.2.6 a-props-correct.3, 3.3.6 e-props-correct.4): a complex type has at
 * most one attribute of xs:ID or a type derived from it (its own and its base's together), and
 * no attribute or element of such a type has a `default` or `fixed` value (each document's IDs
 * must differ; a value constraint gives every one the same). Both are reported (SchemaInvalid)
 * as xmllint refuses to compile them (review r21 torture M6: they were generated).
 */
import { isComplexType } from '../../ir/guards.js';
import type { IrType } from '../../ir/nodes.js';
import { localName, type QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import { anonymousTypeWords } from './anonymous-type-words.js';
import type { ValueTypeOf } from './simple-values.js';
import type { PendingValueConstraint } from './value-constraints.js';

/** Reports each complex type of the flattened `types` with more than one xs:ID attribute. */
export function checkIdAttributes(types: Readonly<Record<QName, IrType>>, typeOf: ValueTypeOf): void {
  for (const type of Object.values(types)) {
    if (!isComplexType(type)) continue;
    const ids = type.attributes.filter((attribute) => typeOf(attribute.type)?.base === 'ID');
    if (ids.length < 2) continue;
    const words = type.anonymous ? anonymousTypeWords(localName(type.name)) : `complex type '${localName(type.name)}'`;
    reportInvalid({
      file: type.source.file,
      line: type.source.line,
      detail: `${words} has ${ids.length} attributes of xs:ID or a type derived from it (${ids.map((attribute) => `'${localName(attribute.name)}'`).join(', ')}); one at most`,
    });
  }
}

/** True when the `default` or `fixed` of `pending` stands on a declaration whose values are IDs (reported). */
export function refuseIdValueConstraint(pending: PendingValueConstraint, typeOf: ValueTypeOf): boolean {
  if (typeOf(pending.type)?.base !== 'ID') return false;
  reportInvalid({
    file: pending.source.file,
    line: pending.source.line,
    detail: `${pending.declaration}: ${pending.constraint}="${pending.value}" is not allowed on a type that is or derives from xs:ID`,
  });
  return true;
}
