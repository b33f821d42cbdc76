/**
 * The index of a schemas folder, built once per process (file names and targetNamespaces: a few
 * milliseconds). Endpoint descriptors are read on demand by a loader that ./endpoint-loader.ts
 * attaches: reading them checks them against their JSON schema (ajv), which a run that names no
 * endpoint never needs, so the CLI's start-up does not pay for it.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail } from '../errors.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';
import { indexSchemasFolder, type SchemaIndex } from './schema-index.js';

/** Where the schemas come from. */
export interface ModelOptions {
  /** Schemas folder (`<dir>/<generation>/*.xsd` + endpoints.json). @example 'schemas' */
  schemasDir?: string;
}

const cache = new Map<string, SchemaIndex>();

/**
 * The index of a schemas folder, without an endpoint loader unless one was attached
 * (`loadSchemaIndex` in ./model.ts always attaches it).
 * @throws FleetcaseError (IoError) when the folder is missing or holds no generation.
 */
export function indexedSchemasFolder(options: ModelOptions = {}): SchemaIndex {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  let index = cache.get(schemasDir);
  if (!index) {
    if (!existsSync(schemasDir)) fail('IoError', { file: schemasDir, detail: 'schemas folder not found' });
    index = indexSchemasFolder(schemasDir);
    if (index.generations.length === 0) fail('IoError', { file: schemasDir, detail: 'no generation folder with XSDs in it' });
    cache.set(schemasDir, index);
  }
  return index;
}
