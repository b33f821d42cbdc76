/**
 * The data behind `fleetcase schemas`: per generation, its effective schemas and its endpoints.
 * The command only formats what this returns.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fail } from '../errors.js';
import type { IrEndpoint, IrGeneration } from '../ir/nodes.js';
import { loadModel, loadSchemaSet } from './load.js';
import { xsdFilesIn } from './effective-set.js';

/** One schema of a generation's effective set, as listed. */
export interface SchemaListingEntry {
  name: string;
  version: string;
  namespace: string;
  prefix: string;
  /** Path relative to the schemas folder. @example '0.1/NoteRequest.xsd' */
  file: string;
  /** True when the generation issued it; false when inherited from an earlier generation. */
  issued: boolean;
  roots: string[];
}

/** One generation, as listed. */
export interface GenerationListing {
  id: string;
  schemas: SchemaListingEntry[];
  /** The endpoints, without their descriptor source location. */
  endpoints: Array<Omit<IrEndpoint, 'source'>>;
}

/** What `fleetcase schemas` prints. */
export interface SchemasListing {
  generations: GenerationListing[];
}

/** Options of {@link listSchemas}. */
export interface ListSchemasOptions {
  /** Only this generation. */
  generation?: string;
  /**
   * A schemas folder of generation folders (default: the bundled one), or a single folder of
   * XSDs, listed as one generation named after the folder.
   */
  schemasDir?: string;
  nsRoot?: string;
}

/** Loads and describes the generations. @throws FleetcaseError GenerationUnknown, Schema*, Descriptor*. */
export function listSchemas(options: ListSchemasOptions = {}): SchemasListing {
  return { generations: loadForListing(options).map(describeGeneration) };
}

function loadForListing(options: ListSchemasOptions): IrGeneration[] {
  const nsRoot = options.nsRoot ? { nsRoot: options.nsRoot } : {};
  const dir = options.schemasDir ? resolve(options.schemasDir) : undefined;
  if (dir && (!existsSync(dir) || !statSync(dir).isDirectory())) fail('IoError', { file: options.schemasDir!, detail: 'not a folder' });
  if (dir && xsdFilesIn(dir).length > 0) {
    const generation = loadSchemaSet(dir, nsRoot);
    if (options.generation !== undefined && options.generation !== generation.id) {
      fail('GenerationUnknown', { generation: options.generation, known: [generation.id] });
    }
    return [generation];
  }
  return loadModel({
    ...(dir ? { schemasDir: dir } : {}),
    ...(options.generation !== undefined ? { generations: [options.generation] } : {}),
    ...nsRoot,
  }).generations;
}

/** The listing of one loaded generation. */
export function describeGeneration(generation: IrGeneration): GenerationListing {
  return {
    id: generation.id,
    schemas: generation.schemas.map(({ name, version, namespace, prefix, file, issued, roots }) => ({
      name,
      version,
      namespace,
      prefix,
      file,
      issued,
      roots,
    })),
    endpoints: generation.endpoints.map(({ source: _source, operationId, method, path, aliases, ...rest }) => ({
      operationId,
      method,
      path,
      aliases,
      ...rest,
    })),
  };
}
