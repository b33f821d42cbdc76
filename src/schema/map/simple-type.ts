/**
 * Maps `<xs:simpleType>` restrictions to IrSimpleType (XSD Part 2, 4.1 and 4.3): the derivation
 * chain is followed through named and nested simple types down to a built-in, and the facets of
 * every step are merged, the derived step winning. Patterns are the one facet where XSD ANDs the
 * steps while IrSimpleType.facets.pattern ORs its entries: the derived step's patterns replace
 * the base's (the base's remain reachable through `baseType`).
 */
import { fail } from '../../errors.js';
import type { Facets, IrSimpleType, XsdBuiltin } from '../../ir/nodes.js';
import { isSimpleType } from '../../ir/guards.js';
import type { QName } from '../../ir/qname.js';
import type { XsdSchema, XsdSimpleType } from '../xsd/model.js';
import { sourceLocation, type MapContext } from './context.js';
import { transformTypeRef } from './type-ref.js';

interface Chain {
  base: XsdBuiltin;
  baseType?: QName;
  facets: Facets;
}

/** Maps a simple type definition under `name` and records it in the context. */
export function transformSimpleType(definition: XsdSimpleType, name: QName, schema: XsdSchema, context: MapContext): IrSimpleType {
  const chain = resolveChain(definition, schema, context);
  const type: IrSimpleType = {
    kind: 'simpleType',
    name,
    base: chain.base,
    ...(chain.baseType ? { baseType: chain.baseType } : {}),
    facets: { ...chain.facets, ...definition.facets },
    ...(definition.doc ? { doc: definition.doc } : {}),
    source: sourceLocation(definition.source),
  };
  context.types.set(name, type);
  return type;
}

/** The IR of the top-level simple type `name`, mapping it on first use. */
export function namedSimpleType(name: QName, context: MapContext): IrSimpleType {
  const known = context.types.get(name);
  if (isSimpleType(known)) return known;
  const declared = context.symbols.types.get(name)!;
  const definition = declared.definition as XsdSimpleType;
  if (context.expanding.has(name)) {
    return fail('SchemaInvalid', { file: definition.source.file, line: definition.source.line, detail: `simple type '${name}' derives from itself` });
  }
  context.expanding.add(name);
  try {
    return transformSimpleType(definition, name, declared.schema, context);
  } finally {
    context.expanding.delete(name);
  }
}

function resolveChain(definition: XsdSimpleType, schema: XsdSchema, context: MapContext): Chain {
  if (definition.baseType) {
    // A nested anonymous base is folded into this type rather than named separately.
    const inner = resolveChain(definition.baseType, schema, context);
    return { ...inner, facets: { ...inner.facets, ...definition.baseType.facets } };
  }
  const reference = transformTypeRef(definition.base!, schema, definition.source, context, 'simple');
  if (reference.kind === 'builtin') return { base: reference.name, facets: {} };
  const base = namedSimpleType(reference.name, context);
  return { base: base.base, baseType: base.name, facets: base.facets };
}

