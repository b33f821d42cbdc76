/**
 * `visit<Type>` statements for the wider constructs: element wildcards (count, namespaces),
 * substitution group fields (through a `visit<Head>Substitution` helper switching on
 * `$element`) and children kept in order (`$mixed`/`$content`: counts per field, each child item).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import type { EmitContext } from '../context.js';
import { contentProperty, type ContentPlan, type FieldPlan } from '../model/content.js';
import { stringLiteral } from '../naming/identifiers.js';
import { functionHead, ifChain, ifStatement, printStatement, withBody } from '../print/code.js';
import { memberField } from '../codecs/substitution-codec.js';
import { checkOne, type Trivial } from './check-one.js';
import { notNil } from './nil-test.js';
import { reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';

/**
 * A wildcard's raw elements: at least its minimum, each in a namespace it accepts (a decoded
 * value always is; one built by hand may not be).
 */
export function visitWildcard(
  field: FieldPlan,
  source: string,
  missing: string,
  support: ValidatorSupport,
): string[] {
  const lines: string[] = [];
  if (field.required === 'always' && field.min > 0)
    lines.push(ifStatement(2, `${source}.length < ${field.min}`, missing));
  const constraint = field.wildcard!.namespaces;
  if (constraint.kind !== 'any') {
    support.runtime.add('checkWildcardNamespace');
    const list = `[${constraint.namespaces.map(stringLiteral).join(', ')}]`;
    const check = `checkWildcardNamespace(item, { ${constraint.kind}: ${list} })`;
    lines.push(
      withBody(2, `for (const item of ${source})`, {
        lead: '',
        callee: 'report',
        args: ['issues', '`${path}/${item.local}`', check],
      }),
    );
  }
  return lines;
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
  if (field.list && required && field.min > 0)
    lines.push(ifStatement(2, `${source}.length < ${field.min}`, missing));
  if (!field.list && required) lines.push(ifStatement(2, `${source} === undefined`, missing));
  const helper = substitutionVisitor(field, context, support, checked, trivial);
  if (!helper) return lines;
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

/** `visit<Head>Substitution(value, path, issues, position)`, declared once; undefined: nothing to check. */
function substitutionVisitor(
  field: FieldPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string | undefined {
  const plan = field.substitution!;
  const alias = context.substitutionName(plan.head);
  const name = `visit${alias}`;
  const cases: string[] = [];
  for (const member of plan.members) {
    const inner = memberField(field, member);
    const at = `\`\${path}/${member.local}\${position}\``;
    const check = checkOne(inner, 'value.value', at, context, support, checked, trivial);
    if (!check) continue;
    const nil = `${reporter('notNillable', support)}(issues, ${at});`;
    cases.push(
      `    case ${stringLiteral(member.discriminator)}:`,
      inner.nillable
        ? ifStatement(6, notNil(inner.type, 'value.value', context, support), check)
        : ifChain(6, [
            ['value.value === null', nil],
            [undefined, check],
          ]),
      '      return;',
    );
  }
  if (cases.length === 0) return undefined;
  (support.localTypes ??= new Set()).add(alias);
  support.helpers.set(
    name,
    [
      '/** Checks the element of a substitution group that `value.$element` names. */',
      functionHead(
        `function ${name}`,
        [`value: ${alias}`, 'path: string', 'issues: Issue[]', 'position: string'],
        'void',
      ),
      '  switch (value.$element) {',
      ...cases,
      '  }',
      '}',
    ].join('\n'),
  );
  return name;
}

/**
 * Children kept in order (mixed content, repeated groups): each required field occurs often
 * enough in `$mixed`/`$content`, and each child element item is checked like a field's
 * occurrence (text is not typed). Their order is the encoder's to keep as given.
 */
export function visitMixed(
  plan: ContentPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string[] {
  const lines: string[] = [];
  const source = `value.${contentProperty(plan)}`;
  for (const field of plan.fields) {
    if (field.required !== 'always' || field.min === 0) continue;
    support.runtime.add('countMixed');
    const count = `countMixed(${source}, ${stringLiteral(field.property)})`;
    lines.push(
      ifStatement(
        2,
        `${count} < ${field.min}`,
        `missing(issues, path, ${stringLiteral(field.local)});`,
      ),
    );
  }
  const cases: string[] = [];
  for (const field of plan.fields) {
    const check = mixedItemCheck(field, context, support, checked, trivial);
    if (check) cases.push(`      case ${stringLiteral(field.property)}:`, check, '        break;');
  }
  if (cases.length > 0) {
    lines.push(
      `  for (const item of ${source}) {`,
      ...(plan.mixed ? ["    if (typeof item === 'string') continue;"] : []),
      '    switch (item.$element) {',
      ...cases,
      '    }',
      '  }',
    );
  }
  return lines;
}

/** The statement checking one child element item `item.value` of a field (at indent 8). */
function mixedItemCheck(
  field: FieldPlan,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string | undefined {
  if (field.wildcard) {
    const constraint = field.wildcard.namespaces;
    if (constraint.kind === 'any') return undefined;
    support.runtime.add('checkWildcardNamespace');
    const list = `[${constraint.namespaces.map(stringLiteral).join(', ')}]`;
    return printStatement(8, {
      lead: '',
      callee: 'report',
      args: [
        'issues',
        '`${path}/${item.value.local}`',
        `checkWildcardNamespace(item.value, { ${constraint.kind}: ${list} })`,
      ],
    });
  }
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
  const check = checkOne(
    field,
    'item.value',
    `\`\${path}/${field.local}\``,
    context,
    support,
    checked,
    trivial,
  );
  if (!check) return undefined;
  if (field.nillable)
    return ifStatement(8, notNil(field.type, 'item.value', context, support), check);
  const nil = `${reporter('notNillable', support)}(issues, \`\${path}/${field.local}\`);`;
  return ifChain(8, [
    ['item.value === null', nil],
    [undefined, check],
  ]);
}
