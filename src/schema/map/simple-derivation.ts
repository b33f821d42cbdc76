/**
 * Whether one simple type is derived from another (XSD Part 1, 3.14.6 "Type Derivation OK
 * (Simple)", cos-st-derived-ok): the same type, one of its bases (the named simple types of its
 * restriction chain, then the built-in hierarchy of XSD Part 2, 3.3), xs:anySimpleType, or a
 * member of a union base without facets. A restriction of a complex type needs it of every attribute it
 * redeclares (./restriction-attributes.ts).
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes (the derivation hierarchy)
 */
import { isSimpleType } from '../../ir/guards.js';
import { BUILTIN_BASE } from '../../ir/builtins.js';
import type { IrType, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import type { QName } from '../../ir/qname.js';

/**
 * True when the simple type `derived` is validly derived from `base` (cos-st-derived-ok), among
 * the mapped `types`. A named type that is not (or no longer) among them, because an error left
 * it out, counts as derived: its own error is reported already.
 * @example simpleTypeDerivesFrom({ kind: 'builtin', name: 'int' }, { kind: 'builtin', name: 'integer' }, types) // true
 */
export function simpleTypeDerivesFrom(derived: TypeRef, base: TypeRef, types: Readonly<Record<QName, IrType>>, seen = new Set<string>()): boolean {
  if (isAnySimpleType(base)) return true;
  const ancestors = ancestorsOf(derived, types);
  if (!ancestors) return true;
  if (ancestors.some((ancestor) => sameType(ancestor, base))) return true;
  // Clause 2.2.4: a union base takes a type derived from one of its members, unless facets of
  // its own (a restriction of a union by a pattern) refuse some of their values: XSD 1.1 adds
  // that condition, and libxml2 (xmllint) refuses such a type too.
  if (base.kind !== 'named' || seen.has(base.name)) return false;
  const union = types[base.name];
  if (!isSimpleType(union)) return true; // left out by an error of its own
  if (!union.memberTypes || Object.keys(union.facets).length > 0) return false;
  seen.add(base.name);
  return union.memberTypes.some((member) => simpleTypeDerivesFrom(derived, member, types, seen));
}

/**
 * `reference` and the types it derives from: its named bases, then the built-ins from the one
 * at the bottom of its chain; undefined when a named type of the chain is not mapped.
 */
function ancestorsOf(reference: TypeRef, types: Readonly<Record<QName, IrType>>): TypeRef[] | undefined {
  const ancestors: TypeRef[] = [];
  let builtin: XsdBuiltin | undefined;
  if (reference.kind === 'builtin') builtin = reference.name;
  else {
    for (let name: QName | undefined = reference.name; name !== undefined; ) {
      const type: IrType | undefined = types[name];
      if (!isSimpleType(type) || ancestors.some((known) => known.kind === 'named' && known.name === name)) return undefined;
      ancestors.push({ kind: 'named', name });
      builtin = type.base;
      name = type.baseType;
    }
  }
  for (let current = builtin; current; current = BUILTIN_BASE[current]) ancestors.push({ kind: 'builtin', name: current });
  return ancestors;
}

function sameType(a: TypeRef, b: TypeRef): boolean {
  return a.kind === b.kind && a.name === b.name;
}

function isAnySimpleType(reference: TypeRef): boolean {
  return reference.kind === 'builtin' && (reference.name === 'anySimpleType' || reference.name === 'anyType');
}
