/**
 * Indexes a schemas folder once per process for validation, with its endpoint descriptors read
 * on demand. The main thread builds the index; worker threads receive it ready-made.
 */
import { withEndpointLoader } from './endpoint-loader.js';
import { indexedSchemasFolder, type ModelOptions } from './schema-folder.js';
import type { SchemaIndex } from './schema-index.js';

export type { ModelOptions } from './schema-folder.js';

/** The validation index of a schemas folder (built once per process). */
export function loadSchemaIndex(options: ModelOptions = {}): SchemaIndex {
  return withEndpointLoader(indexedSchemasFolder(options));
}
