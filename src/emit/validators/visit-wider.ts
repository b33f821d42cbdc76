/**
 * `visit<Type>` statements for the wider constructs: element wildcards (count, namespaces),
 * substitution group fields (through a `visit<Head>Substitution` helper switching on
 * `$element`) and children kept in order (`$mixed`/`$content`: counts per field, each child item).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import type { IrGroup, IrParticle } from '../../ir/nodes.js';
import { wildcardPhrase, type NamespaceConstraint } from '../../runtime/wildcards.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { propertyKey, stringLiteral } from '../naming/identifiers.js';
import {
  functionHead,
  ifChain,
  ifStatement,
  printStatement,
  withBody,
  type Statement,
} from '../print/code.js';
import { memberField } from '../codecs/substitution-codec.js';
import { constraintLiteral } from '../codecs/wildcards.js';
import { declaredElementsConstant, isStrict } from '../codecs/declared-elements.js';
import { listVariable } from './list-items.js';
import { checkOne, type Trivial } from './check-one.js';
import { nilGuarded, nilRefusal } from './nil-test.js';
import { fewerReport, reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';

/** The runtime's `NamespaceConstraint` of a wildcard field, for messages at emit time. */
function runtimeConstraint(field: FieldPlan): NamespaceConstraint {
  const constraint = field.wildcard!.namespaces;
  return constraint.kind === 'any' ? {} : { [constraint.kind]: constraint.namespaces };
}

/**
 * A wildcard's raw elements (`source`, the local holding its items): at least its minimum, at
 * most its maximum (at least its minimum once some are given where nothing requires them), each
 * one well-formed element, named as its item says, in a namespace it accepts (a decoded value
 * always is; one built by hand may not be, and the encoder refuses it, or writes a surplus that
 * XSD engines and the decoder refuse, as for a declared element's maxOccurs).
 */
export function visitWildcard(
  field: FieldPlan,
  source: string,
  context: EmitContext,
  support: ValidatorSupport,
): string[] {
  const lines: string[] = [];
  const what = stringLiteral(wildcardPhrase(runtimeConstraint(field)));
  if (field.required === 'always' && field.min > 0) {
    const call = `${reporter('missingWildcard', support)}(issues, path, ${what});`;
    lines.push(ifStatement(2, `${source}.length === 0`, call));
  }
  const bounds = countBounds(field);
  if (bounds)
    lines.push(
      printStatement(2, {
        lead: '',
        callee: reporter('wildcardCount', support),
        args: ['issues', 'path', source, bounds.least, bounds.max, what],
      }),
    );
  lines.push(
    withBody(
      2,
      `for (const item of ${source})`,
      wildcardItemCheck(field, 'item', context, support),
    ),
  );
  return lines;
}

/**
 * The check of one raw element `item` of a wildcard (`wildcardItem`); for a strict one also
 * that a global declaration of the set declares it (`strictWildcardItem`, ../codecs/declared-elements.ts).
 */
function wildcardItemCheck(
  field: FieldPlan,
  item: string,
  context: EmitContext,
  support: ValidatorSupport,
): Statement {
  const constraint = constraintLiteral(field.wildcard!.namespaces, stringLiteral);
  const args = ['issues', 'path', item, constraint];
  if (!isStrict(field.wildcard))
    return { lead: '', callee: reporter('wildcardItem', support), args };
  args.push(declaredElementsConstant(context, support, true));
  return { lead: '', callee: reporter('strictWildcardItem', support), args };
}

/**
 * The bounds a repeated wildcard's or substitution group's items are counted against, as
 * `listBounds` has them for an element: at least `min` once some are given, with the count (a
 * required list given none is reported as missing; an optional group's member is counted by
 * `groupChecks`), at most `max` (a repeated group's occurrences have no bound of their own);
 * undefined when neither bounds anything.
 */
function countBounds(field: FieldPlan): { least: string; max: string } | undefined {
  const least = typeof field.required === 'number' ? 0 : field.min > 1 ? field.min : 0;
  if (least === 0 && field.max === 'unbounded') return undefined;
  return { least: String(least), max: field.max === 'unbounded' ? 'Infinity' : String(field.max) };
}

