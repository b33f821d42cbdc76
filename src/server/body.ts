/**
 * Reads a request body the way the route's descriptor says it comes, and hands the handler
 * decoded, validated values:
 * - XML (`application/xml` or `text/xml`, UTF-8): read as `fleetcase validate` judges it
 *   (./request-document.ts). Malformed or unsafe XML is a 400 BadRequestResponse; a well-formed
 *   document of the wrong shape or failing a rule is a 422 UnprocessableEntityErrorResponse
 *   listing every issue;
 * - `multipart/form-data`: file parts as `{ filename, contentType, data }` (a part sent with
 *   `Content-Transfer-Encoding: base64`, which SPEC.md prefers, is decoded), XML parts as above
 *   (within the XML body limit: 413 beyond); a part the route does not declare, or a declared
 *   part given twice, is a 422;
 * - form and JSON bodies (the token endpoints): their declared fields, as strings.
 * A media type the route does not take is a 415, so is a body with a content coding (gzip); a
 * missing required body or field a 400.
 */
import type { FastifyRequest } from 'fastify';
// The multipart plugin's request.parts() (type augmentation only).
import type {} from '@fastify/multipart';
import { badRequest, plain, unprocessable, type Failure, type ValidationEntry } from './failures.js';
import { parseMediaType, XML_TYPES } from './negotiate.js';
import { repeatedNames, topLevelKeys } from './json-keys.js';
import { readDocument } from './request-document.js';
import type { ServerRoute, ServerUpload } from './route-model.js';

/** A body read, or the failure to answer with. */
export type BodyResult = { ok: true; body: unknown } | { ok: false; failure: Failure };

/** Limits of bodies, and the generation their documents are in. */
export interface BodyLimits {
  /** Largest file part, bytes. */
  fileBytes: number;
  /** Largest XML document (also as a multipart part), bytes. */
  xmlBytes: number;
  /** The generation the body's documents are checked as (the rule layer's context). */
  generation: string;
}

function unsupported(route: ServerRoute, given: string | undefined, wanted: string): BodyResult {
  const what = given ? `'${given}'` : 'no Content-Type';
  return { ok: false, failure: plain(415, `${route.operationId} takes ${wanted}, not ${what}`) };
}

function bodyBytes(request: FastifyRequest): Uint8Array | undefined {
  const body = request.body;
  if (body instanceof Uint8Array) return body.length === 0 ? undefined : body;
  if (typeof body === 'string') return body === '' ? undefined : Buffer.from(body);
  return undefined;
}

/**
 * The content codings of a `Content-Encoding` header other than `identity` ('' when none): the
 * server reads bodies as sent, so a gzip body was judged as bytes ("not well-formed XML") and a
 * plain one labelled `br` taken (review r22 server M1); RFC 9110 8.4.1 answers such a body 415.
 */
function contentCodings(header: string | string[] | undefined): string {
  const codings = [header ?? []].flat().flatMap((value) => value.split(',')).map((coding) => coding.trim().toLowerCase());
  return codings.filter((coding) => coding !== '' && coding !== 'identity').join(', ');
}

/** Reads the body of `request` for `route` (documents of the request's generation, which its `Content-Type` names or leaves out: ./dispatch.ts). */
export async function readBody(route: ServerRoute, request: FastifyRequest, limits: BodyLimits): Promise<BodyResult> {
  const spec = route.request;
  if (!spec) return { ok: true, body: undefined };
  const codings = contentCodings(request.headers['content-encoding']);
  if (codings !== '') return { ok: false, failure: plain(415, `${route.operationId} takes its body without a content coding, not Content-Encoding '${codings}'; send it uncompressed`) };
  const contentType = request.headers['content-type'];
  const media = contentType ? parseMediaType(contentType) : undefined;
  const bytes = bodyBytes(request);
  const empty = bytes === undefined && media?.type !== 'multipart/form-data';
  if (empty && !spec.required) return { ok: true, body: spec.kind === 'multipart' ? {} : undefined };
  switch (spec.kind) {
    case 'xml': {
      if (!media || !XML_TYPES.has(media.type)) return unsupported(route, contentType, 'application/xml');
      const charset = media.params['charset']?.toLowerCase();
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return unsupported(route, contentType, 'UTF-8 XML');
      if (!bytes) return { ok: false, failure: badRequest(`${route.operationId} needs a request body`) };
      return readDocument(route, spec.documents, bytes, limits.generation);
    }
    case 'multipart':
      if (media?.type !== 'multipart/form-data') return unsupported(route, contentType, 'multipart/form-data');
      return readMultipart(route, request, limits);
    case 'form':
    case 'json': {
      const form = media?.type === 'application/x-www-form-urlencoded';
      const json = media?.type === 'application/json';
      // The OAuth endpoint takes JSON as SPEC.md shows, and the form body RFC 6749 uses.
      if (!(form || (json && spec.kind === 'json'))) return unsupported(route, contentType, spec.kind === 'json' ? 'application/json or application/x-www-form-urlencoded' : 'application/x-www-form-urlencoded');
      const text = bytes ? Buffer.from(bytes).toString('utf8') : '';
      const params = form ? new URLSearchParams(text) : undefined;
      const value = params ? Object.fromEntries(params) : parseJson(text);
      // RFC 6749 3.2: a parameter is sent once (`grant_type` twice was read as the last one).
      const repeated = value ? repeatedNames(params ? params.keys() : topLevelKeys(text)) : [];
      if (repeated.length > 0) return { ok: false, failure: badRequest(`${repeated.map((name) => `'${name}'`).join(', ')} given more than once`) };
      return readFields(value);
    }
  }
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The fields of a form or JSON body, as strings (the token endpoints check which they need). */
function readFields(value: Record<string, unknown> | undefined): BodyResult {
  if (!value) return { ok: false, failure: badRequest('The request body is not a JSON object') };
  // No prototype: a field named __proto__ is data, not a prototype switch.
  const body = Object.create(null) as Record<string, string>;
  for (const [name, field] of Object.entries(value)) {
    if (typeof field === 'string' || typeof field === 'number') body[name] = String(field);
  }
  return { ok: true, body };
}

/** The transfer encodings of a part taken as sent (busboy reports `7bit` for none). */
const RAW_TRANSFER_ENCODINGS: ReadonlySet<string> = new Set(['', '7bit', '8bit', 'binary']);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * A part's bytes under its `Content-Transfer-Encoding`: raw, or base64 (SPEC.md's preference)
 * decoded; the reason it cannot be read otherwise. Text that is no base64, or an encoding the
 * server does not decode (quoted-printable), was stored as sent and downloaded as garbage
 * (review r22 server M2).
 */
