/**
 * The decoder of a type with a position automaton (./position-automaton.ts): `let state = 0`
 * holds the last field taken; each `case` gives the child to the field of its name whose
 * predecessor states hold the current one (XSD's Unique Particle Attribution makes that field
 * the only one), element wildcards likewise, and after the loop the state must be accepting.
 * Order, choices and duplicates are all the automaton's; counts are checked per list.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-model-group
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import type { SubstitutionMember } from '../model/substitution.js';
import { stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, ifStatement, pad } from '../print/code.js';
import { tooManyCall } from './content-model.js';
import type { PositionAutomaton } from './position-automaton.js';
import { storeStatements } from './read-call.js';
import type { CodecSupport } from './scalar-codec.js';
import { allOf, ifTest, stateTest, type Test } from './state-test.js';
import { storageOf } from './storage.js';
import { namespaceTest } from './wildcards.js';
import { expectedText, fewerCall, missingCall } from './missing-elements.js';

/** One field a child of some name may go to (a member of its substitution group, for a member). */
export interface Candidate {
  field: FieldPlan;
  member?: SubstitutionMember;
}

/**
 * The detail of a child given again right after itself where its name has other fields too
 * (`(a, b, a)` given `a b a a`): "given more than once" would be wrong, the name may repeat.
 */
const NO_MORE = stringLiteral('the content model takes no more of it');

/** Names listed in a "missing" message at most; more end in `| ...`. */
const MAX_NAMES = 6;

/** Emits the statements of one automaton decoder (one plan). */
class AutomatonEmitter {
  private readonly states: number;
  private readonly plan: ContentPlan;

  constructor(
    private readonly type: IrComplexType,
    private readonly automaton: PositionAutomaton,
    private readonly context: EmitContext,
    private readonly support: CodecSupport,
  ) {
    this.states = automaton.follow.length;
    this.plan = context.plan(type);
  }

  /**
   * Declares `expectedAfter<Type>` (once) and returns its name: per state, what may take the
   * next child (`element <a | b>`, '' for none), for `r.misplaced` to say what was expected
   * where a child is refused, as XSD engines do.
   */
  expectedTable(): string {
    const name = `expectedAfter${this.context.typeName(this.type.name)}`;
    if (this.support.helpers.has(name)) return name;
    const phrases = this.automaton.follow.map((next) =>
      stringLiteral(expectedText(next.map((field) => this.plan.fields[field]!), MAX_NAMES)),
    );
    const lead = `const ${name}: readonly string[] = `;
    this.support.helpers.set(name, arrayLiteral(0, lead, phrases, ';'));
    return name;
  }

  /** `state = k;` and the store of the child into the candidate. */
  take(candidate: Candidate, indent: number): string[] {
    const index = this.plan.fields.indexOf(candidate.field);
    const { plan, context, support } = this;
    return [
      `${pad(indent)}state = ${index + 1};`,
      ...storeStatements(candidate.field, plan, context, support, indent, candidate.member),
    ];
  }

  /** `if (test) { state = k; <store> }`, or the store alone for `true`. */
  takeWhen(test: Test | boolean, candidate: Candidate, indent: number): string[] {
    if (test === false) return [];
    if (test === true) return this.take(candidate, indent);
    return [
      ...ifTest(indent, test, 'block'),
      ...this.take(candidate, indent + 2),
      `${pad(indent)}}`,
    ];
  }

  /**
   * The statements trying one candidate that is not the last of its name: a bounded list takes
   * the child while it repeats and has room, any candidate when the state precedes it.
   */
  tryCandidate(candidate: Candidate, indent: number): string[] {
    const { field } = candidate;
    const index = this.plan.fields.indexOf(field);
    const own = index + 1;
    const before = this.automaton.predecessors[index]!;
    const lines: string[] = [];
    const bounded = field.list && field.max !== 'unbounded' && before.includes(own);
    if (bounded) {
      const room = `${storageOf(this.plan).count(field)} < ${field.max}`;
      lines.push(...this.takeWhen(allOf(`state === ${own}`, room), candidate, indent));
    }
    const others = bounded ? before.filter((state) => state !== own) : before;
    lines.push(...this.takeWhen(stateTest(others, this.states), candidate, indent));
    return lines;
  }

  /**
   * The last candidate of a name: it takes the child, or reports why not (given twice, too
   * many, misplaced); `yields`: a wildcard may take the child instead (`break`); `alone`: no
   * other field has the name, so a second one right after it is a duplicate.
   */
  lastCandidate(candidate: Candidate, indent: number, yields: boolean, alone = true): string[] {
    const { field } = candidate;
    const index = this.plan.fields.indexOf(field);
    const own = index + 1;
    const before = this.automaton.predecessors[index]!;
    const fail = yields ? 'break;' : `r.misplaced(${this.expectedTable()}, state);`;
    const misplaced = stateTest(before, this.states, true);
    if (misplaced === true) return [`${pad(indent)}${fail}`];
    const lines: string[] = [];
    if (!yields && !field.list) {
      const again = alone ? 'r.duplicate();' : `r.unexpected(${NO_MORE});`;
      lines.push(ifStatement(indent, `state === ${own}`, again));
    }
    if (field.list && field.max !== 'unbounded' && before.includes(own)) {
      const full = `state === ${own} && ${storageOf(this.plan).count(field)} === ${field.max}`;
      const tooMany = tooManyCall(field, this.type, this.context, this.support);
      lines.push(ifStatement(indent, full, yields ? 'break;' : tooMany));
    }
    if (misplaced !== false) lines.push(...ifTest(indent, misplaced, fail));
    return [...lines, ...this.take(candidate, indent)];
  }

