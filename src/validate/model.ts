/**
 * Loads the IR once per (schemas folder, namespace root) and indexes it for validation. The
 * main thread builds the index; worker threads receive it ready-made.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail } from '../errors.js';
import { DEFAULT_NS_ROOT } from '../ir/index.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';
import { buildSchemaIndex, type SchemaIndex } from './schema-index.js';
import { loadStandInModel } from './stand-in-model.js';

/** Where the schemas come from. */
export interface ModelOptions {
  /** Schemas folder (`<dir>/<generation>/*.xsd` + endpoints.json). @example 'schemas' */
  schemasDir?: string;
  /** Namespace root. @example 'http://www.decisiv.net/platform_api' */
  nsRoot?: string;
}

const cache = new Map<string, SchemaIndex>();

/** The validation index of a schemas folder (loaded once per process). */
export function loadSchemaIndex(options: ModelOptions = {}): SchemaIndex {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  const nsRoot = options.nsRoot ?? DEFAULT_NS_ROOT;
  const key = `${schemasDir}\u0000${nsRoot}`;
  let index = cache.get(key);
  if (!index) {
    if (!existsSync(schemasDir)) fail('IoError', { file: schemasDir, detail: 'schemas folder not found' });
    index = buildSchemaIndex(loadStandInModel({ schemasDir, nsRoot }), schemasDir);
    cache.set(key, index);
  }
  return index;
}
