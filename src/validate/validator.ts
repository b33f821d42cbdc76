/**
 * `createValidator`: a validator for the bundled schemas (or `schemasDir`), compiled once;
 * `validate` many documents with it. The pipeline itself is in ./validator-core.ts.
 */
import { loadSchemaIndex } from './model.js';
import { createValidatorFor, type Validator, type ValidatorOptions } from './validator-core.js';

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
