/**
 * Indexes a schemas folder once per process for validation. The main thread builds the index;
 * worker threads receive it ready-made.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fail } from '../errors.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';
import { loadEndpointDescriptors } from '../schema/descriptors/load-endpoint-descriptors.js';
import { indexSchemasFolder, type SchemaIndex } from './schema-index.js';

/** Where the schemas come from. */
export interface ModelOptions {
  /** Schemas folder (`<dir>/<generation>/*.xsd` + endpoints.json). @example 'schemas' */
  schemasDir?: string;
}

const cache = new Map<string, SchemaIndex>();

/** The validation index of a schemas folder (built once per process). */
export function loadSchemaIndex(options: ModelOptions = {}): SchemaIndex {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  let index = cache.get(schemasDir);
  if (!index) {
    if (!existsSync(schemasDir)) fail('IoError', { file: schemasDir, detail: 'schemas folder not found' });
    index = indexSchemasFolder(schemasDir);
    if (index.generations.length === 0) fail('IoError', { file: schemasDir, detail: 'no generation folder with XSDs in it' });
    index.loadEndpoints = (generation) => {
      const file = join(schemasDir, generation, 'endpoints.json');
      return existsSync(file) ? loadEndpointDescriptors(file, { relativeTo: schemasDir }) : [];
    };
    cache.set(schemasDir, index);
  }
  return index;
}
