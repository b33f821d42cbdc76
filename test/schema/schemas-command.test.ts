/**
 * `fleetcase schemas`, driven through main(argv, memoryIo()): the four generations with the
 * schema sets API-FACTS.md gives (issued vs inherited, versions, helper namespaces), endpoints
 * that name existing schemas and roots, the text table, and the usage errors.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { apiNamespace } from '../../src/ir/qname.js';
import { packageRoot } from '../../src/paths.js';
import type { SchemasListing } from '../../src/schema/listing.js';
import { loadModel } from '../../src/schema/load.js';

const GENERATIONS = ['0.0.7', '0.1', '0.2', '0.3-beta'] as const;

/** API-FACTS.md "Schemas issued by each generation": the generations that issue each schema. */
const ISSUED_IN: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    ['CaseRequest', 'CaseResponse', 'CaseTypes', 'EstimateItemRequest', 'EstimateItemResponse', 'EstimateItemPartRequest', 'EstimateItemPartResponse', 'Department', 'ProgramType', 'ServiceLocationDepartments', 'ServiceLocationProgramTypes'].map(
      (name) => [name, GENERATIONS],
    ),
  ),
  ...Object.fromEntries(['EstimateResponse', 'AssetResponse', 'RecipientResponse'].map((name) => [name, ['0.0.7', '0.1', '0.3-beta']])),
  ...Object.fromEntries(['EstimateItemTypes', 'GroupedUser'].map((name) => [name, ['0.0.7', '0.1', '0.2']])),
  ...Object.fromEntries(['AdditionalCharges', 'VMRS', 'EstimateVersionRequest', 'EstimateVersionResponse'].map((name) => [name, ['0.1', '0.2']])),
  Salesman: ['0.3-beta'],
  ...Object.fromEntries(
    [
      'EstimateRequest',
      'ServiceLocationResponse',
      'CustomerResponse',
      'SubcaseResponse',
      'FleetServiceRequest',
      'NoteRequest',
      'NoteResponse',
      'AttachmentRequest',
      'AttachmentResponse',
      'UsersResponse',
      'SenderResponse',
      'RecipientRequest',
      'AssigneesResponse',
      'CaseStatus',
      'AuthorizationResponse',
    ].map((name) => [name, ['0.0.7', '0.1']]),
  ),
};

/** The version of `name` in generation `id`: the latest issuing generation at or before it. */
function expectedVersion(name: string, id: string): string | undefined {
  const upTo = GENERATIONS.slice(0, GENERATIONS.indexOf(id as (typeof GENERATIONS)[number]) + 1);
  return [...upTo].reverse().find((generation) => ISSUED_IN[name]!.includes(generation));
}

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('fleetcase schemas --format json', async () => {
  const result = await run(['schemas', '--format', 'json']);
  const listing = (result.code === 0 ? JSON.parse(result.out) : { generations: [] }) as SchemasListing;
  const generation = (id: string) => listing.generations.find((candidate) => candidate.id === id)!;
  const schema = (id: string, name: string) => generation(id)?.schemas.find((candidate) => candidate.name === name);

  it('exits 0 and lists the four generations', () => {
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(listing.generations.map((entry) => entry.id)).toStrictEqual([...GENERATIONS]);
  });

  const expectations = GENERATIONS.flatMap((id) => Object.keys(ISSUED_IN).map((name) => ({ id, name, version: expectedVersion(name, id) })));
  it.each(expectations)('$id: $name has version $version', ({ id, name, version }) => {
    const found = schema(id, name);
    if (version === undefined) {
      expect(found).toBeUndefined();
    } else {
      expect(found).toMatchObject({ version, namespace: apiNamespace(version, name), issued: version === id, file: `${version}/${name}.xsd` });
    }
  });

  it('0.0.7 lacks VMRS, AdditionalCharges and the estimate versions', () => {
    const names = generation('0.0.7').schemas.map((entry) => entry.name);
    for (const name of ['VMRS', 'AdditionalCharges', 'EstimateVersionRequest', 'EstimateVersionResponse']) expect(names).not.toContain(name);
  });

  it('0.3-beta inherits NoteRequest 0.1', () => {
    expect(schema('0.3-beta', 'NoteRequest')).toMatchObject({ version: '0.1', issued: false, file: '0.1/NoteRequest.xsd' });
  });

  it('0.3-beta CaseRequest imports GroupedUser 0.2 and VMRS 0.2 (API-FACTS helper namespaces)', () => {
    const caseRequest = loadModel({ generations: ['0.3-beta'] }).generations[0]!.schemas.find((entry) => entry.name === 'CaseRequest');
    expect(caseRequest?.imports).toEqual(
      expect.arrayContaining(['CaseTypes', 'Department', 'ProgramType'].map((name) => apiNamespace('0.3-beta', name)).concat([apiNamespace('0.2', 'GroupedUser'), apiNamespace('0.2', 'VMRS')])),
    );
  });

  it('the helper schemas carry the prefixes SPEC.md gives', () => {
    const prefixes = Object.fromEntries(generation('0.3-beta').schemas.map((entry) => [entry.name, entry.prefix]));
    expect(prefixes).toMatchObject({ CaseTypes: 'ct', GroupedUser: 'g', EstimateItemTypes: 'eit', AdditionalCharges: 'ac', VMRS: 'vmrs', Department: 'd', ProgramType: 'pt' });
  });

  it.each(GENERATIONS)('%s: every endpoint names existing schemas and roots', (id) => {
    const entry = generation(id);
    expect(entry.endpoints.length).toBeGreaterThan(0);
    const roots = new Map(entry.schemas.map((candidate) => [candidate.name, candidate.roots]));
    const problems: string[] = [];
    const check = (where: string, name: string | undefined, wanted: string[]) => {
      if (name === undefined) return;
      const known = roots.get(name);
      if (!known) problems.push(`${where}: schema ${name} is not in ${id}`);
      else for (const root of wanted) if (!known.includes(root)) problems.push(`${where}: ${name} has no root ${root}`);
    };
    for (const endpoint of entry.endpoints) {
      const where = `${endpoint.method} ${endpoint.path}`;
      check(`${where} request`, endpoint.request?.schema, endpoint.request?.roots ?? []);
      for (const part of endpoint.request?.parts ?? []) check(`${where} part ${part.name}`, part.schema, part.root ? [part.root] : []);
      for (const response of endpoint.responses) check(`${where} ${response.status.join('/')}`, response.schema, response.root ? [response.root] : []);
    }
    expect(problems).toStrictEqual([]);
  });
});

