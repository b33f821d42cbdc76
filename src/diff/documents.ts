/**
 * Which schemas of a generation are document types (a root element a request or response body
 * carries) and which are helpers (CaseTypes, GroupedUser, VMRS… whose types documents use), and
 * the direction each document travels. The schema name tells first (`*Request`, `*Response`),
 * then the endpoints that carry it; a helper used on both sides counts for both.
 */
import type { IrEndpoint, IrGeneration } from '../ir/index.js';
import { parseApiNamespace } from '../ir/index.js';
import { allSchemas } from '../schema/lookup.js';
import type { Direction } from './changes.js';

/** How each schema name of two generations is used, by name. */
export interface DocumentCatalog {
  /** Schema names that are document types, sorted. */
  documents: string[];
  direction(schema: string): Direction;
}

function endpointUse(endpoints: readonly IrEndpoint[]): Map<string, Set<'request' | 'response'>> {
  const use = new Map<string, Set<'request' | 'response'>>();
  const mark = (schema: string | undefined, side: 'request' | 'response'): void => {
    if (!schema) return;
    const sides = use.get(schema) ?? new Set();
    sides.add(side);
    use.set(schema, sides);
  };
  for (const endpoint of endpoints) {
    mark(endpoint.request?.schema, 'request');
    for (const part of endpoint.request?.parts ?? []) mark(part.schema, 'request');
    for (const response of endpoint.responses) mark(response.schema, 'response');
  }
  return use;
}

/**
 * Classifies the schemas of two generations. A schema is a document type when an endpoint
 * carries it, when its name ends in Request or Response, or when it declares root elements on
 * either side: those are the documents `fleetcase schemas` lists and `generate` writes decoders
 * for, whether or not another schema imports the schema for its types (review r14 H3: a helper
 * whose own root changed or vanished was never diffed). The API's helpers (CaseTypes,
 * GroupedUser, VMRS…) declare no roots, so they stay helpers.
 */
export function catalogDocuments(generations: readonly IrGeneration[]): DocumentCatalog {
  const use = endpointUse(generations.flatMap((generation) => generation.endpoints));
  const documents = new Set<string>();
  for (const generation of generations) {
    for (const schema of generation.schemas) {
      if (use.has(schema.name) || /(Request|Response)$/.test(schema.name))
        documents.add(schema.name);
      else if (schema.roots.length > 0) documents.add(schema.name);
    }
  }
  return {
    documents: [...documents].sort(),
    direction(schema: string): Direction {
      if (/Request$/.test(schema)) return 'request';
      if (/Response$/.test(schema)) return 'response';
      const sides = use.get(schema);
      if (sides?.size === 1) return [...sides][0]!;
      return 'both';
    },
  };
}

/**
 * The schema name of a namespace in a generation (effective set, then extra schemas), else the
 * name an API-shaped namespace carries, else the namespace itself.
 * @example schemaNameOf(generation, 'http://www.decisiv.net/platform_api/0.2/Case/VMRS') // 'VMRS'
 */
export function schemaNameOf(generation: IrGeneration, namespace: string): string {
  const schema = allSchemas(generation).find((candidate) => candidate.namespace === namespace);
  if (schema) return schema.name;
  return parseApiNamespace(namespace, generation.nsRoot)?.schema ?? namespace;
}

/** The prefix the API writes for a namespace (the schema's usual prefix), else its schema name. */
export function prefixOf(generation: IrGeneration, namespace: string): string {
  const schema = allSchemas(generation).find((candidate) => candidate.namespace === namespace);
  return schema?.prefix || schemaNameOf(generation, namespace);
}
