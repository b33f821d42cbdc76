/**
 * The second step of a migration: which schema and generation the parsed document is (its root
 * namespace, or `from`), and the root element declaration it has there and in the target. A
 * document neither generation can take stops here, with the issue that says which side lacks it.
 */
import type { IrGeneration, IrRootElement } from '../ir/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { rootsOf } from '../diff/fields.js';
import { detectSource } from './detect.js';
import { generationOf } from './generations.js';
import type { MigrateOptions } from './migrate-document.js';
import { failure, issueAt } from './outcome.js';
import type { MigrationResult } from './result.js';

/** What a result names of the document before it is rewritten. */
export interface SourceParts {
  from: string;
  schema: string;
  root: string;
}

/** The document's two root declarations: the one it has (if its own generation declares it) and the target's. */
export interface ResolvedRoots {
  source: IrGeneration;
  parts: SourceParts;
  /** The schema and version the result is written in. @example 'CaseRequest 0.3-beta' */
  label: string;
  sourceRoot: IrRootElement | undefined;
  targetRoot: IrRootElement;
}

const listRoots = (roots: readonly string[]): string =>
  roots.map((name) => `<${name}>`).join(', ');

/**
 * Resolves the source and target roots of `root`, or the failed result saying why not: an
 * unknown namespace (`migrate-source-unknown`), a root its own schema lacks (the same: it is no
 * such document), a schema or root the target lacks (`migrate-target-missing`).
 */
export function resolveRoots(
  root: XmlElementNode,
  target: IrGeneration,
  options: MigrateOptions,
): ResolvedRoots | MigrationResult {
  const detected = detectSource(root.namespace, options.from, options);
  if ('reason' in detected)
    return failure(options, { root: root.local }, issueAt('migrate-source-unknown', detected.reason, root));
  const source = generationOf(detected.generation, options);
  const parts = { from: detected.generation, schema: detected.schema, root: root.local };
  const sourceSchema = source.schemas.find((schema) => schema.name === detected.schema);
  const sourceRoot = rootsOf(source, detected.schema).get(root.local);
  // A root its own generation lacks makes the source no such document: blame it, not the target.
  if (sourceSchema && !sourceRoot) {
    const what =
      sourceSchema.roots.length === 0
        ? 'is a helper schema, whose elements are parts of other documents, never a document of their own'
        : `has no root element <${root.local}> (its roots: ${listRoots(sourceSchema.roots)})`;
    const message = `cannot migrate to ${options.to}: ${detected.schema} ${sourceSchema.version} ${what}`;
    return failure(options, parts, issueAt('migrate-source-unknown', message, root));
  }
  const targetSchema = target.schemas.find((schema) => schema.name === detected.schema);
  const targetRoot = rootsOf(target, detected.schema).get(root.local);
  if (!targetSchema || !targetRoot) {
    const what = targetSchema
      ? `${detected.schema} ${targetSchema.version} has no root element <${root.local}> (its roots: ${listRoots(targetSchema.roots)})`
      : `generation ${options.to} has no schema ${detected.schema}`;
    const message = `cannot migrate to ${options.to}: ${what}`;
    return failure(options, parts, issueAt('migrate-target-missing', message, root));
  }
  return { source, parts, label: `${detected.schema} ${targetSchema.version}`, sourceRoot, targetRoot };
}
