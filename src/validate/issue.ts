/**
 * What the validator reports: issues and per-file results (DESIGN.md, "Validation"). These
 * shapes are the CLI's JSON contract (`--format json`); scripts depend on them, so fields are
 * only ever added, never renamed.
 */

/** How bad an issue is: `error` makes the document invalid; `warning` does not. */
export type Severity = 'error' | 'warning';

/**
 * One finding about a document.
 * @example { rule: 'xsd-missing-element', severity: 'error', message: "'phone' is missing", path: '/case/primaryContact', line: 4, column: 3 }
 */
export interface Issue {
  /** Rule id: a rule of the registry, a pipeline check, an XSD class or a parse code. */
  rule: string;
  severity: Severity;
  message: string;
  /**
   * Element path of local names, `/case/primaryContact/name` ('' before the root element). A
   * path deeper than 16 elements is shortened ({@link shortPath}): `/note/message/a/a/a/a/a/a/…/a (depth 257)`.
   */
  path: string;
  /** 1-based line and column (0 when unknown). */
  line: number;
  column: number;
}

/**
 * The verdict on one document.
 * @example { file: 'fixtures/case.xml', valid: true, generation: '0.1', schema: 'CaseRequest', issues: [] }
 */
export interface FileResult {
  /** The file as reported (relative to the working directory when inside it), or a label. */
  file: string;
  /** True when no issue has severity `error`. */
  valid: boolean;
  /** Generation the document was validated as; null when it could not be told. */
  generation: string | null;
  /** Schema name (CaseRequest…); null when the namespace is unknown or parsing failed. */
  schema: string | null;
  issues: Issue[];
}

/** Counts over a run. */
export interface Summary {
  files: number;
  valid: number;
  invalid: number;
}

/** Every file's result, in input order, with the summary (the JSON reporter's shape). */
export interface Report {
  files: FileResult[];
  summary: Summary;
}

/** Paths deeper than this are shortened (a `depth-limit` path has 257 elements and more). */
const PATH_DEPTH_SHOWN = 16;

/**
 * An element path as issues show it: as it is, or when deeper than 16 elements its first 8,
 * `…`, its last one and the depth, so that one line of a report stays readable.
 * @example shortPath('/note/message' + '/a'.repeat(255)) // '/note/message/a/a/a/a/a/a/…/a (depth 257)'
 */
export function shortPath(path: string): string {
  // Most paths are short: no split unless the string can hold that many elements.
  if (path.length <= PATH_DEPTH_SHOWN * 2) return path;
  const names = path.split('/').slice(1);
  if (names.length <= PATH_DEPTH_SHOWN) return path;
  return `/${names.slice(0, 8).join('/')}/…/${names[names.length - 1]} (depth ${names.length})`;
}

/** True when no issue is an error. */
export function isValid(issues: readonly Issue[]): boolean {
  return !issues.some((issue) => issue.severity === 'error');
}

/**
 * Orders issues by position, then rule id. Issues of one rule at one position keep the order
 * they were found in (a sort is stable), which is the rule's own: a charge lacking all three
 * fields lists category, description, amount, as SPEC.md and the generated validators do (they
 * were ordered by message: review r30 spec L1). Output stays deterministic: one document's
 * findings come in one order.
 */
export function compareIssues(a: Issue, b: Issue): number {
  return a.line - b.line || a.column - b.column || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/** Adds one result to a summary (in place) and returns it. */
export function addToSummary(summary: Summary, result: FileResult): Summary {
  summary.files++;
  if (result.valid) summary.valid++;
  else summary.invalid++;
  return summary;
}
