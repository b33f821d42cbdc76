/**
 * `fleetcase generate` as a library: load the IR (the bundled schemas, or any XSD folder), emit
 * the selected targets of every selected generation, and write them atomically or compare them
 * with what is on disk (`check`).
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { VERSION } from '../cli/version.js';
import { fail } from '../errors.js';
import { isGenerationId } from '../ir/generations.js';
import type { IrGeneration } from '../ir/nodes.js';
import { packageRoot } from '../paths.js';
import { generationFolders, xsdFilesIn } from '../schema/effective-set.js';
import { loadModel, loadSchemaSet } from '../schema/index.js';
import { createEmitContext, type EmitOptions } from './context.js';
import {
  emitIndexModule,
  INDEX_FILE,
  schemasFolderOf,
  type IndexModuleOptions,
} from './index-module/index.js';
import type { EmitTarget, GeneratedFile } from './target.js';
import { pruneUnused } from './prune-unused.js';
import { TARGETS } from './targets.js';
import {
  banner,
  finishFile,
  inputHash,
  staleFiles,
  writeFilesAtomically,
  type OutputFile,
} from './write.js';

/** Options of {@link generate}. */
export interface GenerateOptions {
  /** Generation ids (default: all of the bundled schemas). With `schemas`: the id to give the set. */
  generations?: string[];
  /** Target names (default: all). @example ['types', 'codecs'] */
  targets?: string[];
  /** Output folder. @default `<cwd>/generated` */
  out?: string;
  /**
   * Any folder of XSDs in the supported subset, generated as one generation; or a folder laid
   * out as `schemas/`, one folder per generation id ({@link isGenerationsFolder}).
   */
  schemas?: string;
  /** Namespace root to rebase API namespaces onto. */
  nsRoot?: string;
  /** Compare with the output folder instead of writing. */
  check?: boolean;
  /** Folder relative paths resolve against. @default process.cwd() */
  cwd?: string;
}

/** What a run did. */
export interface GenerateResult {
  outDir: string;
  generations: string[];
  targets: string[];
  /** Every file of the run, relative to `outDir`. */
  files: string[];
  /** Files written (changed or new); empty with `check`. */
  written: string[];
  /** With `check`: files missing or different on disk. */
  stale: string[];
}

/** The selected targets plus the ones they require, in registry order. */
export function selectTargets(names?: readonly string[]): EmitTarget[] {
  if (!names || names.length === 0) return [...TARGETS];
  const known = TARGETS.map((target) => target.name);
  const wanted = new Set<string>();
  const add = (name: string) => {
    const target = TARGETS.find((candidate) => candidate.name === name);
    if (!target)
      return fail('CliUsage', { detail: `unknown target '${name}' (known: ${known.join(', ')})` });
    wanted.add(name);
    target.requires.forEach(add);
  };
  names.forEach(add);
  return TARGETS.filter((target) => wanted.has(target.name));
}

/**
 * The module specifiers generated code imports the runtime and the rule registry from: relative
 * inside this package (`../../src/runtime/index.js`), the package export `fleetcase/runtime`
 * anywhere else (which re-exports the rule layer for browsers).
 */
export function importsFor(generationDir: string): EmitOptions {
  const inside = relative(packageRoot, generationDir);
  if (inside.startsWith('..') || isAbsolute(inside))
    return { runtimeImport: 'fleetcase/runtime', rulesImport: 'fleetcase/runtime' };
  const to = (...segments: string[]) => {
    const path = relative(generationDir, join(packageRoot, ...segments))
      .split(sep)
      .join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  return {
    runtimeImport: to('src', 'runtime', 'index.js'),
    rulesImport: to('src', 'validate', 'rules', 'index.js'),
  };
}

/**
 * The package exports of this package (`./0.3-beta`...), read once: a generation written to
 * `<package>/generated/<id>` that one of them names is imported as `fleetcase/<id>`.
 */
let packageExports: ReadonlySet<string> | undefined;

function exportedSubpaths(): ReadonlySet<string> {
  if (!packageExports) {
    const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
      exports?: Record<string, unknown>;
    };
    packageExports = new Set(Object.keys(manifest.exports ?? {}));
  }
  return packageExports;
}

