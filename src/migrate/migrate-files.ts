/**
 * `migrateFiles`: the library call behind `fleetcase migrate`: expands FILE... (files, folders,
 * globs, as `fleetcase validate` does), migrates each document, and writes the results to an
 * output folder when one is given, each at its path below the folder or glob base it was found
 * in (./output-paths.ts). Each result names the document its validation positions belong to
 * (`output`), so a report never mixes source and result lines under one name. A dry run
 * migrates, validates and reports, and writes nothing.
 */
import { realpathSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fail } from '../errors.js';
import { displayPath } from '../validate/inputs.js';
import { findEndpoint } from '../schema/descriptors/find-endpoint.js';
import { generationOf, knownGenerations } from './generations.js';
import { migrateDocument, type MigrateOptions } from './migrate-document.js';
import { prepareOutputFolder, writeOutputFile } from './output-folder.js';
import { expandMigrationInputs, outputTargets, type MigrationInput } from './output-paths.js';
import { plural } from '../plural.js';
import { readDocument } from './read-document.js';
import type { MigrationResult } from './result.js';

/** Options of {@link migrateFiles}. */
export interface MigrateFilesOptions extends MigrateOptions {
  /** Files, folders or globs. */
  files: readonly string[];
  /**
   * Folder to write the migrated documents to (created when missing), each at its path below
   * the folder or glob base it was found in; a file named on its own under its base name.
   */
  out?: string;
  /**
   * Migrate, validate and report, but write nothing (not even the --out folder); with `out`, the
   * targets are still planned and checked, and each result says where it would go.
   */
  dryRun?: boolean;
  /** Resolves relative paths. @default process.cwd() */
  cwd?: string;
  /** Most documents the caller can take (the CLI prints one to stdout without --out). */
  limit?: number;
  /**
   * How reports name a migrated document that is not written to `out` (the CLI: `<stdout>` when
   * it prints the document there). @default '<file> (migrated to <to>)'
   */
  outputName?: string;
  /** Why `limit` is there, for the error when more documents match. @default '(stdout holds one document)' */
  limitHint?: string;
  /** Told what the run leaves out and why (files inside `out`: the results of an earlier run). */
  onWarning?: (message: string) => void;
}

/** One file's migration. */
export interface FileMigration extends MigrationResult {
  /** The input as shown (relative to cwd when inside it). */
  file: string;
  /** Where the result was written, as shown; absent when not written. */
  written?: string;
  /** Where the result would have been written, as shown (a dry run with `out`). */
  wouldWrite?: string;
  /**
   * The document the line:column of `issues` refer to: the written file, else the migrated
   * document as `outputName` names it; null when nothing was migrated (the issues are then
   * positions in `file`, as are those of `dropped`).
   * @example 'test/fixtures/0.0.7/valid/EstimateItemRequest.item.1.xml (migrated to 0.3-beta)'
   */
  output: string | null;
}

/** The migration of every file, with counts. */
export interface MigrationRun {
  files: FileMigration[];
  /**
   * `invalid`: documents without a valid result (files - valid), of which `notMigrated` have no
   * result at all (could not be read, unknown namespace, a root the generations lack); `lossy`:
   * documents with something dropped or missing (valid or not); `sourceInvalid`: sources not
   * valid in their own generation (whatever their result).
   */
  summary: {
    files: number;
    valid: number;
    invalid: number;
    notMigrated: number;
    lossy: number;
    sourceInvalid: number;
  };
}

/**
 * The inputs not inside the `--out` folder. An `--out` below an input folder holds the results
 * of an earlier run: migrating them again nested a copy deeper on every rerun
 * (`migrated/migrated/…`, review r16 migrate L4). Those left out are named in a warning.
 */
function outsideOut(inputs: MigrationInput[], options: MigrateFilesOptions, cwd: string): MigrationInput[] {
  if (options.out === undefined) return inputs;
  const out = resolve(cwd, options.out);
  // Through symbolic links too: `--out outlink` where outlink -> in/out (review r16 recheck misc M2).
  const realOut = withSep(realPath(out));
  // The inputs of one folder or glob share its base: resolved once each.
  const bases = new Map<string, string>();
  const realBase = (base: string): string => bases.get(base) ?? bases.set(base, withSep(realPath(base))).get(base)!;
  const inside = (input: MigrationInput): boolean => {
    // One whose result would overwrite it is kept: outputTargets refuses that run, naming it.
    if (resolve(out, input.below) === input.path) return false;
    // Results of an earlier run lie in an --out below the folder walked; an --out above it holds sources (r16 recheck misc L4).
    const base = realBase(input.path.slice(0, input.path.length - input.below.length));
    return realOut.startsWith(base) && realOut !== base && realPath(input.path).startsWith(realOut);
  };
  const left = inputs.filter((input) => inside(input));
  if (left.length === 0) return inputs;
  const kept = inputs.filter((input) => !inside(input));
  if (kept.length === 0) fail('CliUsage', { detail: `every file matched is inside --out ${options.out} (results of an earlier run): nothing to migrate` });
  const names = left.slice(0, 3).map((input) => input.display).join(', ');
  options.onWarning?.(`left out ${plural(left.length, 'file')} inside --out ${options.out} (results of an earlier run): ${names}${left.length > 3 ? ', …' : ''}`);
  return kept;
}

