/**
 * One compiled libxml2 WebAssembly module per process, shared by all its threads, where the CLI
 * bundle provides it (src/build/bundle.ts writes `libxml2.wasm` beside its chunks and makes
 * libxml2-wasm instantiate through `libxml2ModuleArgs`).
 *
 * - The first thread that asks compiles the file (about 6 ms: V8 compiles each function
 *   lazily, on its first call); a worker thread gets that module in its `workerData` instead
 *   (`workerHandover`).
 * - Threads of one process then share the compiled code: a function compiled, or optimised, by
 *   one thread is not compiled again by another.
 * - No file beside this module (the unbundled library, the tests): nothing is shared, and
 *   libxml2-wasm compiles its own copy per thread as it always does.
 */
import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';

/** Where the bundle puts the WebAssembly (beside its chunks, where this module is bundled). */
const WASM_FILE = new URL('./libxml2.wasm', import.meta.url);

/** The key of the module in a worker's `workerData`. */
const HANDOVER_KEY = 'libxml2Module';

/** The process's module: undefined until asked, null when there is none. */
let shared: WebAssembly.Module | null | undefined;

function handedOver(): WebAssembly.Module | undefined {
  const handed = (workerData as Record<string, unknown> | null | undefined)?.[HANDOVER_KEY];
  return handed instanceof WebAssembly.Module ? handed : undefined;
}

function compiledBeside(): WebAssembly.Module | undefined {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(readFileSync(WASM_FILE));
  } catch {
    return undefined;
  }
  return new WebAssembly.Module(bytes);
}

/** This process's compiled libxml2 module, if the bundle provides one. */
export function libxml2Module(): WebAssembly.Module | undefined {
  shared ??= handedOver() ?? compiledBeside() ?? null;
  return shared ?? undefined;
}

/** What a new worker thread is given so that it shares this process's module (nothing when there is none). */
export function workerHandover(): Record<string, WebAssembly.Module> {
  const module = libxml2Module();
  return module ? { [HANDOVER_KEY]: module } : {};
}

/** The imports libxml2's WebAssembly asks for (Emscripten's `instantiateWasm` argument). */
type Imports = WebAssembly.Imports;

/**
 * The Emscripten module arguments with which libxml2-wasm instantiates the shared module
 * (none when there is none: it then compiles the copy inside its own JavaScript).
 */
export function libxml2ModuleArgs(): {
  instantiateWasm?: (
    imports: Imports,
    done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
} {
  const module = libxml2Module();
  if (!module) return {};
  return {
    instantiateWasm(imports, done) {
      done(new WebAssembly.Instance(module, imports), module);
      // Emscripten's convention: an empty object means "instantiated through the callback".
      return {};
    },
  };
}
