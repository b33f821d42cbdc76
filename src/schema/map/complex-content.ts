/**
 * The content of an `<xs:complexType>` (XSD Part 1, 3.4.2 {content type}), one mapper per
 * form, dispatched on the model's `kind`: a plain content model; complex content extension
 * (own particles only, the base's put in front by the flatten-extensions pass) or restriction
 * (its own content model stands, the base lends its attributes); simple content extension (a
 * text type, or a complex base's text resolved by the pass) or restriction (facets on the
 * base's text, or a nested simple type).
 * @see https://www.w3.org/TR/xmlschema-1/#Complex_Type_Definitions
 */
import { fail } from '../../errors.js';
import type { IrComplexType, IrGroup, IrWildcard, TypeRef } from '../../ir/nodes.js';
import { qname, XSD_NAMESPACE, type QName } from '../../ir/qname.js';
import type { PendingExtension } from '../../ir/passes/pass.js';
import { enumerationAsQNames } from '../xsd/qname-enumerations.js';
import type { XsdAttributeUse, XsdComplexContent, XsdComplexType, XsdGroupRef, XsdModelGroup, XsdName, XsdSchema, XsdSimpleType, XsdSource } from '../xsd/model.js';
import { sourceLocation, type MapContext, type Owner } from './context.js';
import { transformModelGroup } from './model-group.js';
import { transformSimpleType } from './simple-type.js';
import { transformTypeRef } from './type-ref.js';

/** Where a content is mapped: its type's definition, schema, owner (for names) and the context. */
export interface ContentAt {
  definition: XsdComplexType;
  schema: XsdSchema;
  owner: Owner;
  context: MapContext;
}

type ContentOf<K extends XsdComplexContent['kind']> = Extract<XsdComplexContent, { kind: K }>;

