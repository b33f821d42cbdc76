/**
 * The loop body of a `read<Type>` function (./read-type.ts): the dispatch on the current child
 * by local name and namespace (a `case` per field, per member of a substitution group), the
 * order, choice, duplicate and count checks of each `case`, then the element wildcards. A type
 * whose fields a name does not tell apart has a position automaton (./automaton-dispatch.ts).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import { allowsNamespace } from '../../ir/namespace-constraint.js';
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import type { SubstitutionMember } from '../model/substitution.js';
import { stringLiteral } from '../naming/identifiers.js';
import { ifStatement, type Statement } from '../print/code.js';
import { automatonCase } from './automaton-dispatch.js';
import { tooManyCall } from './content-model.js';
import type { PositionAutomaton } from './position-automaton.js';
import { storeStatements } from './read-call.js';
import type { CodecSupport } from './scalar-codec.js';
import { storageOf } from './storage.js';
import { namespaceTest } from './wildcards.js';

/**
 * The statements of one `case`: order, choice and duplicate checks, then the assignment. Where a
 * wildcard of the type may take the element instead (`yieldsTo`), a failed check leaves the
 * `switch` (`break`) for the wildcard's test rather than failing: XSD lets a wildcard take the
 * second `<a>` of a sequence `(a, any)`.
 */
function caseBody(
  field: FieldPlan,
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
  indent: number,
  member?: SubstitutionMember,
): string[] {
  const lines: string[] = [];
  const plan = context.plan(type);
  const yieldsTo = !field.wildcard && wildcardMayTake(member?.namespace ?? field.namespace, plan);
  const orFail = (failure: Statement) => (yieldsTo ? 'break;' : failure);
  if (plan.ordered) {
    lines.push(
      ifStatement(
        indent,
        `rank > ${field.rank}`,
        orFail("r.unexpected('it comes after a later element of the sequence');"),
      ),
    );
    lines.push(`${' '.repeat(indent)}rank = ${field.rank};`);
  }
  if (field.choice) {
    const variable = `choice${field.choice.id}`;
    const branch = field.choice.branch + 1;
    const choice = plan.choices.find((choice) => choice.id === field.choice!.id)!;
    const detail = stringLiteral(choiceDetail(choice.fields));
    lines.push(
      ifStatement(
        indent,
        `${variable} !== 0 && ${variable} !== ${branch}`,
        orFail(`r.unexpected(${detail});`),
      ),
    );
    lines.push(`${' '.repeat(indent)}${variable} = ${branch};`);
  }
  const storage = storageOf(plan);
  if (field.list) {
    if (field.max !== 'unbounded') {
      lines.push(
        ifStatement(
          indent,
          `${storage.count(field)} === ${field.max}`,
          orFail(tooManyCall(field, type, context, support)),
        ),
      );
    }
  } else {
    lines.push(ifStatement(indent, storage.isSet(field), orFail('r.duplicate();')));
  }
  lines.push(...storeStatements(field, plan, context, support, indent, member));
  return lines;
}

/**
 * Why a child of one branch of a choice is refused after a child of another: `only one of a, b
 * may be given` where each branch is one element; else the branches spelled out, since the
 * elements of one branch (a sequence) may be given together: `the choice (typeRef,
 * allowedValues) | component takes one branch only, and the elements before it took another`.
 */
function choiceDetail(fields: readonly FieldPlan[]): string {
  const branches = new Map<number, string[]>();
  for (const field of fields) {
    const names = branches.get(field.choice!.branch) ?? [];
    if (!names.includes(field.local)) names.push(field.local);
    branches.set(field.choice!.branch, names);
  }
  const all = [...branches.values()];
  if (all.every((names) => names.length === 1))
    return `only one of ${[...new Set(all.flat())].join(', ')} may be given`;
  const spelled = all.map((names) => (names.length > 1 ? `(${names.join(', ')})` : names[0]));
  return `the choice ${spelled.join(' | ')} takes one branch only, and the elements before it took another`;
}

/** True when a wildcard of the plan accepts elements of `namespace`. */
export function wildcardMayTake(namespace: string, plan: ContentPlan): boolean {
  return plan.fields.some(
    (other) => other.wildcard && allowsNamespace(other.wildcard.namespaces, namespace),
  );
}

