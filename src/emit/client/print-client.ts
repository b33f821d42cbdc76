/**
 * The printed sections of `client.ts`: `ClientRequests` and `ClientResults` (what each call takes
 * and resolves to), the `FleetcaseClient` interface, the `OPERATIONS` table the session sends
 * from, and the error decoders.
 */
import { stringLiteral } from '../naming/identifiers.js';
import { docComment, typeAlias } from '../print/code.js';
import { errorDocuments, type OperationModel } from '../routes/model.js';
import { code, object, printLiteral, type Literal } from '../routes/print-literal.js';
import { allOptional, isEmpty, literal, printMember, union, type TypeMember, type TypeNode } from '../routes/type-node.js';
import type { EmitContext } from '../context.js';

/** Names the client module declares besides one method per operation. */
export const CLIENT_OWN_METHODS = ['download', 'token'] as const;

/** What a call of the operation takes. */
export function requestType(operation: OperationModel): TypeNode {
  const members: TypeMember[] = [];
  if (!isEmpty(operation.params)) members.push({ name: 'params', type: operation.params });
  if (!isEmpty(operation.query)) members.push({ name: 'query', optional: allOptional(operation.query), type: operation.query });
  if (operation.body.kind !== 'none') members.push({ name: 'body', optional: !operation.body.required, type: operation.body.type });
  return literal(members);
}

// endpoints.json says "decided 200" in the doc of each success response whose code SPEC.md does
// not give ("each such response says so", the file's doc); a code SPEC.md states has no such note.
const DECIDED_STATUS = /\bdecided 2\d\d\b/;

/**
 * True when SPEC.md states no success code for the operation (case create and update, notes,
 * attachments, service requests, version create, the token calls): the client then takes any
 * 2xx as success, since a server answering `201 Created` has still created the resource.
 */
export function successUnstated(operation: OperationModel): boolean {
  return operation.responses.some((response) => response.success && DECIDED_STATUS.test(response.response.doc ?? ''));
}

/** What the method's doc adds for an operation of {@link successUnstated}. */
const UNSTATED_DOC = 'Any 2xx succeeds (SPEC.md states no success code).';

/** What a call of the operation resolves to: the success document, the JSON, or `{ status }`. */
export function resultType(operation: OperationModel): TypeNode {
  const successes = operation.responses.filter((response) => response.success);
  const types = successes.map((response) => response.bodyType ?? literal([{ name: 'status', type: response.response.status.filter((status) => status < 400).join(' | ') }]));
  return union(types);
}

function interfaceOf(name: string, members: readonly string[]): string {
  return members.length === 0 ? `export interface ${name} {}` : `export interface ${name} {\n${members.join('\n')}\n}`;
}

/** `export interface ClientRequests { … }`. */
export function printRequests(operations: readonly OperationModel[]): string {
  return interfaceOf('ClientRequests', operations.map((operation) => printMember(2, { name: operation.id, type: requestType(operation) })));
}

/** `export interface ClientResults { … }`. */
export function printResults(operations: readonly OperationModel[]): string {
  return interfaceOf('ClientResults', operations.map((operation) => printMember(2, { name: operation.id, type: resultType(operation) })));
}

/** `export interface FleetcaseClient { … }`. */
export function printClientInterface(operations: readonly OperationModel[]): string {
  const methods = operations.map((operation) => {
    const doc = successUnstated(operation) ? `${operation.endpoint.doc ?? ''}\n\n${UNSTATED_DOC}` : operation.endpoint.doc;
    return `${docComment(2, doc)}  ${operation.id}: ClientMethod<${stringLiteral(operation.id)}>;`;
  });
  methods.push(
    '  /** Fetches the content a `downloadURL` addresses, with the client\'s credentials. */',
    '  download(url: string, options?: ClientCallOptions): Promise<ClientDownload>;',
    '  /** The bearer token the next request carries (obtained first when needed). */',
    '  token(): Promise<string | undefined>;',
  );
  return interfaceOf('FleetcaseClient', methods);
}

function requestLiteral(operation: OperationModel): Literal | undefined {
  const body = operation.body;
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'xml':
      if (body.documents.length === 1) return object([['kind', 'xml'], ['encode', code(body.documents[0]!.root.encode)]]);
      return object([
        ['kind', 'roots'],
        ['roots', object(body.documents.map((document) => [document.root.local, code(document.root.encode)] as const))],
      ]);
    case 'multipart':
      return object([
        ['kind', 'multipart'],
        ['parts', body.parts.map((part) => object([['name', part.part.name], ['encode', part.document ? code(part.document.root.encode) : undefined]]))],
      ]);
    case 'form':
    case 'json':
      return object([['kind', body.kind]]);
  }
}

function operationLiteral(operation: OperationModel): Literal {
  const { endpoint } = operation;
  const decode = operation.responses.find((response) => response.success && response.document)?.document;
  const json = operation.responses.some((response) => response.success && response.response.contentType === 'application/json');
  return object(
    [
      ['id', operation.id],
      ['method', endpoint.method],
      ['path', endpoint.path],
      ['base', endpoint.base],
      ['auth', [...endpoint.auth]],
      ['success', [...operation.successStatuses]],
      ['anySuccess', successUnstated(operation) ? true : undefined],
      ['request', requestLiteral(operation)],
      ['decode', decode ? code(decode.root.decode) : undefined],
      ['json', json ? true : undefined],
    ],
    true,
  );
}

/** `const OPERATIONS = { … } satisfies Record<string, ClientOperation>;`. */
export function printOperations(operations: readonly OperationModel[]): string {
  const value = object(operations.map((operation) => [operation.id, operationLiteral(operation)] as const), true);
  return printLiteral(value, 0, 'const OPERATIONS = ', ' satisfies Record<string, ClientOperation>;');
}

/** `const ERROR_DECODERS: ClientErrorDecoders = { … };`. */
export function printErrorDecoders(context: EmitContext): string {
  const value = object(errorDocuments(context).map((error) => [error.name, code(error.entry.decode)] as const), true);
  return printLiteral(value, 0, 'const ERROR_DECODERS: ClientErrorDecoders = ', ';');
}

/** `export type ClientErrorDocument = …;`. */
export function printErrorDocument(context: EmitContext): string {
  const stems = errorDocuments(context).map((error) => error.entry.stem);
  return typeAlias('ClientErrorDocument', stems.length === 0 ? ['never'] : stems);
}

/** `const TOKEN_OPERATIONS = { legacy, oauth };`: the operations the session obtains tokens with. */
export function printTokenOperations(operations: readonly OperationModel[]): string {
  const legacy = operations.find((operation) => operation.endpoint.auth.includes('basic'));
  const oauth = operations.find((operation) => operation.endpoint.base === 'auth');
  const value = object([
    ['legacy', legacy ? code(`OPERATIONS.${legacy.id}`) : undefined],
    ['oauth', oauth ? code(`OPERATIONS.${oauth.id}`) : undefined],
  ]);
  return printLiteral(value, 0, 'const TOKEN_OPERATIONS: { legacy?: ClientOperation; oauth?: ClientOperation } = ', ';');
}
