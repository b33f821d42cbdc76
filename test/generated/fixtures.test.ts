/**
 * Every valid fixture of every generation decodes with the generated codec, re-encodes to a
 * document valid under our XSD, and that document decodes to the same value. Every invalid
 * fixture is refused: by the strict decoder, or else by the generated validator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DecodeError } from '../../src/runtime/index.js';
import {
  bundledGeneration,
  functionsOf,
  generatedModule,
  GENERATIONS,
  repoRoot,
  rootOfFixture,
  xsdOf,
} from './helpers.js';
import { xsdErrors } from './xsd.js';

const fixtures = (generation: string, kind: 'valid' | 'invalid') => {
  const dir = join(repoRoot, 'test', 'fixtures', generation, kind);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.xml'))
    .sort()
    .map((file) => [file, join(dir, file)] as const);
};

describe.each(GENERATIONS)('fixtures of %s', (id) => {
  const generation = bundledGeneration(id);

  it.each(fixtures(id, 'valid'))(
    'valid %s: decode, encode, XSD-valid, same value',
    async (file, path) => {
      const root = rootOfFixture(generation, file);
      expect(root, `no root for ${file}`).toBeDefined();
      const codec = functionsOf(await generatedModule(id), root!);
      const value = codec.decode(readFileSync(path));
      const xml = codec.encode(value);
      expect(xsdErrors(xsdOf(root!), xml)).toStrictEqual([]);
      expect(codec.decode(xml)).toStrictEqual(value);
    },
  );

  it.each(fixtures(id, 'invalid'))(
    'invalid %s: refused by decode or validate',
    async (file, path) => {
      const root = rootOfFixture(generation, file);
      expect(root, `no root for ${file}`).toBeDefined();
      const codec = functionsOf(await generatedModule(id), root!);
      let value: unknown;
      try {
        value = codec.decode(readFileSync(path));
      } catch (error) {
        expect(error).toBeInstanceOf(DecodeError);
        return;
      }
      expect(codec.validate(value).filter((issue) => issue.severity === 'error')).not.toStrictEqual(
        [],
      );
    },
  );
});