/**
 * After the dispatch on declared names: each element wildcard, in content order, takes an
 * element of a namespace it accepts.
 */
export function wildcardDispatch(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): { lines: string[]; takesAll: boolean } {
  const plan = context.plan(type);
  const lines: string[] = [];
  for (const field of plan.fields) {
    if (!field.wildcard) continue;
    const test = namespaceTest(field.wildcard.namespaces, 'r.namespace', context);
    // A ##any wildcard takes whatever is left: nothing after it is reached.
    if (test === 'true') {
      lines.push(...caseBody(field, type, context, support, 4));
      return { lines, takesAll: true };
    }
    lines.push(`    if (${test}) {`, ...caseBody(field, type, context, support, 6), '    }');
  }
  return { lines, takesAll: false };
}

/** One `case` of the dispatch: a field, or one member of a substitution group field. */
interface Arm {
  field: FieldPlan;
  local: string;
  namespace: string;
  member?: SubstitutionMember;
  /** The later arms of the same name, each a candidate for the position automaton. */
  also?: Arm[];
}

/**
 * The arms of a plan's element fields: one per name. A name several fields take (`a?, b, a`,
 * two branches of a choice) makes the plan's a position automaton (./position-automaton.ts),
 * which tries each field of the name in turn.
 */
function armsOf(plan: ContentPlan): Arm[] {
  const arms: Arm[] = [];
  const seen = new Map<string, Arm>();
  for (const field of plan.fields) {
    if (field.wildcard) continue;
    const candidates: Arm[] = field.substitution
      ? field.substitution.members.map((member) => ({
          field,
          local: member.local,
          namespace: member.namespace,
          member,
        }))
      : [{ field, local: field.local, namespace: field.namespace }];
    for (const arm of candidates) {
      const key = `{${arm.namespace}}${arm.local}`;
      const first = seen.get(key);
      if (first) {
        (first.also ??= []).push(arm);
        continue;
      }
      seen.set(key, arm);
      arms.push(arm);
    }
  }
  return arms;
}

/**
 * The dispatch on the current child: by namespace then local name, or local name then namespace.
 * With a position automaton (./position-automaton.ts), each `case` picks its field by the state.
 */
export function dispatch(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
  automaton?: PositionAutomaton,
): string[] {
  const plan = context.plan(type);
  const byLocal = new Map<string, Arm[]>();
  const arms = armsOf(plan);
  if (arms.length === 0) return [];
  for (const arm of arms) {
    const list = byLocal.get(arm.local);
    if (list) list.push(arm);
    else byLocal.set(arm.local, [arm]);
  }
  const body = (arm: Arm, indent: number) => {
    if (automaton) {
      const candidates = [arm, ...(arm.also ?? [])];
      const yields = wildcardMayTake(arm.namespace, plan);
      return automatonCase(candidates, type, automaton, context, support, indent, yields);
    }
    return caseBody(arm.field, type, context, support, indent, arm.member);
  };
  const namespaces = new Set(arms.map((arm) => arm.namespace));
  if (namespaces.size === 1) {
    const [namespace] = namespaces;
    const cases = [...byLocal].flatMap(([local, [arm]]) => [
      `        case ${stringLiteral(local)}:`,
      ...body(arm!, 10),
    ]);
    return [
      `    if (r.namespace === ${context.namespaceConstant(namespace!)}) {`,
      '      switch (r.local) {',
      ...cases,
      '      }',
      '    }',
    ];
  }
  const cases = [...byLocal].flatMap(([local, group]) => {
    const head = `      case ${stringLiteral(local)}:`;
    if (group.length === 1) {
      const arm = group[0]!;
      return [
        head,
        `        if (r.namespace !== ${context.namespaceConstant(arm.namespace)}) break;`,
        ...body(arm, 8),
      ];
    }
    const alternatives = group.flatMap((arm) => [
      `        if (r.namespace === ${context.namespaceConstant(arm.namespace)}) {`,
      ...body(arm, 10),
      '        }',
    ]);
    return [head, ...alternatives, '        break;'];
  });
  return ['    switch (r.local) {', ...cases, '    }'];
}
