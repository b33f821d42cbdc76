/**
 * The loader compiles schemas/endpoints.schema.json without ajv's meta-schema check (it doubles
 * the compile time of every process); this test is that check.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import {
  checkDescriptorSchema,
  DESCRIPTOR_SCHEMA_FILE,
} from '../../../src/schema/descriptors/descriptor-schema.js';

describe('schemas/endpoints.schema.json', () => {
  it('is a valid JSON Schema 2020-12 document', () => {
    const schema = JSON.parse(readFileSync(DESCRIPTOR_SCHEMA_FILE, 'utf8')) as object;
    const ajv = new Ajv2020({ strict: true, strictRequired: false });
    const valid = ajv.validateSchema(schema);
    expect(ajv.errors ?? []).toStrictEqual([]);
    expect(valid).toBe(true);
  });

  it('still refuses what it should with the lean compile options', () => {
    expect(checkDescriptorSchema({ generation: '0.9', endpoints: [], extra: 1 })).toMatchObject({
      pointer: '/extra',
    });
    expect(checkDescriptorSchema({ endpoints: [] })).toMatchObject({
      detail: '/: missing required property "generation"',
    });
  });
});
