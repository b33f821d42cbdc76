/**
 * `--endpoint "METHOD /path"` -> the endpoint of the document's generation (findEndpoint of the
 * descriptors), checked to take this kind of document: its XML request body (or an XML part of a
 * multipart body) must be the document's schema and root element, or the document is one the
 * endpoint answers with (a response or error document). The result is what the rule layer's
 * endpoint-dependent rules match on.
 */
import { findEndpoint } from '../schema/descriptors/find-endpoint.js';
import { endpointDocuments } from '../schema/descriptors/endpoint-documents.js';
import { endpointMismatch } from './rules/endpoint-documents.js';
import type { EndpointRef } from './rules/index.js';
import type { Issue } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import { endpointsOf, type SchemaIndex } from './schema-index.js';

/** The endpoint for the rule context, or the issue that stops the document. */
export type EndpointResolution = { endpoint: EndpointRef; issue?: undefined } | { issue: Issue; endpoint?: undefined };

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
  const message = endpointMismatch(endpoints.map(endpointDocuments), endpointDocuments(endpoint), given);
  if (message) return { issue: pipelineIssue('endpoint-mismatch', message, at) };
  return { endpoint: { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId } };
}
