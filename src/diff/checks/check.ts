/**
 * The shape of a classifying check: it reads neutral change records of some kinds and returns
 * findings (arguments for its message). Its level and direction are set here, in the registry
 * entry, never inside `check`; its message and advice live in ./messages.ts under its id.
 */
import type { ChangeKind, ChangeOf, Direction, Level } from '../changes.js';

/** Arguments a finding fills its message with (on top of schema, root, path or endpoint). */
export type FindingArgs = Record<string, string | number>;

/**
 * A check. `direction` says which documents it classifies: `request` checks see changes of
 * request documents (and of helpers used both ways), `response` checks those of responses.
 * @example { id: 'element-became-required', level: 'breaking', direction: 'request', kinds: ['occurs-changed'], doc: '…', check: (change) => … }
 */
export interface Check<K extends ChangeKind = ChangeKind> {
  /** Kebab-case subject plus event; also the file name, the fixture folder and the message key. */
  id: string;
  level: Level;
  direction: Direction;
  /** The change kinds the check reads. */
  kinds: readonly K[];
  /** One sentence for `fleetcase diff --list-checks`. */
  doc: string;
  /** The findings this change gives ([] for none), one per argument set. */
  check(change: ChangeOf<K>): FindingArgs[];
}

/** Declares a check with its change kinds typed (the registry holds them as plain `Check`). */
export function defineCheck<K extends ChangeKind>(check: Check<K>): Check {
  return check as unknown as Check;
}

/** True when a check of direction `check` classifies a change of a document of direction `subject`. */
export function directionApplies(check: Direction, subject: Direction): boolean {
  return check === 'both' || subject === 'both' || check === subject;
}
