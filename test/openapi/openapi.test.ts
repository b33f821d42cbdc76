/**
 * The OpenAPI 3.1 document of each generation: valid for an OpenAPI validator, every endpoint of
 * the descriptors present, XML media types with `xml` names, namespaces and prefixes, the security
 * schemes of SPEC.md, multipart encodings; and `fleetcase openapi` writes it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import type { IrGeneration } from '../../src/ir/index.js';
import { buildOpenApi } from '../../src/openapi/index.js';
import { loadModel } from '../../src/schema/index.js';

type Json = Record<string, any>;

let generations: IrGeneration[];
const documents = new Map<string, Json>();
beforeAll(() => {
  generations = loadModel().generations;
  for (const generation of generations) documents.set(generation.id, buildOpenApi(generation) as Json);
});

const ids = ['0.0.7', '0.1', '0.2', '0.3-beta'];

describe.each(ids)('the OpenAPI document of %s', (id) => {
  it('passes the OpenAPI 3.1 schema validator', async () => {
    const result = await new Validator().validate(structuredClone(documents.get(id)!));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('has an operation for every endpoint of the descriptors', () => {
    const document = documents.get(id)!;
    const operations = Object.values(document['paths'] as Json).flatMap((item: Json) => Object.values(item).map((op: Json) => op['operationId']).filter(Boolean));
    const endpoints = generations.find((generation) => generation.id === id)!.endpoints.map((endpoint) => endpoint.operationId);
    expect(new Set(operations)).toEqual(new Set([...operations.filter((name: string) => /Alias\d+$/.test(name)), ...endpoints]));
  });

  it('is the same document every time', () => {
    expect(JSON.stringify(buildOpenApi(generations.find((generation) => generation.id === id)!))).toBe(JSON.stringify(documents.get(id)));
  });
});

describe('what the 0.3-beta document says', () => {
  const doc = () => documents.get('0.3-beta')!;

  it.each([
    ['a root schema names its element and namespace', () => doc()['components'].schemas.CaseRequestCase.xml, { name: 'case', namespace: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest' }],
    [
      'a helper element carries the prefix the API writes',
      () => doc()['components'].schemas.CaseRequestType.properties.assetIdentifier.anyOf[0] && doc()['components'].schemas.CaseRequestType.properties.assetIdentifier.xml,
      { name: 'assetIdentifier', namespace: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes', prefix: 'ct' },
    ],
    [
      'a repeated element is an array whose items carry the element name',
      () => doc()['components'].schemas.CaseResponseCases.properties.case.items.xml,
      { name: 'case', namespace: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseResponse' },
    ],
    ['money is an exact decimal string', () => doc()['components'].schemas.CaseResponseType.properties.total.type, 'string'],
    [
      'a response is an XML document, as application/xml or text/xml (review r27 server L2)',
      () => doc()['paths']['/assets/{id}'].get.responses['200'].content,
      { 'application/xml': { schema: { $ref: '#/components/schemas/AssetResponseAsset' } }, 'text/xml': { schema: { $ref: '#/components/schemas/AssetResponseAsset' } } },
    ],
    [
      "the server's 400 on an endpoint SPEC.md lists none for (a malformed escape; review r27 server L2)",
      () => doc()['paths']['/assets/{id}'].get.responses['400'].content['application/xml'],
      { schema: { $ref: '#/components/schemas/ErrorResponse400BadRequestResponse' } },
    ],
    [
      'bearer and OAuth (with the transition token) are alternatives',
      () => doc()['paths']['/assets'].get.security,
      [{ legacyBearer: [] }, { oauthPassword: [], transitionToken: [] }],
    ],
    ['the legacy token endpoint takes HTTP Basic', () => doc()['paths']['/oauth2/token'].post.security, [{ consumerCredentials: [] }]],
    ['the OAuth endpoint is on the authorization server', () => doc()['paths']['/oauth/token'].servers[0].url, '{auth_url}'],
    ['the OAuth password flow', () => doc()['components'].securitySchemes.oauthPassword.flows.password.tokenUrl, 'http://127.0.0.1:8080/oauth/token'],
    ['the transition token header', () => doc()['components'].securitySchemes.transitionToken, expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-DECISIV-TRANSITION-TOKEN' })],
    [
      'the attachment upload: a file part and an XML body part',
      () => Object.fromEntries(Object.entries(doc()['paths']['/case/{case_id}/attachments'].post.requestBody.content['multipart/form-data'].encoding).map(([name, value]: [string, any]) => [name, value.contentType])),
      { file: 'application/octet-stream', body: 'application/xml' },
    ],
    ['an alias is the same operation under its own id', () => doc()['paths']['/cases/{case_id}/notes/{id}'].get['x-fleetcase-alias-of'], 'getCaseNote'],
    ['page size and order', () => [doc()['paths']['/cases'].get['x-page-size'], doc()['paths']['/cases'].get['x-order']], [5, 'created_at desc']],
    ['the decided sort parameter of service locations', () => doc()['paths']['/service_locations'].get.parameters.find((param: Json) => param['name'] === 'sortBy').schema.enum[0], 'externalId'],
    [
      'paths that differ only in parameter names are one path item',
      () => [Object.keys(doc()['paths']['/estimates/{id}/items']).sort(), doc()['paths']['/estimates/{id}/items'].post.parameters[0].name],
      [['get', 'post'], 'id'],
    ],
  ])('%s', (_name, read, want) => expect(read()).toEqual(want));

  it('no schema refers to itself alone', () => {
    const schemas = doc()['components'].schemas as Record<string, Json>;
    const loops = Object.entries(schemas).filter(([name, schema]) => schema['$ref'] === `#/components/schemas/${name}`);
    expect(loops.map(([name]) => name)).toStrictEqual([]);
  });

  it('the validator does reject a broken document', async () => {
    const broken = structuredClone(doc());
    delete broken['paths']['/assets'].get.responses;
    broken['components'].securitySchemes.legacyBearer.type = 'token';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});

describe('fleetcase openapi', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fleetcase-openapi-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the document of a generation to --out', async () => {
    const io = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.1', '--out', 'api.json', '--base-url', 'https://fleet.example'], io)).toBe(0);
    const written = JSON.parse(readFileSync(join(dir, 'api.json'), 'utf8')) as Json;
    expect(written['info'].version).toBe('0.1');
    expect(written['servers'][0].variables.base_url.default).toBe('https://fleet.example');
    expect((await new Validator().validate(written)).valid).toBe(true);
  });

  it('writes a --base-url without its trailing slash, and refuses one that is no http(s) URL (review r17 serve L4)', async () => {
    const io = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.2', '--base-url', 'https://fleet.example.com/'], io)).toBe(0);
    const written = JSON.parse(io.out) as Json;
    expect(written['servers'][0].variables.base_url.default).toBe('https://fleet.example.com');
    const bad = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.2', '--base-url', 'not a url'], bad)).toBe(2);
    expect(bad.err).toContain("--base-url must be an http or https URL without a query or fragment, got 'not a url'");
  });

  it('gives every operation a summary, as linters ask (review r17 serve L2)', async () => {
    const io = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.3-beta'], io)).toBe(0);
    const operations = Object.values((JSON.parse(io.out) as Json)['paths'] as Record<string, Record<string, Json>>).flatMap((item) => Object.values(item).filter((value) => typeof value === 'object' && value !== null && 'operationId' in value));
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((operation) => typeof operation['summary'] !== 'string' || operation['summary'] === '')).toStrictEqual([]);
    expect(operations.find((operation) => operation['operationId'] === 'createAssetCase')?.['summary']).toBe('Create asset case');
  });

  it('writes xml namespaces under --ns-root, as `serve --ns-root` reads and answers them (review r22 server M5)', async () => {
    const io = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.3-beta', '--ns-root', 'https://staging.example.com/api'], io)).toBe(0);
    const namespaces = [...io.out.matchAll(/"namespace": "([^"]+)"/g)].map((match) => match[1]!);
    expect(namespaces.length).toBeGreaterThan(50);
    expect(namespaces.filter((namespace) => !namespace.startsWith('https://staging.example.com/api/'))).toStrictEqual([]);
    expect(namespaces).toContain('https://staging.example.com/api/0.3-beta/Case/CaseRequest');
    expect((await new Validator().validate(JSON.parse(io.out) as Json)).valid).toBe(true);
  });

  it('gives an XML request body as application/xml and text/xml, as the server takes both (review r22 server L3)', async () => {
    const io = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.3-beta'], io)).toBe(0);
    const body = (JSON.parse(io.out) as Json)['paths']['/cases/{id}'].post.requestBody.content;
    expect(Object.keys(body)).toStrictEqual(['application/xml', 'text/xml']);
    expect(body['text/xml']).toStrictEqual(body['application/xml']);
  });

  it('names an unknown generation', async () => {
    const io = memoryIo(dir);
    expect(await main(['openapi', '--generation', '0.9'], io)).toBe(2);
    expect(io.err).toBe("fleetcase: unknown generation '0.9' (known: 0.0.7, 0.1, 0.2, 0.3-beta)\nRun 'fleetcase openapi --help' for usage.\n");
  });
});