/** One mapper per form of content, each given its narrowed model. */
const contentMappers: { [K in XsdComplexContent['kind']]: (content: ContentOf<K>, type: IrComplexType, at: ContentAt) => void } = {
  plain(content, type, { owner, context }) {
    if (content.particle) type.content = transformModelGroup(content.particle, owner, context);
  },

  complexExtension(content, type, at) {
    const { definition, schema, owner, context } = at;
    // Extending the ur-type adds nothing to inherit: it is a plain content model. One that adds
    // no particle keeps the ur-type's content (Part 1, 3.4.2 clause 2.1.4): mixed, any elements
    // (OVAL's EntityBaseType, whose simpleContent restrictions take their text from it: refused
    // as "no simple content", review r23 schemaerr H1).
    if (isAnyType(content.base)) {
      // The ur-type's content is mixed: an element-only extension of it breaks cos-ct-extends.1.4.3.2.2.1
      // (xmllint and Xerces refuse it; review r23 schemaerr M5).
      if (!isEmptyParticle(content.particle) && !type.mixed) {
        fail('SchemaInvalid', {
          file: content.source.file,
          line: content.source.line,
          detail: 'an element-only extension of xs:anyType, whose content is mixed (both must be mixed or both element-only; the model group alone, without xs:complexContent, gives these elements only)',
        });
      }
      if (!isEmptyParticle(content.particle)) type.content = transformModelGroup(content.particle!, owner, context);
      else {
        type.mixed = true;
        type.content = anyTypeContent(content.source);
      }
      return;
    }
    const base = complexBase(content.base, schema, content.source, context, 'xs:complexContent/xs:extension');
    type.baseType = base;
    type.derivation = 'extension';
    if (hasSimpleContent(base, context)) {
      // Attributes added to a type with simple content: its text stays (as simpleContent would have it).
      refuseContentOnSimpleContent(definition, base, content.particle, content.source);
      context.pendingExtensions.set(type.name, { base, derivation: 'simpleContent', source: sourceLocation(content.source) });
    } else {
      if (content.particle) type.content = transformModelGroup(content.particle, owner, context);
      context.pendingExtensions.set(type.name, { base, derivation: 'complexContent', source: sourceLocation(content.source) });
    }
  },

  complexRestriction(content, type, { schema, owner, context }) {
    // The restriction's own content model stands; the base lends its attributes (the pass).
    const base = complexBase(content.base, schema, content.source, context, 'xs:complexContent/xs:restriction');
    if (content.particle) type.content = transformModelGroup(content.particle, owner, context);
    type.baseType = base;
    type.derivation = 'restriction';
    const prohibited = prohibitedAttributes(content.attributes, owner, context);
    context.restrictions.set(type.name, { type: type.name, base, attributes: type.attributes, prohibited });
    context.pendingExtensions.set(type.name, {
      base,
      derivation: 'complexRestriction',
      prohibited: prohibited.map((use) => use.name),
      source: sourceLocation(content.source),
    });
  },

  simpleRestriction(content, type, at) {
    const { schema, owner, context } = at;
    // Of the ur-type (mixed, its elements optional): the text type is the nested xs:simpleType's,
    // with nothing to inherit (XSD 3.4.2; xmllint and Xerces take it; review r23 schemaerr H1).
    if (isAnyType(content.base)) return simpleRestrictionOfAnyType(content, type, at);
    const base = complexBase(content.base, schema, content.source, context, 'xs:simpleContent/xs:restriction');
    type.baseType = base;
    type.derivation = 'restriction';
    const prohibited = prohibitedAttributes(content.attributes, owner, context);
    context.restrictions.set(type.name, { type: type.name, base, attributes: type.attributes, prohibited });
    const pending: PendingExtension = {
      base,
      derivation: 'simpleRestriction',
      prohibited: prohibited.map((use) => use.name),
      source: sourceLocation(content.source),
    };
    if (content.simpleType) {
      // A nested simple type replaces the base's text type; the facets restrict it further.
      type.simpleContent = nestedTextType(content, content.simpleType, at);
    } else if (Object.keys(content.facets).length > 0) {
      pending.facets = content.facets;
      if (content.facets.enumeration) pending.qnameEnumeration = enumerationAsQNames(content.facets.enumeration);
      // Their values are checked against the base's text type once it is known (./value-constraints.ts).
      context.textRestrictions.push({
        owner: type.name,
        facets: content.facets,
        ...(content.facetSources ? { sources: content.facetSources } : {}),
        source: content.source,
      });
    }
    context.pendingExtensions.set(type.name, pending);
  },

  simpleExtension(content, type, { schema, context }) {
    const reference = transformTypeRef(content.base, schema, content.source, context);
    if (reference.kind === 'builtin' && reference.name === 'anyType') {
      fail('SchemaInvalid', { file: content.source.file, line: content.source.line, detail: 'xs:simpleContent cannot extend xs:anyType (its content is not simple)' });
    }
    if (reference.kind === 'named' && context.symbols.types.get(reference.name)?.definition.kind === 'complexType') {
      // The text type comes from a complex base with simple content: resolved by the pass.
      type.baseType = reference.name;
      type.derivation = 'extension';
      context.pendingExtensions.set(type.name, { base: reference.name, derivation: 'simpleContent', source: sourceLocation(content.source) });
    } else {
      type.simpleContent = reference;
    }
  },
};

/** Maps the content of `at.definition` onto `type` (content model, text type, base and derivation). */
export function mapComplexContent(content: XsdComplexContent, type: IrComplexType, at: ContentAt): void {
  (contentMappers[content.kind] as (content: XsdComplexContent, type: IrComplexType, at: ContentAt) => void)(content, type, at);
}

/**
 * The attributes a restriction prohibits (`use="prohibited"`), by name and place: the base's
 * attributes of those names are not inherited (XSD Part 1, 3.4.2 {attribute uses}).
 */
function prohibitedAttributes(uses: readonly XsdAttributeUse[], owner: Owner, context: MapContext): Array<{ name: QName; source: XsdSource }> {
  const prohibited: Array<{ name: QName; source: XsdSource }> = [];
  for (const use of uses) {
    if (use.kind !== 'attribute' || use.use !== 'prohibited') continue;
    if (use.ref) {
      const declared = context.lookup('attributes', use.ref, owner.schema, use.source);
      prohibited.push({ name: qname(declared.schema.targetNamespace, declared.definition.name!), source: use.source });
    } else {
      const qualified = (use.form ?? owner.schema.attributeFormDefault) === 'qualified';
      prohibited.push({ name: qname(qualified ? owner.schema.targetNamespace : '', use.name!), source: use.source });
    }
  }
  return prohibited;
}

