import { describe, expect, it } from 'vitest';
import { builtin, createComplexType, createElement, createGroup, named, occurs } from '../../../src/ir/factories.js';
import type { IrGeneration, IrType } from '../../../src/ir/nodes.js';
import { flattenExtensions } from '../../../src/ir/passes/flatten-extensions.js';
import type { PendingExtension } from '../../../src/ir/passes/pass.js';
import { isFleetcaseError } from '../../../src/errors.js';

const at = { file: 'x.xsd', line: 1 };
const element = (name: string) => createElement({ name, type: builtin('string') });
const generationOf = (types: IrType[]): IrGeneration => ({
  id: 'g',
  nsRoot: 'urn:root',
  schemas: [],
  types: Object.fromEntries(types.map((type) => [type.name, type])),
  elements: {},
  endpoints: [],
});
const pending = (entries: Array<[string, string, PendingExtension['derivation']?]>) =>
  new Map(entries.map(([name, base, derivation]) => [name, { base, derivation: derivation ?? 'complexContent', source: at }]));

describe('flattenExtensions', () => {
  const base = createComplexType({ name: 'A', content: createGroup('sequence', [element('a')]), attributes: [] });
  const middle = createComplexType({ name: 'B', content: createGroup('sequence', [element('b')]), baseType: 'A' });
  const top = createComplexType({ name: 'C', content: createGroup('choice', [element('c')]), baseType: 'B' });
  const input = generationOf([top, middle, base]);
  const output = flattenExtensions(input, { pendingExtensions: pending([['C', 'B'], ['B', 'A']]) });

  it('puts the base particles first, flattening bases before derived types', () => {
    expect(output.types['B']).toStrictEqual({ ...middle, content: createGroup('sequence', [element('a'), element('b')]) });
    expect(output.types['C']).toMatchObject({
      content: { kind: 'sequence', particles: [{ kind: 'sequence', particles: [element('a'), element('b')] }, { kind: 'choice', particles: [element('c')] }] },
      baseType: 'B',
    });
  });
  it('does not modify its input', () => {
    expect(input.types['B']).toBe(middle);
    expect(middle.content?.particles).toHaveLength(1);
  });
  it('is a no-op without pending extensions', () => {
    expect(flattenExtensions(input, { pendingExtensions: new Map() })).toBe(input);
  });
  it('merges attributes and the text type of simple content', () => {
    const text = createComplexType({ name: 'T', simpleContent: named('Money'), attributes: [{ kind: 'attribute', name: 'currency', type: builtin('string'), required: true, source: at }] });
    const tagged = createComplexType({ name: 'U', attributes: [{ kind: 'attribute', name: 'tag', type: builtin('string'), required: false, source: at }], baseType: 'T' });
    const result = flattenExtensions(generationOf([text, tagged]), { pendingExtensions: pending([['U', 'T', 'simpleContent']]) });
    expect(result.types['U']).toMatchObject({ simpleContent: named('Money'), attributes: [{ name: 'currency' }, { name: 'tag' }] });
  });
  it('keeps an empty extension equal to its base content', () => {
    const empty = createComplexType({ name: 'E', baseType: 'A' });
    const result = flattenExtensions(generationOf([base, empty]), { pendingExtensions: pending([['E', 'A']]) });
    expect(result.types['E']).toMatchObject({ content: base.content });
  });
  it('refuses a cycle', () => {
    const x = createComplexType({ name: 'X', baseType: 'Y' });
    const y = createComplexType({ name: 'Y', baseType: 'X' });
    let caught: unknown;
    try {
      flattenExtensions(generationOf([x, y]), { pendingExtensions: pending([['X', 'Y'], ['Y', 'X']]) });
    } catch (error) {
      caught = error;
    }
    expect(isFleetcaseError(caught) && caught.kind).toBe('SchemaInvalid');
  });
  it('uses once-occurring sequences only for merging', () => {
    const repeated = createComplexType({ name: 'R', content: createGroup('sequence', [element('r')], { occurs: occurs(0, 'unbounded') }), baseType: 'A' });
    const result = flattenExtensions(generationOf([base, repeated]), { pendingExtensions: pending([['R', 'A']]) });
    expect(result.types['R']?.kind === 'complexType' && result.types['R'].content?.particles.map((particle) => particle.kind)).toStrictEqual(['sequence', 'sequence']);
  });
});
