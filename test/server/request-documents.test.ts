/**
 * Request documents are judged as `fleetcase validate` judges them: the rule layer's lexical
 * conventions (booleans true/false), every issue listed in the 422 (also when the document does
 * not decode), a service request's subject told as the schema allows, multipart parts checked.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v007 from '../../generated/0.0.7/codecs.js';
import * as v03 from '../../generated/0.3-beta/codecs.js';
import type { MockServer } from '../../src/server/mock/index.js';
import { headers, mockServer } from './support.js';

let server: MockServer;
beforeAll(async () => {
  server = await mockServer();
});
afterAll(() => server.app.close());

const NS = 'http://www.decisiv.net/platform_api';
const post = (url: string, payload: string, version = '0.3-beta') =>
  server.app.inject({ method: 'POST', url: `/platform_api${url}`, headers: headers(version, { 'content-type': 'application/xml' }), payload });
const errorsOf = (body: string) => v03.decodeErrorResponse422UnprocessableEntityErrorResponse(body).errors.error;

describe('booleans are true or false (SPEC.md Conventions 6): 1/0 is a 422, as fleetcase validate says', () => {
  it.each([
    ['a note <public>1</public>', '/cases/2/notes', `<note xmlns="${NS}/0.1/Case/NoteRequest"><message>hi</message><public>1</public></note>`, 'public'],
    ['a case update <ct:loaded>0</ct:loaded>', '/cases/2', `<case xmlns="${NS}/0.3-beta/Case/CaseRequest" xmlns:ct="${NS}/0.3-beta/Case/CaseTypes"><assetInformation><ct:trailer><ct:loaded>0</ct:loaded></ct:trailer></assetInformation></case>`, 'assetInformation/trailer/loaded'],
    ['a 0.1 item <underWarranty>1</underWarranty> (the rule fixture)', '/estimates/1/items', readFileSync('test/fixtures/rules/boolean-form-nonstandard.2.fail.boolean-form-nonstandard.xml', 'utf8'), 'underWarranty', '0.1'],
  ])('%s', async (_name, url, body, field, version = '0.3-beta') => {
    const response = await post(url, body, version);
    expect(response.statusCode, String(response.headers['x-fleetcase-error'])).toBe(422);
    expect(errorsOf(response.body)).toContainEqual(expect.objectContaining({ field, code: 'invalid', messages: { message: [expect.stringContaining('booleans are written true or false')] } }));
  });

  it('true and false pass', async () => {
    const response = await post('/cases/2/notes', `<note xmlns="${NS}/0.1/Case/NoteRequest"><message>hi</message><public>true</public></note>`);
    expect(response.statusCode).toBe(200);
  });

  it('an attachment body part <internal>1</internal>', async () => {
    const boundary = 'b0undary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\nContent-Type: application/xml\r\n\r\n<attachment xmlns="${NS}/0.1/Case/AttachmentRequest"><description>x</description><internal>1</internal></attachment>\r\n--${boundary}--\r\n`;
    const response = await server.app.inject({ method: 'POST', url: '/platform_api/cases/3/attachments', headers: headers(undefined, { 'content-type': `multipart/form-data; boundary=${boundary}` }), payload });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body).map((error) => error.field)).toStrictEqual(['internal']);
  });
});

describe('a 422 lists every issue, also when the document does not decode', () => {
  it('a 0.0.7 case lacking cause, roNumber and uptime: three missing_field entries', async () => {
    const full = readFileSync('test/fixtures/0.0.7/valid/CaseRequest.case.1.xml', 'utf8');
    const body = full.replace(/<cause>[^<]*<\/cause>/, '').replace(/<roNumber>[^<]*<\/roNumber>/, '').replace(/<uptime>[^<]*<\/uptime>/, '');
    const response = await post('/assets/1/cases', body, '0.0.7');
    expect(response.statusCode).toBe(422);
    const errors = v007.decodeErrorResponse422UnprocessableEntityErrorResponse(response.body).errors.error;
    expect(errors.filter((error) => error.code === 'missing_field').map((error) => error.field).sort()).toStrictEqual(['cause', 'roNumber', 'uptime']);
  });

  it('<estimate/> to POST /estimates/1: each of the four required fees', async () => {
    const response = await post('/estimates/1', `<estimate xmlns="${NS}/0.1/Case/EstimateRequest"/>`);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body).map((error) => error.field).sort()).toStrictEqual(['freight', 'hazWaste', 'shopSupplies', 'tax']);
  });
});

describe('a service request names an asset (the FleetServiceRequest schemas have no parent case element)', () => {
  const request = (inner: string) => `<serviceRequest xmlns="${NS}/0.1/Case/FleetServiceRequest" xmlns:ct="${NS}/0.1/Case/CaseTypes">${inner}<complaint>Leak</complaint></serviceRequest>`;
  it.each([
    ['no asset', ''],
    ['a parentCase element', '<parentCase><id>1</id></parentCase>'],
    ['a ct:parentCase element', '<ct:parentCase><ct:id>1</ct:id></ct:parentCase>'],
  ])('%s: 422 asking for assetIdentifier/id only', async (_name, inner) => {
    const response = await post('/service_locations/1/service_requests', request(inner));
    expect(response.statusCode).toBe(422);
    const subject = errorsOf(response.body).find((error) => error.field === 'assetIdentifier/id')!;
    expect(subject.messages!.message[0]).toContain("lacks 'assetIdentifier/id'");
    expect(subject.messages!.message[0]).not.toMatch(/give .*parentCase/);
  });

  it('with an asset: 200, a subcase', async () => {
    const response = await post('/service_locations/1/service_requests', request('<ct:assetIdentifier><ct:id>3</ct:id></ct:assetIdentifier>'));
    expect(response.statusCode, String(response.headers['x-fleetcase-error'])).toBe(200);
    expect(v03.decodeSubcaseResponseSubcase(response.body).assetURL).toMatch(/\/assets\/3$/);
  });
});

describe('links lead somewhere: a …URL to a path the generation does not serve is not emitted', () => {
  it.each([
    ['a case has no subcasesURL (SPEC lists no subcase endpoint)', '/cases/2', '0.3-beta', 'subcasesURL'],
    ['a 0.0.7 case has no estimateURL (estimates are from 0.1)', '/cases/2', '0.0.7', 'estimateURL'],
  ])('%s', async (_name, url, version, link) => {
    const response = await server.app.inject({ method: 'GET', url: `/platform_api${url}`, headers: headers(version) });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(`<${link}>`);
    expect(response.body).toContain('<notesURL>');
  });
});

describe('multipart bodies', () => {
  const upload = (parts: string[]) => {
    const boundary = 'b0undary';
    const payload = parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`;
    return server.app.inject({ method: 'POST', url: '/platform_api/cases/3/attachments', headers: headers(undefined, { 'content-type': `multipart/form-data; boundary=${boundary}` }), payload });
  };
  const file = (name: string) => `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nhello`;
  const body = `Content-Disposition: form-data; name="body"\r\nContent-Type: application/xml\r\n\r\n<attachment xmlns="${NS}/0.1/Case/AttachmentRequest"><description>x</description></attachment>`;

  it('an unknown part is a 422 naming it', async () => {
    const response = await upload([file('a.txt'), body, 'Content-Disposition: form-data; name="extra"\r\n\r\nzzz']);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body).map((error) => error.field)).toStrictEqual(['extra']);
  });

  it('a body part beyond the XML body limit is a 413', async () => {
    const big = `Content-Disposition: form-data; name="body"; filename="b.xml"\r\nContent-Type: application/xml\r\n\r\n<attachment xmlns="${NS}/0.1/Case/AttachmentRequest"><description>${'x'.repeat(1024 * 1024 + 10)}</description></attachment>`;
    const response = await upload([file('a.txt'), big]);
    expect(response.statusCode).toBe(413);
  });

  it('a non-ASCII filename downloads with filename* (RFC 6266) and an ASCII fallback', async () => {
    const response = await upload([file('résumé.pdf'), body]);
    expect(response.statusCode).toBe(200);
    const attachment = v03.decodeAttachmentResponseAttachment(response.body);
    const download = await server.app.inject({ method: 'GET', url: new URL(attachment.downloadURL!).pathname, headers: headers() });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`);
  });
});

describe('an items document creates at least one item', () => {
  it('<items/> is a 422, not a 201 with nothing created', async () => {
    const response = await post('/estimates/2/items', `<items xmlns="${NS}/0.3-beta/Case/EstimateItemRequest"/>`);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.body)).toContainEqual(expect.objectContaining({ field: 'item', code: 'missing_field' }));
  });
});

describe('an update sends only what changes: groups keep the children it does not give', () => {
  it('an item update with labor/hours alone keeps the rate and skill level', async () => {
    const item = `<item xmlns="${NS}/0.3-beta/Case/EstimateItemRequest" xmlns:eit="${NS}/0.2/Case/EstimateItemTypes"><code>R-1</code><name>Radiator</name><labor><eit:rate>141.00</eit:rate><eit:hours>3.50</eit:hours><eit:skillLevel>B</eit:skillLevel></labor></item>`;
    const created = await post('/estimates/2/items', item);
    expect(created.statusCode).toBe(201);
    const id = /<id>([^<]+)<\/id>/.exec(created.body)![1];
    const update = `<item xmlns="${NS}/0.3-beta/Case/EstimateItemRequest" xmlns:eit="${NS}/0.2/Case/EstimateItemTypes"><labor><eit:hours>4.00</eit:hours></labor></item>`;
    const updated = await post(`/estimates/2/items/${id}`, update);
    expect(updated.statusCode, String(updated.headers['x-fleetcase-error'])).toBe(200);
    expect(updated.body).toMatch(/<eit:rate>141\.00<\/eit:rate>/);
    expect(updated.body).toMatch(/<eit:hours>4\.00<\/eit:hours>/);
    expect(updated.body).toMatch(/<eit:skillLevel>B<\/eit:skillLevel>/);
  });
});
