/**
 * Turns what the codecs and validators report about a request document into the entries of a
 * 422 UnprocessableEntityErrorResponse (API-FACTS.md: resource, field, code, messages):
 * - `resource` is the document's root element (`case`, `item`, `note`…);
 * - `field` is the element path below it (`primaryContact/name`, `items/item[2]/code`); a missing
 *   child is named itself, not by its parent;
 * - `code` is `missing_field` for a required element that is absent (XSD or rule layer) and
 *   `invalid` for everything else (a bad value, an unknown or misplaced element). `missing` (a
 *   referenced resource does not exist) and `already_exists` are for handlers to give.
 */
import { DecodeError } from '../runtime/errors.js';
import type { ValidationEntry } from './failures.js';
import type { ServerIssue } from './route-model.js';

const MISSING_CODES: ReadonlySet<string> = new Set(['element-missing', 'xsd-missing-element']);

/** The field an element path names below the root: `/case/a/b` -> `a/b` (the root itself: its name). */
export function fieldOf(path: string, resource: string): string {
  const trimmed = path.replace(/^\/+/, '');
  const slash = trimmed.indexOf('/');
  if (slash < 0) return trimmed === '' ? resource : trimmed;
  return trimmed.slice(slash + 1);
}

/** The child a "missing" message names: `required element <ct:mileage>` or `lacks 'breakdown/city'`. */
function missingChild(message: string): string | undefined {
  const element = /required element <(?:[\w.-]+:)?([\w.-]+)>/.exec(message);
  if (element) return element[1];
  const field = /lacks '([^']+)'/.exec(message);
  return field?.[1];
}

function isMissing(rule: string): boolean {
  return MISSING_CODES.has(rule) || rule.endsWith('-missing');
}

function entry(rule: string, path: string, message: string, resource: string): ValidationEntry {
  const missing = isMissing(rule);
  const child = missing ? missingChild(message) : undefined;
  const base = fieldOf(path, resource);
  const field = child === undefined ? base : base === resource ? child : `${base}/${child}`;
  return { resource, field, code: missing ? 'missing_field' : 'invalid', messages: [message] };
}

/** The 422 entry of a decode failure of the wrong shape (strict decoding). */
export function decodeErrorEntry(error: DecodeError, resource: string): ValidationEntry {
  const where = `line ${error.line}, column ${error.column}`;
  return entry(error.code, error.path, `${error.message} (${where})`, resource);
}

/** The 422 entries of a validator's issues (errors only: warnings do not refuse a request). */
export function issueEntries(issues: readonly ServerIssue[], resource: string): ValidationEntry[] {
  return issues.filter((issue) => issue.severity === 'error').map((issue) => entry(issue.rule, issue.path, issue.message, resource));
}
