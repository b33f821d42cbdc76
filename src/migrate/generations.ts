/**
 * The generations migrate reads: loaded once per process per schemas folder and namespace root
 * (the cache of src/diff/load-side.ts, shared with `fleetcase diff`), so migrating a thousand
 * fixtures loads each generation once.
 */
import { resolve } from 'node:path';
import type { IrGeneration } from '../ir/index.js';
import { listGenerations } from '../schema/index.js';
import { cachedGeneration } from '../diff/load-side.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';

/** Where the generations come from. */
export interface GenerationSource {
  /** Folder of generation folders. @default the package's own `schemas/` */
  schemasDir?: string;
  /** Namespace root of the documents. @default 'http://www.decisiv.net/platform_api' */
  nsRoot?: string;
}

/** The generation ids of the source's schemas folder, oldest first. */
export function knownGenerations(source: GenerationSource = {}): string[] {
  return listGenerations(resolve(source.schemasDir ?? bundledSchemasDir));
}

/**
 * A generation of the source, loaded on first use.
 * @throws FleetcaseError GenerationUnknown.
 */
export function generationOf(id: string, source: GenerationSource = {}): IrGeneration {
  return cachedGeneration(id, source);
}
