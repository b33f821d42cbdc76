/**
 * The check of one occurrence of a field in a `visit<Type>` function: a simple value's facets
 * and lexical form (`report`), a complex value's own visit (or, for a type with nothing else to
 * check, that it is an object of its properties), the raw XML and name of an xs:anyType element.
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { FieldPlan } from '../model/content.js';
import { xsiTypesConstant } from '../codecs/xsi-types.js';
import { stringLiteral } from '../naming/identifiers.js';
import type { Statement } from '../print/code.js';
import { isRawField } from '../types/type-expression.js';
import { reporter } from './reporters.js';
import { valueSpaceOf } from '../model/scalars.js';
import { scalarCheck, type ValidatorSupport } from './scalar-checks.js';
import { polymorphOf } from '../model/derivations.js';
import { derivedVisitor } from './visit-derived.js';
import { knownPropertiesConstant } from '../model/known-properties.js';

/** Name of the visit function of a complex type. */
export function visitFunctionName(type: IrComplexType, context: EmitContext): string {
  return `visit${context.typeName(type.name)}`;
}

/** True when the visit function of the type would do nothing (no check anywhere below it). */
export type Trivial = (type: IrComplexType) => boolean;

/** The check of one present, non-null occurrence `source` at path expression `at`. */
export function checkOne(
  field: FieldPlan,
  source: string,
  at: string,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): Statement | undefined {
  if (isRawField(field)) {
    // An xs:anyType element: the raw XML must be that element, its xsi:type a type of the set.
    support.runtime.add('checkRawElementName');
    const types = xsiTypesConstant(context, support, true);
    const check = `checkRawElementName(${source}, ${stringLiteral(field.namespace)}, ${stringLiteral(field.local)}, ${types})`;
    return { lead: '', callee: 'report', args: ['issues', at, check] };
  }
  if (field.scalar) {
    const check = scalarCheck(field.scalar, source, context, support, checked, {
      fixed: field.element.fixed,
    });
    return check ? { lead: '', callee: 'report', args: ['issues', at, check] } : undefined;
  }
  const type = context.complexType(field.type)!;
  const polymorph = polymorphOf(type, context.generation);
  if (polymorph) {
    // The type its `$xsiType` names (nil occurrences too, for a nillable element).
    const visit = derivedVisitor(polymorph, field.nillable, context, support, checked, trivial);
    return { lead: '', callee: visit, args: [source, at, 'issues'] };
  }
  const fixed = fixedContentCheck(type, field.element.fixed, source, at, context, support, trivial);
  if (fixed) return fixed;
  // A type with nothing else to check has no visit function; its value must still be an
  // object of its properties.
  return trivial(type)
    ? objectCheck(type, source, at, context, support)
    : { lead: '', callee: visitFunctionName(type, context), args: [source, at, 'issues'] };
}

/**
 * `reportObject(issues, at, source, propertiesOf<Type>)`: the value `source` of `type` is an
 * object holding none but the type's properties (what the encoder's `w.startObject` refuses
 * otherwise); as a statement, or as the condition `visit<Type>` returns early on.
 */
export function objectCheck(
  type: IrComplexType,
  source: string,
  at: string,
  context: EmitContext,
  support: ValidatorSupport,
): { lead: ''; callee: string; args: string[] } {
  const properties = knownPropertiesConstant(type, context, support);
  const callee = reporter('reportObject', support);
  return { lead: '', callee, args: ['issues', at, source, properties] };
}

/**
 * For an element with a fixed value whose type has simple content and attributes: the visit of
 * its value, then the fixed value of its `$value` (`fixedContent`); else undefined.
 */
export function fixedContentCheck(
  type: IrComplexType,
  fixed: string | undefined,
  source: string,
  at: string,
  context: EmitContext,
  support: ValidatorSupport,
  trivial: Trivial,
): Statement | undefined {
  const text = context.plan(type).text;
  if (!text || fixed === undefined || trivial(type)) return undefined;
  // Simple content with attributes: the element's fixed value applies to its `$value`.
  const args = [visitFunctionName(type, context), source, at, 'issues'];
  args.push(stringLiteral(fixed), stringLiteral(valueSpaceOf(text)));
  return { lead: '', callee: reporter('fixedContent', support), args };
}
