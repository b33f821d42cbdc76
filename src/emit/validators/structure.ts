/**
 * `visit<Type>` statements about the shape of a value rather than its leaves, where a value
 * built by hand can break what a decoded one cannot: how many items a repeated element holds
 * (maxOccurs, and minOccurs once some are given), exclusive choices (one branch, exactly one
 * when required), optional groups (all their required elements once one is given), required
 * attributes. The decoder checks the same in documents (src/emit/codecs/read-type.ts).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-model-group
 */
import { isGroup } from '../../ir/guards.js';
import type { IrGroup, IrParticle } from '../../ir/nodes.js';
import { fieldLabel, standingNames } from '../codecs/missing-elements.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';
import { fits, ifStatement, pad, printStatement } from '../print/code.js';
import { listVariable } from './list-items.js';
import { fewerReport, reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';

/** `value.x !== undefined`, or `items$x.length > 0` for a list: the field is given. */
function given(field: FieldPlan, plan: ContentPlan): string {
  return field.list
    ? `${listVariable(field, plan)}.length > 0`
    : `${propertyAccess('value', field.property)} !== undefined`;
}

/**
 * The bounds of a repeated element's items: at most `max` (unless the element sits in a repeated
 * group, whose occurrences have no bound of their own), at least `min` once some are given when
 * nothing else requires them (a required list's minimum is `missing`, a group's below).
 */
export function listBounds(
  field: FieldPlan,
  plan: ContentPlan,
  support: ValidatorSupport,
): string[] {
  if (!field.list || field.wildcard || field.substitution) return [];
  const source = listVariable(field, plan);
  const local = stringLiteral(field.local);
  const lines: string[] = [];
  if (field.required === 'never' && field.min > 1) {
    const call = `${reporter('tooFew', support)}(issues, path, ${local}, ${source}.length, ${field.min});`;
    lines.push(ifStatement(2, `${source}.length > 0 && ${source}.length < ${field.min}`, call));
  }
  if (field.max !== 'unbounded') {
    const call = {
      lead: '',
      callee: reporter('tooMany', support),
      args: ['issues', 'path', local, `${source}.length`, String(field.max)],
    };
    lines.push(ifStatement(2, `${source}.length > ${field.max}`, call));
  }
  return lines;
}

/**
 * Exclusive choices (`choice(...)`: a second branch given, or none of a required one) and
 * optional groups (once one field of the group is given, each required one must be).
 */
export function groupChecks(
  plan: ContentPlan,
  content: IrGroup | undefined,
  support: ValidatorSupport,
): string[] {
  const lines: string[] = [];
  for (const [id, fields] of plan.optionalGroups) {
    const required = fields.filter((field) => field.required === id && field.min > 0);
    if (required.length === 0) continue;
    lines.push(
      declaration(
        `group${id}`,
        fields.map((field) => given(field, plan)),
      ),
    );
    for (const field of required) {
      const absent = field.list
        ? `${listVariable(field, plan)}.length < ${field.min}`
        : `${propertyAccess('value', field.property)} === undefined`;
      // A wildcard is named by what it takes, never as `<*>` (../codecs/missing-elements.ts).
      const missing = field.wildcard
        ? `${reporter('missingWildcard', support)}(issues, path, ${stringLiteral(fieldLabel(field))});`
        : field.list
          ? fewerReport(field, `${listVariable(field, plan)}.length`, support)
          : `missing(issues, path, ${stringLiteral(field.local)});`;
      lines.push(ifStatement(2, `group${id} && ${absent}`, missing));
    }
  }
  for (const choice of plan.choices) {
    // A choice whose branches are all choices holds no field of its own (each is its innermost
    // choice's): the exact check of nested choices (./content-order.ts) judges it (Shibboleth's
    // AttributeRuleType crashed here, review r16 newsets H1).
    if (choice.fields.length === 0) continue;
    const group = content && choiceGroupOf(content, choice.fields[0]!);
    if (!group) continue;
    // A branch is given when any element below it is, nested choices included.
    const branches = group.particles
      .map((particle) => {
        const leaves = leavesOf(particle);
        return plan.fields.filter((field) => leaves.has(field.wildcard ?? field.element));
      })
      .filter((fields) => fields.length > 0);
    if (branches.length < 2 && !choice.required) continue;
    // What may start a branch, for the message of a required choice none of whose branches is
    // given: every such element, as the decoder names them (review r30 codegen M2: SAML's
    // Subject listed <BaseID | SubjectConfirmation>, its decoder <BaseID | NameID | EncryptedID
    // | SubjectConfirmation>).
    const starting = new Set(group.particles.flatMap(startingLeaves));
    const names = standingNames(plan.fields.filter((field) => starting.has(field.wildcard ?? field.element)));
    // Each branch as the name of its first element given (undefined: none), so that a second
    // branch is reported by the elements given, not by each branch's first (it named a <BaseID>
    // never given).
    const presence = branches.map((fields) =>
      [...fields.map((field) => `${given(field, plan)} ? ${stringLiteral(fieldLabel(field))}`), 'undefined'].join(' : '),
    );
    lines.push(
      printStatement(2, {
        lead: '',
        callee: reporter('choice', support),
        args: ['issues', 'path', stringLiteral(names), String(choice.required), ...presence],
      }),
    );
  }
  return lines;
}

/**
 * The element and wildcard particles that may come first in `particle`: itself for a leaf; those
 * of every particle of a choice or an `all`; those of a sequence's particles up to the first one
 * that must occur.
 */
function startingLeaves(particle: IrParticle): IrParticle[] {
  if (!isGroup(particle)) return [particle];
  if (particle.kind !== 'sequence') return particle.particles.flatMap(startingLeaves);
  const leaves: IrParticle[] = [];
  for (const inner of particle.particles) {
    leaves.push(...startingLeaves(inner));
    if (inner.occurs.min > 0) break;
  }
  return leaves;
}

/** The element and wildcard particles below `particle` (itself, for a leaf). */
function leavesOf(particle: IrParticle): Set<IrParticle> {
  if (!isGroup(particle)) return new Set([particle]);
  return new Set(particle.particles.flatMap((inner) => [...leavesOf(inner)]));
}

/** The innermost choice group of `content` that holds the field's particle. */
function choiceGroupOf(content: IrGroup, field: FieldPlan): IrGroup | undefined {
  const leaf = field.wildcard ?? field.element;
  const search = (group: IrGroup, choice: IrGroup | undefined): IrGroup | undefined => {
    const here = group.kind === 'choice' ? group : choice;
    for (const particle of group.particles) {
      if (particle === leaf) return here;
      if (isGroup(particle)) {
        const found = search(particle, here);
        if (found) return found;
      }
    }
    return undefined;
  };
  return search(content, undefined);
}

/** `const name = a || b;`, broken after `=` and then at each `||` as prettier breaks it. */
function declaration(name: string, operands: readonly string[]): string {
  const one = `const ${name} = ${operands.join(' || ')};`;
  if (fits(2, one)) return pad(2) + one;
  const rest = `${operands.join(' || ')};`;
  if (fits(4, rest)) return `${pad(2)}const ${name} =\n${pad(4)}${rest}`;
  return `${pad(2)}const ${name} =\n${operands.map((operand, index) => `${pad(4)}${operand}${index < operands.length - 1 ? ' ||' : ';'}`).join('\n')}`;
}
