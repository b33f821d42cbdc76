/**
 * Why a simple value was refused. Codes are stable (the validator and generated validators report
 * them; a decode wraps them in a `value-invalid` DecodeError whose `detail` is the code).
 */

/** Stable codes of scalar and facet checks. */
export type ScalarIssueCode =
  | 'decimal-invalid'
  | 'integer-invalid'
  | 'integer-out-of-range'
  | 'boolean-invalid'
  | 'datetime-invalid'
  | 'date-invalid'
  | 'time-invalid'
  | 'lexical-invalid'
  | 'enumeration-mismatch'
  | 'fixed-mismatch'
  | 'pattern-mismatch'
  | 'length-mismatch'
  | 'length-too-short'
  | 'length-too-long'
  | 'fraction-digits-exceeded'
  | 'total-digits-exceeded'
  | 'value-too-small'
  | 'value-too-large'
  | 'union-mismatch'
  | 'namespace-not-allowed'
  | 'name-mismatch'
  | 'xsi-type-invalid'
  | 'character-invalid';

/** A scalar check failed; `code` is stable, `message` says what was expected. */
export class ScalarError extends Error {
  readonly code: ScalarIssueCode;
  constructor(code: ScalarIssueCode, message: string) {
    super(message);
    this.name = 'ScalarError';
    this.code = code;
  }
}

/** A non-throwing scalar finding, for validators that collect issues. */
export interface ScalarIssue {
  code: ScalarIssueCode;
  message: string;
}

/**
 * Runs `check` and returns the `ScalarError` it throws as an issue (validators collect what
 * decoders and encoders throw); undefined when it passes; any other error is rethrown.
 * @example scalarIssueOf(() => formatBoolean(value)) // a validator's view of the encoder's check
 */
export function scalarIssueOf(check: () => unknown): ScalarIssue | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof ScalarError) return { code: error.code, message: error.message };
    throw error;
  }
}

/**
 * The issue of `text` for a runtime parser (its lexical check), or undefined: generated
 * validators check a string-typed value as decoders read it.
 * @example parserIssue(parseDate, '2024-02-30') // { code: 'date-invalid', ... }
 */
export function parserIssue(parse: (text: string) => unknown, text: string): ScalarIssue | undefined {
  return scalarIssueOf(() => parse(text));
}

/**
 * The error for a hand-built value of the wrong JS type where a lexical string (or, with
 * `hint`, another JS type) is expected (a `Date` for a date-time): validators report it as an
 * issue instead of crashing on it.
 */
export function wrongJsType(
  code: ScalarIssueCode,
  value: unknown,
  wanted: string,
  hint = 'give the lexical string',
): ScalarError {
  return new ScalarError(code, `${jsTypeOf(value)} is not ${wanted} (${hint})`);
}

/** "a string", "an object", "a Date object", "null": the JS type of a value, for messages. */
export function jsTypeOf(value: unknown): string {
  if (value instanceof Date) return 'a Date object';
  if (value === null) return 'null';
  const type = typeof value;
  return type === 'object' || type === 'undefined' ? `an ${type}` : `a ${type}`;
}