describe('fleetcase schemas, other forms', () => {
  it('prints one table per generation as text', async () => {
    const result = await run(['schemas', '--generation', '0.3-beta']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Generation 0\.3-beta: \d+ schemas \(\d+ issued, \d+ inherited\), \d+ endpoints/);
    expect(result.out).toMatch(/NoteRequest\s+0\.1\s+n\s+inherited\s+note\s+0\.1\/NoteRequest\.xsd/);
    expect(result.out).toMatch(/PUT\s+\/cases\/\{id\}\/actions\/close/);
    expect(result.out).not.toContain('Generation 0.1');
  });

  it('exits 2 naming the known generations for an unknown one', async () => {
    const result = await run(['schemas', '--generation', '0.4']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toBe("fleetcase: unknown generation '0.4' (known: 0.0.7, 0.1, 0.2, 0.3-beta)\nRun 'fleetcase schemas --help' for usage.\n");
  });

  it('rebases the namespaces with --ns-root', async () => {
    const result = await run(['schemas', '--generation', '0.1', '--format', 'json', '--ns-root', 'https://example.test/api']);
    const listing = JSON.parse(result.out) as SchemasListing;
    expect(listing.generations[0]?.schemas.find((entry) => entry.name === 'CaseTypes')?.namespace).toBe('https://example.test/api/0.1/Case/CaseTypes');
  });

  const vendor = resolve(packageRoot, '../shared/reference/vendor-xsd/0.3-beta');
  it.runIf(existsSync(vendor))('lists any folder of XSDs as one generation with --schemas', async () => {
    const result = await run(['schemas', '--schemas', vendor, '--format', 'json']);
    const listing = JSON.parse(result.out) as SchemasListing;
    expect(listing.generations.map((entry) => entry.id)).toStrictEqual(['0.3-beta']);
    expect(listing.generations[0]?.schemas.find((entry) => entry.name === 'GroupedUser')).toMatchObject({ version: '0.2', issued: false });
    expect(listing.generations[0]?.endpoints).toStrictEqual([]);
  });

  it('reports a missing --schemas folder as a usage error', async () => {
    const result = await run(['schemas', '--schemas', '/nonexistent/folder']);
    expect(result.code).toBe(2);
    expect(result.err).toBe('fleetcase: /nonexistent/folder: not a folder\n');
  });
});
