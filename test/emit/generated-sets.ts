/**
 * Generates XSD sets for one test file and imports them: each set (generation id -> folder of
 * XSDs) is generated into one temporary folder inside the package, so that the generated code
 * imports the runtime from src/, and the folder is removed after the file's tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { generate } from '../../src/emit/index.js';
import { DecodeError, EncodeError } from '../../src/runtime/index.js';
import { strictTypeErrors } from './strict-tsc.js';

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

/**
 * What `tsc --strict` says of every generated set's index module (after `beforeAll`): '' when
 * the generated code type-checks, as a user's project would compile it.
 */
export function strictErrorsOf(sets: GeneratedSets<unknown>): string {
  return strictTypeErrors(sets.out, [...sets.modules.keys()].map((id) => join(sets.out, id, 'index.ts')));
}

/** A decoded value, as tests read it. */
export type Value = Record<string | symbol, unknown>;
/** A generated index module: its functions by name. */
export type CodecModule = Record<string, (input: unknown, options?: unknown) => unknown>;

/** The DecodeError `decode` throws, or undefined when it decodes (any other error is rethrown). */
export function decodeError(decode: () => unknown): DecodeError | undefined {
  try {
    decode();
    return undefined;
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
}

/** The code and message of the DecodeError `decode` throws (`code: message`), or 'ok'. */
export function decodeOutcome(decode: () => unknown): string {
  const error = decodeError(decode);
  return error ? `${error.code}: ${error.message}` : 'ok';
}

/** The code and message of the EncodeError `encode` throws (`code: message`), or 'ok'. */
export function encodeOutcome(encode: () => unknown): string {
  try {
    encode();
    return 'ok';
  } catch (error) {
    if (error instanceof EncodeError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

/**
 * A set's decoder, encoder and validator of one root (`decode<Stem><Root>`...), looked up when
 * called (the set is generated in `beforeAll`); issues as `path: message` lines.
 * @example const { decode, issues } = rootCodecs(sets, 'binary-length', 'Colors')
 */
export function rootCodecs(sets: GeneratedSets<CodecModule>, id: string, stem: string, root = 'R') {
  const module = (): CodecModule => sets.modules.get(id)!;
  return {
    decode: (xml: string | Uint8Array, options?: unknown) => module()[`decode${stem}${root}`]!(xml, options) as Value,
    encode: (value: Value) => module()[`encode${stem}${root}`]!(value) as string,
    issues: (value: Value) =>
      (module()[`validate${stem}${root}`]!(value) as Array<{ path: string; message: string }>).map(
        ({ path, message }) => `${path}: ${message}`,
      ),
  };
}
