/**
 * An element of a namespace outside the API is not API data, whatever its local name: migrate
 * drops it (reported dropped, with its path and position) rather than adopting it as the target
 * element of that name. `<ct:name xmlns:ct="urn:evil">` in a 0.0.7 case was written as the
 * 0.3-beta CaseTypes `name` (review r14 hostile L8), turning a foreign element into API data; a
 * lenient decode keeps such an element as unknown, and a root element of such a namespace is
 * refused (`migrate-source-unknown`). An element in no namespace is not foreign: it is the field
 * of that name written unqualified (a mistake the source's validation reports), and is adopted.
 */
import { parseApiNamespace, type IrGeneration } from '../ir/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { allSchemas } from '../schema/lookup.js';
import { drop, type RewriteContext } from './context.js';

/**
 * True when `namespace` is neither empty, nor API-shaped under the generations' namespace root
 * (`<root>/<version>/Case/<Schema>`), nor the namespace of a schema of either generation.
 * @example isForeignNamespace('urn:evil', source, target) // true
 */
export function isForeignNamespace(namespace: string, ...generations: readonly IrGeneration[]): boolean {
  if (namespace === '') return false;
  return generations.every(
    (generation) =>
      parseApiNamespace(namespace, generation.nsRoot) === undefined &&
      !allSchemas(generation).some((schema) => schema.namespace === namespace),
  );
}

/**
 * Drops `child` (at `path` in the source) when its namespace is outside the API, and says so.
 * @example if (dropForeign(context, child, '/case/primaryContact/name')) continue;
 */
export function dropForeign(context: RewriteContext, child: XmlElementNode, path: string): boolean {
  if (!isForeignNamespace(child.namespace, context.source, context.target)) return false;
  drop(context, path, `<${child.local}> is of the namespace '${child.namespace}', which is not the API's: not ${context.label} data`, child);
  return true;
}
