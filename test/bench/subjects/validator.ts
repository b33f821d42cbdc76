/**
 * Subject: fleetcase's in-process validator (`createValidator` of src/validate), loaded
 * lazily so that the harness still runs, with a "skipped" row, while it is not built or does
 * not load. Only the few members the benchmark calls are typed here.
 */

/** The part of the validator API the benchmark uses. */
export interface BenchValidator {
  validate(input: Uint8Array | string, options?: { file?: string }): { valid: boolean };
  /** Any engine, xerces included. */
  validateAsync(input: Uint8Array | string, options?: { file?: string }): Promise<{ valid: boolean }>;
  close(): void;
}

/** `createValidator` as the benchmark calls it. */
export type CreateValidator = (options: { engine?: string; rules?: boolean }) => BenchValidator;

/** The library's `createValidator`, or why it cannot be had. */
export async function loadCreateValidator(): Promise<CreateValidator | string> {
  try {
    const module = (await import('../../../src/validate/index.js')) as { createValidator?: unknown };
    if (typeof module.createValidator !== 'function') return 'not available yet: src/validate/index.ts exports no createValidator';
    return module.createValidator as CreateValidator;
  } catch (error) {
    return `not available yet: src/validate does not load (${String(error).split('\n')[0]})`;
  }
}

/** Runs `validate` over documents; returns how many were valid. */
export function validateAll(validator: BenchValidator, documents: readonly Buffer[]): number {
  let valid = 0;
  for (const document of documents) if (validator.validate(document).valid) valid++;
  return valid;
}
