/**
 * Maps element declarations (XSD Part 1, 3.3) to IrElement particles and IrRootElement globals.
 * A local element's QName is the one it has in instance documents: qualified by `form` or the
 * schema's elementFormDefault, and for `ref` the referenced global element's own QName.
 * `nillable` (from the declaration) and minOccurs (from the particle) stay apart.
 */
import type { IrElement, IrRootElement, TypeRef } from '../../ir/nodes.js';
import { qname } from '../../ir/qname.js';
import type { XsdElement, XsdSchema } from '../xsd/model.js';
import { transformComplexType } from './complex-type.js';
import { sourceLocation, type MapContext, type Owner } from './context.js';
import { transformSimpleType } from './simple-type.js';
import type { Declared } from './symbols.js';
import { transformTypeRef } from './type-ref.js';

/** Maps a local element particle of `owner`'s content model. */
export function transformElement(element: XsdElement, owner: Owner, context: MapContext): IrElement {
  const occurs = { min: element.occurs.min, max: element.occurs.max };
  if (element.ref) {
    const declared = context.lookup('elements', element.ref, owner.schema, element.source);
    const global = transformGlobalElement(declared, context);
    const definition = declared.definition;
    const doc = element.doc ?? global.doc;
    return {
      kind: 'element',
      name: global.name,
      type: global.type,
      occurs: { ...occurs, nillable: global.nillable },
      ref: global.name,
      ...(definition.default !== undefined ? { default: definition.default } : {}),
      ...(definition.fixed !== undefined ? { fixed: definition.fixed } : {}),
      ...(doc ? { doc } : {}),
      source: sourceLocation(element.source),
    };
  }
  const qualified = (element.form ?? owner.schema.elementFormDefault) === 'qualified';
  return {
    kind: 'element',
    name: qname(qualified ? owner.schema.targetNamespace : '', element.name!),
    type: elementType(element, { schema: owner.schema, path: `${owner.path}.${element.name}` }, context),
    occurs: { ...occurs, nillable: element.nillable },
    ...(element.default !== undefined ? { default: element.default } : {}),
    ...(element.fixed !== undefined ? { fixed: element.fixed } : {}),
    ...(element.doc ? { doc: element.doc } : {}),
    source: sourceLocation(element.source),
  };
}

/**
 * Maps a global element (once; later calls return the same node). It is registered before its
 * anonymous type is mapped, so a type that refers back to its own element terminates.
 */
export function transformGlobalElement(declared: Declared<XsdElement>, context: MapContext): IrRootElement {
  const { definition, schema } = declared;
  const name = qname(schema.targetNamespace, definition.name!);
  const known = context.elements.get(name);
  if (known) return known;
  const path = { schema, path: definition.name! };
  const inline = definition.complexType ?? definition.simpleType;
  const anonymous = inline ? context.anonymousName(inline, schema.targetNamespace, definition.name!) : undefined;
  const root: IrRootElement = {
    name,
    type: anonymous ? { kind: 'named', name: anonymous.name } : transformTypeRef(definition.type!, schema, definition.source, context),
    nillable: definition.nillable,
    schema: context.schemaNameOf(schema),
    ...(definition.doc ? { doc: definition.doc } : {}),
    source: sourceLocation(definition.source),
  };
  context.elements.set(name, root);
  if (anonymous?.fresh) mapAnonymous(definition, anonymous.name, path.schema, context);
  return root;
}

/** The type of a named local element: a reference, or its anonymous type named `path`. */
function elementType(element: XsdElement, owner: Owner, context: MapContext): TypeRef {
  if (element.type) return transformTypeRef(element.type, owner.schema, element.source, context);
  const inline = (element.complexType ?? element.simpleType)!;
  const { name, fresh } = context.anonymousName(inline, owner.schema.targetNamespace, owner.path);
  if (fresh) mapAnonymous(element, name, owner.schema, context);
  return { kind: 'named', name };
}

function mapAnonymous(element: XsdElement, name: string, schema: XsdSchema, context: MapContext): void {
  if (element.complexType) transformComplexType(element.complexType, name, true, schema, context);
  else if (element.simpleType) transformSimpleType(element.simpleType, name, schema, context);
}

