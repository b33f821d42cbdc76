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
  /** `from -> to` namespace moves seen so far, with their paths (`change.paths`) and a count. */
  moves: Map<string, { change: MigrationChange & { paths: string[] }; count: number }>;
}

/** A path with its sibling indexes left out: `/items/item[2]/code` -> `/items/item/code`. */
export function withoutIndexes(path: string): string {
  return path.replace(/\[\d+\]/g, '');
}

/** Records that an element went from one namespace to another. */
export function noteNamespace(
  context: RewriteContext,
  from: string,
  to: string,
  path: string,
): void {
  if (from === to) return;
  // Grouped by element path, repeated siblings as one (`/items/item/code` for every item).
  path = withoutIndexes(path);
  const key = `${from} -> ${to}`;
  const move = context.moves.get(key);
  if (!move) {
    context.moves.set(key, {
      change: { kind: 'namespace', path, paths: [path], from, to },
      count: 1,
    });
    return;
  }
  move.count++;
  // Repeated elements share a path: list it once (a document has few distinct paths).
  if (!move.change.paths.includes(path)) move.change.paths.push(path);
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