/**
 * How code imports the generation written to `generationDir`, as its index module's `@example`
 * shows: the package export for a generation this package ships (`fleetcase/0.3-beta`, only
 * from `<package>/generated/<id>`), else its path from the output folder (`./sepa/index.js`),
 * which does not depend on where the output folder is.
 */
export function moduleSpecifierFor(generationDir: string, id: string): string {
  const shipped =
    resolve(generationDir) === join(packageRoot, 'generated', id) && exportedSubpaths().has(`./${id}`);
  return shipped ? `fleetcase/${id}` : `./${id}/index.js`;
}

/** Emits one generation's files (unformatted, no banner): pure, no file system access. */
export function emitGeneration(
  generation: IrGeneration,
  targets: readonly EmitTarget[],
  options: EmitOptions,
  index: IndexModuleOptions = { from: `fleetcase/${generation.id}` },
): OutputFile[] {
  const context = createEmitContext(generation, options);
  const files: OutputFile[] = targets.map((target) => ({
    path: `${generation.id}/${target.file}`,
    content: target.emit(context),
    formatted: true,
  }));
  files.push({
    path: `${generation.id}/${INDEX_FILE}`,
    content: emitIndexModule(context, targets, index),
    formatted: true,
  });
  return files;
}

/**
 * Targets that emit a generation's endpoint descriptors (route table, client): a generation
 * without any (every `--schemas` set) has nothing for them.
 */
const ENDPOINT_TARGETS: ReadonlySet<string> = new Set(['routes', 'client']);

/**
 * The targets of a run that `generation` gets: without endpoint descriptors, not the routes and
 * client (a route table and a client of no operations would be noise); asked for by name with
 * `--targets`, they are a usage error rather than a file silently left out.
 */
function targetsOf(
  generation: IrGeneration,
  targets: readonly EmitTarget[],
  asked: readonly string[] | undefined,
): EmitTarget[] {
  if (generation.endpoints.length > 0) return [...targets];
  const named = (asked ?? []).filter((name) => ENDPOINT_TARGETS.has(name));
  if (named.length > 0) {
    fail('CliUsage', {
      detail: `generation '${generation.id}' has no endpoint descriptors (a --schemas set has none): the ${[...new Set(named)].join(' and ')} target${named.length > 1 ? 's have' : ' has'} nothing to generate; leave ${named.length > 1 ? 'them' : 'it'} out of --targets`,
    });
  }
  return targets.filter((target) => !ENDPOINT_TARGETS.has(target.name));
}

/**
 * A `--schemas` set named with `--generation`: its own schemas (the files of the folder, whose
 * version is the folder's name, src/schema/identity.ts) take the generation id as their version,
 * so that the output (TSDoc such as "a job document of UWS <version>") does not depend on the
 * name of the folder the set lies in. Files the set imports from elsewhere keep theirs.
 */
function nameSetAfterGeneration(generation: IrGeneration, folder: string): void {
  if (generation.id === folder) return;
  for (const schema of [...generation.schemas, ...(generation.extraSchemas ?? [])]) {
    if (schema.version === folder && schema.file.startsWith(`${folder}/`)) schema.version = generation.id;
  }
}

/**
 * The input hash of a `--schemas` set named with `--generation`: the IR's file paths (relative
 * to the parent of the folder) begin with the folder's name, which is taken as the generation
 * id here, so that a copy of the set under another name hashes alike.
 */
function setHash(generation: IrGeneration, folder: string | undefined): string {
  if (folder === undefined || folder === generation.id) return inputHash(generation, VERSION);
  const prefix = `${folder}/`;
  return inputHash(generation, VERSION, (key, value) =>
    key === 'file' && typeof value === 'string' && value.startsWith(prefix)
      ? `${generation.id}/${value.slice(prefix.length)}`
      : value,
  );
}

/**
 * True when `folder` is laid out as the API's `schemas/`: no XSD of its own, and every sub-folder
 * holding XSDs named by a generation id (`0.0.7`, `0.1`…; the vendor's published set). Such a
 * folder is read as the bundled schemas are: each generation inherits what it does not re-issue,
 * and gets its endpoints from `<generation>/endpoints.json` where there is one.
 */
export function isGenerationsFolder(folder: string): boolean {
  if (!existsSync(folder) || !statSync(folder).isDirectory() || xsdFilesIn(folder).length > 0) return false;
  const generations = generationFolders(folder);
  return generations.length > 0 && generations.every(isGenerationId);
}

