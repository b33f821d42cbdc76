/**
 * Flattens derivation by extension (XSD Part 1, 3.4.2 "complex type definition with complex
 * content", clause 2.2: the content type is a sequence of the base's particle followed by the
 * extension's) and completes restrictions (inherited attributes, restricted text type). After
 * this pass a derived type's `content`, `attributes` and `simpleContent` are complete, so
 * emitters never walk `baseType`. Bases are flattened first; a cycle is an error.
 */
import { fail } from '../../errors.js';
import { emptiable, isComplexType } from '../guards.js';
import { unionNamespaces } from '../namespace-constraint.js';
import type { IrAttributeWildcard, IrComplexType, IrGeneration, IrGroup, IrSimpleType, IrType, TypeRef } from '../nodes.js';
import type { QName } from '../qname.js';
import type { IrPass, IrPassContext, PendingExtension } from './pass.js';

/** Merges base particles (first) and attributes into every type derived by extension. */
export function flattenExtensions(generation: IrGeneration, context: IrPassContext): IrGeneration {
  if (context.pendingExtensions.size === 0) return generation;
  const types: Record<QName, IrType> = { ...generation.types };
  const done = new Set<QName>();
  const visiting = new Set<QName>();
  const flatten = (name: QName): IrComplexType => {
    const type = types[name] as IrComplexType;
    const pending = context.pendingExtensions.get(name);
    if (!pending || done.has(name)) return type;
    if (visiting.has(name)) {
      return fail('SchemaInvalid', { file: pending.source.file, line: pending.source.line, detail: `type '${name}' derives from itself` });
    }
    visiting.add(name);
    const base = types[pending.base];
    if (!isComplexType(base)) {
      return fail('SchemaInvalid', { file: pending.source.file, line: pending.source.line, detail: `base type '${pending.base}' is not a complex type` });
    }
    const flatBase = flatten(pending.base);
    types[name] =
      pending.derivation === 'complexRestriction' || pending.derivation === 'simpleRestriction'
        ? restrict(type, flatBase, pending, types)
        : merge(type, flatBase, pending);
    visiting.delete(name);
    done.add(name);
    return types[name] as IrComplexType;
  };
  for (const name of context.pendingExtensions.keys()) flatten(name);
  return { ...generation, types };
}

/** An extension's attribute wildcard: the union of its own and its base's (XSD Part 1, 3.4.2). */
function mergeWildcards(type: IrComplexType, base: IrComplexType): { anyAttribute?: IrAttributeWildcard } {
  const own = type.anyAttribute;
  const inherited = base.anyAttribute;
  if (!own || !inherited) return own ?? inherited ? { anyAttribute: (own ?? inherited)! } : {};
  return { anyAttribute: { ...own, namespaces: unionNamespaces(own.namespaces, inherited.namespaces) } };
}

function merge(type: IrComplexType, base: IrComplexType, pending: PendingExtension): IrComplexType {
  const inherited = type.attributes.find((attribute) => base.attributes.some((other) => other.name === attribute.name));
  if (inherited) {
    fail('SchemaInvalid', {
      file: pending.source.file,
      line: pending.source.line,
      detail: `extension of '${base.name}' declares its attribute '${inherited.name}' again (only a restriction may)`,
    });
  }
  const attributes = [...base.attributes, ...type.attributes];
  const wildcard = mergeWildcards(type, base);
  if (pending.derivation === 'simpleContent') {
    if (!base.simpleContent) {
      return fail('SchemaInvalid', {
        file: pending.source.file,
        line: pending.source.line,
        detail: `xs:simpleContent extension of '${base.name}', which has no simple content`,
      });
    }
    return { ...type, simpleContent: base.simpleContent, attributes, ...wildcard };
  }
  if (base.simpleContent) {
    return fail('SchemaInvalid', {
      file: pending.source.file,
      line: pending.source.line,
      detail: `xs:complexContent extension of '${base.name}', which has simple content`,
    });
  }
  const content = concatenate(base.content, type.content, type);
  return { ...type, ...(content ? { content } : {}), attributes, ...wildcard, mixed: type.mixed || base.mixed };
}

