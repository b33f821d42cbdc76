/**
 * Generation assembly over a schemas folder: effective sets with inheritance, issued flags,
 * extra schemas reached through inherited imports, namespace/location checks, --ns-root, and
 * the speed of loading the project's own four generations.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import { apiNamespace } from '../../src/ir/qname.js';
import { listGenerations, loadGeneration, loadModel } from '../../src/schema/load.js';
import { writeTree } from './helpers.js';

/** An API-style schema `<version>/<name>.xsd` binding `prefix`, with body lines. */
function apiXsd(version: string, name: string, prefix: string, body: string[]): string {
  const namespace = apiNamespace(version, name);
  return [
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:${prefix}="${namespace}" targetNamespace="${namespace}" elementFormDefault="qualified"`,
    `    xmlns:ct01="${apiNamespace('0.1', 'Types')}" xmlns:ct02="${apiNamespace('0.2', 'Types')}">`,
    ...body,
    '</xs:schema>',
  ].join('\n');
}

const INVOICES = 'http://www.decisiv.net/platform_api';
/** An invoice schema as the vendor publishes it: `<root>/<version>/Invoices/Invoice`, not `/Case/`. */
const invoiceXsd = (version: string) =>
  `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${INVOICES}/${version}/Invoices/Invoice"><xs:element name="invoice" type="xs:string"/></xs:schema>`;
const typesXsd = (version: string) => apiXsd(version, 'Types', 'ct', [`<xs:simpleType name="Code"><xs:restriction base="xs:string"/></xs:simpleType>`]);
const schemasDir = join(
  writeTree({
    'schemas/0.1/Types.xsd': typesXsd('0.1'),
    'schemas/0.1/Note.xsd': apiXsd('0.1', 'Note', 'n', [
      `<xs:import namespace="${apiNamespace('0.1', 'Types')}" schemaLocation="Types.xsd"/>`,
      '<xs:element name="note" type="ct01:Code"/>',
    ]),
    'schemas/0.2/Types.xsd': typesXsd('0.2'),
    'schemas/0.2/Case.xsd': apiXsd('0.2', 'Case', 'case', [
      `<xs:import namespace="${apiNamespace('0.2', 'Types')}" schemaLocation="../0.2/Types.xsd"/>`,
      '<xs:element name="case" type="ct02:Code"/>',
      '<xs:element name="cases" type="ct02:Code"/>',
    ]),
    'schemas/README.md': 'not a generation',
  }),
  'schemas',
);

describe('loadModel over a schemas folder', () => {
  it('lists the generation folders in order', () => {
    expect(listGenerations(schemasDir)).toStrictEqual(['0.1', '0.2']);
  });

  it('builds each generation from the latest file at or before it', () => {
    const model = loadModel({ schemasDir });
    const summary = model.generations.map((generation) => ({
      id: generation.id,
      schemas: generation.schemas.map((schema) => `${schema.name} ${schema.version} ${schema.issued ? 'issued' : 'inherited'} ${schema.prefix} [${schema.roots}]`),
      extra: generation.extraSchemas?.map((schema) => `${schema.name} ${schema.version} ${schema.file}`),
      endpoints: generation.endpoints,
    }));
    expect(summary).toStrictEqual([
      { id: '0.1', schemas: ['Note 0.1 issued n [note]', 'Types 0.1 issued ct []'], extra: [], endpoints: [] },
      {
        id: '0.2',
        schemas: ['Case 0.2 issued case [case,cases]', 'Note 0.1 inherited n [note]', 'Types 0.2 issued ct []'],
        extra: ['Types 0.1 0.1/Types.xsd'],
        endpoints: [],
      },
    ]);
    // The inherited Note still refers to the 0.1 Types, which is why they are in the IR.
    expect(model.generations[1]?.elements[`{${apiNamespace('0.1', 'Note')}}note`]?.type).toStrictEqual({
      kind: 'named',
      name: `{${apiNamespace('0.1', 'Types')}}Code`,
    });
  });

  it("accepts a schema of another API family in its version's folder (the vendor's `<root>/0.1/Invoices/Invoice`)", () => {
    const model = loadModel({ schemasDir: join(writeTree({ 's/0.1/Invoice.xsd': invoiceXsd('0.1'), 's/0.2/Invoice.xsd': invoiceXsd('0.2') }), 's') });
    expect(model.generations.map((generation) => generation.schemas.map((schema) => `${schema.file} ${schema.namespace}`))).toStrictEqual([
      [`0.1/Invoice.xsd ${INVOICES}/0.1/Invoices/Invoice`],
      [`0.2/Invoice.xsd ${INVOICES}/0.2/Invoices/Invoice`],
    ]);
  });

  it('leaves a namespace outside the API root unchecked (another set laid out in generation folders)', () => {
    const bom = (version: string) =>
      `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://cyclonedx.org/schema/bom/${version}"><xs:element name="bom" type="xs:string"/></xs:schema>`;
    const model = loadModel({ schemasDir: join(writeTree({ 's/1.5/bom.xsd': bom('1.5'), 's/1.6/bom.xsd': bom('1.6') }), 's') });
    expect(model.generations.map((generation) => generation.schemas.map((schema) => schema.namespace))).toStrictEqual([
      ['http://cyclonedx.org/schema/bom/1.5'],
      ['http://cyclonedx.org/schema/bom/1.6'],
    ]);
  });

  it('rebases namespaces onto --ns-root', () => {
    const generation = loadGeneration('0.2', { schemasDir, nsRoot: 'https://example.test/api' });
    expect(generation.nsRoot).toBe('https://example.test/api');
    expect(generation.schemas.map((schema) => schema.namespace)).toStrictEqual([
      'https://example.test/api/0.2/Case/Case',
      'https://example.test/api/0.1/Case/Note',
      'https://example.test/api/0.2/Case/Types',
    ]);
    expect(Object.keys(generation.elements)).toContain('{https://example.test/api/0.2/Case/Case}case');
  });

  const failures = [
    { name: 'an unknown generation', given: () => loadGeneration('9.9', { schemasDir }), want: { kind: 'GenerationUnknown', props: { generation: '9.9', known: ['0.1', '0.2'] } } },
    {
      name: 'a namespace that does not match the file place',
      given: () => loadModel({ schemasDir: join(writeTree({ 's/0.2/Types.xsd': typesXsd('0.1') }), 's') }),
      want: { kind: 'SchemaInvalid', props: { file: '0.2/Types.xsd', line: 1 } },
    },
    {
      name: 'a namespace of another API family whose version does not match the folder',
      given: () => loadModel({ schemasDir: join(writeTree({ 's/0.2/Invoice.xsd': invoiceXsd('0.1') }), 's') }),
      want: { kind: 'SchemaInvalid', props: { file: '0.2/Invoice.xsd', line: 1 } },
    },
  ];
  it.each(failures)('refuses $name', ({ given, want }) => {
    let caught: unknown;
    try {
      given();
    } catch (error) {
      caught = error;
    }
    expect(isFleetcaseError(caught)).toBe(true);
    expect(isFleetcaseError(caught) && { kind: caught.kind, props: caught.props }).toMatchObject(want);
  });
});

describe('the project schemas', () => {
  it('load, all four generations, well under a second', () => {
    loadGeneration('0.0.7'); // warm up the JIT, as a CLI run would have
    // CPU time, not wall time: the test workers share two cores with each other.
    const started = process.cpuUsage();
    const model = loadModel();
    const used = process.cpuUsage(started);
    expect(model.generations.map((generation) => generation.id)).toStrictEqual(['0.0.7', '0.1', '0.2', '0.3-beta']);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
  });
});
