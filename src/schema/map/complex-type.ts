/**
 * Maps `<xs:complexType>` (XSD Part 1, 3.4) to IrComplexType: plain content models, simple
 * content extension (text of a simple type plus attributes) and complex content extension.
 * An extension of a complex base keeps only its own particles and attributes here and is listed
 * in `pendingExtensions`; the flatten-extensions IR pass puts the base's in front.
 */
import { fail } from '../../errors.js';
import type { IrComplexType } from '../../ir/nodes.js';
import { localName, qname, XSD_NAMESPACE, type QName } from '../../ir/qname.js';
import type { XsdComplexType, XsdName, XsdSchema, XsdSource } from '../xsd/model.js';
import { transformAttributes } from './attribute.js';
import { sourceLocation, type MapContext, type Owner } from './context.js';
import { transformModelGroup } from './model-group.js';
import { transformTypeRef } from './type-ref.js';

/** Maps a named or anonymous complex type under `name` and records it in the context. */
export function transformComplexType(
  definition: XsdComplexType,
  name: QName,
  anonymous: boolean,
  schema: XsdSchema,
  context: MapContext,
): IrComplexType {
  const owner: Owner = { schema, path: localName(name) };
  const content = definition.content;
  const type: IrComplexType = {
    kind: 'complexType',
    name,
    attributes: transformAttributes(content.attributes, owner, context),
    mixed: definition.mixed,
    anonymous,
    ...(definition.doc ? { doc: definition.doc } : {}),
    source: sourceLocation(definition.source),
  };
  if (content.kind === 'plain' || (content.kind === 'complexExtension' && isAnyType(content.base))) {
    // Extending the ur-type adds nothing to inherit: it is a plain content model.
    if (content.particle) type.content = transformModelGroup(content.particle, owner, context);
  } else if (content.kind === 'complexExtension') {
    const base = complexBase(content.base, schema, content.source, context, 'xs:complexContent/xs:extension');
    if (content.particle) type.content = transformModelGroup(content.particle, owner, context);
    type.baseType = base;
    context.pendingExtensions.set(name, { base, derivation: 'complexContent', source: sourceLocation(content.source) });
  } else {
    const reference = transformTypeRef(content.base, schema, content.source, context);
    if (reference.kind === 'named' && context.symbols.types.get(reference.name)?.definition.kind === 'complexType') {
      // The text type comes from a complex base with simple content: resolved by the pass.
      type.baseType = reference.name;
      context.pendingExtensions.set(name, { base: reference.name, derivation: 'simpleContent', source: sourceLocation(content.source) });
    } else {
      type.simpleContent = reference;
    }
  }
  context.types.set(name, type);
  return type;
}

function isAnyType(name: XsdName): boolean {
  return name.namespace === XSD_NAMESPACE && name.local === 'anyType';
}

function complexBase(name: XsdName, schema: XsdSchema, source: XsdSource, context: MapContext, construct: string): QName {
  const reference = transformTypeRef(name, schema, source, context);
  const base = reference.kind === 'named' ? context.symbols.types.get(reference.name) : undefined;
  if (!base || base.definition.kind !== 'complexType') {
    return fail('SchemaInvalid', {
      file: source.file,
      line: source.line,
      detail: `${construct} base '${qname(name.namespace, name.local)}' must be a complex type (use xs:simpleContent to extend a simple type)`,
    });
  }
  return reference.name as QName;
}
