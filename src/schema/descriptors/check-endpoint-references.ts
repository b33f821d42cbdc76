/**
 * Cross-checks endpoints against a generation's effective schema set: every schema an endpoint
 * names (request body, multipart part, response) must be in the set, and every root element it
 * names must be one of that schema's roots. Runs after both the XSDs and the descriptors of a
 * generation are loaded.
 */
import { FleetcaseError } from '../../errors.js';
import type { IrEndpoint, IrSchema } from '../../ir/index.js';
import { describeEndpoint } from './find-endpoint.js';

/** One place an endpoint names a schema (and roots of it). */
interface Reference {
  where: string;
  schema: string;
  roots: string[];
}

/**
 * Throws `DescriptorUnknownReference` (file, the endpoint's line, endpoint and missing name) at
 * the first request/part/response schema missing from `schemas`, or root missing from the
 * schema's `roots`.
 */
export function checkEndpointReferences(
  endpoints: readonly IrEndpoint[],
  schemas: readonly IrSchema[],
  file: string,
): void {
  const byName = new Map(schemas.map((schema) => [schema.name, schema]));
  for (const endpoint of endpoints) {
    for (const reference of referencesOf(endpoint)) {
      const name = `${endpoint.operationId} (${describeEndpoint(endpoint)}) ${reference.where}`;
      const schema = byName.get(reference.schema);
      if (!schema) {
        throw new FleetcaseError('DescriptorUnknownReference', {
          file,
          line: endpoint.source.line,
          detail: `${name} names schema "${reference.schema}", which is not in this generation's schema set`,
        });
      }
      const missing = reference.roots.find((root) => !schema.roots.includes(root));
      if (missing !== undefined) {
        throw new FleetcaseError('DescriptorUnknownReference', {
          file,
          line: endpoint.source.line,
          detail: `${name} names root "${missing}", which schema ${schema.name} does not declare (its roots: ${schema.roots.join(', ') || 'none'})`,
        });
      }
    }
  }
}

/** Every schema reference of an endpoint, in declaration order. */
function referencesOf(endpoint: IrEndpoint): Reference[] {
  const references: Reference[] = [];
  const request = endpoint.request;
  if (request?.schema)
    references.push({ where: 'request', schema: request.schema, roots: request.roots ?? [] });
  for (const part of request?.parts ?? []) {
    if (part.schema)
      references.push({
        where: `request part "${part.name}"`,
        schema: part.schema,
        roots: part.root ? [part.root] : [],
      });
  }
  for (const response of endpoint.responses) {
    if (response.schema) {
      references.push({
        where: `response ${response.status.join('/')}`,
        schema: response.schema,
        roots: response.root ? [response.root] : [],
      });
    }
  }
  return references;
}
