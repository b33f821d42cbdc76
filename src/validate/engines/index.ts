/**
 * The engine registry: `--engine` name -> factory. `libxml2` is the default (maintained,
 * bundles a current libxml2, refuses external entities, reports line and node path; the name
 * list, the default and `isEngineName` live in ./engine.ts, which loads no engine).
 */
import { fail } from '../../errors.js';
import { createBothEngine } from './both.js';
import { DEFAULT_ENGINE, ENGINE_NAMES, isEngineName, type EngineName, type EngineOptions, type XsdEngine } from './engine.js';
import { createLibxml2Engine } from './libxml2.js';
import { createLibxmljs2Engine } from './libxmljs2.js';
import { createXercesEngine } from './xerces.js';

export * from './engine.js';
export { refusedLoads } from './libxml2-input.js';

const FACTORIES: Record<EngineName, (options: EngineOptions) => XsdEngine> = {
  libxml2: createLibxml2Engine,
  libxmljs2: () => createLibxmljs2Engine(),
  xerces: createXercesEngine,
  both: createBothEngine,
};

/** Creates an engine by name. @throws FleetcaseError (ValidateEngineUnknown) for an unknown name. */
export function createEngine(name: string = DEFAULT_ENGINE, options: EngineOptions = {}): XsdEngine {
  if (!isEngineName(name)) return fail('ValidateEngineUnknown', { engine: name, known: [...ENGINE_NAMES] });
  return FACTORIES[name](options);
}
