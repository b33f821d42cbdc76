import { describe, expect, it } from 'vitest';
import type { IrGeneration, IrSchema } from '../../../src/ir/nodes.js';
import { dropHelperRoots } from '../../../src/ir/passes/drop-helper-roots.js';
import { DEFAULT_NS_ROOT } from '../../../src/ir/qname.js';

function schema(name: string, roots: string[], root = DEFAULT_NS_ROOT): IrSchema {
  return { name, version: '0.1', namespace: `${root}/0.1/Case/${name}`, prefix: '', file: `0.1/${name}.xsd`, roots, imports: [], issued: true };
}

function generation(schemas: IrSchema[], nsRoot = DEFAULT_NS_ROOT): IrGeneration {
  return { id: '0.1', nsRoot, schemas, extraSchemas: [schema('VMRS', ['code14'])], types: {}, elements: {}, endpoints: [] };
}

describe('dropHelperRoots', () => {
  const cases: Array<{ given: IrSchema; want: string[] }> = [
    { given: schema('CaseTypes', ['status', 'assetIdentifier']), want: [] },
    { given: schema('GroupedUser', ['user']), want: [] },
    { given: schema('Salesman', ['salesman']), want: [] },
    { given: schema('SenderResponse', ['sender', 'senders']), want: ['sender', 'senders'] },
    { given: schema('CaseRequest', ['case']), want: ['case'] },
    { given: schema('CaseTypes', ['status'], 'urn:elsewhere'), want: ['status'] },
  ];
  for (const { given, want } of cases) {
    it(`${given.name} under ${given.namespace} keeps ${JSON.stringify(want)}`, () => {
      expect(dropHelperRoots(generation([given])).schemas[0]!.roots).toStrictEqual(want);
    });
  }

  it('applies to the extra (imported) schemas too and does not modify its input', () => {
    const input = generation([schema('CaseTypes', ['status'])]);
    const output = dropHelperRoots(input);
    expect(output.extraSchemas![0]!.roots).toStrictEqual([]);
    expect(input.schemas[0]!.roots).toStrictEqual(['status']);
  });
});
