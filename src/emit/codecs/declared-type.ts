/**
 * The `xsi:type` check first in every read function (`r.declaredType(...)`, src/runtime/reader.ts):
 * a read function reads its own type, so an `xsi:type` may name that type itself. An element whose
 * declared type has derived types comes through `read<Type>OrDerived` (./derived-codec.ts),
 * which calls the read function of the type its `xsi:type` names; any other name (unknown,
 * unrelated, or any on an element of an anonymous type) is invalid, as XSD engines refuse it.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-elt (clause 4.3: Type Derivation OK)
 */
import type { IrComplexType } from '../../ir/nodes.js';
import { splitQName } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { printStatement } from '../print/code.js';

/**
 * `r.declaredType(...)`, first in a read function: an `xsi:type` may name the type itself (an
 * anonymous type: none), any other is `xsi-type-invalid`.
 */
export function declaredTypeCheck(type: IrComplexType, context: EmitContext): string {
  if (type.anonymous) return '  r.declaredType();';
  const { namespace, local } = splitQName(type.name);
  // A type's namespace has a constant where some element or attribute is in it too.
  const uri = context.reach.namespaces.includes(namespace)
    ? context.namespaceConstant(namespace)
    : stringLiteral(namespace);
  const args = [uri, stringLiteral(local)];
  return printStatement(2, { lead: '', callee: 'r.declaredType', args });
}
