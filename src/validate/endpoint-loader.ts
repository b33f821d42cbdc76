/**
 * Attaches the endpoint-descriptor reader to a schema index (`<dir>/<generation>/endpoints.json`,
 * checked as the schema loader checks it). Kept apart from ./schema-folder.ts because the check
 * loads ajv: callers that may need endpoints import this module (statically when synchronous,
 * like `createValidator`; on demand, like `streamFiles` when an endpoint or config is given).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEndpointDescriptors } from '../schema/descriptors/load-endpoint-descriptors.js';
import type { SchemaIndex } from './schema-index.js';

/** Gives `index` its endpoint reader (once) and returns it. */
export function withEndpointLoader(index: SchemaIndex): SchemaIndex {
  if (!index.loadEndpoints) {
    // A rebased copy (./rebased-schemas.ts) holds the XSDs only: descriptors are read where the user keeps them.
    const schemasDir = index.sourceDir ?? index.schemasDir;
    index.loadEndpoints = (generation) => {
      const file = join(schemasDir, generation, 'endpoints.json');
      return existsSync(file) ? loadEndpointDescriptors(file, { relativeTo: schemasDir }) : [];
    };
  }
  return index;
}
