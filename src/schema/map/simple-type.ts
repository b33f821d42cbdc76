/**
 * Maps `<xs:simpleType>` to IrSimpleType (XSD Part 2, 4.1 and 4.3).
 *
 * - Restriction: the derivation chain is followed through named and nested simple types down to
 *   a built-in, and the facets of every step are merged, the derived step winning. Patterns are
 *   the one facet where XSD ANDs the steps while IrSimpleType.facets.pattern ORs its entries: the
 *   derived step's patterns replace the base's (the base's remain reachable through `baseType`).
 * - List: `itemType` is the item type (named, built-in, or an anonymous one named
 *   `<type>.item`); it must be atomic or a union (Part 2, 4.1.5 "list of lists" is not allowed).
 * - Union: `memberTypes` in order, `memberTypes` attribute first, then the anonymous members
 *   (named `<type>.member<n>`).
 * A restriction of a list or union type inherits its item or member types; its facets then
 * constrain the list or union.
 */
import { fail } from '../../errors.js';
import type { Facets, IrSimpleType, TypeRef, XsdBuiltin } from '../../ir/nodes.js';
import { isSimpleType } from '../../ir/guards.js';
import { localName, type QName } from '../../ir/qname.js';
import { recoverInvalid } from '../refusals.js';
import type { XsdSchema, XsdSimpleType } from '../xsd/model.js';
import { enumerationAsQNames } from '../xsd/qname-enumerations.js';
import { isListBuiltin } from './builtins.js';
import { expansionKey, sourceLocation, type MapContext } from './context.js';
import { checkFacetsApply } from './facet-applicability.js';
import { checkFacetValues } from './facet-values.js';
import { checkFinal, type Derived } from './final-derivations.js';
import { builtinValueType, type ValueTypeOf } from './simple-values.js';
import { transformTypeRef } from './type-ref.js';

interface Chain {
  base: XsdBuiltin;
  baseType?: QName;
  facets: Facets;
  itemType?: TypeRef;
  memberTypes?: TypeRef[];
}

/** Maps a simple type definition under `name` and records it in the context. */
export function transformSimpleType(definition: XsdSimpleType, name: QName, schema: XsdSchema, context: MapContext): IrSimpleType {
  const chain = resolveChain(definition, { kind: 'simple', name, anonymous: definition.name === undefined, source: definition.source }, schema, context);
  const variety = chain.itemType ? 'list' : chain.memberTypes ? 'union' : 'atomic';
  // Checks only: the type is mapped even when one fails, so that its users do not fail again.
  recoverInvalid(() => checkFacetsApply({ ...chain.facets, ...definition.facets }, chain.base, variety, definition.source));
  recoverInvalid(() => checkStep(definition, chain, context));
  const type: IrSimpleType = {
    kind: 'simpleType',
    name,
    base: chain.base,
    ...(chain.baseType ? { baseType: chain.baseType } : {}),
    facets: qnameFacets(chain, { ...chain.facets, ...definition.facets }),
    ...(chain.itemType ? { itemType: chain.itemType } : {}),
    ...(chain.memberTypes ? { memberTypes: chain.memberTypes } : {}),
    // Anonymous types (of an element, attribute, simple content, list item or union member:
    // MapContext.anonymousName's callers) have no name in the file; top-level ones must have one.
    ...(definition.name === undefined ? { anonymous: true as const } : {}),
    ...(definition.doc ? { doc: definition.doc } : {}),
    source: sourceLocation(definition.source),
  };
  context.types.set(name, type);
  return type;
}

/**
 * Facets with a QName type's enumeration values as expanded names (`{ns}local`), resolved with
 * the schema's bindings where each was written (../xsd/qname-enumerations.ts): codecs and
 * validators compare QName values, not their texts.
 */
function qnameFacets(chain: Chain, facets: Facets): Facets {
  if (chain.base !== 'QName' || chain.itemType || chain.memberTypes || !facets.enumeration) return facets;
  return { ...facets, enumeration: enumerationAsQNames(facets.enumeration) };
}

/** The IR of the top-level simple type `name`, mapping it on first use. */
export function namedSimpleType(name: QName, context: MapContext): IrSimpleType {
  const known = context.types.get(name);
  if (isSimpleType(known)) return known;
  const declared = context.symbols.types.get(name)!;
  const definition = declared.definition as XsdSimpleType;
  const key = expansionKey('simpleType', name);
  if (context.expanding.has(key)) {
    return fail('SchemaInvalid', { file: definition.source.file, line: definition.source.line, detail: `simple type '${name}' derives from itself` });
  }
  const expanding = context.expanding;
  expanding.add(key);
  try {
    return transformSimpleType(definition, name, declared.schema, context);
  } finally {
    expanding.delete(key);
  }
}

