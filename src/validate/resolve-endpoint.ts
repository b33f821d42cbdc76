/**
 * `--endpoint "METHOD /path"` -> the endpoint of the document's generation (findEndpoint of the
 * descriptors), checked to take this kind of document: its XML request body (or an XML part of a
 * multipart body) must be the document's schema and root element. The result is what the rule
 * layer's endpoint-dependent rules match on.
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

/** Resolves `spec` in `generation` for a document of `schema` with root `root`. */
export function resolveEndpoint(
  index: SchemaIndex,
  spec: string,
  generation: string,
  document: { schema: string; root: string },
  at: { path: string; line: number; column: number },
): EndpointResolution {
  const endpoint = findEndpoint(endpointsOf(index, generation), spec);
  if (!endpoint) {
    return { issue: pipelineIssue('endpoint-unknown', PIPELINE_MESSAGES['endpoint-unknown']({ endpoint: spec.trim(), generation }), at) };
  }
  const accepted = bodies(endpoint);
  // A wrong root of the right schema is left to the XSD and the rules (multi-item-root-unsupported).
  const fits = accepted.some((body) => body.schema === document.schema);
  if (!fits) {
    const expected = accepted.length
      ? accepted.map((body) => `a ${body.schema} <${body.roots.join('|') || '…'}> document`).join(' or ')
      : 'no XML request body';
    const message = PIPELINE_MESSAGES['endpoint-mismatch']({
      endpoint: describeEndpoint(endpoint),
      expected,
      actual: `a ${document.schema} <${document.root}> document`,
    });
    return { issue: pipelineIssue('endpoint-mismatch', message, at) };
  }
  return { endpoint: { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId } };
}
