/**
 * Helpers shared by the measurements: the CLI-or-why-not check, skipped rows, corpus totals,
 * a goal verdict, and the text summary line of `fleetcase validate`.
 */
import { readFileSync } from 'node:fs';
import type { CorpusDocument } from '../corpus/index.js';
import type { BenchContext, CliCommand, Row } from '../types.js';

/** The CLI when it offers `verb`, else the reason a row gives for skipping. */
export function cliWith(context: BenchContext, verb: string): CliCommand | string {
  if ('unavailable' in context.cli) return context.cli.unavailable;
  if (!context.cli.verbs.includes(verb)) return `not available yet: the CLI has no '${verb}' command (verbs: ${context.cli.verbs.join(', ')})`;
  return context.cli;
}

/** A row that says why it was not measured. */
export function skipped(measurement: string, subject: string, why: string, extra: Partial<Row> = {}): Row {
  return { measurement, subject, skipped: why, ...extra };
}

/** Total bytes of documents. */
export function totalBytes(documents: readonly CorpusDocument[]): number {
  return documents.reduce((sum, document) => sum + document.bytes, 0);
}

/** The documents' contents, read once before timing. */
export function readAll(documents: readonly CorpusDocument[]): Buffer[] {
  return documents.map((document) => readFileSync(document.file));
}

/** `ratio >= goal` as the row's verdict fields. */
export function verdict(ratio: number, goal: number): Pick<Row, 'ratio' | 'goal' | 'met'> {
  return { ratio, goal: `>= ${goal}x`, met: ratio >= goal };
}

/** Counts from the text reporter's last line: `3000 files checked: 2990 valid, 10 invalid …`. */
export function validateSummary(output: string): { files: number; valid: number; invalid: number } | undefined {
  const match = /(\d+) files? checked: (\d+) valid, (\d+) invalid/.exec(output);
  return match ? { files: Number(match[1]), valid: Number(match[2]), invalid: Number(match[3]) } : undefined;
}

/** A short list of distinct schemas in documents: `87 XSDs`. */
export function schemaCount(documents: readonly CorpusDocument[]): number {
  return new Set(documents.map((document) => document.xsd)).size;
}
