/**
 * Maps attribute uses of a complex type to IrAttribute (XSD Part 1, 3.2 and 3.5): local
 * declarations, `ref` to global attributes, and `xs:attributeGroup ref` expanded in place.
 * `use="prohibited"` declares that the attribute may not appear, so it yields no IrAttribute.
 */
import { fail } from '../../errors.js';
import { recoverInvalid } from '../refusals.js';
import type { IrAttribute, TypeRef } from '../../ir/nodes.js';
import { qname } from '../../ir/qname.js';
import type { XsdAttribute, XsdAttributeUse, XsdSchema } from '../xsd/model.js';
import { expansionKey, sourceLocation, type MapContext, type Owner } from './context.js';
import { checkNoXsi } from './no-xsi.js';
import { transformSimpleType } from './simple-type.js';
import { transformTypeRef } from './type-ref.js';
import { recordValueConstraints } from './value-constraints.js';

/**
 * Maps attribute uses (expanding attribute groups) in document order. A use with a schema error
 * (an unresolved type or ref, recorded) is left out and the next one mapped, so that one run
 * names every such error (../refusals.ts).
 */
export function transformAttributes(uses: XsdAttributeUse[], owner: Owner, context: MapContext): IrAttribute[] {
  const out: IrAttribute[] = [];
  for (const use of uses) recoverInvalid(() => transformUse(use, owner, context, out));
  return out;
}

function transformUse(use: XsdAttributeUse, owner: Owner, context: MapContext, out: IrAttribute[]): void {
  if (use.kind === 'attributeGroupRef') {
    const declared = context.lookup('attributeGroups', use.ref, owner.schema, use.source);
    const name = qname(use.ref.namespace, use.ref.local);
    const key = expansionKey('attributeGroup', name);
    if (context.expanding.has(key)) {
      fail('SchemaInvalid', { file: use.source.file, line: use.source.line, detail: `attribute group '${name}' refers to itself` });
    }
    context.expanding.add(key);
    try {
      out.push(...transformAttributes(declared.definition.attributes, { schema: declared.schema, path: declared.definition.name }, context));
    } finally {
      context.expanding.delete(key);
    }
  } else if (use.kind === 'attribute' && use.use !== 'prohibited') {
    out.push(transformAttribute(use, owner, context));
  }
  // xs:anyAttribute: ./wildcard.ts (attributeWildcard).
}

/** Maps one local attribute declaration or reference. */
export function transformAttribute(attribute: XsdAttribute, owner: Owner, context: MapContext): IrAttribute {
  const common = {
    kind: 'attribute' as const,
    required: attribute.use === 'required',
    source: sourceLocation(attribute.source),
  };
  if (attribute.ref) {
    const declared = context.lookup('attributes', attribute.ref, owner.schema, attribute.source);
    const global = declared.definition;
    const defaultValue = attribute.default ?? (attribute.fixed === undefined ? global.default : undefined);
    const fixed = attribute.fixed ?? global.fixed;
    const doc = attribute.doc ?? global.doc;
    // The declaration's default and fixed are checked where it stands (transformGlobalAttribute);
    // those of a reference are not: XSD 1.0 does not say they must be values of the type, and
    // xmllint does not check them.
    return {
      ...common,
      name: qname(declared.schema.targetNamespace, global.name!),
      type: attributeType(global, { schema: declared.schema, path: '' }, context),
      ...(defaultValue !== undefined ? { default: defaultValue } : {}),
      ...(fixed !== undefined ? { fixed } : {}),
      ...(doc ? { doc } : {}),
      source: sourceLocation(attribute.source),
    };
  }
  const qualified = (attribute.form ?? owner.schema.attributeFormDefault) === 'qualified';
  if (qualified) checkNoXsi(attribute.name!, owner.schema.targetNamespace, 'qualified', attribute.source);
  const type = attributeType(attribute, owner, context);
  recordValueConstraints(context, `xs:attribute "${attribute.name}"`, attribute, type, attribute.source);
  return {
    ...common,
    name: qname(qualified ? owner.schema.targetNamespace : '', attribute.name!),
    type,
    ...(attribute.default !== undefined ? { default: attribute.default } : {}),
    ...(attribute.fixed !== undefined ? { fixed: attribute.fixed } : {}),
    ...(attribute.doc ? { doc: attribute.doc } : {}),
  };
}

/**
 * The type of an attribute declaration: named, anonymous (named `<owner>@<attribute>`), or
 * xs:anySimpleType when none is given (Part 1, 3.2.2).
 */
export function attributeType(attribute: XsdAttribute, owner: Owner, context: MapContext): TypeRef {
  if (attribute.type) return transformTypeRef(attribute.type, owner.schema, attribute.source, context, 'simple');
  if (attribute.simpleType) {
    const { name, fresh } = context.anonymousName(attribute.simpleType, owner.schema.targetNamespace, `${owner.path}@${attribute.name}`);
    if (fresh) transformSimpleType(attribute.simpleType, name, owner.schema, context);
    return { kind: 'named', name };
  }
  return { kind: 'builtin', name: 'anySimpleType' };
}

/** Maps a global attribute's type eagerly, so that errors inside it surface even if unused. */
export function transformGlobalAttribute(attribute: XsdAttribute, schema: XsdSchema, context: MapContext): void {
  checkNoXsi(attribute.name!, schema.targetNamespace, 'global', attribute.source);
  const type = attributeType(attribute, { schema, path: '' }, context);
  recordValueConstraints(context, `xs:attribute "${attribute.name}"`, attribute, type, attribute.source);
}
