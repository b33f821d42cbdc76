/**
 * The reporter interface: results arrive one file at a time, in input order, and each call
 * returns the text to write now. A streaming format (text, json, github, sarif) writes as it
 * goes, so a run over thousands of files never holds them all; junit, whose header carries the
 * counts, keeps only the short per-file entries until the end.
 */
import type { FileResult, Summary } from '../issue.js';
import type { RuleDescriptor } from '../rule-catalog.js';

/** What a reporter may need to know about the run. */
export interface ReporterContext {
  /** Every reportable id with its doc (SARIF tool.driver.rules). */
  rules: RuleDescriptor[];
  /** fleetcase's version (SARIF tool.driver.version). */
  version: string;
  /**
   * The folder the code-scanning formats name files from (./repository-path.ts): the repository
   * root, else the working directory; with `cwd`, what a file's shown name is relative to.
   * Without them, files are named as the run shows them.
   */
  names?: { root: string; cwd: string };
}

/** One output format. */
export interface Reporter {
  /** Text before the first file. */
  start(): string;
  /** Text for one file's result. */
  file(result: FileResult): string;
  /** Text after the last file. */
  end(summary: Summary): string;
}

/** Builds a reporter for one run. */
export type ReporterFactory = (context: ReporterContext) => Reporter;