/**
 * A substitution group field: required-ness as any field, then each occurrence through the
 * group's `visit<Head>Substitution` helper (when some member has anything to check).
 */
export function visitSubstitution(
  field: FieldPlan,
  source: string,
  missing: string,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string[] {
  const lines: string[] = [];
  const required = field.required === 'always';
  // Fewer than a minOccurs of two or more, some given, is memberCount's (with the count).
  if (field.list && required && field.min > 0) lines.push(ifStatement(2, `${source}.length === 0`, missing));
  if (!field.list && required) lines.push(ifStatement(2, `${source} === undefined`, missing));
  // Review r21 torture H2: three members under maxOccurs 2 passed.
  const bounds = field.list ? countBounds(field) : undefined;
  if (bounds)
    lines.push(
      printStatement(2, {
        lead: '',
        callee: reporter('memberCount', support),
        args: ['issues', 'path', source, bounds.least, bounds.max, stringLiteral(field.local)],
      }),
    );
  const helper = substitutionVisitor(field, context, support, checked, trivial);
  if (field.list) {
    lines.push(
      withBody(2, `${source}.forEach((item, index, all) =>`, {
        lead: '',
        callee: helper,
        args: ['item', 'path', 'issues', "all.length > 1 ? `[${index + 1}]` : ''"],
        suffix: ');',
      }),
    );
  } else {
    lines.push(
      ifStatement(2, `${source} !== undefined`, {
        lead: '',
        callee: helper,
        args: [source, 'path', 'issues', "''"],
      }),
    );
  }
  return lines;
}

/**
 * `visit<Head>Substitution(value, path, issues, position)`, declared once: each member's check,
 * and a value naming no member (built by hand) reported as the encoder refuses it.
 */
function substitutionVisitor(
  field: FieldPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string {
  const plan = field.substitution!;
  const alias = context.substitutionName(plan.head);
  const name = `visit${alias}`;
  const cases: string[] = [];
  for (const member of plan.members) {
    const inner = memberField(field, member);
    const at = `\`\${path}/${member.local}\${position}\``;
    const check = checkOne(inner, 'value.value', at, context, support, checked, trivial);
    if (!check) {
      cases.push(`    case ${stringLiteral(member.discriminator)}:`, '      return;');
      continue;
    }
    const nil = `${reporter('notNillable', support)}(issues, ${at});`;
    cases.push(
      `    case ${stringLiteral(member.discriminator)}:`,
      inner.nillable
        ? nilGuarded(6, inner.type, 'value.value', at, check, context, support, checked)
        : ifChain(6, [
            ['value.value === null', nil],
            [undefined, check],
          ]),
      '      return;',
    );
  }
  (support.localTypes ??= new Set()).add(alias);
  support.helpers.set(
    name,
    [
      '/** Checks the element of a substitution group that `value.$element` names. */',
      functionHead(
        `function ${name}`,
        // Unread by an abstract head without members: `_` keeps `noUnusedParameters` quiet.
        [`value: ${alias}`, 'path: string', 'issues: Issue[]', cases.length === 0 ? '_position: string' : 'position: string'],
        'void',
      ),
      // An abstract head without members (type `never`): no switch, any value is refused.
      ...(cases.length === 0
        ? [`  ${reporter('invalidChild', support)}(issues, path, value);`]
        : [
            '  switch (value?.$element) {',
            ...cases,
            '    default:',
            `      ${reporter('invalidChild', support)}(issues, path, value);`,
            '  }',
          ]),
      '}',
    ].join('\n'),
  );
  return name;
}

/** The fewest elements `particle` needs (XSD Part 1, 3.8.6: its minimum effective total range). */
function leastElements(particle: IrParticle): number {
  if (particle.kind !== 'sequence' && particle.kind !== 'choice' && particle.kind !== 'all')
    return particle.occurs.min;
  const inner = particle.particles.map(leastElements);
  const once =
    particle.kind === 'choice'
      ? Math.min(...inner, inner.length > 0 ? Infinity : 0)
      : inner.reduce((sum, count) => sum + count, 0);
  return once * particle.occurs.min;
}

/** The children a content may hold, for messages: `a, b or element from namespace urn:x`. */
function childNames(plan: ContentPlan): string {
  const names = plan.fields.map((field) =>
    field.wildcard ? `an ${wildcardPhrase(runtimeConstraint(field))}` : field.local,
  );
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/**
 * Children kept in order (mixed content, repeated groups): each required field occurs often
 * enough in `$mixed`/`$content`, there are as many children as the content model needs at
 * least (a repeated choice of one element or another needs one), each child element item is
 * checked like a field's occurrence, text is a string XML can carry, and an item naming no
 * field is reported (the encoder refuses it). Their order is the encoder's to keep as given.
 */
export function visitMixed(
  plan: ContentPlan,
  content: IrGroup | undefined,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string[] {
  const lines: string[] = [];
  const source = listVariable(undefined, plan);
  let counted = 0;
  for (const field of plan.fields) {
    if (field.required !== 'always' || field.min === 0) continue;
    counted += field.min;
    support.runtime.add('countMixed');
    const count = `countMixed(${source}, ${stringLiteral(field.property)})`;
    lines.push(ifStatement(2, `${count} < ${field.min}`, fewerReport(field, count, support)));
  }
  // What the required fields do not already demand (`(a | b)+` needs one of them).
  const least = content ? leastElements(content) : 0;
  if (least > counted) {
    lines.push(
      printStatement(2, {
        lead: '',
        callee: reporter('tooFewChildren', support),
        args: ['issues', 'path', source, String(least), stringLiteral(childNames(plan))],
      }),
    );
  }
  const cases: string[] = [];
  let pathsUsed = false;
  for (const field of plan.fields) {
    const check = mixedItemCheck(field, context, support, checked, trivial);
    pathsUsed ||= check !== undefined && !field.wildcard && !field.substitution;
    cases.push(
      `      case ${stringLiteral(field.property)}:`,
      ...(check ? [check] : []),
      '        break;',
    );
  }
  if (plan.mixed) support.runtime.add('stringIssue');
  // Each child's own path (`b[2]`), as XSD engines name it, for the checks of its value.
  const paths = `paths${source.slice('items'.length)}`;
  if (pathsUsed) {
    support.runtime.add('childPaths');
    const locals = plan.fields
      .filter((field) => !field.wildcard)
      .map((field) => `${propertyKey(field.property)}: ${stringLiteral(field.local)}`);
    lines.push(
      printStatement(2, {
        lead: `const ${paths} = `,
        callee: 'childPaths',
        args: ['path', source, `{ ${locals.join(', ')} }`],
      }),
    );
  }
  lines.push(
    pathsUsed
      ? `  ${source}.forEach((item, index) => {`
      : `  for (const item of ${source}) {`,
    ...(pathsUsed ? [`    const at = ${paths}[index]!;`] : []),
    ...(plan.mixed
      ? [
          "    if (typeof item === 'string') {",
          "      report(issues, path, stringIssue('string', item));",
          `      ${pathsUsed ? 'return' : 'continue'};`,
          '    }',
        ]
      : []),
    ...(cases.length > 0
      ? [
          '    switch (item?.$element) {',
          ...cases,
          '      default:',
          `        ${reporter('invalidChild', support)}(issues, path, item);`,
          '    }',
        ]
      : [`    ${reporter('invalidChild', support)}(issues, path, item);`]),
    pathsUsed ? '  });' : '  }',
  );
  return lines;
}

/**
 * The statement checking one child element item `item.value` of a field (at indent 8); a
 * declared element's issues go to its own path, the local `at`.
 */
function mixedItemCheck(
  field: FieldPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string | undefined {
  if (field.wildcard)
    return printStatement(8, wildcardItemCheck(field, 'item.value', context, support));
  if (field.substitution) {
    const helper = substitutionVisitor(field, context, support, checked, trivial);
    return helper
      ? printStatement(8, {
          lead: '',
          callee: helper,
          args: ['item.value', 'path', 'issues', "''"],
        })
      : undefined;
  }
  const check = checkOne(field, 'item.value', 'at', context, support, checked, trivial);
  if (!check) return undefined;
  const refused = nilRefusal(field, 'item.value', 'at', context, support);
  if (!refused) return nilGuarded(8, field.type, 'item.value', 'at', check, context, support, checked);
  return ifChain(8, [refused, [undefined, check]]);
}
