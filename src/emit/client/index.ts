/**
 * The `client` target: `<generation>/client.ts`, a typed `fetch` client of the generation's
 * endpoint descriptors: one method per operation (`FleetcaseClient`), request documents encoded,
 * answers and error documents decoded, legacy client-credentials and OAuth password-flow
 * authentication with token renewal. It imports only the generation's codecs and types and the
 * runtime's `ClientError` (one class for every generation's client), so it runs in browsers
 * too. A generation without endpoint descriptors (a `--schemas` set) gets no client
 * (../generate.ts `targetsOf`).
 */
import { fail } from '../../errors.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { importDeclaration } from '../print/code.js';
import { documentUses, errorDocuments, operationModels, type OperationModel } from '../routes/model.js';
import type { EmitTarget } from '../target.js';
import { renderTemplate } from '../templates.js';
import {
  CLIENT_OWN_METHODS,
  printClientInterface,
  printErrorDecoders,
  printErrorDocument,
  printOperations,
  printRequests,
  printResults,
  printTokenOperations,
} from './print-client.js';

/** The runtime's ClientError, the codec functions and the type names the module imports. */
function imports(context: EmitContext, operations: readonly OperationModel[]): string[] {
  const functions = new Set<string>();
  const types = new Set<string>();
  for (const operation of operations) {
    const body = operation.body;
    const sent = body.kind === 'xml' ? body.documents : body.kind === 'multipart' ? body.parts.flatMap((part) => (part.document ? [part.document] : [])) : [];
    for (const document of sent) {
      functions.add(document.root.encode);
      types.add(document.root.stem);
    }
    const decode = operation.responses.find((response) => response.success && response.document)?.document;
    if (decode) functions.add(decode.root.decode);
    for (const response of operation.responses) if (response.success && response.document) types.add(response.document.root.stem);
  }
  for (const error of errorDocuments(context)) {
    functions.add(error.entry.decode);
    types.add(error.entry.stem);
  }
  return [
    // The runtime's one ClientError, shared by the clients of every generation.
    importDeclaration(['ClientError as RuntimeClientError'], context.options.runtimeImport),
    importDeclaration(['ClientErrorClass'], context.options.runtimeImport, true),
    functions.size > 0 ? importDeclaration(functions, './codecs.js') : '',
    importDeclaration(['DecodeOptions'], './codecs.js', true),
    types.size > 0 ? importDeclaration(types, './types.js', true) : '',
  ].filter((line) => line !== '');
}

/** Emits `client.ts`. */
function emitClient(context: EmitContext): string {
  const operations = operationModels(context, documentUses(context), { upload: 'ClientUpload', oauthToken: 'ClientOAuthToken' });
  for (const operation of operations) {
    if ((CLIENT_OWN_METHODS as readonly string[]).includes(operation.id)) {
      fail('EmitFailed', { file: operation.endpoint.source.file, detail: `operation id '${operation.id}' clashes with the client's own method of that name` });
    }
  }
  return renderTemplate('client', 'file', {
    generation: context.generation.id,
    generationLiteral: stringLiteral(context.generation.id),
    imports: imports(context, operations).join('\n'),
    errorDocument: printErrorDocument(context),
    requests: printRequests(operations),
    results: printResults(operations),
    clientInterface: printClientInterface(operations),
    operations: printOperations(operations),
    errorDecoders: printErrorDecoders(context),
    tokenOperations: printTokenOperations(operations),
  });
}

/** The target entry for ../targets.ts. */
export const clientTarget: EmitTarget = {
  name: 'client',
  file: 'client.ts',
  requires: ['types', 'codecs'],
  describe: 'typed fetch client: one method per operation, both auth schemes with token renewal',
  emit: emitClient,
};