/**
 * The folder the loader names a `--schemas` set's files from: the folder itself for one laid
 * out as `schemas/` (`0.3-beta/CaseRequest.xsd`), else its parent (`xsd/UBL-Invoice-2.1.xsd`).
 */
export function schemasBaseDir(folder: string): string {
  return isGenerationsFolder(folder) ? folder : dirname(folder);
}

/** Loads the generations a run is about. */
export function loadGenerations(options: GenerateOptions): IrGeneration[] {
  const cwd = options.cwd ?? process.cwd();
  if (options.schemas && isGenerationsFolder(resolve(cwd, options.schemas))) {
    return loadModel({
      schemasDir: resolve(cwd, options.schemas),
      ...(options.generations?.length ? { generations: options.generations } : {}),
      ...(options.nsRoot ? { nsRoot: options.nsRoot } : {}),
    }).generations;
  }
  if (options.schemas) {
    if ((options.generations?.length ?? 0) > 1)
      fail('CliUsage', {
        detail: '--schemas makes one generation of a folder of XSDs; give at most one --generation (its id)',
      });
    const id = options.generations?.[0];
    const folder = resolve(cwd, options.schemas);
    const generation = loadSchemaSet(folder, {
      ...(options.nsRoot ? { nsRoot: options.nsRoot } : {}),
      ...(id ? { id } : {}),
    });
    nameSetAfterGeneration(generation, basename(folder));
    return [generation];
  }
  return loadModel({
    ...(options.generations?.length ? { generations: options.generations } : {}),
    ...(options.nsRoot ? { nsRoot: options.nsRoot } : {}),
  }).generations;
}

/** Every file of a run, final bytes (banner, formatting), without touching the output folder. */
export async function generateFiles(
  options: GenerateOptions = {},
): Promise<{
  outDir: string;
  generations: string[];
  targets: EmitTarget[];
  files: GeneratedFile[];
}> {
  const cwd = options.cwd ?? process.cwd();
  const outDir = resolve(cwd, options.out ?? 'generated');
  const selected = selectTargets(options.targets);
  const generations = loadGenerations(options);
  // A folder of XSDs made into one generation (not one laid out as schemas/, whose ids are its
  // generation folders').
  const given = options.schemas === undefined ? undefined : resolve(cwd, options.schemas);
  const schemasDir = given !== undefined && !isGenerationsFolder(given) ? given : undefined;
  // Named after its folder (no --generation): index.ts records the folder, so that a later run
  // can refuse another folder of the same name (refuseNameClash).
  const namedAfterFolder = schemasDir !== undefined && !options.generations?.[0];
  const files: GeneratedFile[] = [];
  const emittedTargets = new Set<string>();
  for (const generation of generations) {
    if (!/^[\w.-]+$/.test(generation.id) || generation.id.startsWith('.')) {
      // The folder's own name (with spaces, say) is no id: say which and what to give (review r22 newsets L4).
      const suggested = generation.id.replace(/[^\w.-]+/g, '-').replace(/^[.-]+|-+$/g, '') || 'set';
      fail('CliUsage', {
        detail: `${namedAfterFolder ? `the folder name '${generation.id}'` : `generation id '${generation.id}'`} cannot be a generation id, which names the output folder (letters, digits, '.', '-' and '_', not first '.'); give one with --generation, e.g. --generation ${suggested}`,
      });
    }
    const targets = targetsOf(generation, selected, options.targets);
    targets.forEach((target) => emittedTargets.add(target.name));
    const header = banner({
      version: VERSION,
      generation: generation.id,
      inputHash: setHash(generation, schemasDir && basename(schemasDir)),
    });
    const generationDir = join(outDir, generation.id);
    const emitted = emitGeneration(generation, targets, importsFor(generationDir), {
      from: moduleSpecifierFor(generationDir, generation.id),
      ...(namedAfterFolder ? { schemasFolder: portablePath(relative(outDir, schemasDir!)) } : {}),
    });
    const pruned = emitted.map((file) => (file.path.endsWith('.ts') ? { ...file, content: pruneUnused(file.content) } : file));
    files.push(...(await Promise.all(pruned.map((file) => finishFile(file, header)))));
  }
  return {
    outDir,
    generations: generations.map((generation) => generation.id),
    targets: selected.filter((target) => emittedTargets.has(target.name)),
    files,
  };
}