function transferDecoded(encoding: string, data: Uint8Array, part: string): Uint8Array | string {
  const name = encoding.trim().toLowerCase();
  if (RAW_TRANSFER_ENCODINGS.has(name)) return data;
  if (name !== 'base64') return `part '${part}' has Content-Transfer-Encoding '${encoding}'; send it raw (binary) or as base64`;
  const text = Buffer.from(data).toString('latin1').replace(/[\t\n\r ]/g, '');
  if (!BASE64.test(text)) return `part '${part}' is not base64, as its Content-Transfer-Encoding says`;
  return Buffer.from(text, 'base64');
}

async function readMultipart(route: ServerRoute, request: FastifyRequest, limits: BodyLimits): Promise<BodyResult> {
  const spec = route.request!.kind === 'multipart' ? route.request!.parts : [];
  const body: Record<string, unknown> = {};
  const errors: ValidationEntry[] = [];
  const resource = spec.find((part) => part.document)?.document?.root ?? 'upload';
  for await (const part of request.parts({ limits: { fileSize: limits.fileBytes, files: 8, fields: 8, parts: 16 } })) {
    const declared = spec.find((candidate) => candidate.name === part.fieldname);
    let data: Uint8Array;
    if (part.type === 'file') data = await part.toBuffer();
    else data = Buffer.from(String(part.value ?? ''), 'utf8');
    if (!declared) {
      errors.push({ resource, field: part.fieldname, code: 'invalid', messages: [`the multipart body has a part '${part.fieldname}'; ${route.operationId} takes ${spec.map((known) => `'${known.name}'`).join(' and ')}`] });
      continue;
    }
    if (body[declared.name] !== undefined) {
      errors.push({ resource, field: declared.name, code: 'invalid', messages: [`the multipart body has more than one '${declared.name}' part`] });
      continue;
    }
    const decoded = transferDecoded(part.encoding, data, declared.name);
    if (typeof decoded === 'string') {
      errors.push({ resource, field: declared.name, code: 'invalid', messages: [decoded] });
      // Given, if unreadable: not also "no such part" (review r23 recheck L4).
      body[declared.name] = null;
      continue;
    }
    data = decoded;
    if (declared.document) {
      // An XML part is a document like any XML body: the same size limit.
      if (data.length > limits.xmlBytes) return { ok: false, failure: plain(413, `the '${declared.name}' part is larger than ${limits.xmlBytes} bytes`) };
      const read = readDocument(route, [declared.document], data, limits.generation);
      if (!read.ok) return read;
      body[declared.name] = read.body;
      continue;
    }
    const filename = part.type === 'file' ? part.filename : declared.name;
    const upload: ServerUpload = { filename, contentType: part.mimetype || 'application/octet-stream', data: new Uint8Array(data) };
    if (declared.contentTypes && !declared.contentTypes.includes(upload.contentType.toLowerCase())) {
      errors.push({ resource, field: declared.name, code: 'invalid', messages: [`part '${declared.name}' is ${upload.contentType}; expected ${declared.contentTypes.join(' or ')}`] });
    }
    body[declared.name] = upload;
  }
  for (const part of spec) {
    if (part.required && body[part.name] === undefined) errors.push({ resource, field: part.name, code: 'missing_field', messages: [`the multipart body has no '${part.name}' part`] });
  }
  if (errors.length > 0) return { ok: false, failure: unprocessable(errors) };
  return { ok: true, body };
}
