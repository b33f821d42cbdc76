/**
 * The IR passes, in the order the loader runs them on every generation. Each pass is a named
 * verb in its own file, takes a generation and returns a new one.
 *
 * 1. flatten-extensions: merge base particles and attributes into types derived by extension.
 * 2. rebase-namespaces: move API namespaces onto the configured root (`--ns-root`).
 * 3. drop-helper-roots: helper schemas (only `ref` targets) have no document roots.
 * 4. sort-types: stable order of types, elements and schemas.
 *
 * Add a pass: write `<verb-phrase>.ts` exporting the function and an `IrPass` entry, and list
 * the entry here at the point in the order where its input is ready.
 */
import type { IrGeneration } from '../nodes.js';
import { flattenExtensionsPass } from './flatten-extensions.js';
import type { IrPass, IrPassContext } from './pass.js';
import { dropHelperRootsPass } from './drop-helper-roots.js';
import { rebaseNamespacesPass } from './rebase-namespaces.js';
import { sortTypesPass } from './sort-types.js';

export type { IrPass, IrPassContext, PendingExtension } from './pass.js';
export { flattenExtensions } from './flatten-extensions.js';
export { rebaseNamespaces } from './rebase-namespaces.js';
export { sortTypes } from './sort-types.js';
export { dropHelperRoots } from './drop-helper-roots.js';

/** The passes in order. */
export const IR_PASSES: readonly IrPass[] = [flattenExtensionsPass, rebaseNamespacesPass, dropHelperRootsPass, sortTypesPass];

/** Runs `passes` (default: all, in order) over a generation. */
export function runPasses(generation: IrGeneration, context: IrPassContext, passes: readonly IrPass[] = IR_PASSES): IrGeneration {
  return passes.reduce((current, pass) => pass.run(current, context), generation);
}