/** A relative path with `/` separators on every platform, `.` for none. */
function portablePath(path: string): string {
  return path === '' ? '.' : path.split(sep).join('/');
}

/** `path` relative to `cwd` when inside it, else absolute. */
function shown(path: string, cwd: string): string {
  const inside = relative(cwd, path);
  return inside === '' ? '.' : inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/** True when two paths name one folder (through a symbolic link). */
function samePlace(left: string, right: string): boolean {
  try {
    return realpathSync(left) === realpathSync(right);
  } catch {
    return false;
  }
}

/**
 * Refuses to write (or check) a generation named after its `--schemas` folder over the output
 * of another folder of the same name (CII's `codelist/standard` and `data/standard`), which
 * would silently replace it: both index modules record their folder. A recorded folder that no
 * longer exists is taken as moved, not as another set.
 * @throws FleetcaseError CliUsage, naming both folders
 */
function refuseNameClash(outDir: string, files: readonly GeneratedFile[], cwd: string): void {
  for (const file of files) {
    if (!file.path.endsWith(`/${INDEX_FILE}`)) continue;
    const ours = schemasFolderOf(file.content);
    const onDisk = join(outDir, file.path);
    if (ours === undefined || !existsSync(onDisk)) continue;
    const theirs = schemasFolderOf(readFileSync(onDisk, 'utf8'));
    if (theirs === undefined || theirs === ours) continue;
    const other = resolve(outDir, theirs);
    if (!existsSync(other)) continue;
    // One folder reached by two paths (a symbolic link) is no other set (review r21 consumer L3).
    if (samePlace(other, resolve(outDir, ours))) continue;
    const id = file.path.slice(0, -INDEX_FILE.length - 1);
    fail('CliUsage', {
      detail: `${shown(join(outDir, id), cwd)} holds generation '${id}' generated from ${shown(other, cwd)}; ${shown(resolve(outDir, ours), cwd)} has the same folder name and would replace it: give this set another name with --generation NAME, or another --out`,
    });
  }
}

/** What every file fleetcase writes opens with (./write.ts banner). */
const BANNER_START = '// Generated by fleetcase ';

/** True when the file at `path` opens with fleetcase's banner; undefined when it cannot be read (absent). */
function hasBanner(path: string): boolean | undefined {
  try {
    return readFileSync(path, 'utf8').startsWith(BANNER_START);
  } catch {
    return undefined;
  }
}

/**
 * Refuses to replace a file fleetcase did not write in a folder it did not generate (no
 * fleetcase `index.ts` there): a hand-written `types.ts` in the output folder was overwritten
 * without a word (review r21 consumer L4). In a generated folder every file is regenerated,
 * one edited by hand included (`--check` names it).
 * @throws FleetcaseError IoError, naming the file
 */
function refuseForeignFiles(outDir: string, files: readonly GeneratedFile[], cwd: string): void {
  for (const file of files) {
    const onDisk = join(outDir, file.path);
    if (hasBanner(onDisk) !== false || hasBanner(join(dirname(onDisk), INDEX_FILE)) === true) continue;
    fail('IoError', {
      file: shown(onDisk, cwd),
      detail: 'not written by fleetcase (it has no "Generated by fleetcase" banner, nor its folder a generated index.ts), so it is not replaced: move it away or choose another --out; nothing was written',
    });
  }
}

/**
 * Runs `fleetcase generate`: writes the files (atomically, only those that changed), or with
 * `check` lists the stale ones without writing anything.
 * @throws FleetcaseError for unknown generations or targets, unsupported XSD constructs, I/O.
 */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const { outDir, generations, targets, files } = await generateFiles(options);
  refuseNameClash(outDir, files, options.cwd ?? process.cwd());
  if (!options.check) refuseForeignFiles(outDir, files, options.cwd ?? process.cwd());
  const paths = files.map((file) => file.path);
  const base = { outDir, generations, targets: targets.map((target) => target.name), files: paths };
  if (options.check) return { ...base, written: [], stale: staleFiles(outDir, files) };
  return { ...base, written: writeFilesAtomically(outDir, files), stale: [] };
}
