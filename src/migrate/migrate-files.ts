/**
 * `migrateFiles`: the library call behind `fleetcase migrate`: expands FILE... (files, folders,
 * globs, as `fleetcase validate` does), migrates each document, and writes the results to an
 * output folder under their base names when one is given.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fail } from '../errors.js';
import { displayPath, expandInputs } from '../validate/inputs.js';
import { migrateDocument, type MigrateOptions } from './migrate-document.js';
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
}

/** One file's migration. */
export interface FileMigration extends MigrationResult {
  /** The input as shown (relative to cwd when inside it). */
  file: string;
  /** Where the result was written, as shown; absent when not written. */
  written?: string;
}

/** The migration of every file, with counts. */
export interface MigrationRun {
  files: FileMigration[];
  summary: { files: number; valid: number; invalid: number };
}

/**
 * Migrates files. A document that could not be migrated to a valid target is reported, not
 * thrown; the migrated text is still written when there is one, so it can be fixed by hand.
 * @throws FleetcaseError for a usage problem: no file matched, two inputs with one base name, an unreadable file, an unknown generation.
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
    }
    mkdirSync(out, { recursive: true });
  }
  const files: FileMigration[] = [];
  for (const input of inputs) {
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(input.path);
    } catch (error) {
      fail('IoError', { file: input.display, detail: `cannot read: ${(error as Error).message}` });
    }
    const result: FileMigration = { file: input.display, ...migrateDocument(bytes, options) };
    if (out && result.xml !== null) {
      const target = join(out, basename(input.path));
      writeFileSync(target, result.xml);
      result.written = displayPath(target, cwd);
    }
    files.push(result);
  }
  const valid = files.filter((file) => file.valid).length;
  return { files, summary: { files: files.length, valid, invalid: files.length - valid } };
}
