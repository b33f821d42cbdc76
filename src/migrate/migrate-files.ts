/**
 * `migrateFiles`: the library call behind `fleetcase migrate`: expands FILE... (files, folders,
 * globs, as `fleetcase validate` does), migrates each document, and writes the results to an
 * output folder under their base names when one is given. Each result names the document its
 * validation positions belong to (`output`), so a report never mixes source and result lines
 * under one name.
 */
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fail } from '../errors.js';
import { displayPath, expandInputs } from '../validate/inputs.js';
import { migrateDocument, type MigrateOptions } from './migrate-document.js';
import { prepareOutputFolder, writeOutputFile } from './output-folder.js';
import type { MigrationResult } from './result.js';

/** Options of {@link migrateFiles}. */
export interface MigrateFilesOptions extends MigrateOptions {
  /** Files, folders or globs. */
  files: readonly string[];
  /** Folder to write the migrated documents to (created when missing). */
  out?: string;
  /** Resolves relative paths. @default process.cwd() */
  cwd?: string;
  /** Most documents the caller can take (the CLI prints one to stdout without --out). */
  limit?: number;
  /**
   * How reports name a migrated document that is not written to `out` (the CLI: `<stdout>` when
   * it prints the document there). @default '<file> (migrated to <to>)'
   */
  outputName?: string;
}

/** One file's migration. */
export interface FileMigration extends MigrationResult {
  /** The input as shown (relative to cwd when inside it). */
  file: string;
  /** Where the result was written, as shown; absent when not written. */
  written?: string;
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
   * `lossy`: documents with something dropped or missing (valid or not); `sourceInvalid`:
   * sources not valid in their own generation (whatever their result).
   */
  summary: { files: number; valid: number; invalid: number; lossy: number; sourceInvalid: number };
}

/**
 * Migrates files. A document that could not be migrated to a valid target is reported, not
 * thrown; the migrated text is still written when there is one, so it can be fixed by hand.
 * @throws FleetcaseError for a usage problem: no file matched, two inputs with one base name, an unreadable file, an --out that cannot be a folder or be written, an unknown generation.
 */
export async function migrateFiles(options: MigrateFilesOptions): Promise<MigrationRun> {
  const cwd = options.cwd ?? process.cwd();
  const inputs = await expandInputs(options.files, cwd);
  const out = options.out !== undefined ? resolve(cwd, options.out) : undefined;
  if (options.limit !== undefined && inputs.length > options.limit) {
    fail('CliUsage', {
      detail: `${inputs.length} documents matched; give --out DIR to migrate more than ${options.limit} (stdout holds one document)`,
    });
  }
  if (out) {
    const seen = new Map<string, string>();
    for (const input of inputs) {
      const name = basename(input.path);
      const other = seen.get(name);
      if (other)
        fail('CliUsage', {
          detail: `${other} and ${input.display} would both be written to ${join(options.out!, name)}; migrate them in separate runs`,
        });
      seen.set(name, input.display);
      // Writing over an input would replace the source with its (possibly lossy) rewrite.
      if (resolve(out, name) === resolve(input.path))
        fail('CliUsage', {
          detail: `--out ${options.out} would overwrite the input ${input.display}; write the migrated documents to another folder`,
        });
    }
    prepareOutputFolder(out, options.out!, cwd);
  }
  const files: FileMigration[] = [];
  for (const input of inputs) {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(input.path);
    } catch (error) {
      fail('IoError', { file: input.display, detail: `cannot read: ${(error as Error).message}` });
    }
    const migrated = migrateDocument(bytes, options);
    const result: FileMigration = {
      file: input.display,
      ...migrated,
      output:
        migrated.xml === null
          ? null
          : (options.outputName ?? `${input.display} (migrated to ${options.to})`),
    };
    if (out && result.xml !== null) {
      const target = join(out, basename(input.path));
      const shown = displayPath(target, cwd);
      writeOutputFile(target, result.xml, shown);
      result.written = shown;
      result.output = shown;
    }
    files.push(result);
  }
  const valid = files.filter((file) => file.valid).length;
  const lossy = files.filter((file) => file.dropped.length > 0 || file.missing.length > 0).length;
  const sourceInvalid = files.filter((file) => file.sourceIssues.length > 0).length;
  return { files, summary: { files: files.length, valid, invalid: files.length - valid, lossy, sourceInvalid } };
}
