/**
 * Tests of a position automaton's `state` variable (./automaton-dispatch.ts) as short boolean
 * expressions, printed in prettier's layout: `state === 3`, `state >= 4`,
 * `(state >= 3 && state <= 9) || state === 12`; a broken `if (` puts each operand of the top
 * chain on a line of its own.
 */
import { fits, ifStatement, pad, printStatement, type Statement } from '../print/code.js';

/** A comparison, or a chain of tests joined by one operator. */
export type Test = string | { joiner: '||' | '&&'; operands: Test[] };

/** The runs of consecutive states (`[from, to]`) of a sorted list. */
function runsOf(states: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  for (const state of states) {
    const last = runs.at(-1);
    if (last && last[1] === state - 1) last[1] = state;
    else runs.push([state, state]);
  }
  return runs;
}

/** "state is one of `states`" (`negate`: none of them) by runs, of states `0..all-1`. */
function byRuns(states: readonly number[], all: number, negate: boolean): Test {
  const operands = runsOf(states).flatMap(([from, to]): Test[] => {
    if (from === to) return [`state ${negate ? '!==' : '==='} ${from}`];
    // A run from the first state or to the last one is one comparison.
    if (from === 0) return [negate ? `state > ${to}` : `state <= ${to}`];
    if (to === all - 1) return [negate ? `state < ${from}` : `state >= ${from}`];
    if (to === from + 1)
      return negate
        ? [`state !== ${from}`, `state !== ${to}`]
        : [`state === ${from}`, `state === ${to}`];
    return negate
      ? [{ joiner: '||', operands: [`state < ${from}`, `state > ${to}`] }]
      : [{ joiner: '&&', operands: [`state >= ${from}`, `state <= ${to}`] }];
  });
  return operands.length === 1 ? operands[0]! : { joiner: negate ? '&&' : '||', operands };
}

/**
 * The test that `state` is one of `states` (with `negate`: none of them), of the states
 * `0..all-1`: of that test and the opposite one of the other states the one of fewer
 * comparisons; `true` when
 * the answer is always yes, `false` when always no.
 */
export function stateTest(states: readonly number[], all: number, negate = false): Test | boolean {
  const set = new Set(states);
  if (set.size === 0) return negate;
  if (set.size === all) return !negate;
  const sorted = [...set].sort((a, b) => a - b);
  const others = Array.from({ length: all }, (_, state) => state).filter(
    (state) => !set.has(state),
  );
  const direct = byRuns(sorted, all, negate);
  const opposite = byRuns(others, all, !negate);
  return comparisons(opposite) < comparisons(direct) ? opposite : direct;
}

/** The number of comparisons of a test. */
function comparisons(test: Test): number {
  return typeof test === 'string'
    ? 1
    : test.operands.reduce((sum: number, operand) => sum + comparisons(operand), 0);
}

/** `a && b`: the tests that must all hold. */
export function allOf(...tests: Test[]): Test {
  return tests.length === 1 ? tests[0]! : { joiner: '&&', operands: tests };
}

/** The operands of `test` as a chain of `joiner` (nested chains of the same operator spread). */
function operandsIn(test: Test, joiner: '||' | '&&'): string[] {
  if (typeof test === 'string') return [test];
  if (test.joiner === joiner)
    return test.operands.flatMap((operand) => operandsIn(operand, joiner));
  return [`(${print(test)})`];
}

/** The test on one line. */
export function print(test: Test): string {
  if (typeof test === 'string') return test;
  return operandsIn(test, test.joiner).join(` ${test.joiner} `);
}

/**
 * `if (test) statement;`, or `if (test) {` for a `block`, as prettier prints it: one line when
 * it fits, else each operand of the top chain on a line of its own.
 */
export function ifTest(indent: number, test: Test, body: Statement | 'block'): string[] {
  const one = print(test);
  const open = body === 'block' ? ' {' : '';
  if (fits(indent, `if (${one})${open}`))
    return [body === 'block' ? `${pad(indent)}if (${one}) {` : ifStatement(indent, one, body)];
  if (typeof test === 'string') return [ifStatement(indent, one, body === 'block' ? '{' : body)];
  const operands = operandsIn(test, test.joiner);
  const last = operands.length - 1;
  return [
    `${pad(indent)}if (`,
    ...operands.map(
      (operand, at) => `${pad(indent + 2)}${operand}${at < last ? ` ${test.joiner}` : ''}`,
    ),
    `${pad(indent)})${open}`,
    ...(body === 'block' ? [] : [printStatement(indent + 2, body)]),
  ];
}
