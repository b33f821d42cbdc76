/**
 * Reads a request body the way the route's descriptor says it comes, and hands the handler
 * decoded, validated values:
 * - XML (`application/xml` or `text/xml`, UTF-8): strict decode with the generation's codec (a
 *   route with several roots tries each), then the generation's validator with the endpoint.
 *   Malformed or unsafe XML is a 400 BadRequestResponse; a well-formed document of the wrong shape
 *   or failing a rule is a 422 UnprocessableEntityErrorResponse;
 * - `multipart/form-data`: file parts as `{ filename, contentType, data }` (a part sent with
 *   `Content-Transfer-Encoding: base64`, which SPEC.md prefers, is decoded), XML parts as above;
 * - form and JSON bodies (the token endpoints): their declared fields, as strings.
 * A media type the route does not take is a 415; a missing required body or field a 400.
 */
import type { FastifyRequest } from 'fastify';
// The multipart plugin's request.parts() (type augmentation only).
import type {} from '@fastify/multipart';
import { DecodeError, isXmlErrorCode } from '../runtime/errors.js';
import { badRequest, plain, unprocessable, type Failure, type ValidationEntry } from './failures.js';
import { parseMediaType, XML_TYPES } from './negotiate.js';
import type { ServerDocument, ServerRoute, ServerUpload } from './route-model.js';
import { decodeErrorEntry, issueEntries } from './validation-errors.js';

/** A body read, or the failure to answer with. */
export type BodyResult = { ok: true; body: unknown } | { ok: false; failure: Failure };

/** Limits of multipart bodies. */
export interface BodyLimits {
  /** Largest file part, bytes. */
  fileBytes: number;
}

function unsupported(route: ServerRoute, given: string | undefined, wanted: string): BodyResult {
  const what = given ? `'${given}'` : 'no Content-Type';
  return { ok: false, failure: plain(415, `${route.operationId} takes ${wanted}, not ${what}`) };
}

/** Decodes and validates one XML document against the route's candidate roots. */
export function readDocument(route: ServerRoute, documents: readonly ServerDocument[], input: Uint8Array | string): BodyResult {
  const endpoint = { method: route.method, path: route.path, operationId: route.operationId };
  let firstError: DecodeError | undefined;
  for (const document of documents) {
    let value: unknown;
    try {
      value = document.decode(input);
    } catch (error) {
      if (!(error instanceof DecodeError)) throw error;
      if (isXmlErrorCode(error.code)) {
        const detail = `line ${error.line}, column ${error.column}: ${error.message}`;
        return { ok: false, failure: badRequest('The request body is not well-formed XML', [detail]) };
      }
      firstError ??= error;
      if (error.code === 'root-unknown') continue;
      return { ok: false, failure: unprocessable([decodeErrorEntry(error, document.root)]) };
    }
    const issues = issueEntries(document.validate(value as never, { endpoint }), document.root);
    if (issues.length > 0) return { ok: false, failure: unprocessable(issues) };
    return { ok: true, body: documents.length > 1 ? { root: document.root, value } : value };
  }
  const roots = documents.map((document) => `<${document.root}> of ${document.namespace}`).join(' or ');
  const entry: ValidationEntry = decodeErrorEntry(firstError!, documents[0]!.root);
  entry.messages = [`${firstError!.message}; expected ${roots}`];
  return { ok: false, failure: unprocessable([entry]) };
}

function bodyBytes(request: FastifyRequest): Uint8Array | undefined {
  const body = request.body;
  if (body instanceof Uint8Array) return body.length === 0 ? undefined : body;
  if (typeof body === 'string') return body === '' ? undefined : Buffer.from(body);
  return undefined;
}

/** Reads the body of `request` for `route` (documents of the generation the body is in). */
export async function readBody(route: ServerRoute, request: FastifyRequest, limits: BodyLimits): Promise<BodyResult> {
  const spec = route.request;
  if (!spec) return { ok: true, body: undefined };
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
      return readDocument(route, spec.documents, bytes);
    }
    case 'multipart':
      if (media?.type !== 'multipart/form-data') return unsupported(route, contentType, 'multipart/form-data');
      return readMultipart(route, request, limits);
    case 'form':
    case 'json': {
      const form = media?.type === 'application/x-www-form-urlencoded';
      const json = media?.type === 'application/json';
      // The OAuth endpoint takes JSON as SPEC.md shows, and the form body RFC 6749 uses.
      if (!(form || (json && spec.kind === 'json'))) return unsupported(route, contentType, spec.kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded');
      const text = bytes ? Buffer.from(bytes).toString('utf8') : '';
      return readFields(form ? Object.fromEntries(new URLSearchParams(text)) : parseJson(text));
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
    if (!declared || body[declared.name] !== undefined) continue;
    if (part.encoding.toLowerCase() === 'base64') data = Buffer.from(Buffer.from(data).toString('ascii'), 'base64');
    if (declared.document) {
      const read = readDocument(route, [declared.document], data);
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
