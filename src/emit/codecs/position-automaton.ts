/**
 * The position automaton (Glushkov) of a content model, for the types whose children the
 * per-field checks of ./dispatch.ts cannot attribute: an element name shared by several fields
 * (`(id, c*) | c+`, SAML's `Subject`, WSDL's `operation`), overlapping wildcards, or a choice or
 * optional group nested in another (`((NameID | EncryptedID), SubjectConfirmation*) | ...`).
 * XSD's Unique Particle Attribution (Part 1, 3.8.6), which the loader enforces
 * (src/schema/unique-particle-attribution.ts), makes this automaton deterministic: after the
 * children read so far, a child's name names at most one particle that may come next, so the
 * decoder picks the field by its state (the last field taken) without looking ahead.
 *
 * States: 0 before the first child, `i + 1` after a child of field `i` (plan order). Occurrence
 * bounds count as "optional" and "repeats" only; a list's maxOccurs is checked by its count, its
 * minOccurs after the loop, and a repeated group's exact bounds by `matchesContentModel`.
 * @see https://www.w3.org/TR/xmlschema-1/#cos-nonambig
 */
import { glushkov } from '../../ir/glushkov.js';
import { isGroup } from '../../ir/guards.js';
import { intersectNamespaces } from '../../ir/namespace-constraint.js';
import type { IrComplexType, IrGroup, IrParticle } from '../../ir/nodes.js';
import { isList, isOptional } from '../../ir/occurs.js';
import { qname } from '../../ir/qname.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';

/** The automaton over the fields of a plan (see the module comment for its states). */
export interface PositionAutomaton {
  /** `predecessors[i]`: the states after which field `i` may take the next child. */
  predecessors: number[][];
  /** The states in which the children read so far form a complete content. */
  accepting: Set<number>;
  /** `follow[s]`: the fields that may take the child after state `s`. */
  follow: number[][];
}

/** The element and wildcard particles of `content` (the plan's fields), in plan order. */
function leavesOf(content: IrGroup): IrParticle[] {
  const leaves: IrParticle[] = [];
  const walk = (particle: IrParticle) => {
    if (isGroup(particle)) particle.particles.forEach(walk);
    else leaves.push(particle);
  };
  walk(content);
  return leaves;
}

/** Builds the automaton of `content`, whose leaves are the plan's fields in order. */
function build(content: IrGroup, size: number): PositionAutomaton {
  const { first, follow, last, nullable } = glushkov(content);
  const accepting = new Set(last.map((i) => i + 1));
  if (nullable) accepting.add(0);
  // A field after which no content can be complete (before a required empty xs:choice) is
  // never taken: the child is refused where it stands, as xmllint refuses it.
  const live = completable(follow, accepting);
  const predecessors: number[][] = Array.from({ length: size }, () => []);
  const followOf: number[][] = [first.filter((i) => live.has(i + 1)).sort((a, b) => a - b)];
  for (const i of followOf[0]!) predecessors[i]!.push(0);
  follow.forEach((targets, i) => {
    followOf.push([...targets].filter((j) => live.has(j + 1)).sort((a, b) => a - b));
    for (const j of followOf[i + 1]!) predecessors[j]!.push(i + 1);
  });
  for (const list of predecessors) list.sort((a, b) => a - b);
  return { predecessors, accepting, follow: followOf };
}

/**
 * The states from which some children complete the content (an accepting state is reachable).
 * All of them, unless a group matches nothing ({@link matchesNothing}).
 */
function completable(
  follow: ReadonlyArray<Set<number>>,
  accepting: ReadonlySet<number>,
): Set<number> {
  const before: number[][] = Array.from({ length: follow.length + 1 }, () => []);
  follow.forEach((targets, i) => {
    for (const j of targets) before[j + 1]!.push(i + 1);
  });
  const live = new Set(accepting);
  const queue = [...accepting];
  while (queue.length > 0)
    for (const state of before[queue.pop()!]!)
      if (!live.has(state)) {
        live.add(state);
        queue.push(state);
      }
  return live;
}

