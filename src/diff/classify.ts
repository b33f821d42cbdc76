/**
 * Runs the check registry over the neutral diff: each change goes to every check that reads its
 * kind and classifies its direction; each finding gets the check's level and its message and
 * advice from the message table. Output order is deterministic: breaking first, then warnings,
 * then info; within a level by document or endpoint, path and check id.
 *
 * A document of no known direction (`both`: a schema set without Request/Response names or
 * endpoints) is seen by the request checks and the response checks alike, which would say one
 * fact twice (`element-became-list` breaking for readers, `request-element-became-list` info for
 * writers): such a change keeps only its most severe finding per fact (same arguments).
 */
import type { Change, Direction, Level, Subject } from './changes.js';
import { CHECKS, directionApplies, MESSAGES, renderMessage, type Check } from './checks/index.js';

/**
 * One classified change.
 * @example { id: 'element-became-required', level: 'breaking', direction: 'request', subject: { kind: 'document', schema: 'CaseRequest', root: 'case', direction: 'request' }, path: '/case/cause', message: '/case/cause became required in CaseRequest.', action: '…', args: { … } }
 */
export interface Finding {
  id: string;
  level: Level;
  direction: Direction;
  subject: Subject;
  /** Element path, for changes of a document's fields. */
  path?: string;
  message: string;
  action: string;
  args: Record<string, string | number>;
}

/** breaking < warning < info, for sorting. */
export const LEVEL_RANK: Readonly<Record<Level, number>> = { breaking: 0, warning: 1, info: 2 };

function baseArgs(change: Change): Record<string, string | number> {
  const subject = change.subject;
  if (subject.kind === 'endpoint')
    return { endpoint: `${subject.method} ${subject.path}`, operationId: subject.operationId };
  return {
    schema: subject.schema,
    ...(subject.root !== undefined ? { root: subject.root } : {}),
    ...('path' in change ? { path: change.path } : {}),
  };
}

/** A sort key for a finding's subject: documents by schema and root, then endpoints by path and method. */
export function subjectKey(subject: Subject): string {
  return subject.kind === 'document'
    ? `0 ${subject.schema} ${subject.root ?? ''}`
    : `1 ${subject.path} ${subject.method}`;
}

function compare(a: Finding, b: Finding): number {
  const keys = (finding: Finding): string[] => [
    subjectKey(finding.subject),
    finding.path ?? '',
    finding.id,
    finding.message,
  ];
  const left = keys(a);
  const right = keys(b);
  if (LEVEL_RANK[a.level] !== LEVEL_RANK[b.level]) return LEVEL_RANK[a.level] - LEVEL_RANK[b.level];
  for (let index = 0; index < left.length; index++) {
    if (left[index] !== right[index]) return left[index]! < right[index]! ? -1 : 1;
  }
  return 0;
}

/** Options of {@link classifyChanges}. */
export interface ClassifyOptions {
  /**
   * Advise `fleetcase migrate` in actions: true when both sides are generations of the API,
   * false for other schema sets, whose documents migrate cannot carry.
   * @default true
   */
  migrate?: boolean;
}

/**
 * The findings of one change of a two-way document, one per fact: where a request check and a
 * response check say the same thing (same arguments), the most severe stays.
 */
function oncePerFact(findings: Finding[], own: ReadonlyMap<Finding, string>): Finding[] {
  const best = new Map<string, Finding>();
  for (const finding of findings) {
    if (finding.direction === 'both') continue;
    const key = own.get(finding)!;
    const kept = best.get(key);
    if (!kept || LEVEL_RANK[finding.level] < LEVEL_RANK[kept.level]) best.set(key, finding);
  }
  return findings.filter(
    (finding) => finding.direction === 'both' || best.get(own.get(finding)!) === finding,
  );
}

/**
 * Classifies changes with the checks (default: the whole registry).
 * @example classifyChanges(diffGenerations(base, revision), [elementBecameRequired])
 */
export function classifyChanges(
  changes: readonly Change[],
  checks: readonly Check[] = CHECKS,
  options: ClassifyOptions = {},
): Finding[] {
  const findings: Finding[] = [];
  for (const change of changes) {
    const common = baseArgs(change);
    const found: Finding[] = [];
    const own = new Map<Finding, string>();
    for (const check of checks) {
      if (
        !check.kinds.includes(change.kind) ||
        !directionApplies(check.direction, change.subject.direction)
      )
        continue;
      const text = MESSAGES[check.id];
      for (const ownArgs of check.check(change as never)) {
        const args = { ...common, ...ownArgs };
        // The migrate advice fills the action only; it is no argument of the finding.
        const advice =
          options.migrate !== false && text?.migrate ? { ...args, migrate: text.migrate } : args;
        const finding: Finding = {
          id: check.id,
          level: check.level,
          direction: check.direction,
          subject: change.subject,
          ...('path' in change ? { path: change.path } : {}),
          message: text ? renderMessage(text.message, args) : check.id,
          action: text ? renderMessage(text.action, advice) : '',
          args,
        };
        found.push(finding);
        own.set(finding, JSON.stringify(ownArgs));
      }
    }
    // One by one: a change of 70 000 enumeration values has as many findings, past what a
    // spread call takes (review r21 scale M3: "ran out of stack").
    for (const finding of change.subject.direction === 'both' ? oncePerFact(found, own) : found) findings.push(finding);
  }
  return findings.sort(compare);
}