/** A path with symbolic links resolved, or as given when it cannot be (not there yet). */
function realPath(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    return path;
  }
}

function withSep(path: string): string {
  return path.endsWith(sep) ? path : path + sep;
}

/**
 * An `--endpoint` no generation has is a usage error, as `validate` makes it, not an issue of
 * every document (review r21 recheck M3: a typo marked each one invalid, exit 1).
 * @throws FleetcaseError CliUsage
 */
function checkEndpoint(spec: string, options: MigrateFilesOptions): void {
  const generations = knownGenerations(options);
  if (generations.some((id) => findEndpoint(generationOf(id, options).endpoints, spec))) return;
  fail('CliUsage', {
    detail: `--endpoint '${spec}' is no endpoint of ${generations.join(', ')}: give "METHOD /path" as SPEC.md writes it, e.g. "POST /items/{item_id}"`,
  });
}

/**
 * Migrates files. A document that could not be migrated to a valid target is reported, not
 * thrown; the migrated text is still written when there is one, so it can be fixed by hand.
 * A document that cannot be read (no permission, a FIFO, over the size limit: ./read-document.ts)
 * is a result of its own (not migrated), and the run goes on.
 * @throws FleetcaseError for a usage problem: no file matched, two inputs on one output path, an --out that cannot be a folder or be written, an unknown generation.
 */
export async function migrateFiles(given: MigrateFilesOptions): Promise<MigrationRun> {
  const cwd = given.cwd ?? process.cwd();
  // The schemas folder is relative to `cwd`, as the files are (not to the process's folder).
  const options = given.schemasDir !== undefined ? { ...given, schemasDir: resolve(cwd, given.schemasDir) } : given;
  // An unknown generation is a usage error even when no document can be read to find it out,
  // and the first one said (a folder to 0.9 was told to give --out first; review r22 docs L3).
  generationOf(options.to, options);
  if (options.from !== undefined) generationOf(options.from, options);
  if (options.endpoint !== undefined) checkEndpoint(options.endpoint, options);
  const inputs = outsideOut(await expandMigrationInputs(options.files, cwd), options, cwd);
  if (options.limit !== undefined && inputs.length > options.limit) {
    fail('CliUsage', {
      detail: `${inputs.length} documents matched; give --out DIR to migrate more than ${options.limit} ${options.limitHint ?? '(stdout holds one document)'}`,
    });
  }
  const out = options.out !== undefined ? resolve(cwd, options.out) : undefined;
  const targets = out !== undefined ? outputTargets(inputs, out, options.out!) : undefined;
  const folders = new Set<string>();
  if (out !== undefined && !options.dryRun) {
    prepareOutputFolder(out, options.out!, cwd);
    folders.add(out);
  }
  const files: FileMigration[] = [];
  for (const [index, input] of inputs.entries()) {
    // A file that cannot be read (too large, a FIFO, no permission) is that file's result.
    const bytes = readDocument(input, options);
    const migrated = bytes instanceof Uint8Array ? migrateDocument(bytes, options) : bytes;
    const result: FileMigration = {
      file: input.display,
      ...migrated,
      output:
        migrated.xml === null
          ? null
          : (options.outputName ?? `${input.display} (migrated to ${options.to})`),
    };
    const target = targets?.[index];
    if (target !== undefined && result.xml !== null) {
      const shown = displayPath(target, cwd);
      if (options.dryRun) result.wouldWrite = shown;
      else {
        const folder = dirname(target);
        // Subfolders mirror the input layout; each is made once (and named if it cannot be).
        if (!folders.has(folder)) prepareOutputFolder(folder, displayPath(folder, cwd), cwd);
        folders.add(folder);
        writeOutputFile(target, result.xml, shown);
        result.written = shown;
        result.output = shown;
      }
    }
    files.push(result);
  }
  const valid = files.filter((file) => file.valid).length;
  const notMigrated = files.filter((file) => file.xml === null).length;
  const lossy = files.filter((file) => file.dropped.length > 0 || file.missing.length > 0).length;
  const sourceInvalid = files.filter((file) => file.sourceIssues.length > 0).length;
  return {
    files,
    summary: {
      files: files.length,
      valid,
      invalid: files.length - valid,
      notMigrated,
      lossy,
      sourceInvalid,
    },
  };
}
