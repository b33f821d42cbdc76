/**
 * The index of a schemas folder, built once per process and namespace root (file names and
 * targetNamespaces: a few milliseconds). Endpoint descriptors are read on demand by a loader
 * that ./endpoint-loader.ts attaches: reading them checks them against their JSON schema (ajv),
 * which a run that names no endpoint never needs, so the CLI's start-up does not pay for it.
 *
 * A `--schemas` folder either holds XSDs itself, the folder `generate --schemas` takes (a set of
 * one generation named after the folder: its own XSDs, and what they import or include from
 * wherever it lies, as generate reads it; sub-folders of parts are no generations), or is laid
 * out as schemas/ (no XSD of its own, one folder per generation holding its XSDs).
 */
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fail } from '../errors.js';
import { DEFAULT_NS_ROOT } from '../ir/qname.js';
import { schemasDir as bundledSchemasDir } from '../paths.js';
import { generationFolders, xsdFilesIn, xsdFoldersBelow } from '../schema/effective-set.js';
import { normalNsRoot, nsRootProblem } from './ns-root.js';
import { rebasedSchemasDir } from './rebased-schemas.js';
import { indexSchemasFolder, type SchemaIndex } from './schema-index.js';

/** Where the schemas come from. */
export interface ModelOptions {
  /**
   * Schemas folder: `<dir>/<generation>/*.xsd` + endpoints.json, or a folder of XSDs (one
   * generation named after it). @example 'schemas'
   */
  schemasDir?: string;
  /**
   * Namespace root of the documents' API namespaces. @default 'http://www.decisiv.net/platform_api'
   * @example 'https://staging.example.com/api'
   */
  nsRoot?: string;
}

/** The generation folders a schemas folder stands for, and the folder that holds them. */
export interface SchemaLayout {
  /** The folder holding the generation folders. */
  dir: string;
  generations: string[];
}

/**
 * How a `--schemas` folder is read: a folder holding XSDs as the one generation of its parent,
 * else its generation folders.
 * @throws FleetcaseError (IoError) when the folder is missing or is neither.
 * @example schemaLayout('/x/set/anytype') // { dir: '/x/set', generations: ['anytype'] }
 */
export function schemaLayout(schemasDir: string): SchemaLayout {
  const dir = resolve(schemasDir);
  if (!existsSync(dir)) fail('IoError', { file: dir, detail: 'schemas folder not found' });
  if (!statSync(dir).isDirectory()) fail('IoError', { file: dir, detail: 'not a folder: --schemas names a folder of generation folders, or a folder of XSDs' });
  // Its own XSDs first, as generate reads it (a set's sub-folder of parts is no generation).
  if (xsdFilesIn(dir).length > 0) return { dir: dirname(dir), generations: [basename(dir)] };
  const generations = generationFolders(dir);
  if (generations.length > 0) return { dir, generations };
  // Deeper than a generation folder: name where the XSDs are.
  const below = xsdFoldersBelow(dir);
  const where = below.length > 0 ? `; there are XSDs deeper, in ${below.slice(0, 6).join(', ')}${below.length > 6 ? ', ...' : ''}: point --schemas at a folder that holds XSDs, or at one holding a folder per generation` : '';
  return fail('IoError', { file: dir, detail: `the folder holds no .xsd file, nor does any folder in it (one folder per generation)${where}` });
}

const cache = new Map<string, SchemaIndex>();

/**
 * The index of a schemas folder, without an endpoint loader unless one was attached
 * (`loadSchemaIndex` in ./model.ts always attaches it).
 * @throws FleetcaseError (IoError) when the folder is missing or holds no XSD; CliUsage for a bad `nsRoot`.
 */
export function indexedSchemasFolder(options: ModelOptions = {}): SchemaIndex {
  const schemasDir = resolve(options.schemasDir ?? bundledSchemasDir);
  if (options.nsRoot !== undefined) {
    const problem = nsRootProblem(options.nsRoot);
    if (problem) fail('CliUsage', { detail: `--ns-root: ${problem}` });
  }
  const nsRoot = normalNsRoot(options.nsRoot);
  const key = `${schemasDir}\u0000${nsRoot}`;
  let index = cache.get(key);
  if (!index) {
    const layout = schemaLayout(schemasDir);
    if (nsRoot === DEFAULT_NS_ROOT) index = indexSchemasFolder(layout.dir, layout.generations);
    else {
      index = indexSchemasFolder(rebasedSchemasDir(layout.dir, layout.generations, nsRoot), layout.generations, nsRoot);
      index.sourceDir = layout.dir;
    }
    cache.set(key, index);
  }
  return index;
}
