/**
 * `createValidator`: a validator for the bundled schemas (or `schemasDir`), compiled once;
 * `validate` many documents with it. The pipeline itself is in ./validator-core.ts.
 */
import { loadSchemaIndex } from './model.js';
import * as schemaFacts from './schema-facts.js';
import { provideSchemaFacts } from './schema-facts-lazy.js';
import { createValidatorFor, type Validator, type ValidatorOptions } from './validator-core.js';

// The library's entry loads the schema loader anyway (src/index.ts): a synchronous `validate`
// names a missing child from the IR without waiting for a dynamic import
// (./schema-facts-lazy.ts). The IR itself is built on the first such finding only.
provideSchemaFacts(schemaFacts);

export { createValidatorFor, type DocumentOptions, type Validator, type ValidatorOptions } from './validator-core.js';

/**
 * Creates a validator: indexes the schemas folder once per process, then validates documents
 * with schemas compiled once per XSD.
 * @example createValidator({ generation: '0.0.7' }).validate(xml).issues
 * @throws FleetcaseError for an unknown generation, engine or schemas folder.
 */
export function createValidator(options: ValidatorOptions = {}): Validator {
  return createValidatorFor(options.index ?? loadSchemaIndex(options), options);
}
