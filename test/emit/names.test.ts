/** The naming schemes: TS type names and the names of each root's functions. */
import { describe, expect, it } from 'vitest';
import { assignTypeNames, rootEntries } from '../../src/emit/index.js';
import { createComplexType, createSimpleType, qname } from '../../src/ir/index.js';
import { contextOf, generationOf, ns, rootElement, schema } from './helpers.js';

describe('type names', () => {
  it('gives a type its local name when no other type wants it', () => {
    const types = [
      createComplexType({ name: qname(ns('CaseTypes'), 'Breakdown') }),
      createSimpleType({ name: qname(ns('CaseTypes'), 'Currency'), base: 'decimal' }),
    ];
    const names = assignTypeNames(generationOf({ schemas: [schema('CaseTypes')], types }));
    expect([...names.values()]).toStrictEqual(['Breakdown', 'Currency']);
  });

  it.each([
    [
      'two effective schemas: both qualified by schema',
      [schema('EstimateItemRequest'), schema('EstimateItemResponse')],
      [],
      ['EstimateItemRequestEstimateItem', 'EstimateItemResponseEstimateItem'],
    ],
    [
      'an older version reached through an inherited schema: the effective one keeps the name, the other gets its version',
      [schema('CaseTypes')],
      [schema('CaseTypes', { version: '0.1', issued: false })],
      ['EstimateItem', 'CaseTypesV0_1EstimateItem'],
    ],
  ])('%s', (_name, schemas, extraSchemas, want) => {
    const all = [...schemas, ...extraSchemas];
    const types = all.map((owner) =>
      createComplexType({ name: qname(owner.namespace, 'EstimateItem') }),
    );
    const names = assignTypeNames(generationOf({ schemas, extraSchemas, types }));
    expect(all.map((owner) => names.get(qname(owner.namespace, 'EstimateItem')))).toStrictEqual(
      want,
    );
  });

  it('never uses a reserved name, and numbers what stays ambiguous', () => {
    const types = [
      createComplexType({ name: qname(ns('A'), 'Decimal') }),
      createComplexType({ name: qname(ns('A'), 'Date') }),
    ];
    const names = assignTypeNames(generationOf({ schemas: [schema('A')], types }));
    expect([...names.values()]).toStrictEqual(['ADecimal', 'ADate']);
  });

  it('names the anonymous type of a root after the root, and a named root type keeps its name with an alias', () => {
    const caseResponse = schema('CaseResponse', { roots: ['case', 'cases'] });
    const types = [
      createComplexType({ name: qname(caseResponse.namespace, 'CaseResponseType') }),
      createComplexType({ name: qname(caseResponse.namespace, 'cases'), anonymous: true }),
    ];
    const elements = [
      rootElement(caseResponse, 'case', types[0]!.name),
      rootElement(caseResponse, 'cases', types[1]!.name),
    ];
    const context = contextOf(generationOf({ schemas: [caseResponse], types, elements }));
    expect(types.map((type) => context.typeName(type.name))).toStrictEqual([
      'CaseResponseType',
      'CaseResponseCases',
    ]);
  });
});

describe('root function names', () => {
  it.each([
    ['CaseRequest', 'case', 'CaseRequestCase'],
    ['CaseResponse', 'cases', 'CaseResponseCases'],
    ['AuthorizationResponse', 'AuthorizationResponse', 'AuthorizationResponse'],
    ['400ErrorResponse', 'BadRequestResponse', 'ErrorResponse400BadRequestResponse'],
    ['ServiceLocationResponse', 'serviceLocations', 'ServiceLocationResponseServiceLocations'],
  ])('%s <%s> -> decode%s', (schemaName, local, stem) => {
    const owner = schema(schemaName, { roots: [local] });
    const type = createComplexType({ name: qname(owner.namespace, 'T') });
    const [root] = rootEntries(
      generationOf({
        schemas: [owner],
        types: [type],
        elements: [rootElement(owner, local, type.name)],
      }),
    );
    expect(root).toMatchObject({
      stem,
      decode: `decode${stem}`,
      encode: `encode${stem}`,
      validate: `validate${stem}`,
    });
  });
});
