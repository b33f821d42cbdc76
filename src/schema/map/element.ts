/**
 * Maps element declarations (XSD Part 1, 3.3) to IrElement particles and IrRootElement globals.
 * A local element's QName is the one it has in instance documents: qualified by `form` or the
 * schema's elementFormDefault, and for `ref` the referenced global element's own QName.
 * `nillable` (from the declaration) and minOccurs (from the particle) stay apart.
 */
import { fail } from '../../errors.js';
import type { IrElement, IrIdentityConstraint, IrRootElement, TypeRef } from '../../ir/nodes.js';
import { qname, type QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import type { XsdElement, XsdIdentityConstraint, XsdSchema } from '../xsd/model.js';
import { transformComplexType } from './complex-type.js';
import { sourceLocation, type MapContext, type Owner } from './context.js';
import { transformSimpleType } from './simple-type.js';
import type { Declared } from './symbols.js';
import { transformTypeRef } from './type-ref.js';
import { recordValueConstraints } from './value-constraints.js';

const ANY_TYPE: TypeRef = { kind: 'builtin', name: 'anyType' };

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
  const type = elementType(element, { schema: owner.schema, path: `${owner.path}.${element.name}` }, context);
  recordValueConstraints(context, `xs:element "${element.name}"`, element, type, element.source);
  return {
    kind: 'element',
    name: qname(qualified ? owner.schema.targetNamespace : '', element.name!),
    type,
    occurs: { ...occurs, nillable: element.nillable },
    ...(element.default !== undefined ? { default: element.default } : {}),
    ...(element.fixed !== undefined ? { fixed: element.fixed } : {}),
    ...identityConstraints(element, owner.schema, context),
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
  const head = substitutionHead(declared, name, context);
  const inline = definition.complexType ?? definition.simpleType;
  const anonymous = inline ? context.anonymousName(inline, schema.targetNamespace, definition.name!) : undefined;
  const type: TypeRef = anonymous
    ? { kind: 'named', name: anonymous.name }
    : definition.type
      ? transformTypeRef(definition.type, schema, definition.source, context)
      : // A member without a type of its own has its head's (XSD Part 1, 3.3.2 {type definition}).
        (head?.type ?? ANY_TYPE);
  recordValueConstraints(context, `xs:element "${definition.name}"`, definition, type, definition.source);
  const root: IrRootElement = {
    name,
    type,
    nillable: definition.nillable,
    ...(definition.default !== undefined ? { default: definition.default } : {}),
    ...(definition.fixed !== undefined ? { fixed: definition.fixed } : {}),
    ...(head ? { substitutionGroup: head.name } : {}),
    ...(definition.abstract ? { abstract: true } : {}),
    ...(definition.block ? { block: definition.block } : {}),
    ...identityConstraints(definition, schema, context),
    schema: context.schemaNameOf(schema),
    ...(definition.doc ? { doc: definition.doc } : {}),
    source: sourceLocation(definition.source),
  };
  context.elements.set(name, root);
  if (anonymous?.fresh) mapAnonymous(definition, anonymous.name, path.schema, context);
  return root;
}

/**
 * The identity constraints of a declaration (XSD Part 1, 3.11), named in its schema's namespace;
 * a keyref's `refer` must name a key or unique constraint of the loaded schemas.
 */
function identityConstraints(element: XsdElement, schema: XsdSchema, context: MapContext): { constraints?: IrIdentityConstraint[] } {
  if (!element.constraints) return {};
  const constraints = element.constraints.map((constraint): IrIdentityConstraint => {
    const refer = constraint.refer ? qname(constraint.refer.namespace, constraint.refer.local) : undefined;
    if (refer && !context.symbols.identityConstraints.has(refer)) {
      fail('SchemaUnresolvedReference', {
        file: constraint.source.file,
        line: constraint.source.line,
        kind: 'identityConstraint',
        name: refer,
        hint: 'no xs:key or xs:unique of that name',
      });
    }
    if (refer) checkReferred(constraint, context.symbols.identityConstraints.get(refer)!.definition);
    return {
      kind: constraint.kind,
      name: qname(schema.targetNamespace, constraint.name),
      ...(refer ? { refer } : {}),
      selector: constraint.selector,
      fields: constraint.fields,
      namespaces: constraint.namespaces,
      source: sourceLocation(constraint.source),
    };
  });
  return { constraints };
}

/**
 * A keyref refers to a key or unique constraint with as many fields (XSD Part 1, 3.11.6
 * c-props-correct.1, 2): one that refers to another keyref, or compares a different number of
 * fields, is refused as xmllint refuses it (review r21 torture M6: a keyref to a keyref was
 * generated).
 */
function checkReferred(keyref: XsdIdentityConstraint, referred: XsdIdentityConstraint): void {
  const at = { file: keyref.source.file, line: keyref.source.line };
  if (referred.kind === 'keyref')
    reportInvalid({ ...at, detail: `xs:keyref '${keyref.name}' refers to '${referred.name}', a keyref; refer must name an xs:key or xs:unique` });
  else if (referred.fields.length !== keyref.fields.length) {
    reportInvalid({
      ...at,
      detail: `xs:keyref '${keyref.name}' has ${keyref.fields.length} field${keyref.fields.length === 1 ? '' : 's'}, but the xs:${referred.kind} '${referred.name}' it refers to has ${referred.fields.length}`,
    });
  }
}

/** The head of the substitution group a global element joins, mapped first; a cycle is refused. */
function substitutionHead(declared: Declared<XsdElement>, name: QName, context: MapContext): IrRootElement | undefined {
  const reference = declared.definition.substitutionGroup;
  if (!reference) return undefined;
  const { file, line } = declared.definition.source;
  if (context.affiliating.has(name)) {
    return fail('SchemaInvalid', { file, line, detail: `element '${name}' is in its own substitution group` });
  }
  context.affiliating.add(name);
  try {
    return transformGlobalElement(context.lookup('elements', reference, declared.schema, declared.definition.source), context);
  } finally {
    context.affiliating.delete(name);
  }
}

/** The type of a named local element: a reference, its anonymous type named `path`, or xs:anyType. */
function elementType(element: XsdElement, owner: Owner, context: MapContext): TypeRef {
  if (element.type) {
    // Of an abstract type, it needs an xsi:type naming a derived type (src/emit/model/derivations.ts).
    return transformTypeRef(element.type, owner.schema, element.source, context);
  }
  const inline = element.complexType ?? element.simpleType;
  // No type at all: the ur-type (XSD Part 1, 3.3.2 {type definition}).
  if (!inline) return ANY_TYPE;
  const { name, fresh } = context.anonymousName(inline, owner.schema.targetNamespace, owner.path);
  if (fresh) mapAnonymous(element, name, owner.schema, context);
  return { kind: 'named', name };
}

/**
 * Maps an element's anonymous type in a fresh expansion scope: the type may refer back to the
 * groups being expanded around the element (XHTML's block/div), which is not a circular group.
 */
function mapAnonymous(element: XsdElement, name: string, schema: XsdSchema, context: MapContext): void {
  context.withinType(() => {
    if (element.complexType) transformComplexType(element.complexType, name, true, schema, context);
    else if (element.simpleType) transformSimpleType(element.simpleType, name, schema, context);
  });
}

