/**
 * The direct path (src/validate/engines/libxml2-direct.ts) validates document after document on
 * one libxml2 validation context per compiled schema. Every fixture, valid, invalid and rule
 * fixture alike, taken in an order that alternates them, gets from the reused context exactly
 * the diagnostics of a fresh one (libxml2-wasm's own `XsdValidator.validate` makes one per
 * call); a context is released with its schema, and a disposed schema is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator, type ErrorDetail } from 'libxml2-wasm';
import { describe, expect, test } from 'vitest';
import { createEngine } from '../../src/validate/engines/index.js';
import { directPath } from '../../src/validate/engines/libxml2-direct.js';
import { allowSchemaRoot } from '../../src/validate/engines/libxml2-input.js';
import { loadSchemaIndex } from '../../src/validate/model.js';
import { sniffNamespaceOf } from '../../src/validate/pool/sniff.js';
import { repoRoot } from './helpers.js';

const OPTIONS = 2048 | 4194304 | 8388608 | 65536; // as the engine parses documents

function xmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? xmlFiles(join(dir, entry.name)) : entry.name.endsWith('.xml') ? [join(dir, entry.name)] : [],
  );
}

/** Valid and invalid fixtures interleaved: a context that kept anything from an invalid document would show it on the next. */
function alternating(): string[] {
  const all = xmlFiles(join(repoRoot, 'test/fixtures')).sort();
  const valid = all.filter((file) => file.includes('/valid/'));
  const other = all.filter((file) => !file.includes('/valid/'));
  return Array.from({ length: Math.max(valid.length, other.length) }, (_, at) => [valid[at], other[at]]).flat().filter((file): file is string => file !== undefined);
}

const summary = (details: readonly ErrorDetail[]) => details.map(({ message, line, col }) => ({ message, line, col }));

describe('one validation context per schema', () => {
  test('gives every fixture the diagnostics of a fresh context', () => {
    createEngine('libxml2');
    allowSchemaRoot(join(repoRoot, 'schemas'));
    const index = loadSchemaIndex({});
    const direct = directPath()!;
    const validators = new Map<string, XsdValidator>();
    const validatorFor = (xsdFile: string): XsdValidator => {
      let validator = validators.get(xsdFile);
      if (!validator) validators.set(xsdFile, (validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(xsdFile), { url: xsdFile }))));
      return validator;
    };
    let compared = 0;
    let invalid = 0;
    for (const file of alternating()) {
      const bytes = readFileSync(file);
      const schema = index.byNamespace.get(sniffNamespaceOf(bytes));
      if (!schema) continue;
      const validator = validatorFor(schema.xsdFile);
      const parsed = direct.parse(bytes, OPTIONS);
      if (parsed.fatal) continue;
      let reused: ErrorDetail[];
      try {
        reused = direct.validateDoc(validator, parsed.doc).details;
      } finally {
        direct.free(parsed.doc);
      }
      let fresh: ErrorDetail[] = [];
      const document = XmlDocument.fromBuffer(bytes, { option: OPTIONS });
      try {
        validator.validate(document);
      } catch (error) {
        if (!(error instanceof XmlValidateError)) throw error;
        fresh = error.details;
      } finally {
        document.dispose();
      }
      expect(summary(reused), file).toEqual(summary(fresh));
      compared++;
      if (fresh.length > 0) invalid++;
    }
    expect(compared).toBeGreaterThan(400);
    expect(invalid).toBeGreaterThan(50);
    for (const validator of validators.values()) {
      direct.release(validator);
      validator.dispose();
    }
  }, 60_000);

  test('is released with its schema, and a disposed schema is refused', () => {
    createEngine('libxml2');
    allowSchemaRoot(join(repoRoot, 'schemas'));
    const xsdFile = join(repoRoot, 'schemas/0.1/NoteRequest.xsd');
    const validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(xsdFile), { url: xsdFile }));
    const direct = directPath()!;
    const note = Buffer.from('<note xmlns="http://www.decisiv.net/platform_api/0.1/Case/NoteRequest"><bogus/></note>');
    const twice = [0, 1].map(() => {
      const parsed = direct.parse(note, OPTIONS);
      try {
        return summary(direct.validateDoc(validator, parsed.doc).details);
      } finally {
        direct.free(parsed.doc);
      }
    });
    expect(twice[0]!.length).toBeGreaterThan(0);
    expect(twice[1]).toEqual(twice[0]);
    direct.release(validator);
    direct.release(validator);
    validator.dispose();
    const parsed = direct.parse(note, OPTIONS);
    try {
      expect(() => direct.validateDoc(validator, parsed.doc)).toThrow(/no pointer/);
    } finally {
      direct.free(parsed.doc);
    }
  });
});
