/**
 * `--endpoint "METHOD /path"` -> the endpoint of the document's generation (findEndpoint of the
 * descriptors), checked to take this kind of document: its XML request body (or an XML part of a
 * multipart body) must be the document's schema and root element, or the document is one the
 * endpoint answers with (a response or error document). The result is what the rule layer's
 * endpoint-dependent rules match on.
 */
import type { IrEndpoint } from '../ir/index.js';
import { describeEndpoint, findEndpoint } from '../schema/descriptors/find-endpoint.js';
import type { EndpointRef } from './rules/index.js';
import type { Issue } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import { endpointsOf, type SchemaIndex } from './schema-index.js';

/** The endpoint for the rule context, or the issue that stops the document. */
export type EndpointResolution = { endpoint: EndpointRef; issue?: undefined } | { issue: Issue; endpoint?: undefined };

function bodies(endpoint: IrEndpoint): Array<{ schema: string; roots: string[] }> {
  const request = endpoint.request;
  if (!request) return [];
  if (request.schema) return [{ schema: request.schema, roots: request.roots ?? [] }];
  return (request.parts ?? []).filter((part) => part.schema).map((part) => ({ schema: part.schema!, roots: part.root ? [part.root] : [] }));
}

/** The XML documents an endpoint answers with (its responses and error documents). */
function answers(endpoint: IrEndpoint): Array<{ schema: string; roots: string[] }> {
  return endpoint.responses.filter((response) => response.schema).map((response) => ({ schema: response.schema!, roots: response.root ? [response.root] : [] }));
}

/**
 * True when another endpoint of the generation takes `root` of `schema` as its request: then
 * this endpoint's narrower roots are a fact of the API (`items` is for creation, an update takes
 * one `item`), not a root the schema lacks, which the XSD and the rules report
 * (multi-item-root-unsupported).
 */
function rootTakenElsewhere(endpoints: readonly IrEndpoint[], schema: string, root: string): boolean {
  return endpoints.some((other) => bodies(other).some((body) => body.schema === schema && body.roots.includes(root)));
}

/** "a CaseRequest", "an EstimateRequest". */
function document(schema: string, roots: string): string {
  return `${/^[AEIOU]/.test(schema) ? 'an' : 'a'} ${schema} <${roots}> document`;
}

function describeBodies(kind: string, list: ReadonlyArray<{ schema: string; roots: string[] }>): string {
  return list.map((body) => document(body.schema, body.roots.join('|') || '…')).join(' or ') + kind;
}

/**
 * Resolves `spec` in `generation` for a document of `schema` with root `root`. The document is
 * the endpoint's request body, or one of its responses (a response fixture checked against the
 * endpoint that returns it); anything else is an `endpoint-mismatch`.
 */
export function resolveEndpoint(
  index: SchemaIndex,
  spec: string,
  generation: string,
  given: { schema: string; root: string },
  at: { path: string; line: number; column: number },
): EndpointResolution {
  const endpoints = endpointsOf(index, generation);
  const endpoint = findEndpoint(endpoints, spec);
  if (!endpoint) {
    return { issue: pipelineIssue('endpoint-unknown', PIPELINE_MESSAGES['endpoint-unknown']({ endpoint: spec.trim(), generation }), at) };
  }
  const requests = bodies(endpoint).filter((body) => body.schema === given.schema);
  const asRequest = requests.some(
    (body) => body.roots.length === 0 || body.roots.includes(given.root) || !rootTakenElsewhere(endpoints, given.schema, given.root),
  );
  const asAnswer = answers(endpoint).some(
    (body) => body.schema === given.schema && (body.roots.length === 0 || body.roots.includes(given.root)),
  );
  if (!asRequest && !asAnswer) {
    const takes = bodies(endpoint);
    const gives = answers(endpoint);
    const expected = [
      takes.length ? describeBodies(' (request)', takes) : 'no XML request body',
      ...(gives.length ? [`answers ${describeBodies('', gives)}`] : []),
    ].join('; ');
    const message = PIPELINE_MESSAGES['endpoint-mismatch']({
      endpoint: describeEndpoint(endpoint),
      expected,
      actual: document(given.schema, given.root),
    });
    return { issue: pipelineIssue('endpoint-mismatch', message, at) };
  }
  return { endpoint: { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId } };
}
