/**
 * Property tests of the checked-in codecs, for every root element of every generation: values
 * drawn from the IR (facets respected) survive `decode(encode(v))` unchanged, and `encode(v)`
 * is valid under our XSD (libxml2).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rootEntries } from '../../src/emit/index.js';
import { ValueArbitraries } from './arbitrary.js';
import { bundledGeneration, functionsOf, generatedModule, GENERATIONS, xsdOf } from './helpers.js';
import { xsdErrors } from './xsd.js';

const NUM_RUNS = 25;

describe.each(GENERATIONS)(
  'generation %s: decode(encode(v)) = v and encode(v) is XSD-valid',
  (id) => {
    const generation = bundledGeneration(id);
    const arbitraries = new ValueArbitraries(generation);

    it.each(rootEntries(generation).map((root) => [root.stem, root] as const))(
      '%s',
      async (_stem, root) => {
        const codec = functionsOf(await generatedModule(id), root);
        const value = arbitraries.ofType(root.element.type);
        const arbitrary = root.element.nillable ? fc.oneof(fc.constant(null), value) : value;
        fc.assert(
          fc.property(arbitrary, (given) => {
            const xml = codec.encode(given);
            expect(codec.decode(xml)).toStrictEqual(given);
            expect(xsdErrors(xsdOf(root), xml)).toStrictEqual([]);
          }),
          { numRuns: NUM_RUNS },
        );
      },
    );
  },
);