function resolveChain(definition: XsdSimpleType, derived: Derived, schema: XsdSchema, context: MapContext): Chain {
  if (definition.list) return { base: 'anySimpleType', facets: {}, itemType: listItem(definition.list, derived, schema, context) };
  if (definition.union) return { base: 'anySimpleType', facets: {}, memberTypes: unionMembers(definition.union, derived, schema, context) };
  if (definition.baseType) {
    // A nested anonymous base is folded into this type rather than named separately.
    const inner = resolveChain(definition.baseType, derived, schema, context);
    recoverInvalid(() => checkStep(definition.baseType!, inner, context));
    return { ...inner, facets: { ...inner.facets, ...definition.baseType.facets } };
  }
  const reference = transformTypeRef(definition.base!, schema, definition.source, context, 'simple');
  if (reference.kind === 'builtin') return builtinValueType(reference.name);
  const base = namedSimpleType(reference.name, context);
  checkFinal(base.name, 'restriction', derived, context);
  return {
    base: base.base,
    baseType: base.name,
    facets: base.facets,
    ...(base.itemType ? { itemType: base.itemType } : {}),
    ...(base.memberTypes ? { memberTypes: base.memberTypes } : {}),
  };
}

/** Checks the facet values of one restriction step against the chain it restricts (./facet-values.ts). */
function checkStep(step: XsdSimpleType, chain: Chain, context: MapContext): void {
  if (Object.keys(step.facets).length === 0) return;
  const label = chain.baseType ? `'${chain.baseType}'` : `xs:${chain.base}`;
  checkFacetValues({ facets: qnameFacets(chain, step.facets), ...(step.facetSources ? { sources: step.facetSources } : {}), source: step.source }, { type: chain, label }, mappedValueType(context));
}

/** The value type of a reference among the types mapped so far (./simple-values.ts). */
function mappedValueType(context: MapContext): ValueTypeOf {
  return (reference) => {
    if (reference.kind === 'builtin') return builtinValueType(reference.name);
    const type = context.types.get(reference.name);
    return isSimpleType(type) ? type : undefined;
  };
}

function listItem(list: NonNullable<XsdSimpleType['list']>, derived: Derived, schema: XsdSchema, context: MapContext): TypeRef {
  const item = list.itemType
    ? transformTypeRef(list.itemType, schema, list.source, context, 'simple')
    : anonymousMember(list.item!, derived.name, 'item', schema, context);
  if (isListType(item, context)) {
    fail('SchemaInvalid', { file: list.source.file, line: list.source.line, detail: 'the item type of an xs:list must not itself be a list type' });
  }
  if (list.itemType && item.kind === 'named') checkFinal(item.name, 'list', derived, context);
  return item;
}

function unionMembers(union: NonNullable<XsdSimpleType['union']>, derived: Derived, schema: XsdSchema, context: MapContext): TypeRef[] {
  const named = union.memberTypes.map((member) => transformTypeRef(member, schema, union.source, context, 'simple'));
  for (const member of named) {
    if (member.kind !== 'named') continue;
    // Mapped now so that a union containing itself is refused here ("derives from itself").
    namedSimpleType(member.name, context);
    checkFinal(member.name, 'union', derived, context);
  }
  return [...named, ...union.members.map((member, index) => anonymousMember(member, derived.name, `member${index + 1}`, schema, context))];
}

// A nested anonymous simple type in a list or union: named after the type that holds it.
function anonymousMember(definition: XsdSimpleType, owner: QName, role: string, schema: XsdSchema, context: MapContext): TypeRef {
  const { name, fresh } = context.anonymousName(definition, schema.targetNamespace, `${localName(owner)}.${role}`);
  if (fresh) transformSimpleType(definition, name, schema, context);
  return { kind: 'named', name };
}

function isListType(reference: TypeRef, context: MapContext): boolean {
  if (reference.kind === 'builtin') return isListBuiltin(reference.name);
  const type = context.types.get(reference.name) ?? namedSimpleType(reference.name, context);
  return isSimpleType(type) && type.itemType !== undefined;
}
