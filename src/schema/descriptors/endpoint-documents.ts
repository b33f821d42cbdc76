/**
 * The XML documents an endpoint exchanges, read from its descriptor: what `--endpoint` and the
 * generated validators check a document against (`endpoint-mismatch`), and what the generated
 * validators list per endpoint.
 */
import type { IrEndpoint } from '../../ir/index.js';

/** A document an endpoint takes or answers with: its schema and root elements (none listed: any). */
export interface EndpointDocument {
  schema: string;
  roots: readonly string[];
}

/** The XML an endpoint exchanges: request bodies (or XML parts) and response or error documents. */
export interface EndpointDocuments {
  method: string;
  path: string;
  takes: readonly EndpointDocument[];
  answers: readonly EndpointDocument[];
}

/**
 * The XML documents `endpoint` takes (its request body, or the XML parts of a multipart body)
 * and answers with (its responses and error documents), in descriptor order.
 */
export function endpointDocuments(endpoint: IrEndpoint): EndpointDocuments {
  const request = endpoint.request;
  const takes = !request
    ? []
    : request.schema
      ? [{ schema: request.schema, roots: request.roots ?? [] }]
      : (request.parts ?? [])
          .filter((part) => part.schema)
          .map((part) => ({ schema: part.schema!, roots: part.root ? [part.root] : [] }));
  const answers = endpoint.responses
    .filter((response) => response.schema)
    .map((response) => ({ schema: response.schema!, roots: response.root ? [response.root] : [] }));
  return { method: endpoint.method, path: endpoint.path, takes, answers };
}
