/**
 * Checks a parsed descriptor file against `schemas/endpoints.schema.json` (JSON Schema draft
 * 2020-12) with ajv. The schema is compiled once per process and cached: every generation and
 * every test reuses the same validator.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { schemasDir } from '../../paths.js';
import type { DescriptorFile } from './descriptor-file.js';
import { escapePointerToken } from './json-locations.js';

/** Where the descriptor schema lives. */
export const DESCRIPTOR_SCHEMA_FILE = join(schemasDir, 'endpoints.schema.json');

/** The first problem ajv found: the JSON pointer of the offending value, and a message. */
export interface SchemaProblem {
  pointer: string;
  detail: string;
}

let compiled: ValidateFunction<DescriptorFile> | undefined;

function validator(): ValidateFunction<DescriptorFile> {
  if (!compiled) {
    const schema = JSON.parse(readFileSync(DESCRIPTOR_SCHEMA_FILE, 'utf8')) as object;
    // allErrors off: we report the first problem, and ajv stops there. strictRequired off: the
    // request's contentType branches require properties declared one level up, which is fine.
    // validateSchema and code optimisation off: they double the compile time of every process
    // (a third of the loader's), and the schema is our own file, which
    // test/schema/descriptors/descriptor-schema.test.ts checks against the 2020-12 meta-schema.
    compiled = new Ajv2020({
      allErrors: false,
      strict: true,
      strictRequired: false,
      validateSchema: false,
      code: { optimize: false },
    }).compile<DescriptorFile>(schema);
  }
  return compiled;
}

/** Validates `value` against the descriptor schema; undefined when it conforms. */
export function checkDescriptorSchema(value: unknown): SchemaProblem | undefined {
  const validate = validator();
  if (validate(value)) return undefined;
  const error = validate.errors?.[0];
  if (!error) return { pointer: '', detail: 'does not match schemas/endpoints.schema.json' };
  return describeError(error);
}

/** Turns an ajv error into a pointer at the offending value and a sentence naming it. */
function describeError(error: ErrorObject): SchemaProblem {
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return {
        pointer: `${at}/${escapePointerToken(name)}`,
        detail: `${at || '/'}: unknown property "${name}"`,
      };
    }
    case 'required':
      return {
        pointer: at,
        detail: `${at || '/'}: missing required property "${String(params.missingProperty)}"`,
      };
    case 'dependentRequired':
      return {
        pointer: at,
        detail: `${at || '/'}: "${String(params.property)}" needs "${String(params.missingProperty)}" too`,
      };
    case 'enum':
      return {
        pointer: at,
        detail: `${at}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'false schema':
      // Only the request's contentType branches use `false`: a property of another content type.
      return { pointer: at, detail: `${at}: not allowed with this request contentType` };
    default:
      return { pointer: at, detail: `${at || '/'}: ${error.message ?? error.keyword}` };
  }
}