/**
 * Whether the complex type `name` has simple content (XSD Part 1, 3.4.2 {content type}): a
 * simpleContent derivation, or a complexContent extension that adds no particle (and is not
 * mixed) to a base with simple content, whose content type it keeps (IVOA STC's orbit elements
 * add a `unit` attribute to `double1Type` so).
 */
function hasSimpleContent(name: QName, context: MapContext, seen = new Set<QName>()): boolean {
  const definition = context.symbols.types.get(name)?.definition;
  if (definition?.kind !== 'complexType' || seen.has(name)) return false;
  seen.add(name);
  const content = definition.content;
  if (content.kind === 'simpleExtension' || content.kind === 'simpleRestriction') return true;
  if (content.kind !== 'complexExtension' || isAnyType(content.base) || definition.mixed || !isEmptyParticle(content.particle)) return false;
  return hasSimpleContent(qname(content.base.namespace, content.base.local), context, seen);
}

/**
 * An extension of a type with simple content may add attributes only (Part 1, 3.4.6
 * cos-ct-extends 1.4): an added particle or `mixed="true"` would make its content both the
 * base's text and elements.
 */
function refuseContentOnSimpleContent(definition: XsdComplexType, base: QName, particle: XsdModelGroup | XsdGroupRef | undefined, source: XsdSource): void {
  const added = !isEmptyParticle(particle) ? 'adds a content model (elements)' : definition.mixed ? 'is mixed' : undefined;
  if (!added) return;
  fail('SchemaInvalid', {
    file: source.file,
    line: source.line,
    detail: `xs:complexContent/xs:extension of '${base}', which has simple content, ${added}: an extension of a type with simple content may only add attributes`,
  });
}

/**
 * A particle that contributes nothing (Part 1, 3.4.2, complex content clause 2.1): none, one
 * with maxOccurs 0, an empty xs:sequence or xs:all, or an empty xs:choice with minOccurs 0.
 */
function isEmptyParticle(particle: XsdModelGroup | XsdGroupRef | undefined): boolean {
  if (!particle) return true;
  if (particle.occurs.max === 0) return true;
  if (particle.kind === 'groupRef' || particle.particles.length > 0) return false;
  return particle.kind !== 'choice' || particle.occurs.min === 0;
}

/** A simpleContent restriction of xs:anyType: the nested simple type, restricted by the facets, as its text. */
function simpleRestrictionOfAnyType(content: ContentOf<'simpleRestriction'>, type: IrComplexType, at: ContentAt): void {
  if (!content.simpleType) {
    return fail('SchemaInvalid', {
      file: content.source.file,
      line: content.source.line,
      detail: "an xs:simpleContent restriction of xs:anyType needs an xs:simpleType inside it (xs:anyType's content is mixed, not simple)",
    });
  }
  type.simpleContent = nestedTextType(content, content.simpleType, at);
}

/** The text type of a simpleContent restriction with a nested xs:simpleType: that type, restricted by the restriction's facets (`<Type>.value`). */
function nestedTextType(content: ContentOf<'simpleRestriction'>, simpleType: NonNullable<ContentOf<'simpleRestriction'>['simpleType']>, { schema, owner, context }: ContentAt): TypeRef {
  const text: XsdSimpleType = {
    kind: 'simpleType',
    baseType: simpleType,
    facets: content.facets,
    ...(content.facetSources ? { facetSources: content.facetSources } : {}),
    source: content.source,
  };
  const anonymous = context.anonymousName(content, schema.targetNamespace, `${owner.path}.value`);
  if (anonymous.fresh) transformSimpleType(text, anonymous.name, schema, context);
  return { kind: 'named', name: anonymous.name };
}

/** The content of xs:anyType: any elements, any number, checked laxly, between text. */
function anyTypeContent(source: XsdSource): IrGroup {
  const at = sourceLocation(source);
  const any: IrWildcard = { kind: 'any', namespaces: { kind: 'any' }, processContents: 'lax', occurs: { min: 0, max: 'unbounded', nillable: false }, source: at };
  return { kind: 'sequence', occurs: { min: 1, max: 1, nillable: false }, particles: [any], source: at };
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
