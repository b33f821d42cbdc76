/**
 * `visit<Type>(value, path, issues)`: walks a typed value of one complex type, reporting required
 * elements that are absent (`xsd-missing-element`) and simple values outside their type
 * (`xsd-invalid-value`), with element paths as the rule layer writes them (`[n]` only where a
 * parent holds several children of that name).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';
import { constraintLiteral } from '../codecs/wildcards.js';
import { isPrototypeMember } from '../codecs/storage.js';
import { qname } from '../../ir/qname.js';
import {
  functionHead,
  ifCall,
  ifChain,
  ifStatement,
  printStatement,
  type Statement,
} from '../print/code.js';
import { checkOne, objectCheck, visitFunctionName, type Trivial } from './check-one.js';
import { contentOrderCheck } from './content-order.js';
import { nilCheck, nilGuarded, nilRefusal, notNil } from './nil-test.js';
import { fewerReport, reporter } from './reporters.js';
import { scalarCheck, type ValidatorSupport } from './scalar-checks.js';
import { groupChecks, listBounds } from './structure.js';
import { listDeclarations, listVariable } from './list-items.js';
import { visitMixed, visitSubstitution, visitWildcard } from './visit-wider.js';
import { XML_NAMESPACE } from '../../runtime/names.js';

export { visitFunctionName, type Trivial } from './check-one.js';

function visitField(
  field: FieldPlan,
  plan: ContentPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string[] {
  // A list's items were read into a local (./list-items.ts).
  const source = field.list ? listVariable(field, plan) : propertyAccess('value', field.property);
  const local = stringLiteral(field.local);
  const missing = `missing(issues, path, ${local});`;
  if (field.wildcard) return visitWildcard(field, source, context, support);
  if (field.substitution)
    return visitSubstitution(field, source, missing, context, support, checked, trivial);
  if (field.list) {
    const lines: string[] = [];
    if (field.required === 'always' && field.min > 0)
      lines.push(ifStatement(2, `${source}.length < ${field.min}`, fewerReport(field, `${source}.length`, support)));
    lines.push(...listBounds(field, plan, support));
    const check = checkOne(field, 'item', 'at', context, support, checked, trivial);
    if (check) {
      lines.push(`  ${source}.forEach((item, index, all) => {`);
      lines.push(`    const at = itemPath(path, ${local}, index, all.length);`);
      const refused = nilRefusal(field, 'item', 'at', context, support);
      lines.push(
        refused
          ? ifChain(4, [refused, [undefined, check]])
          : nilGuarded(4, field.type, 'item', 'at', check, context, support, checked),
      );
      lines.push('  });');
    } else if (!field.nillable) {
      const at = `itemPath(path, ${local}, index, all.length)`;
      lines.push(`  ${source}.forEach((item, index, all) => {`);
      lines.push(
        ifStatement(4, 'item === null', {
          lead: '',
          callee: reporter('notNillable', support),
          args: ['issues', at],
        }),
      );
      lines.push('  });');
    }
    return lines;
  }
  const at = `\`\${path}/${field.local}\``;
  const check = checkOne(field, source, at, context, support, checked, trivial);
  const chain: Array<[string | undefined, Statement]> = [];
  if (field.required === 'always') chain.push([`${source} === undefined`, missing]);
  const refused = nilRefusal(field, source, at, context, support);
  if (!refused) {
    const present = notNil(field.type, source, context, support);
    // A type with derived types: its visitor tells nil occurrences itself (`present` undefined).
    const given =
      present === undefined
        ? chain.length > 0
          ? undefined
          : `${source} !== undefined`
        : chain.length > 0
          ? present
          : optionalPresent(source, present);
    if (check) chain.push([given, check]);
    // A nil value keeps attributes to check (./visit-nil.ts): the `else` of the one above.
    const nil = present && check && nilCheck(field.type, source, at, context, support, checked);
    if (nil) chain.push([chain.length > 1 ? undefined : `${source} !== undefined`, nil]);
  } else {
    // Null stands for xsi:nil: where the element may not be nil it is an issue, not a crash.
    chain.push(refused);
    if (check) chain.push([chain.length > 1 ? undefined : `${source} !== undefined`, check]);
  }
  return chain.length > 0 ? [ifChain(2, chain)] : [];
}

/** `x != null`, or `x !== undefined && !nilled(x)`: an optional occurrence that is there, not nil. */
function optionalPresent(source: string, present: string): string {
  return present === `${source} !== null`
    ? `${source} != null`
    : `${source} !== undefined && ${present}`;
}

