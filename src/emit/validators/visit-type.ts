/**
 * `visit<Type>(value, path, issues)`: walks a typed value of one complex type, reporting required
 * elements that are absent (`xsd-missing-element`) and simple values outside their type
 * (`xsd-invalid-value`), with element paths as the rule layer writes them (`[n]` only where a
 * parent holds several children of that name).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { FieldPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';
import { functionHead, ifChain, ifStatement, printStatement } from '../print/code.js';
import { checkOne, visitFunctionName, type Trivial } from './check-one.js';
import { scalarCheck, type ValidatorSupport } from './scalar-checks.js';
import { visitMixed, visitSubstitution, visitWildcard } from './visit-wider.js';

export { visitFunctionName, type Trivial } from './check-one.js';

function visitField(
  field: FieldPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string[] {
  const source = propertyAccess('value', field.property);
  const local = stringLiteral(field.local);
  const missing = `missing(issues, path, ${local});`;
  if (field.wildcard) return visitWildcard(field, source, missing, support);
  if (field.substitution)
    return visitSubstitution(field, source, missing, context, support, checked, trivial);
  if (field.list) {
    const lines: string[] = [];
    if (field.required === 'always' && field.min > 0)
      lines.push(ifStatement(2, `${source}.length < ${field.min}`, missing));
    const check = checkOne(field, 'item', 'at', context, support, checked, trivial);
    if (check) {
      lines.push(`  ${source}.forEach((item, index, all) => {`);
      lines.push(`    const at = itemPath(path, ${local}, index, all.length);`);
      lines.push(
        field.nillable ? ifStatement(4, 'item !== null', check) : printStatement(4, check),
      );
      lines.push('  });');
    }
    return lines;
  }
  const check = checkOne(
    field,
    source,
    `\`\${path}/${field.local}\``,
    context,
    support,
    checked,
    trivial,
  );
  const required = field.required === 'always';
  if (!check) return required ? [ifStatement(2, `${source} === undefined`, missing)] : [];
  const present = field.nillable ? `${source} != null` : `${source} !== undefined`;
  if (!required) return [ifStatement(2, present, check)];
  return [
    ifChain(2, [
      [`${source} === undefined`, missing],
      [field.nillable ? `${source} !== null` : undefined, check],
    ]),
  ];
}

/** Statements of `visit<Type>` (empty when there is nothing to check). */
export function visitBody(
  type: IrComplexType,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string[] {
  const plan = context.plan(type);
  const lines: string[] = [];
  for (const attribute of plan.attributes) {
    const source = propertyAccess('value', attribute.property);
    const check = scalarCheck(attribute.scalar, source, context, support, checked);
    if (check) {
      const at = `\`\${path}/@${attribute.local}\``;
      lines.push(
        ifStatement(2, `${source} !== undefined`, {
          lead: '',
          callee: 'report',
          args: ['issues', at, check],
        }),
      );
    }
  }
  if (plan.text) {
    const check = scalarCheck(plan.text, 'value.$value', context, support, checked);
    if (check)
      lines.push(
        printStatement(2, { lead: '', callee: 'report', args: ['issues', 'path', check] }),
      );
  }
  if (plan.sequenced) lines.push(...visitMixed(plan, context, support, checked, trivial));
  else
    for (const field of plan.fields)
      lines.push(...visitField(field, context, support, checked, trivial));
  return lines;
}

/** Prints `visit<Type>`, or undefined when it would be empty. */
export function printVisitFunction(
  type: IrComplexType,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string | undefined {
  const body = visitBody(type, context, support, checked, trivial);
  if (body.length === 0) return undefined;
  const params = [`value: ${context.typeName(type.name)}`, 'path: string', 'issues: Issue[]'];
  return [
    functionHead(`function ${visitFunctionName(type, context)}`, params, 'void'),
    ...body,
    '}',
  ].join('\n');
}
