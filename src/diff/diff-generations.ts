/**
 * The neutral structural diff of two generations: document types, their roots, namespaces and
 * fields (./diff-documents.ts), then endpoints (./diff-endpoints.ts). It records what changed and
 * never judges it; ./classify.ts runs the checks over the result.
 */
import type { IrGeneration } from '../ir/index.js';
import type { Change } from './changes.js';
import { diffDocuments } from './diff-documents.js';
import { diffEndpoints } from './diff-endpoints.js';
import { catalogDocuments } from './documents.js';

/**
 * Every change from `base` to `revision`, documents first (by schema name), then endpoints.
 * @example diffGenerations(loadGeneration('0.0.7'), loadGeneration('0.3-beta')).length
 */
export function diffGenerations(base: IrGeneration, revision: IrGeneration): Change[] {
  const catalog = catalogDocuments([base, revision]);
  return [...diffDocuments(base, revision, catalog), ...diffEndpoints(base, revision)];
}
