import { describe, expect, it } from 'vitest';
import { builtin, createAttribute, createComplexType, createElement, createGroup, createSimpleType, named } from '../../../src/ir/factories.js';
import type { IrGeneration } from '../../../src/ir/nodes.js';
import { rebaseNamespaces } from '../../../src/ir/passes/rebase-namespaces.js';
import { DEFAULT_NS_ROOT } from '../../../src/ir/qname.js';

const oldNs = `${DEFAULT_NS_ROOT}/0.1/Case/CaseTypes`;
const newNs = 'https://example.test/api/0.1/Case/CaseTypes';
const q = (namespace: string, local: string) => `{${namespace}}${local}`;

function generation(ns: string, nsRoot: string): IrGeneration {
  return {
    id: '0.1',
    nsRoot,
    schemas: [{ name: 'CaseTypes', version: '0.1', namespace: ns, prefix: 'ct', file: '0.1/CaseTypes.xsd', roots: ['status'], imports: [ns, 'urn:other'], issued: true }],
    extraSchemas: [],
    types: {
      [q(ns, 'Money')]: createSimpleType({ name: q(ns, 'Money'), base: 'decimal', baseType: q(ns, 'Base') }),
      [q(ns, 'Status')]: createComplexType({
        name: q(ns, 'Status'),
        content: createGroup('all', [createElement({ name: q(ns, 'name'), type: named(q(ns, 'Money')), ref: q(ns, 'name') }), createElement({ name: 'plain', type: builtin('string') })]),
        attributes: [createAttribute({ name: q(ns, 'kind'), type: named(q(ns, 'Money')) })],
        simpleContent: named(q(ns, 'Money')),
        baseType: q(ns, 'Base'),
      }),
    },
    elements: { [q(ns, 'status')]: { name: q(ns, 'status'), type: named(q(ns, 'Status')), nillable: false, schema: 'CaseTypes', source: { file: '0.1/CaseTypes.xsd', line: 3 } } },
    endpoints: [],
  };
}

describe('rebaseNamespaces', () => {
  it('moves every namespace under the default root onto the configured root', () => {
    expect(rebaseNamespaces(generation(oldNs, 'https://example.test/api/'))).toStrictEqual(generation(newNs, 'https://example.test/api/'));
  });
  it('returns the generation unchanged when the root is the default', () => {
    const input = generation(oldNs, DEFAULT_NS_ROOT);
    expect(rebaseNamespaces(input)).toBe(input);
  });
  it('leaves namespaces outside the default root alone', () => {
    const input = generation('urn:elsewhere', 'https://example.test/api');
    expect(rebaseNamespaces(input)).toStrictEqual(input);
  });
});
