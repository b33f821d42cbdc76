/**
 * The schema loader, loaded only in a thread that meets a finding the IR must answer
 * (./schema-facts.ts: a missing child to name, a named simple type for ./libxml2-deviations.ts).
 * Ordinary runs, valid documents and most invalid ones never load it: it is a dynamic import.
 *
 * A dynamic import is asynchronous and `Validator.validate` is not: where the module is not
 * loaded yet, a lookup throws `SchemaFactsPending` (its import started), and the thread's
 * runners (./pool/validate-batch.ts, ./pool/in-process.ts) wait for it with
 * `afterSchemaFacts` and validate the document again; `validateAsync` waits by itself. The
 * library's `createValidator` (./validator.ts) provides the module up front: the library's
 * entry loads the schema loader anyway, and its callers' `validate` never throws this.
 */
import type { SchemaFacts } from './schema-facts.js';

type FactsModule = typeof import('./schema-facts.js');

let loaded: Pick<FactsModule, 'schemaFactsOf'> | undefined;
let loading: Promise<void> | undefined;

/** Thrown by a lookup before the module is loaded; `ready` settles once it is (never rejects). */
export class SchemaFactsPending extends Error {
  constructor(readonly ready: Promise<void>) {
    super('the schema loader is loading (./schema-facts-lazy.ts): wait for `ready`, then validate again');
  }
}

/** Makes the module available without an import (the library's entry has it loaded). */
export function provideSchemaFacts(module: Pick<FactsModule, 'schemaFactsOf'>): void {
  loaded = module;
}

/** True once the module is loaded or provided in this thread (a valid run never loads it). */
export function schemaFactsLoaded(): boolean {
  return loaded !== undefined;
}

/** Starts loading the module (once); settles when it is loaded or could not be. */
function load(): Promise<void> {
  loading ??= import('./schema-facts.js').then(
    (module) => provideSchemaFacts(module),
    // Not loadable (a broken install): every answer is "not sure", the engines' messages stand.
    () => provideSchemaFacts({ schemaFactsOf: () => undefined }),
  );
  return loading;
}

/**
 * The IR's answers for a document checked against `xsdFile` (undefined: not sure).
 * @throws SchemaFactsPending while the module is not loaded (the load is started).
 */
export function schemaFactsFor(xsdFile: string): SchemaFacts | undefined {
  if (loaded) return loaded.schemaFactsOf(xsdFile);
  throw new SchemaFactsPending(load());
}

/**
 * `run()`, or, when it needs the module before it is loaded, `run()` again once it is (a
 * promise then; the first time in a thread only).
 */
export function afterSchemaFacts<T>(run: () => T): T | Promise<T> {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof SchemaFactsPending)) throw error;
    return error.ready.then(run);
  }
}
