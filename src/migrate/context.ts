/** The state one document's rewrite carries: both generations and what it has to report. */
import type { IrGeneration, Occurs, QName, TypeRef } from '../ir/index.js';
import type { MigrationChange, MigrationLoss } from './result.js';

/** A target (or source) element declaration: name, type and effective occurrence. */
export interface Declaration {
  name: QName;
  type: TypeRef;
  occurs: Occurs;
}

/** Where the rewrite is: the source path, the target path and the target parent's local name. */
export interface Place {
  sourcePath: string;
  targetPath: string;
  /** Local name of the target parent ('' at the root). */
  parent: string;
}

/** The rewrite of one document. */
export interface RewriteContext {
  source: IrGeneration;
  target: IrGeneration;
  /** How the target is named in reasons. @example 'CaseRequest 0.3-beta' */
  label: string;
  /**
   * Write a required nillable element the source lacks as xsi:nil (reported) instead of leaving it
   * missing; also those the target's rules require (./fill-rule-nils.ts).
   */
  fillNil: boolean;
  changes: MigrationChange[];
  dropped: MigrationLoss[];
  missing: MigrationLoss[];
  /** `from -> to` namespace moves seen so far, with their paths (`change.paths`), and how many elements moved at each. */
  moves: Map<string, { change: MigrationChange & { paths: string[] }; counts: Map<string, number> }>;
}

/** A path with its sibling indexes left out: `/items/item[2]/code` -> `/items/item/code`. */
export function withoutIndexes(path: string): string {
  return path.replace(/\[\d+\]/g, '');
}

/**
 * Records that an element went from one namespace to another (`by` 1), or takes that back for
 * an element then dropped (`by` -1: review r25 diffmig L2, dropped elements were counted and
 * listed). Paths keep the order elements were first met in.
 */
export function noteNamespace(
  context: RewriteContext,
  from: string,
  to: string,
  path: string,
  by: 1 | -1 = 1,
): void {
  if (from === to) return;
  // Grouped by element path, repeated siblings as one (`/items/item/code` for every item).
  path = withoutIndexes(path);
  const key = `${from} -> ${to}`;
  let move = context.moves.get(key);
  if (!move) {
    move = { change: { kind: 'namespace', path, paths: [], from, to }, counts: new Map() };
    context.moves.set(key, move);
  }
  const count = (move.counts.get(path) ?? 0) + by;
  if (count > 0) move.counts.set(path, count);
  else move.counts.delete(path);
  // Repeated elements share a path: list it once (a document has few distinct paths).
  if (count > 0 && !move.change.paths.includes(path)) move.change.paths.push(path);
  if (count <= 0) move.change.paths = move.change.paths.filter((listed) => listed !== path);
  move.change.path = move.change.paths[0] ?? path;
}

/** Records a dropped node of the source. */
export function drop(
  context: RewriteContext,
  path: string,
  reason: string,
  at?: { line: number; column: number },
): void {
  context.dropped.push({ path, reason, ...(at ? { line: at.line, column: at.column } : {}) });
}
