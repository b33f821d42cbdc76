/**
 * Serving documents under another namespace root (`fleetcase serve --ns-root URL`; DESIGN.md
 * "Generations": the root is configurable, `http://www.decisiv.net/platform_api` by default).
 *
 * The bundled codecs know the default root. A route table is rebased by wrapping each of its
 * documents, so the codecs, validators and handlers stay as they are:
 * - a request document's namespace declarations move from the configured root onto the default
 *   one before the codec reads it, and those under the default root onto a root no codec knows:
 *   a document in the default namespaces is refused (422, wrong root) as one of any other root;
 * - what the codec and the validator report is told in the client's namespaces, at the client's
 *   columns (a longer or shorter URI shifts the rest of its line);
 * - every answer's declarations move from the default root onto the configured one.
 * Only declarations are touched (./namespace-declarations.ts): text, comments and other
 * attributes keep their bytes, and a document that is not well-formed reaches the parser as sent.
 */
import { fail } from '../errors.js';
import { apiNamespace, DEFAULT_NS_ROOT, parseApiNamespace } from '../ir/qname.js';
import { PositionTracker } from '../runtime/position.js';
import { DecodeError } from '../runtime/errors.js';
import { normalNsRoot, nsRootProblem } from '../validate/ns-root.js';
import { namespaceDeclarations } from './namespace-declarations.js';
import type { ServerDocument, ServerIssue, ServerPart, ServerRequestBody, ServerResponse, ServerRoute, ServerRouteTable } from './route-model.js';

/** The root default-root namespaces of a request move to: no codec knows it, no client writes it. */
const FOREIGN_ROOT = 'urn:fleetcase:default-namespace-root';

/** A namespace root without its trailing slash; refuses what cannot stand in an attribute value (as `validate --ns-root` does). */
export function checkNamespaceRoot(root: string): string {
  const problem = nsRootProblem(root);
  if (problem) fail('CliUsage', { detail: `--ns-root: ${problem}` });
  return normalNsRoot(root);
}

/** One rewritten declaration: where it is in the rewritten text, and how much longer it got. */
interface Edit {
  line: number;
  /** Columns of the value in the rewritten text: `start` its first character, `end` just after it. */
  start: number;
  end: number;
  delta: number;
}

/** A document with its declarations rewritten, and the way back to the client's columns. */
interface Rewritten {
  text: string;
  edits: Edit[];
}

/** Rewrites the declarations `map` gives a new URI for; undefined when none changes. */
function rewriteDeclarations(text: string, map: (uri: string) => string | undefined): Rewritten | undefined {
  const spans = namespaceDeclarations(text);
  if (!spans) return undefined;
  const positions = new PositionTracker(text);
  const pieces: string[] = [];
  const edits: Edit[] = [];
  let copied = 0;
  let line = 0;
  let shift = 0;
  for (const span of spans) {
    const uri = map(text.slice(span.start, span.end));
    if (uri === undefined) continue;
    pieces.push(text.slice(copied, span.start), uri);
    copied = span.end;
    const at = positions.at(span.start);
    if (at.line !== line) [line, shift] = [at.line, 0];
    const start = at.column + shift;
    const delta = uri.length - (span.end - span.start);
    edits.push({ line, start, end: start + uri.length, delta });
    shift += delta;
  }
  if (edits.length === 0) return undefined;
  pieces.push(text.slice(copied));
  return { text: pieces.join(''), edits };
}

/** The client's column of a column of the rewritten text. */
function clientColumn(edits: readonly Edit[], line: number, column: number): number {
  let shift = 0;
  for (const edit of edits) {
    if (edit.line !== line) continue;
    if (column >= edit.end) shift += edit.delta;
    else return column > edit.start ? edit.start - shift : column - shift;
  }
  return column - shift;
}

