/**
 * `visit<Type>$nil(value, path, issues)`: the check of a nil occurrence of a nillable element
 * whose type has attributes (`null`, or `{ $nil: true, ...attributes }`: types `nilForms`). A nil
 * element keeps its attributes and XSD checks them, a required one included (XSD Part 1, 3.3.4
 * clause 3.2 leaves them to the type), so the validator checks them as on the type's own values:
 * `null` where one is required (which the encoder refuses, `attribute-missing`: r13 interplay 4),
 * a required one left out, each value's type and fixed value, and a property other than theirs
 * (`property-unknown`, as the encoder refuses it). Declared once per type.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_nil
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { functionHead, printStatement } from '../print/code.js';
import { knownPropertiesConstant } from '../model/known-properties.js';
import { nilRequiredAttribute, nilShape, nilShapeImports } from '../types/type-expression.js';
import { visitFunctionName } from './check-one.js';
import { reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';
import { visitAttributes } from './visit-type.js';

/**
 * The name of `visit<Type>$nil`, declared on first use; undefined when nil values of `type` are
 * plain `null` (a type without attributes). It also reports a property of `{ $nil: true, ... }`
 * other than the attributes' (`property-unknown`: a child element's would be lost).
 */
export function nilVisitor(
  type: IrComplexType,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
): string | undefined {
  const ref = { kind: 'named', name: type.name } as const;
  const shape = nilShape(ref, context);
  if (!shape) return undefined;
  const name = `${visitFunctionName(type, context)}$nil`;
  if (support.helpers.has(name)) return name;
  const plan = context.plan(type);
  const attributes = visitAttributes(plan, context, support, checked);
  const required = nilRequiredAttribute(ref, context);
  const properties = knownPropertiesConstant(type, context, support, 'nil');
  const unknown = printStatement(2, {
    lead: '',
    callee: reporter('reportUnknownProperties', support),
    args: ['issues', 'path', 'value', properties],
  });
  const onNull =
    required !== undefined
      ? [
          '  if (value === null) {',
          `    ${reporter('nullWithoutAttribute', support)}(issues, path, ${stringLiteral(required)});`,
          '    return;',
          '  }',
        ]
      : ['  if (value === null) return;'];
  const { types, brands } = nilShapeImports(ref, context);
  for (const local of types) (support.localTypes ??= new Set()).add(local);
  for (const brand of brands) (support.runtimeTypes ??= new Set()).add(brand);
  const params = [`value: ${shape} | null`, 'path: string', 'issues: Issue[]'];
  support.helpers.set(
    name,
    [
      `/** Checks the attributes a nil element of ${context.typeName(type.name)} keeps (null keeps none). */`,
      functionHead(`function ${name}`, params, 'void'),
      ...onNull,
      unknown,
      ...attributes,
      '}',
    ].join('\n'),
  );
  return name;
}
