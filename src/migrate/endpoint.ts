/**
 * `migrate --endpoint`: the endpoint a document is sent to, on both sides of a migration. Paths
 * move between generations (0.0.7's `POST /items/{item_id}` is 0.1's
 * `POST /estimates/{estimate_id}/items/{item_id}`) while the operation stays (`updateEstimateItem`),
 * so the endpoint found in one generation is carried to the other by its operation id. An
 * operation the other generation lacks keeps the spec as given: validation there then says the
 * endpoint does not exist (a 0.0.7 part body's `POST /items/{item_id}/parts` in 0.3-beta).
 * Without `--endpoint`, a result that no endpoint of the target exchanges any more is warned of.
 */
import type { IrEndpoint, IrGeneration } from '../ir/index.js';
import { endpointDocuments, type EndpointDocument } from '../schema/descriptors/endpoint-documents.js';
import { findEndpoint } from '../schema/descriptors/find-endpoint.js';
import type { EndpointRef } from '../validate/rules/index.js';

/** The endpoint as each side's validation and rules read it. */
export interface EndpointSides {
  /** `"METHOD /path"` for the source's validation. */
  source: string;
  /** `"METHOD /path"` for the result's validation. */
  target: string;
  /** The target's endpoint, for the target's rules (`missing`, `--fill-nil`); none where the target lacks it. */
  targetRef?: EndpointRef;
}

const specOf = (endpoint: IrEndpoint): string => `${endpoint.method} ${endpoint.path}`;

/**
 * Resolves `spec` in the source or the target generation and carries it to the other by its
 * operation id.
 * @example endpointSides('POST /items/{item_id}', gen007, gen03).target // 'POST /estimates/{estimate_id}/items/{item_id}'
 */
export function endpointSides(spec: string, source: IrGeneration, target: IrGeneration): EndpointSides {
  const inSource = findEndpoint(source.endpoints, spec);
  const inTarget = findEndpoint(target.endpoints, spec);
  const operation = (inSource ?? inTarget)?.operationId;
  const sourceEndpoint = inSource ?? source.endpoints.find((endpoint) => endpoint.operationId === operation);
  const targetEndpoint = inTarget ?? target.endpoints.find((endpoint) => endpoint.operationId === operation);
  return {
    source: sourceEndpoint ? specOf(sourceEndpoint) : spec,
    target: targetEndpoint ? specOf(targetEndpoint) : spec,
    ...(targetEndpoint
      ? { targetRef: { method: targetEndpoint.method, path: targetEndpoint.path, operationId: targetEndpoint.operationId } }
      : {}),
  };
}

/** The endpoints of `generation` that take or answer a document of `schema` with root `root`, as `"METHOD /path"`. */
function exchanging(generation: IrGeneration, schema: string, root: string): string[] {
  const matches = (document: EndpointDocument): boolean =>
    document.schema === schema && (document.roots.length === 0 || document.roots.includes(root));
  return generation.endpoints
    .map(endpointDocuments)
    .filter((documents) => [...documents.takes, ...documents.answers].some(matches))
    .map((documents) => `${documents.method} ${documents.path}`);
}

/**
 * Why a result no endpoint of the target exchanges deserves a word, where the source's did: a
 * valid 0.3-beta `<part>` has no endpoint to go to (review r21 spec L1: parts are sent inside
 * an item there). Undefined where the target has an endpoint for it, or the source had none.
 */
export function noEndpointMessage(source: IrGeneration, target: IrGeneration, document: { schema: string; root: string }): string | undefined {
  const before = exchanging(source, document.schema, document.root);
  if (before.length === 0 || exchanging(target, document.schema, document.root).length > 0) return undefined;
  const shown = before.length > 3 ? `${before.slice(0, 3).join(', ')} and ${before.length - 3} more` : before.join(', ');
  return `no endpoint of ${target.id} takes or answers <${document.root}> of ${document.schema}, which ${source.id} exchanged on ${shown}: the result is a valid document that no ${target.id} request or answer carries on its own`;
}
