/**
 * `fleetcase generate` as a library: load the IR (the bundled schemas, or any XSD folder), emit
 * the selected targets of every selected generation, and write them atomically or compare them
 * with what is on disk (`check`).
 */
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { VERSION } from '../cli/version.js';
import { fail } from '../errors.js';
import type { IrGeneration } from '../ir/nodes.js';
import { packageRoot } from '../paths.js';
import { loadModel, loadSchemaSet } from '../schema/index.js';
import { createEmitContext, type EmitOptions } from './context.js';
import { emitIndexModule, INDEX_FILE } from './index-module/index.js';
import type { EmitTarget, GeneratedFile } from './target.js';
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
  /** Any folder of XSDs in the supported subset, generated as one generation. */
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

/** Emits one generation's files (unformatted, no banner): pure, no file system access. */
export function emitGeneration(
  generation: IrGeneration,
  targets: readonly EmitTarget[],
  options: EmitOptions,
): OutputFile[] {
  const context = createEmitContext(generation, options);
  const files: OutputFile[] = targets.map((target) => ({
    path: `${generation.id}/${target.file}`,
    content: target.emit(context),
    formatted: true,
  }));
  files.push({
    path: `${generation.id}/${INDEX_FILE}`,
    content: emitIndexModule(context, targets),
    formatted: true,
  });
  return files;
}

/** Loads the generations a run is about. */
export function loadGenerations(options: GenerateOptions): IrGeneration[] {
  const cwd = options.cwd ?? process.cwd();
  if (options.schemas) {
    if ((options.generations?.length ?? 0) > 1)
      fail('CliUsage', {
        detail: '--schemas makes one generation; give at most one --generation (its id)',
      });
    const id = options.generations?.[0];
    return [
      loadSchemaSet(resolve(cwd, options.schemas), {
        ...(options.nsRoot ? { nsRoot: options.nsRoot } : {}),
        ...(id ? { id } : {}),
      }),
    ];
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
  const outDir = resolve(options.cwd ?? process.cwd(), options.out ?? 'generated');
  const targets = selectTargets(options.targets);
  const generations = loadGenerations(options);
  const files: GeneratedFile[] = [];
  for (const generation of generations) {
    if (!/^[\w.-]+$/.test(generation.id) || generation.id.startsWith('.')) {
      fail('CliUsage', {
        detail: `generation id '${generation.id}' cannot name a folder; give one with --generation`,
      });
    }
    const header = banner({
      version: VERSION,
      generation: generation.id,
      inputHash: inputHash(generation, VERSION),
    });
    const emitted = emitGeneration(generation, targets, importsFor(join(outDir, generation.id)));
    files.push(...(await Promise.all(emitted.map((file) => finishFile(file, header)))));
  }
  return { outDir, generations: generations.map((generation) => generation.id), targets, files };
}

/**
 * Runs `fleetcase generate`: writes the files (atomically, only those that changed), or with
 * `check` lists the stale ones without writing anything.
 * @throws FleetcaseError for unknown generations or targets, unsupported XSD constructs, I/O.
 */
export async function generate(options: GenerateOptions = {}): Promise<GenerateResult> {
  const { outDir, generations, targets, files } = await generateFiles(options);
  const paths = files.map((file) => file.path);
  const base = { outDir, generations, targets: targets.map((target) => target.name), files: paths };
  if (options.check) return { ...base, written: [], stale: staleFiles(outDir, files) };
  return { ...base, written: writeFilesAtomically(outDir, files), stale: [] };
}
