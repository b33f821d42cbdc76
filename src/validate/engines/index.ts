/**
 * The engine registry: `--engine` name -> factory. `libxml2` is the default (maintained,
 * bundles a current libxml2, refuses external entities, reports line and node path).
 */
import { fail } from '../../errors.js';
import { createBothEngine } from './both.js';
import { ENGINE_NAMES, type EngineName, type EngineOptions, type XsdEngine } from './engine.js';
import { createLibxml2Engine } from './libxml2.js';
import { createLibxmljs2Engine } from './libxmljs2.js';
import { createXercesEngine } from './xerces.js';

export * from './engine.js';
export { refusedLoads } from './libxml2-input.js';

/** The engine `fleetcase validate` uses when `--engine` is not given. */
export const DEFAULT_ENGINE: EngineName = 'libxml2';

const FACTORIES: Record<EngineName, (options: EngineOptions) => XsdEngine> = {
  libxml2: createLibxml2Engine,
  libxmljs2: () => createLibxmljs2Engine(),
  xerces: createXercesEngine,
  both: createBothEngine,
};

/** True when `name` is an engine name. */
export function isEngineName(name: string): name is EngineName {
  return (ENGINE_NAMES as readonly string[]).includes(name);
}

/** Creates an engine by name. @throws FleetcaseError (CliUsage) for an unknown name. */
export function createEngine(name: string = DEFAULT_ENGINE, options: EngineOptions = {}): XsdEngine {
  if (!isEngineName(name)) return fail('CliUsage', { detail: `unknown engine '${name}' (known: ${ENGINE_NAMES.join(', ')})` });
  return FACTORIES[name](options);
}