/** The two directions between the client's namespaces and the codecs'. */
interface Rebase {
  /** A request's namespace as the codecs read it (undefined: unchanged). */
  inward(uri: string): string | undefined;
  /** An answer's namespace as the client reads it (undefined: unchanged). */
  outward(uri: string): string | undefined;
  /** A message of the codecs in the client's namespaces. */
  message(text: string): string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function rebaseOnto(root: string): Rebase {
  const moved = (uri: string, from: string, to: string): string | undefined => {
    const api = parseApiNamespace(uri, from);
    return api ? apiNamespace(api.version, api.schema, to) : undefined;
  };
  const pattern = new RegExp(`(${escape(FOREIGN_ROOT)}|${escape(DEFAULT_NS_ROOT)})/`, 'g');
  return {
    inward: (uri) => moved(uri, root, DEFAULT_NS_ROOT) ?? moved(uri, DEFAULT_NS_ROOT, FOREIGN_ROOT),
    outward: (uri) => moved(uri, DEFAULT_NS_ROOT, root) ?? moved(uri, FOREIGN_ROOT, DEFAULT_NS_ROOT),
    message: (text) => text.replace(pattern, (_match, found: string) => `${found === FOREIGN_ROOT ? DEFAULT_NS_ROOT : root}/`),
  };
}

/** The input rewritten for the codec, kept as bytes when given as bytes (the codec reads bytes as UTF-8 only). */
function inwardInput(input: string | Uint8Array, rebase: Rebase): { input: string | Uint8Array; edits: Edit[] } | undefined {
  let text: string;
  try {
    text = typeof input === 'string' ? input : new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    return undefined; // not UTF-8: the codec says so, at the right place
  }
  const rewritten = rewriteDeclarations(text, rebase.inward);
  if (!rewritten) return undefined;
  return { input: typeof input === 'string' ? rewritten.text : new TextEncoder().encode(rewritten.text), edits: rewritten.edits };
}

function rebaseDocument(document: ServerDocument, rebase: Rebase): ServerDocument {
  const issues = (found: ServerIssue[]): ServerIssue[] => found.map((issue) => ({ ...issue, message: rebase.message(issue.message) }));
  return {
    schema: document.schema,
    version: document.version,
    root: document.root,
    namespace: rebase.outward(document.namespace) ?? document.namespace,
    decode(input, options) {
      // A document naming no API namespace is decoded as it is; its messages are rebased all the
      // same (review r27 server M1: `<case/>` was told the default root's namespace).
      const inward = inwardInput(input, rebase);
      try {
        return document.decode(inward?.input ?? input, options);
      } catch (error) {
        if (!(error instanceof DecodeError)) throw error;
        const column = inward ? clientColumn(inward.edits, error.line, error.column) : error.column;
        throw new DecodeError(error.code, rebase.message(error.message), error.line, column, error.path, error.detail);
      }
    },
    encode(value, options) {
      const xml = document.encode(value, options);
      return rewriteDeclarations(xml, rebase.outward)?.text ?? xml;
    },
    validate: (value, options) => issues(document.validate(value, options)),
  };
}

/**
 * The route table with every document (requests, multipart parts, answers, error documents) in
 * the namespaces under `root`; the table itself when `root` is the default root.
 * @example rebaseRouteTable(table, 'https://staging.example.com/api').routes.createNote.request
 */
export function rebaseRouteTable(table: ServerRouteTable, root: string): ServerRouteTable {
  const target = checkNamespaceRoot(root);
  if (target === DEFAULT_NS_ROOT) return table;
  const rebase = rebaseOnto(target);
  // Routes share documents: each is wrapped once.
  const wrapped = new Map<ServerDocument, ServerDocument>();
  const wrap = (document: ServerDocument): ServerDocument => {
    let found = wrapped.get(document);
    if (!found) wrapped.set(document, (found = rebaseDocument(document, rebase)));
    return found;
  };
  const part = (candidate: ServerPart): ServerPart => (candidate.document ? { ...candidate, document: wrap(candidate.document) } : candidate);
  const request = (body: ServerRequestBody): ServerRequestBody => {
    if (body.kind === 'xml') return { ...body, documents: body.documents.map(wrap) };
    if (body.kind === 'multipart') return { ...body, parts: body.parts.map(part) };
    return body;
  };
  const response = (answer: ServerResponse): ServerResponse => (answer.document ? { ...answer, document: wrap(answer.document) } : answer);
  const route = (entry: ServerRoute): ServerRoute => ({
    ...entry,
    ...(entry.request ? { request: request(entry.request) } : {}),
    responses: entry.responses.map(response),
  });
  const errors = Object.fromEntries(Object.entries(table.errors).map(([kind, document]) => [kind, document ? wrap(document) : document]));
  return {
    generation: table.generation,
    nsRoot: target,
    routes: Object.fromEntries(Object.entries(table.routes).map(([operationId, entry]) => [operationId, route(entry)])),
    errors,
  };
}