/**
 * A restriction (XSD Part 1, 3.4.2): the type keeps its own content model (complexContent) or
 * restricts the base's text type by its facets (simpleContent, a new simple type
 * `<type>.value`); it inherits the base's attributes except those it redeclares (in the base's
 * place) or prohibits; its attribute wildcard is its own.
 */
function restrict(type: IrComplexType, base: IrComplexType, pending: PendingExtension, types: Record<QName, IrType>): IrComplexType {
  const own = new Map(type.attributes.map((attribute) => [attribute.name, attribute]));
  const prohibited = new Set(pending.prohibited ?? []);
  const attributes = [
    ...base.attributes.filter((attribute) => !prohibited.has(attribute.name)).map((attribute) => own.get(attribute.name) ?? attribute),
    ...type.attributes.filter((attribute) => !base.attributes.some((inherited) => inherited.name === attribute.name)),
  ];
  const fault = (detail: string) => fail('SchemaInvalid', { file: pending.source.file, line: pending.source.line, detail });
  if (pending.derivation === 'complexRestriction') {
    if (base.simpleContent) return fault(`xs:complexContent restriction of '${base.name}', which has simple content`);
    return { ...type, attributes };
  }
  if (!base.simpleContent) {
    // A mixed base whose particle may be empty takes simple content from the restriction's own
    // xs:simpleType (XSD Part 1, 3.4.2, the complex type's {content type} clause 2; OVAL's
    // EntityStateStringType of EntityBaseType, an attributes-only extension of xs:anyType: it was
    // refused, review r23 schemaerr H1).
    if (base.mixed && emptiable(base.content) && type.simpleContent) return { ...type, attributes };
    return fault(`xs:simpleContent restriction of '${base.name}', which has no simple content${base.mixed ? ' (a mixed base takes simple content only from an xs:simpleType inside the restriction, and only if its elements may be left out)' : ''}`);
  }
  const simpleContent = type.simpleContent ?? restrictText(type, base.simpleContent, pending, types);
  return { ...type, attributes, simpleContent };
}

/** The base's text type, restricted by the facets of a simpleContent restriction (if any). */
function restrictText(type: IrComplexType, text: TypeRef, pending: PendingExtension, types: Record<QName, IrType>): TypeRef {
  let facets = pending.facets;
  if (!facets) return text;
  const named = text.kind === 'named' ? types[text.name] : undefined;
  // A QName's enumeration values are values, not texts (src/schema/xsd/qname-enumerations.ts).
  const bottom = named?.kind === 'simpleType' ? named.base : text.kind === 'builtin' ? text.name : undefined;
  if (bottom === 'QName' && pending.qnameEnumeration && !(named?.kind === 'simpleType' && (named.itemType || named.memberTypes)))
    facets = { ...facets, enumeration: pending.qnameEnumeration };
  let name = `${type.name}.value`;
  for (let suffix = 2; types[name]; suffix++) name = `${type.name}.value#${suffix}`;
  const derived: IrSimpleType =
    named?.kind === 'simpleType'
      ? {
          ...named,
          name,
          baseType: named.name,
          facets: { ...named.facets, ...facets },
          source: pending.source,
        }
      : { kind: 'simpleType', name, base: text.kind === 'builtin' ? text.name : 'anySimpleType', facets, source: pending.source };
  delete derived.doc;
  types[name] = derived;
  return { kind: 'named', name };
}

// Two plain sequences become one; anything else nests both groups in a new sequence.
function concatenate(base: IrGroup | undefined, own: IrGroup | undefined, type: IrComplexType): IrGroup | undefined {
  if (!base) return own;
  if (!own) return base;
  const once = (group: IrGroup) => group.kind === 'sequence' && group.occurs.min === 1 && group.occurs.max === 1;
  if (once(base) && once(own)) return { ...own, particles: [...base.particles, ...own.particles] };
  return { kind: 'sequence', occurs: { min: 1, max: 1, nillable: false }, particles: [base, own], source: type.source };
}

/** The pass entry for ./index.ts. */
export const flattenExtensionsPass: IrPass = { name: 'flatten-extensions', run: flattenExtensions };
