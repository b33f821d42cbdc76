/**
 * What a migration reports for one document: the rewritten XML, what changed on the way, what
 * could not be carried (dropped, with the source path), what the target requires that the source
 * lacks (missing, with the target path), and the validation of the result against the target.
 */
import type { Issue } from '../validate/issue.js';

/**
 * One rewrite the migration made.
 * - `namespace`: elements moved from one namespace to another (once per pair, with a count and
 *   the paths of the group);
 * - `rename`: an element renamed by the rename table (approvalStatus -> soldStatus);
 * - `value`: a value rewritten to the target's form: an enumeration value renamed (Start -> start),
 *   a boolean `1`/`0` written `true`/`false` (the same xs:boolean value; SPEC.md Conventions 6);
 * - `reshape`: a value wrapped into or taken out of a child element (VMRS code string <-> code
 *   element; an empty string becomes an element without code, a code element without code a nil);
 * - `nil`: a required nillable element the source lacks, written as xsi:nil (only with `fillNil`);
 *   `detail` says what requires it (`required by EstimateItemRequest 0.0.7`: the XSD;
 *   `required by rule item-vmrs-code-missing`: a rule of the target generation).
 * @example { kind: 'rename', path: '/item/soldStatus', from: 'approvalStatus', to: 'soldStatus' }
 */
export interface MigrationChange {
  kind: 'namespace' | 'rename' | 'value' | 'reshape' | 'nil';
  /** Element path in the result (a `namespace` change: the first of `paths`). */
  path: string;
  /**
   * A `namespace` change: every element path of the group, in document order, each once
   * (`detail` counts the elements, a repeated path once per element).
   * @example ['/case/primaryContact', '/case/breakdown', '/case/assetInformation']
   */
  paths?: string[];
  from: string;
  to: string;
  detail?: string;
}

/**
 * Something the migration could not carry (dropped: source path) or could not supply (missing:
 * target path), and why.
 * @example { path: '/case/severity', reason: "CaseRequest 0.0.7 has no element 'severity' under /case", line: 12, column: 3 }
 */
export interface MigrationLoss {
  path: string;
  reason: string;
  /** Position in the source document (dropped only). */
  line?: number;
  column?: number;
}

/**
 * A validation issue of the migrated document (line and column in the result), with the position
 * in the source of the element it is on, when it has one: a report can then point at both.
 * @example { rule: 'xsd-invalid-value', severity: 'error', path: '/item/vmrs/code18/code', message: '…', line: 45, column: 7, source: { line: 43, column: 5 } }
 */
export interface MigrationIssue extends Issue {
  source?: { line: number; column: number };
}

/** The migration of one document. */
export interface MigrationResult {
  /** The migrated document; null when none could be written (unreadable input, unknown schema, root the target lacks). */
  xml: string | null;
  /** Source generation (null when it could not be told). */
  from: string | null;
  to: string;
  schema: string | null;
  /** Local name of the root element; null when the document could not be read (the safe parser refused it). */
  root: string | null;
  changes: MigrationChange[];
  dropped: MigrationLoss[];
  missing: MigrationLoss[];
  /**
   * Validation of the result against the target, at positions in the result (`source`: where
   * the element came from); or, when `xml` is null, why there is no result, at positions in the
   * source.
   */
  issues: MigrationIssue[];
  /** True when the result was validated and is a valid target document (false with `validate: false`). */
  valid: boolean;
  /**
   * The errors of the source as a document of its own generation (positions in the source):
   * a migration drops what the target has no place for, so an invalid source can give a valid
   * result, and this says the source was not. Empty when the source is valid, was not
   * validated (`validate: false`) or could not be read.
   */
  sourceIssues: Issue[];
  /** The element paths that keep the result from being valid (missing fields and validation errors), sorted. */
  blockedBy: string[];
}
