/**
 * The `--schema` and `--endpoint` filters of `fleetcase diff`, as predicates over finding
 * subjects: a document type with the endpoints that carry it, or an endpoint with the documents
 * it carries.
 */
import { fail } from '../errors.js';
import type { IrGeneration } from '../ir/index.js';
import { findEndpoint } from '../schema/descriptors/index.js';
import type { Subject } from './changes.js';
import { collectFields, rootsOf } from './fields.js';
import { carried, routeKey } from './report-context.js';

/** What to keep. */
export interface SubjectFilterOptions {
  from: string;
  to: string;
  schema?: string;
  endpoint?: string;
}

/**
 * The roots whose findings stand for those of a carried root: a collection root holds elements
 * of a single root's type (`<items>` holds `<item>`s), whose inside the diff reports once, under
 * that root (`sameAs`, ./fields.ts). `GET /estimates/{id}/items` carries `<items>`, and so the
 * changes reported under `<item>` (review r16 migrate M1: it showed only namespace changes).
 */
function sharedRoots(side: IrGeneration, body: { schema: string; root?: string }): Array<{ schema: string; root: string }> {
  if (body.root === undefined) return [];
  const roots = rootsOf(side, body.schema);
  const root = roots.get(body.root);
  if (root === undefined) return [];
  const shared = new Set<string>();
  for (const field of collectFields(side, root, [...roots.values()]).values()) {
    if (field.sameAs !== undefined) shared.add(field.sameAs.slice(1));
  }
  return [...shared].map((local) => ({ schema: body.schema, root: local }));
}

/**
 * The filter `--schema` / `--endpoint` describe, as a predicate over subjects. `renames`: a
 * document of the base renamed in the revision (base name -> revision name), whose findings
 * carry the revision's name: `--schema` with the base's name keeps them too (review r21 newsets
 * M2: TraML0.9.3 gave 0 findings where its pair has 7 breaking changes).
 */
export function subjectFilter(
  options: SubjectFilterOptions,
  sides: readonly IrGeneration[],
  known: readonly string[],
  renames: ReadonlyMap<string, string> = new Map(),
): (subject: Subject) => boolean {
  if (options.schema !== undefined) {
    const asked = options.schema;
    const schema = renames.get(asked) ?? asked;
    if (!known.includes(asked))
      fail('CliUsage', {
        detail: `unknown document type '${asked}' (known: ${known.join(', ')})`,
      });
    const routes = new Set(
      sides.flatMap((side) =>
        side.endpoints
          .filter((endpoint) => carried(endpoint).some((body) => body.schema === schema || body.schema === asked))
          .map((endpoint) => routeKey(endpoint.method, endpoint.path)),
      ),
    );
    return (subject) =>
      subject.kind === 'document'
        ? subject.schema === schema
        : routes.has(routeKey(subject.method, subject.path));
  }
  if (options.endpoint !== undefined) {
    const spec = options.endpoint;
    const found =
      findEndpoint(sides[1]!.endpoints, spec) ?? findEndpoint(sides[0]!.endpoints, spec);
    if (!found)
      fail('CliUsage', {
        detail: `no endpoint '${spec}' in ${options.from} or ${options.to}; give "METHOD /path", e.g. "POST /assets/{id}/cases"`,
      });
    const key = routeKey(found.method, found.path);
    const bodies = sides.flatMap((side) =>
      side.endpoints
        .filter((endpoint) => routeKey(endpoint.method, endpoint.path) === key)
        .flatMap((endpoint) => carried(endpoint))
        .flatMap((body) => [body, ...sharedRoots(side, body)]),
    );
    return (subject) =>
      subject.kind === 'endpoint'
        ? routeKey(subject.method, subject.path) === key
        : bodies.some(
            (body) =>
              body.schema === subject.schema &&
              (subject.root === undefined || body.root === undefined || body.root === subject.root),
          );
  }
  return () => true;
}
