/**
 * The loader's entry points: the API's generations from a schemas folder laid out as
 * `<generation>/<Name>.xsd` + `<generation>/endpoints.json` (inheritance per API-FACTS.md), or
 * any folder of XSDs as a single generation (`fleetcase generate --schemas DIR`).
 */
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fail } from '../errors.js';
import type { IrGeneration, IrModel } from '../ir/nodes.js';
import { DEFAULT_NS_ROOT } from '../ir/qname.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';
import { assembleGeneration } from './assemble.js';
import { effectiveSchemaFiles, generationFolders, xsdFilesIn, xsdFoldersBelow } from './effective-set.js';
import { displayPath, openSchemaFile, SchemaFileCache } from './files.js';
import { checkSchemaLocation } from './identity.js';
import { collectRefusals } from './refusals.js';

/** Options of {@link loadModel} and {@link loadGeneration}. */
export interface LoadOptions {
  /** Folder of generation folders. @default the package's own `schemas/` */
  schemasDir?: string;
  /** Generations to load, in any order (output is oldest first). @default all. @example ['0.1', '0.3-beta'] */
  generations?: string[];
  /** Namespace root to rebase API namespaces onto. @default 'http://www.decisiv.net/platform_api' */
  nsRoot?: string;
}

/** Options of {@link loadSchemaSet}. */
export interface LoadSchemaSetOptions {
  nsRoot?: string;
  /** Generation id to give the set. @default the folder's base name */
  id?: string;
}

/** The generation ids a schemas folder holds, oldest first. */
export function listGenerations(schemasDir: string = bundledSchemasDir): string[] {
  return generationFolders(resolve(schemasDir));
}

/**
 * Loads generations of a schemas folder into the IR: for each, the effective schema set, all
 * types and global elements reachable from it, and its endpoints (`<generation>/endpoints.json`,
 * checked against the set). Files are parsed once per call however many generations share them.
 * Every construct outside the subset is named in one error (./refusals.ts).
 * @throws FleetcaseError GenerationUnknown, Schema*, Descriptor*.
 */
export function loadModel(options: LoadOptions = {}): IrModel {
  return collectRefusals(() => loadModelOnce(options));
}

function loadModelOnce(options: LoadOptions): IrModel {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  const folders = generationFolders(schemasDir);
  const wanted = options.generations ?? folders;
  for (const id of wanted) if (!folders.includes(id)) fail('GenerationUnknown', { generation: id, known: folders });
  const cache = new SchemaFileCache();
  const nsRoot = options.nsRoot ?? DEFAULT_NS_ROOT;
  const generations = folders
    .filter((id) => wanted.includes(id))
    .map((id) =>
      assembleGeneration({
        id,
        baseDir: schemasDir,
        nsRoot,
        cache,
        members: effectiveSchemaFiles(schemasDir, id, folders),
        adoptImports: false,
        endpointsFile: join(schemasDir, id, 'endpoints.json'),
        verify: (schema) => checkSchemaLocation(schema, nsRoot),
      }),
    );
  return { generations };
}

/** Loads one generation of a schemas folder (see {@link loadModel}). */
export function loadGeneration(id: string, options: Omit<LoadOptions, 'generations'> = {}): IrGeneration {
  return loadModel({ ...options, generations: [id] }).generations[0]!;
}

/**
 * Loads any folder of XSDs as one generation: every `*.xsd` in it (issued) plus whatever they
 * import or include, wherever it lies (`../0.2/GroupedUser.xsd`); an imported schema whose name
 * the folder lacks joins the set as inherited. No endpoints. Paths in the IR and in errors are
 * relative to the folder's parent, e.g. `0.3-beta/CaseRequest.xsd` (the IR's do not depend on
 * the working directory; `rerootSchemaError` shows an error's relative to it). Every construct
 * outside the subset is named in one error (./refusals.ts).
 * @throws FleetcaseError IoError when `dir` is not a folder of XSDs, Schema* for the files.
 */
export function loadSchemaSet(dir: string, options: LoadSchemaSetOptions = {}): IrGeneration {
  return collectRefusals(() => loadSchemaSetOnce(dir, options));
}

function loadSchemaSetOnce(dir: string, options: LoadSchemaSetOptions): IrGeneration {
  const folder = resolve(dir);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) fail('IoError', { file: dir, detail: 'not a folder' });
  const files = xsdFilesIn(folder);
  if (files.length === 0) fail('IoError', { file: dir, detail: noXsdDetail(folder) });
  const cache = new SchemaFileCache();
  const baseDir = dirname(folder);
  const paths = files.map((file) => join(folder, file));
  // A file that another file of the folder includes is part of that schema, not one of its own.
  // (One that cannot be read is recorded here and listed with the other files' errors.)
  const included = new Set(
    paths.flatMap((path) => {
      const document = openSchemaFile(cache, path, displayPath(baseDir, path));
      return document instanceof Error ? [] : document.includes.map((directive) => resolve(dirname(path), directive.schemaLocation));
    }),
  );
  const members = paths.filter((path) => !included.has(path));
  return assembleGeneration({
    id: options.id ?? basename(folder),
    baseDir,
    nsRoot: options.nsRoot ?? DEFAULT_NS_ROOT,
    cache,
    members: (members.length > 0 ? members : paths).map((path) => ({ path, issued: true })),
    adoptImports: true,
  });
}

/**
 * Why a folder is no schema set. The set is the folder's own `.xsd` files (not its sub-folders:
 * a folder of generation folders such as schemas/ must not become one set), so a layout such as
 * UBL's `xsd/{maindoc,common}` is named by the folder holding the document schemas; what they
 * import or include is found through its relative schemaLocation, wherever it lies.
 */
function noXsdDetail(folder: string): string {
  const below = xsdFoldersBelow(folder);
  if (below.length === 0) return 'the folder holds no .xsd file';
  const listed = below.length > 6 ? `${below.slice(0, 6).join(', ')}, ...` : below.join(', ');
  return `the folder holds no .xsd file itself (its sub-folders ${listed} do): point --schemas at the sub-folder that holds the document schemas; the files they import or include are found through their relative schemaLocation`;
}
