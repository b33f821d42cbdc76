/**
 * Subject: fleetcase's in-process validator (`createValidator` of src/validate), loaded
 * lazily so that the harness still runs, with a "skipped" row, while it is not built or does
 * not load. Only the few members the benchmark calls are typed here.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchContext } from '../types.js';

/** The part of the validator API the benchmark uses. */
export interface BenchValidator {
  validate(input: Uint8Array | string, options?: { file?: string }): { valid: boolean };
  /** Any engine, xerces included. */
  validateAsync(input: Uint8Array | string, options?: { file?: string }): Promise<{ valid: boolean }>;
  close(): void;
}

/** `createValidator` as the benchmark calls it. */
export type CreateValidator = (options: { engine?: string; rules?: boolean }) => BenchValidator;

/**
 * Where the library is loaded from: the compiled library users import (dist/, which the
 * harness has just built when it measures the compiled CLI), else the sources through tsx
 * (whose transform runs a few percent slower than tsc's output).
 */
export function librarySource(context: Pick<BenchContext, 'repoRoot' | 'cli'>): { url: string; label: string } {
  const compiled = join(context.repoRoot, 'dist/src/validate/index.js');
  if ('mode' in context.cli && context.cli.mode === 'dist' && existsSync(compiled)) return { url: pathToFileURL(compiled).href, label: 'dist/ (tsc output)' };
  return { url: new URL('../../../src/validate/index.ts', import.meta.url).href, label: 'src/ through tsx' };
}

/** The library's `createValidator`, or why it cannot be had. */
export async function loadCreateValidator(context: Pick<BenchContext, 'repoRoot' | 'cli'>): Promise<CreateValidator | string> {
  try {
    const module = (await import(librarySource(context).url)) as { createValidator?: unknown };
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