/**
 * The checks of the attributes of `value`: required ones given, each value's facets and fixed
 * value (of a nil value's too: ./visit-nil.ts).
 */
export function visitAttributes(
  plan: ContentPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
): string[] {
  const lines: string[] = [];
  for (const attribute of plan.attributes) {
    const source = propertyAccess('value', attribute.property);
    // `xml:lang` and a `lang` of no namespace may both be there: the path tells them apart.
    const name = attribute.namespace === XML_NAMESPACE ? `xml:${attribute.local}` : attribute.local;
    const at = `\`\${path}/@${name}\``;
    const check = scalarCheck(attribute.scalar, source, context, support, checked, {
      fixed: attribute.attribute.fixed,
    });
    const report = check && { lead: '', callee: 'report', args: ['issues', at, check] };
    if (attribute.optional) {
      if (report) lines.push(ifStatement(2, `${source} != null`, report));
      continue;
    }
    const absent = `${reporter('missingAttribute', support)}(issues, path, ${stringLiteral(name)});`;
    lines.push(
      ifChain(2, [
        [`${source} == null`, absent],
        ...(report ? [[undefined, report] as const] : []),
      ]),
    );
  }
  if (plan.anyAttribute) {
    // What the writer refuses of `$anyAttributes`: keys the wildcard does not accept, no names.
    support.runtime.add('anyAttributeIssues');
    const constraint = constraintLiteral(plan.anyAttribute.namespaces, stringLiteral);
    const declared = plan.attributes.map((attribute) =>
      stringLiteral(qname(attribute.namespace, attribute.local)),
    );
    lines.push(
      printStatement(2, {
        lead: 'const others = ',
        callee: 'anyAttributeIssues',
        args: ['value.$anyAttributes', constraint, `[${declared.join(', ')}]`],
      }),
      '  for (const [at, issue] of others) report(issues, path + at, issue);',
    );
  }
  return lines;
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
  const lines = visitAttributes(plan, context, support, checked);
  if (plan.text) {
    const check = scalarCheck(plan.text, 'value.$value', context, support, checked);
    if (check)
      lines.push(
        printStatement(2, { lead: '', callee: 'report', args: ['issues', 'path', check] }),
      );
  }
  const content: string[] = [];
  if (plan.sequenced)
    content.push(...visitMixed(plan, type.content, context, support, checked, trivial));
  else {
    for (const field of plan.fields)
      content.push(...visitField(field, plan, context, support, checked, trivial));
    content.push(...groupChecks(plan, type.content, support));
  }
  // Shared element names or nested choices: an exact check after the others (./content-order.ts).
  const order = contentOrderCheck(type, context, support);
  content.push(...order.after);
  return [...lines, ...order.before, ...listDeclarations(plan, content, support), ...content];
}

/**
 * `value = ownProperties(value)` where an element is named like a member of `Object.prototype`
 * (`constructor`, `toString`...): an absent one must read as undefined, not as the inherited
 * function, as the decoders (`Object.hasOwn`) and encoders (`ownProperties`) read it.
 */
function ownFields(type: IrComplexType, context: EmitContext, support: ValidatorSupport): string[] {
  const plan = context.plan(type);
  if (plan.sequenced || !plan.fields.some((field) => isPrototypeMember(field.property))) return [];
  support.runtime.add('ownProperties');
  return ['  value = ownProperties(value);'];
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
  // A value built by hand may be no object (a string, undefined in a list): reported, not read;
  // nor hold a property its type does not have (a misspelt key): reported.
  const object = ifCall(2, objectCheck(type, 'value', 'path', context, support), 'return;');
  return [
    functionHead(`function ${visitFunctionName(type, context)}`, params, 'void'),
    object,
    ...ownFields(type, context, support),
    ...body,
    '}',
  ].join('\n');
}