  /** The fewest children that take each state to an accepting one (Infinity: none do). */
  distancesToAccept(): number[] {
    const { follow, accepting } = this.automaton;
    const before: number[][] = follow.map(() => []);
    follow.forEach((next, state) => {
      for (const field of next) before[field + 1]!.push(state);
    });
    const distance = follow.map((): number => Infinity);
    let frontier = [...accepting];
    for (const state of frontier) distance[state] = 0;
    for (let steps = 1; frontier.length > 0; steps++) {
      const reached: number[] = [];
      for (const state of frontier)
        for (const previous of before[state]!)
          if (distance[previous] === Infinity) {
            distance[previous] = steps;
            reached.push(previous);
          }
      frontier = reached;
    }
    return distance;
  }
}

/**
 * The body of the `case` of one element name: the candidates (fields of that name, in plan
 * order) each take the child when the state is among their predecessors; the last one reports
 * the misfit (or, when `yields`, leaves it to the wildcards).
 */
export function automatonCase(
  candidates: readonly Candidate[],
  type: IrComplexType,
  automaton: PositionAutomaton,
  context: EmitContext,
  support: CodecSupport,
  indent: number,
  yields: boolean,
): string[] {
  const emitter = new AutomatonEmitter(type, automaton, context, support);
  return candidates.flatMap((candidate, position) =>
    position < candidates.length - 1
      ? emitter.tryCandidate(candidate, indent)
      : emitter.lastCandidate(
          candidate,
          indent,
          yields,
          candidates.every((other) => other.field === candidate.field),
        ),
  );
}

/**
 * After the dispatch on declared names: each element wildcard, in content order, takes an
 * element of a namespace it accepts when the state allows it; else the element is unknown.
 */
export function automatonWildcards(
  type: IrComplexType,
  automaton: PositionAutomaton,
  context: EmitContext,
  support: CodecSupport,
): string[] {
  const plan = context.plan(type);
  const emitter = new AutomatonEmitter(type, automaton, context, support);
  const lines: string[] = [];
  for (const field of plan.fields) {
    if (!field.wildcard) continue;
    const test = namespaceTest(field.wildcard.namespaces, 'r.namespace', context);
    if (test === 'true') {
      lines.push(...emitter.tryCandidate({ field }, 4));
      continue;
    }
    const body = emitter.tryCandidate({ field }, 6);
    if (body.length > 0) lines.push(`    if (${test}) {`, ...body, '    }');
  }
  return lines;
}

/**
 * Checks after the loop: the state accepts (else the elements that would complete the content
 * soonest are missing), and each list holds its minOccurs once given (a repeated group's bounds
 * are `matchesContentModel`'s).
 */
export function automatonChecks(
  type: IrComplexType,
  automaton: PositionAutomaton,
  context: EmitContext,
  support: CodecSupport,
): string[] {
  const plan = context.plan(type);
  const emitter = new AutomatonEmitter(type, automaton, context, support);
  const distance = emitter.distancesToAccept();
  const byMessage = new Map<string, number[]>();
  automaton.follow.forEach((next, state) => {
    if (automaton.accepting.has(state)) return;
    const closer = next.filter((field) => distance[field + 1]! < distance[state]!);
    const fields = (closer.length > 0 ? closer : next).map((field) => plan.fields[field]!);
    // A wildcard is named by what it takes (./missing-elements.ts). No way on at all: a state
    // of a model nothing satisfies (a required empty xs:choice).
    const report = fields.length > 0 ? missingCall(fields, MAX_NAMES) : 'r.unsatisfiable(start);';
    byMessage.set(report, [...(byMessage.get(report) ?? []), state]);
  });
  const lines: string[] = [];
  const states = automaton.follow.length;
  for (const [report, missing] of byMessage) {
    const test = stateTest(missing, states);
    lines.push(...(test === true ? [`  ${report}`] : ifTest(2, test as Test, report)));
  }
  if (plan.repeatedGroups) return lines;
  const storage = storageOf(plan);
  for (const field of plan.fields) {
    if (!field.list || field.min < 2) continue;
    const count = storage.count(field);
    lines.push(ifStatement(2, `${count} > 0 && ${count} < ${field.min}`, fewerCall(field, count)));
  }
  return lines;
}
