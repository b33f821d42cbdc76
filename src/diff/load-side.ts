/**
 * What one side of a diff names: a generation of the schemas folder (`0.0.7`), or any folder of
 * XSDs (loaded as one schema set, with the folder's `endpoints.json` when it has one). The second
 * form lets an integrator diff their own schema revisions, and the check fixtures use it.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IrGeneration } from '../ir/index.js';
import { listGenerations, loadModel, loadSchemaSet } from '../schema/index.js';
import { loadEndpointDescriptors } from '../schema/descriptors/index.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';

/** Options shared by both sides. */
export interface LoadSideOptions {
  /** Folder of generation folders. @default the package's own `schemas/` */
  schemasDir?: string;
  nsRoot?: string;
  /** Resolves folder paths. @default process.cwd() */
  cwd?: string;
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/**
 * Loads a schema folder as one generation, with its endpoints.json when present.
 * @example loadSchemaFolder('test/fixtures/diff/endpoint-removed/base').endpoints.length
 */
export function loadSchemaFolder(dir: string, options: { nsRoot?: string } = {}): IrGeneration {
  const generation = loadSchemaSet(dir, options.nsRoot ? { nsRoot: options.nsRoot } : {});
  const endpoints = join(dir, 'endpoints.json');
  return existsSync(endpoints) ? { ...generation, endpoints: loadEndpointDescriptors(endpoints) } : generation;
}

/**
 * Loads the two sides of a diff. A side that is a generation id of the schemas folder loads as
 * that generation (both in one pass, sharing parsed files); otherwise it must be a folder.
 * @throws FleetcaseError GenerationUnknown when a side is neither.
 */
export function loadSides(from: string, to: string, options: LoadSideOptions = {}): [IrGeneration, IrGeneration] {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  const known = listGenerations(schemasDir);
  const cwd = options.cwd ?? process.cwd();
  const nsRoot = options.nsRoot ? { nsRoot: options.nsRoot } : {};
  const ids = [from, to].filter((side) => known.includes(side) || !isFolder(resolve(cwd, side)));
  const model = ids.length ? loadModel({ schemasDir, generations: [...new Set(ids)], ...nsRoot }) : { generations: [] };
  const side = (spec: string): IrGeneration =>
    model.generations.find((generation) => generation.id === spec) ?? loadSchemaFolder(resolve(cwd, spec), nsRoot);
  return [side(from), side(to)];
}
