/**
 * The printed sections of `routes.ts`: one document constant per root the endpoints use, the
 * `RouteOperations` interface (the typed signature of every operation), the `ROUTES` table and
 * `ROUTE_TABLE`.
 */
import type { IrParam } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { schemaPhrase, type RootEntry } from '../naming/root-names.js';
import { docComment, fits } from '../print/code.js';
import { ERROR_DOCUMENTS, replyType, type DocumentUse, type OperationModel } from './model.js';
import { code, object, printLiteral, type Literal } from './print-literal.js';
import { printMember, type TypeMember } from './type-node.js';

/** `const DOCUMENT_X = routeDocument({ … });` for one root. */
export function printDocumentConstant(use: DocumentUse, context: EmitContext): string {
  const { root } = use;
  const doc = docComment(0, `The \`${root.local}\` document of ${schemaPhrase(root)}.`);
  const value = object(
    [
      ['schema', root.schema.name],
      ['version', root.schema.version],
      ['root', root.local],
      ['namespace', root.schema.namespace],
      ['decode', code(root.decode)],
      ['encode', code(root.encode)],
      ['validate', code(root.validate)],
    ],
    true,
  );
  void context;
  return `${doc}${printLiteral(value, 0, `const ${use.constant} = routeDocument(`, ');')}`;
}

/** `export interface RouteOperations { … }`. */
export function printOperationsInterface(operations: readonly OperationModel[]): string {
  if (operations.length === 0) return 'export interface RouteOperations {}';
  const blocks = operations.map((operation) => {
    const members: TypeMember[] = [
      { name: 'params', type: operation.params },
      { name: 'query', type: operation.query },
      { name: 'body', type: operation.body.kind === 'none' ? 'undefined' : operation.body.type },
      { name: 'reply', type: replyType(operation) },
    ];
    return `${docComment(2, operation.endpoint.doc)}  ${operation.id}: {\n${members.map((member) => printMember(4, member)).join('\n')}\n  };`;
  });
  return `export interface RouteOperations {\n${blocks.join('\n')}\n}`;
}

function params(list: readonly IrParam[]): Literal {
  return list.map((param) =>
    object([
      ['name', param.name],
      ['type', param.type],
      ['required', param.required],
      ['format', param.format],
    ]),
  );
}

function requestLiteral(operation: OperationModel): Literal | undefined {
  const body = operation.body;
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'xml':
      return object([
        ['kind', 'xml'],
        ['required', body.required],
        ['documents', body.documents.map((document) => code(document.constant))],
      ]);
    case 'multipart':
      return object([
        ['kind', 'multipart'],
        ['required', body.required],
        [
          'parts',
          body.parts.map((part) =>
            object([
              ['name', part.part.name],
              ['required', part.part.required],
              ['document', part.document ? code(part.document.constant) : undefined],
              ['contentTypes', part.part.contentTypes ? [...part.part.contentTypes] : undefined],
            ]),
          ),
        ],
      ]);
    case 'form':
    case 'json':
      return object([
        ['kind', body.kind],
        ['required', body.required],
        ['fields', params(body.fields)],
      ]);
  }
}

function routeLiteral(operation: OperationModel): Literal {
  const { endpoint } = operation;
  return object(
    [
      ['operationId', endpoint.operationId],
      ['method', endpoint.method],
      ['path', endpoint.path],
      ['aliases', [...endpoint.aliases]],
      ['base', endpoint.base],
      ['pathParams', params(endpoint.pathParams)],
      ['query', params(endpoint.query)],
      ['sort', operation.sort ? object([['param', operation.sort.param], ['fields', [...operation.sort.fields]]]) : undefined],
      ['pageSize', endpoint.pageSize],
      ['order', endpoint.order],
      ['request', requestLiteral(operation)],
      [
        'responses',
        operation.responses.map((response) =>
          object([
            ['status', [...response.response.status]],
            ['document', response.document ? code(response.document.constant) : undefined],
            ['json', response.response.fields ? [...response.response.fields] : undefined],
          ]),
        ),
      ],
      ['success', operation.success],
      ['auth', [...endpoint.auth]],
      ['rules', endpoint.rules.map((rule) => object([['kind', rule.kind], ['rule', rule.rule], ['fields', [...rule.fields]]]))],
    ],
    true,
  );
}

/** `export const ROUTES: … = { … };`. */
export function printRoutes(operations: readonly OperationModel[]): string {
  const value = object(
    operations.map((operation) => [operation.id, routeLiteral(operation)] as const),
    true,
  );
  return printLiteral(value, 0, 'export const ROUTES: { readonly [Op in RouteOperationId]: RouteDefinition } = ', ';');
}

/** `export const ROUTE_TABLE: RouteTable = { … };`. */
export function printRouteTable(context: EmitContext, documents: Map<RootEntry, DocumentUse>): string {
  const errors = ERROR_DOCUMENTS.map((error) => {
    const use = [...documents.values()].find((candidate) => candidate.root.schema.name === error.schema && candidate.root.local === error.root);
    return [error.name, use ? code(use.constant) : undefined] as const;
  });
  const value = object(
    [
      ['generation', context.generation.id],
      ['nsRoot', context.generation.nsRoot],
      ['routes', code('ROUTES')],
      ['errors', object(errors, true)],
    ],
    true,
  );
  return printLiteral(value, 0, 'export const ROUTE_TABLE: RouteTable = ', ';');
}

/** `export type RouteHandledOperationId = …;` (prettier's broken union when long). */
export function printHandledAlias(ids: readonly string[]): string {
  const members = ids.length === 0 ? ['never'] : ids.map((id) => `'${id}'`);
  const one = `export type RouteHandledOperationId = ${members.join(' | ')};`;
  if (fits(0, one) || members.length === 1) return one;
  return `export type RouteHandledOperationId =\n${members.map((item) => `  | ${item}`).join('\n')};`;
}
