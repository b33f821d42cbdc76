import { describe, expect, it } from 'vitest';
import { createSimpleType, named } from '../../../src/ir/factories.js';
import type { IrGeneration, IrSchema } from '../../../src/ir/nodes.js';
import { IR_PASSES } from '../../../src/ir/passes/index.js';
import { sortTypes } from '../../../src/ir/passes/sort-types.js';

const schema = (name: string, version: string): IrSchema => ({ name, version, namespace: `urn:${name}:${version}`, prefix: '', file: `${version}/${name}.xsd`, roots: [], imports: [], issued: true });
const type = (name: string) => createSimpleType({ name, base: 'string' });
const element = (name: string) => ({ name, type: named('x'), nillable: false, schema: 's', source: { file: 'f', line: 1 } });

describe('sortTypes', () => {
  it('orders types and elements by QName in code-unit order, schemas by name then version', () => {
    const input: IrGeneration = {
      id: 'g',
      nsRoot: 'urn:r',
      schemas: [schema('b', '0.2'), schema('a', '0.3'), schema('b', '0.1')],
      extraSchemas: [schema('z', '1'), schema('c', '1')],
      types: { '{u}b': type('{u}b'), '{u}B': type('{u}B'), '{u}a.x': type('{u}a.x'), '{u}a': type('{u}a') },
      elements: { '{u}z': element('{u}z'), '{u}Z': element('{u}Z') },
      endpoints: [],
    };
    const output = sortTypes(input);
    expect(Object.keys(output.types)).toStrictEqual(['{u}B', '{u}a', '{u}a.x', '{u}b']);
    expect(Object.keys(output.elements)).toStrictEqual(['{u}Z', '{u}z']);
    expect(output.schemas.map((entry) => `${entry.name}@${entry.version}`)).toStrictEqual(['a@0.3', 'b@0.1', 'b@0.2']);
    expect(output.extraSchemas?.map((entry) => entry.name)).toStrictEqual(['c', 'z']);
    expect(Object.keys(input.types)[0]).toBe('{u}b');
  });
});

describe('IR_PASSES', () => {
  it('lists uniquely named passes in their order', () => {
    expect(IR_PASSES.map((pass) => pass.name)).toStrictEqual(['flatten-extensions', 'rebase-namespaces', 'drop-helper-roots', 'sort-types']);
  });
});