/** The names (`{ns}local`) a field takes: its element, or each member of its substitution group. */
function namesOf(field: FieldPlan): string[] {
  if (field.substitution)
    return field.substitution.members.map((member) => qname(member.namespace, member.local));
  return [qname(field.namespace, field.local)];
}

/** True when two fields may take one element: a shared name, or overlapping wildcards. */
function sharesNames(plan: ContentPlan): boolean {
  const owners = new Set<string>();
  const wildcards: FieldPlan[] = [];
  for (const field of plan.fields) {
    if (field.wildcard) {
      for (const other of wildcards) {
        const both = intersectNamespaces(field.wildcard.namespaces, other.wildcard!.namespaces);
        if (both.kind !== 'only' || both.namespaces.length > 0) return true;
      }
      wildcards.push(field);
      continue;
    }
    const names = new Set(namesOf(field));
    for (const name of names) {
      if (owners.has(name)) return true;
    }
    for (const name of names) owners.add(name);
  }
  return false;
}

/**
 * True when some field lies inside two conditional groups (an exclusive choice, an optional
 * group of several elements) outside repeated groups: the decoder's one choice variable and one
 * optional group per field cannot tell then whether the outer one is complete.
 */
function nestsConditions(content: IrGroup): boolean {
  const leaves = (group: IrGroup): number =>
    group.particles.reduce((sum, inner) => sum + (isGroup(inner) ? leaves(inner) : 1), 0);
  const walk = (group: IrGroup, depth: number, branch: boolean, repeated: boolean): boolean => {
    const inRepetition = repeated || isList(group.occurs);
    let here = depth;
    if (!inRepetition) {
      if (group.kind === 'choice') here++;
      else if (!branch && isOptional(group.occurs) && leaves(group) > 1) here++;
    }
    if (here >= 2) return true;
    const exclusive = group.kind === 'choice' && !inRepetition;
    return group.particles.some(
      (inner) => isGroup(inner) && walk(inner, here, exclusive, inRepetition),
    );
  };
  return walk(content, 0, false, false);
}

/**
 * True when no sequence of children, not even none, matches `particle`: a required xs:choice
 * without particles (sdformat's `<xsd:choice maxOccurs="unbounded"/>`), or a required group
 * that needs one. XSD 1.0 leaves the empty choice loosely worded; xmllint and libxml2 (so
 * `fleetcase validate`) refuse every content for it, and so do the generated codecs.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-model-group
 */
export function matchesNothing(particle: IrParticle): boolean {
  if (!isGroup(particle) || isOptional(particle.occurs)) return false;
  return particle.kind === 'choice'
    ? particle.particles.every(matchesNothing)
    : particle.particles.some(matchesNothing);
}

/** True when some group of `content` matches nothing (per-field checks cannot say so). */
function holdsDeadGroup(content: IrGroup): boolean {
  return (
    matchesNothing(content) ||
    content.particles.some((inner) => isGroup(inner) && holdsDeadGroup(inner))
  );
}

const automata = new WeakMap<ContentPlan, PositionAutomaton | null>();

/**
 * The position automaton of a type's content when its decoder needs one (a shared name,
 * overlapping wildcards, nested choices or optional groups, a group that matches nothing),
 * else undefined: the per-field checks of ./dispatch.ts are exact for the other types and stay
 * their (faster) decoder.
 */
export function automatonOf(type: IrComplexType, plan: ContentPlan): PositionAutomaton | undefined {
  const known = automata.get(plan);
  if (known !== undefined) return known ?? undefined;
  let automaton: PositionAutomaton | null = null;
  const content = type.content;
  if (content && !plan.text && content.kind !== 'all') {
    const dead = holdsDeadGroup(content);
    if (dead || (plan.fields.length > 0 && (sharesNames(plan) || nestsConditions(content)))) {
      if (leavesOf(content).length !== plan.fields.length)
        throw new Error(`content of ${type.name} does not match its plan`);
      automaton = build(content, plan.fields.length);
    }
  }
  automata.set(plan, automaton);
  return automaton ?? undefined;
}
