/**
 * Generates XSD sets for one test file and imports them: each set (generation id -> folder of
 * XSDs) is generated into one temporary folder inside the package, so that the generated code
 * imports the runtime from src/, and the folder is removed after the file's tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { generate } from '../../src/emit/index.js';

/** The generated sets of a test file: each set's index module, and the folder they are in. */
export interface GeneratedSets<M> {
  /** Generation id -> its generated `index.ts` module (after `beforeAll`). */
  readonly modules: Map<string, M>;
  /** The temporary output folder (after `beforeAll`): `<out>/<id>/index.ts`. */
  readonly out: string;
}

/**
 * Registers the `beforeAll` that generates `sets` (types, codecs and validators unless
 * `targets` says otherwise) and the `afterAll` that removes them.
 * @example const sets = useGeneratedSets<Module>({ pain: join(fixtures, 'pain') });
 */
export function useGeneratedSets<M>(
  sets: Readonly<Record<string, string>>,
  targets: readonly string[] = ['types', 'codecs', 'validators'],
): GeneratedSets<M> {
  const state = { modules: new Map<string, M>(), out: '' };
  beforeAll(async () => {
    state.out = mkdtempSync(join(import.meta.dirname, '.generated-sets-'));
    for (const [id, schemas] of Object.entries(sets)) {
      await generate({ schemas, out: state.out, generations: [id], targets: [...targets] });
      state.modules.set(id, (await import(join(state.out, id, 'index.ts'))) as M);
    }
  }, 180_000);
  afterAll(() => {
    if (state.out) rmSync(state.out, { recursive: true, force: true });
  });
  return state;
}
