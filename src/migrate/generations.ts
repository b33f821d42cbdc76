/**
 * The generations migrate reads, loaded once per process per schemas folder and namespace root
 * (a migration of a thousand fixtures loads each generation once).
 */
import { resolve } from 'node:path';
import type { IrGeneration } from '../ir/index.js';
import { DEFAULT_NS_ROOT } from '../ir/index.js';
import { listGenerations, loadGeneration } from '../schema/index.js';
import { fail } from '../errors.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';

/** Where the generations come from. */
export interface GenerationSource {
  /** Folder of generation folders. @default the package's own `schemas/` */
  schemasDir?: string;
  /** Namespace root of the documents. @default 'http://www.decisiv.net/platform_api' */
  nsRoot?: string;
}

const cache = new Map<string, IrGeneration>();

/** The generation ids of the source's schemas folder, oldest first. */
export function knownGenerations(source: GenerationSource = {}): string[] {
  return listGenerations(resolve(source.schemasDir ?? bundledSchemasDir));
}

/**
 * A generation of the source, loaded on first use.
 * @throws FleetcaseError GenerationUnknown.
 */
export function generationOf(id: string, source: GenerationSource = {}): IrGeneration {
  const schemasDir = resolve(source.schemasDir ?? bundledSchemasDir);
  const nsRoot = source.nsRoot ?? DEFAULT_NS_ROOT;
  const key = `${schemasDir}\u0000${nsRoot}\u0000${id}`;
  let generation = cache.get(key);
  if (!generation) {
    const known = listGenerations(schemasDir);
    if (!known.includes(id)) fail('GenerationUnknown', { generation: id, known });
    generation = loadGeneration(id, { schemasDir, nsRoot });
    cache.set(key, generation);
  }
  return generation;
}
