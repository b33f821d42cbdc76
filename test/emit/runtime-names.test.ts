/**
 * The emitter's list of names reserved by the runtime (src/emit/naming/runtime-names.ts) must
 * cover every `parse|check|format|is|read|write|visit*` export of the runtime, or a generated
 * helper could shadow a runtime function.
 */
import { describe, expect, it } from 'vitest';
import { RUNTIME_HELPER_NAME, RUNTIME_SUFFIXES } from '../../src/emit/naming/runtime-names.js';
import * as runtime from '../../src/runtime/index.js';

describe('RUNTIME_SUFFIXES', () => {
  it('reserves the suffix of every runtime helper export', () => {
    const suffixes = Object.keys(runtime)
      .map((name) => RUNTIME_HELPER_NAME.exec(name)?.[1])
      .filter((suffix): suffix is string => suffix !== undefined);
    expect(suffixes.length).toBeGreaterThan(10);
    expect(suffixes.filter((suffix) => !RUNTIME_SUFFIXES.has(suffix))).toStrictEqual([]);
  });
});
