/**
 * The `xsi:type` check first in every read function (`r.declaredType(...)`, src/runtime/reader.ts):
 * codecs read an element by its declared type, so an `xsi:type` may name that type itself; one
 * naming a type derived from it is refused as unsupported (its extra content and attributes
 * would be read wrongly or dropped), any other (unknown, unrelated, or any on an element of an
 * anonymous type) as invalid, as XSD engines refuse it.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-elt (clause 4.3: Type Derivation OK)
 */
import type { IrComplexType } from '../../ir/nodes.js';
import { splitQName } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, printStatement } from '../print/code.js';
import type { CodecSupport } from './scalar-codec.js';

const derivedTypes = new WeakMap<object, Map<string, string[]>>();

/** The complex types of the generation that derive from `type`, directly or not, in name order. */
function derivationsOf(type: IrComplexType, context: EmitContext): string[] {
  let byBase = derivedTypes.get(context.generation);
  if (!byBase) {
    byBase = new Map<string, string[]>();
    for (const other of Object.values(context.generation.types))
      if (other.kind === 'complexType' && other.baseType)
        byBase.set(other.baseType, [...(byBase.get(other.baseType) ?? []), other.name]);
    derivedTypes.set(context.generation, byBase);
  }
  const found = new Set<string>();
  const pending = [type.name];
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const derived of byBase.get(name) ?? []) {
      if (found.has(derived)) continue;
      found.add(derived);
      pending.push(derived);
    }
  return [...found].sort();
}

/**
 * `r.declaredType(...)`, first in a read function: an `xsi:type` may name the type itself (an
 * anonymous type: none), one naming a type derived from it is `xsi-type-unsupported` (the
 * derived names in a module constant, `derivedFrom<Type>`), any other `xsi-type-invalid`.
 */
export function declaredTypeCheck(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string {
  if (type.anonymous) return '  r.declaredType();';
  const { namespace, local } = splitQName(type.name);
  // A type's namespace has a constant where some element or attribute is in it too.
  const uri = context.reach.namespaces.includes(namespace)
    ? context.namespaceConstant(namespace)
    : stringLiteral(namespace);
  const args = [uri, stringLiteral(local)];
  const derived = derivationsOf(type, context);
  if (derived.length > 0) {
    const list = `derivedFrom${context.typeName(type.name)}`;
    args.push(list);
    if (!support.helpers.has(list))
      support.helpers.set(
        list,
        arrayLiteral(0, `const ${list}: readonly string[] = `, derived.map(stringLiteral), ';'),
      );
  }
  return printStatement(2, { lead: '', callee: 'r.declaredType', args });
}
