/**
 * The `routes` target: `<generation>/routes.ts`, the route table of the generation's endpoint
 * descriptors (method, path and aliases, parameters, query filters and sort, page size, request
 * and response documents with their codecs and validators, success status, accepted credentials)
 * and typed handler signatures (`RouteHandlers`): a handler receives decoded, validated values and
 * returns typed replies. `src/server` registers such a table on Fastify.
 */
import type { EmitContext } from '../context.js';
import { importDeclaration } from '../print/code.js';
import type { EmitTarget } from '../target.js';
import { renderTemplate } from '../templates.js';
import { documentUses, operationModels } from './model.js';
import { printDocumentConstant, printHandledAlias, printOperationsInterface, printRouteTable, printRoutes } from './print-routes.js';

/** Emits `routes.ts`. */
function emitRoutes(context: EmitContext): string {
  const documents = documentUses(context);
  const operations = operationModels(context, documents, { upload: 'RouteUpload', oauthToken: 'RouteOAuthToken' });
  const uses = [...documents.values()];
  const imports = [
    uses.length > 0 ? importDeclaration(uses.flatMap((use) => [use.root.decode, use.root.encode]), './codecs.js') : '',
    importDeclaration(['DecodeOptions', 'EncodeOptions'], './codecs.js', true),
    uses.length > 0 ? importDeclaration(uses.map((use) => use.root.validate), './validators.js') : '',
    importDeclaration(['ValidateOptions'], './validators.js', true),
    uses.length > 0 ? importDeclaration(uses.map((use) => use.root.stem), './types.js', true) : '',
  ].filter((line) => line !== '');
  const handled = operations.filter((operation) => !operation.authEndpoint).map((operation) => operation.id);
  return renderTemplate('routes', 'file', {
    generation: context.generation.id,
    imports: imports.join('\n'),
    handledAlias: printHandledAlias(handled),
    documents: uses.map((use) => printDocumentConstant(use, context)),
    operations: printOperationsInterface(operations),
    routes: printRoutes(operations),
    table: printRouteTable(context, documents),
  });
}

/** The target entry for ../targets.ts. */
export const routesTarget: EmitTarget = {
  name: 'routes',
  file: 'routes.ts',
  requires: ['types', 'codecs', 'validators'],
  describe: 'route table of the endpoint descriptors and typed handler signatures (RouteHandlers)',
  emit: emitRoutes,
};
