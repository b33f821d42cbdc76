/**
 * Which XML documents an endpoint exchanges, and whether a given document is one of them: the
 * check behind `endpoint-mismatch`, made by `fleetcase validate --endpoint` (on a parsed
 * document) and by the generated `validate*` functions (on a typed value) through this one
 * definition. Plain TypeScript, as the rest of the rule layer.
 */
import type { EndpointDocument, EndpointDocuments } from '../../schema/descriptors/endpoint-documents.js';

export type { EndpointDocument, EndpointDocuments };

/** "a CaseRequest <case> document", "an EstimateRequest <estimate|items> document". */
function describeDocument(schema: string, roots: string): string {
  return `${/^[AEIOU]/.test(schema) ? 'an' : 'a'} ${schema} <${roots}> document`;
}

function describeAll(list: readonly EndpointDocument[], kind: string): string {
  return list.map((body) => describeDocument(body.schema, body.roots.join('|') || '…')).join(' or ') + kind;
}

/**
 * True when another endpoint of the generation takes `root` of `schema` as its request: then
 * this endpoint's narrower roots are a fact of the API (`items` is for creation, an update takes
 * one `item`), not a root the schema lacks, which the XSD and the rules report
 * (multi-item-root-unsupported).
 */
function rootTakenElsewhere(endpoints: readonly EndpointDocuments[], schema: string, root: string): boolean {
  return endpoints.some((other) => other.takes.some((body) => body.schema === schema && body.roots.includes(root)));
}

/**
 * Undefined when `endpoint` takes the document (`given`: its schema and root element) as its
 * request, or answers with it (a response fixture checked against the endpoint that returns
 * it); else the `endpoint-mismatch` message: what the endpoint takes and answers instead.
 * `endpoints` are all of the generation's (a root another endpoint takes is not this one's).
 * @example endpointMismatch(ENDPOINTS, notesEndpoint, { schema: 'CaseRequest', root: 'case' }) // 'POST /case/{case_id}/notes takes a NoteRequest <note> document (request); …, not a CaseRequest <case> document'
 */
export function endpointMismatch(
  endpoints: readonly EndpointDocuments[],
  endpoint: EndpointDocuments,
  given: { schema: string; root: string },
): string | undefined {
  const asRequest = endpoint.takes.some(
    (body) =>
      body.schema === given.schema &&
      (body.roots.length === 0 || body.roots.includes(given.root) || !rootTakenElsewhere(endpoints, given.schema, given.root)),
  );
  const asAnswer = endpoint.answers.some(
    (body) => body.schema === given.schema && (body.roots.length === 0 || body.roots.includes(given.root)),
  );
  if (asRequest || asAnswer) return undefined;
  const expected = [
    endpoint.takes.length ? describeAll(endpoint.takes, ' (request)') : 'no XML request body',
    ...(endpoint.answers.length ? [`answers ${describeAll(endpoint.answers, '')}`] : []),
  ].join('; ');
  return `${endpoint.method} ${endpoint.path} takes ${expected}, not ${describeDocument(given.schema, given.root)}`;
}
