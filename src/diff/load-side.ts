/**
 * What one side of a diff names: a generation of the schemas folder (`0.0.7`), or any folder of
 * XSDs (loaded as one schema set, with the folder's `endpoints.json` when it has one). The second
 * form lets an integrator diff their own schema revisions, and the check fixtures use it.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { displayPath } from '../validate/inputs.js';
import type { IrGeneration } from '../ir/index.js';
import { DEFAULT_NS_ROOT } from '../ir/index.js';
import { fail } from '../errors.js';
import { listGenerations, loadGeneration, loadSchemaSet } from '../schema/index.js';
import { xsdFilesIn } from '../schema/effective-set.js';
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
  return existsSync(endpoints)
    ? { ...generation, endpoints: loadEndpointDescriptors(endpoints) }
    : generation;
}

const cache = new Map<string, IrGeneration>();

/**
 * A generation of a schemas folder, loaded once per process (folder, namespace root and id):
 * the IR is read-only downstream, so diff, migrate and their tests share it.
 * @throws FleetcaseError GenerationUnknown.
 */
export function cachedGeneration(
  id: string,
  options: Omit<LoadSideOptions, 'cwd'> = {},
): IrGeneration {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  const nsRoot = options.nsRoot ?? DEFAULT_NS_ROOT;
  const key = `${schemasDir}\u0000${nsRoot}\u0000${id}`;
  let generation = cache.get(key);
  if (!generation) {
    const known = listGenerations(schemasDir);
    // An empty "(known: )" says nothing (review r17 newsets L4: a single set given to migrate).
    if (known.length === 0 && options.schemasDir !== undefined)
      fail('CliUsage', { detail: `unknown generation '${id}': ${displayPath(schemasDir, process.cwd())} holds no generation folders; it should hold one sub-folder of .xsd files per generation, laid out as schemas/ (0.0.7, 0.1…)` });
    if (!known.includes(id)) fail('GenerationUnknown', { generation: id, known });
    generation = loadGeneration(id, { schemasDir, nsRoot });
    cache.set(key, generation);
  }
  return generation;
}

/**
 * Refuses to look generation `id` up in a schemas folder that holds no generation folder, saying
 * what the folder is instead of an empty "known:" list (review r14 L10): missing, a single schema
 * set (its own .xsd files, which is a side by itself), or a folder without XSDs.
 * @throws FleetcaseError IoError when it is not a folder; CliUsage otherwise.
 */
function refuseNoGenerations(id: string, schemasDir: string, shownAs: string): never {
  if (!isFolder(schemasDir)) fail('IoError', { file: shownAs, detail: 'not a folder' });
  const detail = xsdFilesIn(schemasDir).length
    ? `it is a single schema set (its own .xsd files): give it to --from or --to directly, without --schemas`
    : `it should hold one sub-folder of .xsd files per generation (0.0.7, 0.1…)`;
  fail('CliUsage', {
    detail: `unknown generation '${id}': ${shownAs} holds no generation folders; ${detail}`,
  });
}

/**
 * Loads the two sides of a diff. A side that is a generation id of the schemas folder loads as
 * that generation; otherwise it must be a folder of XSDs.
 * @throws FleetcaseError GenerationUnknown when a side is neither; IoError or CliUsage when the
 * schemas folder holds no generation folder and a side is not a folder.
 */
export function loadSides(
  from: string,
  to: string,
  options: LoadSideOptions = {},
): [IrGeneration, IrGeneration] {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  const known = listGenerations(schemasDir);
  const cwd = options.cwd ?? process.cwd();
  const side = (spec: string): IrGeneration => {
    const folder = resolve(cwd, spec);
    if (!known.includes(spec) && isFolder(folder))
      return loadSchemaFolder(folder, options.nsRoot ? { nsRoot: options.nsRoot } : {});
    // A path names a folder, never a generation id: say what is wrong with the folder.
    if (!known.includes(spec) && /[/\\]|^\.\.?$/.test(spec))
      fail('IoError', { file: spec, detail: existsSync(folder) ? 'not a folder (a side is a generation id or a folder of XSDs)' : 'no such folder' });
    if (known.length === 0) refuseNoGenerations(spec, schemasDir, options.schemasDir ?? schemasDir);
    return cachedGeneration(spec, options);
  };
  return [side(from), side(to)];
}
