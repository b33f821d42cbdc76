/**
 * The schema's own values that can only be checked once derived types are complete (after the
 * flatten-extensions pass): `default` and `fixed` of elements and attributes (XSD Part 1,
 * 3.2.6 a-props-correct.2, 3.3.6 e-props-correct.2: the value must be valid for the
 * declaration's type, whose simple content may come from a base), and the facets of an
 * `xs:simpleContent/xs:restriction`, which restrict the text type of a complex base. The
 * mapper records them ({@link MapContext}); {@link checkValueConstraints} reports every invalid
 * one (SchemaInvalid, file and line, all of a run at once) as xmllint refuses to compile it,
 * and the limits xs:ID puts on declarations (./id-attributes.ts).
 */
import { isComplexType, isSimpleType } from '../../ir/guards.js';
import type { IrType, TypeRef } from '../../ir/nodes.js';
import type { QName } from '../../ir/qname.js';
import { recoverInvalid, reportInvalid } from '../refusals.js';
import type { XsdFacetSources, XsdSource } from '../xsd/model.js';
import type { MapContext } from './context.js';
import { checkFacetValues, type FacetStep } from './facet-values.js';
import { checkIdAttributes, refuseIdValueConstraint } from './id-attributes.js';
import { builtinValueType, valueIssue, type ValueTypeOf } from './simple-values.js';

/** A `default` or `fixed` value to check against the declaration's type. */
export interface PendingValueConstraint {
  /** How the message names the declaration. @example 'xs:element "v"' */
  declaration: string;
  constraint: 'default' | 'fixed';
  value: string;
  type: TypeRef;
  source: XsdSource;
}

/** The facets of an `xs:simpleContent/xs:restriction` without a nested type, on `owner`'s text. */
export interface PendingTextRestriction extends FacetStep {
  owner: QName;
  sources?: XsdFacetSources;
}

/**
 * Records the `default` and `fixed` of a declaration of type `type` (once per place: attribute
 * groups and named groups are mapped once per use).
 */
export function recordValueConstraints(
  context: MapContext,
  declaration: string,
  values: { default?: string | undefined; fixed?: string | undefined },
  type: TypeRef,
  source: XsdSource,
): void {
  for (const constraint of ['default', 'fixed'] as const) {
    const value = values[constraint];
    if (value === undefined) continue;
    const key = `${source.file}:${source.line}:${declaration}:${constraint}`;
    if (!context.valueConstraints.has(key)) context.valueConstraints.set(key, { declaration, constraint, value, type, source });
  }
}

/**
 * Reports (SchemaInvalid, ../refusals.ts) every recorded facet or value constraint that is
 * invalid, given the types of the flattened generation.
 */
export function checkValueConstraints(types: Readonly<Record<QName, IrType>>, context: MapContext): void {
  const typeOf = flattenedValueType(types);
  for (const step of context.textRestrictions) {
    const text = types[step.owner];
    if (!isComplexType(text) || text.simpleContent?.kind !== 'named') continue;
    // The text type the restriction made (flatten-extensions: `<owner>.value`) and the one it restricts.
    const derived = types[text.simpleContent.name];
    if (!isSimpleType(derived)) continue;
    const base = derived.baseType ? types[derived.baseType] : undefined;
    const restricted = isSimpleType(base)
      ? { type: base, label: `'${base.name}'` }
      : { type: builtinValueType(derived.base), label: `xs:${derived.base}` };
    recoverInvalid(() => checkFacetValues(step, restricted, typeOf));
  }
  for (const pending of context.valueConstraints.values()) {
    if (refuseIdValueConstraint(pending, typeOf)) continue;
    const type = typeOf(pending.type);
    const issue = type && valueIssue(pending.value, type, typeOf);
    if (!issue) continue;
    const named = pending.type.kind === 'builtin' ? `xs:${pending.type.name}` : `'${pending.type.name}'`;
    reportInvalid({
      file: pending.source.file,
      line: pending.source.line,
      detail: `${pending.declaration}: ${pending.constraint}="${pending.value}" is not a value of its type ${named} (${issue})`,
    });
  }
  checkIdAttributes(types, context.attributeGroups, typeOf);
}

/**
 * The value type of a reference in a flattened generation: a simple type, or the text type of a
 * complex type with simple content; none for element content (a default on mixed content is
 * any text).
 */
function flattenedValueType(types: Readonly<Record<QName, IrType>>): ValueTypeOf {
  const typeOf: ValueTypeOf = (reference) => {
    if (reference.kind === 'builtin') return builtinValueType(reference.name);
    const type = types[reference.name];
    if (isSimpleType(type)) return type;
    return isComplexType(type) && type.simpleContent ? typeOf(type.simpleContent) : undefined;
  };
  return typeOf;
}
