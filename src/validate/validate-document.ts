/**
 * `validateDocument`: one document, one call. Validators are cached per option set, so calling
 * it in a loop compiles each schema once; for the tightest loop hold a `createValidator`.
 */
import type { FileResult } from './issue.js';
import { createValidator, type DocumentOptions, type Validator, type ValidatorOptions } from './validator.js';

/** Options of validateDocument: the validator's plus the document's. */
export type ValidateDocumentOptions = Omit<ValidatorOptions, 'index'> & DocumentOptions;

const validators = new Map<string, Validator>();

function validatorFor(options: ValidateDocumentOptions): Validator {
  if (typeof options.engine === 'object') return createValidator(options);
  const key = JSON.stringify([options.engine, options.schemasDir, options.nsRoot, options.rules, options.limits]);
  let validator = validators.get(key);
  if (!validator) {
    const { file: _file, generation: _generation, endpoint: _endpoint, ...shared } = options;
    validator = createValidator(shared);
    validators.set(key, validator);
  }
  return validator;
}

/**
 * Validates one document (bytes or a string): safe parse, namespace, generation, XSD, rules.
 * Synchronous engines only (libxml2, the default, and libxmljs2).
 * @example validateDocument(xml, { generation: '0.0.7', endpoint: 'POST /assets/{id}/cases' }).valid
 */
export function validateDocument(input: string | Uint8Array, options: ValidateDocumentOptions = {}): FileResult {
  const document: DocumentOptions = {
    ...(options.file !== undefined ? { file: options.file } : {}),
    ...(options.generation !== undefined ? { generation: options.generation } : {}),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
  };
  return validatorFor(options).validate(input, document);
}
