/**
 * The context a migration guide gives each document type and endpoint of a diff report: which
 * endpoints carry a document, what an endpoint takes and answers, and the finding counts.
 */
import type { IrEndpoint, IrGeneration } from '../ir/index.js';
import { describeEndpoint } from '../schema/descriptors/index.js';
import { routeShape } from '../schema/descriptors/path-template.js';
import type { Direction, Level, Subject } from './changes.js';
import type { Finding } from './classify.js';
import { catalogDocuments } from './documents.js';

/** Counts by level. */
export type LevelCounts = Record<Level, number>;

/** A document type as the guide introduces it. */
export interface DocumentContext {
  schema: string;
  direction: Direction;
  /** `"METHOD /path"` of the endpoints (of either side) that carry it as request or success response. */
  endpoints: string[];
  /** How many endpoints (of either side) answer errors with it. */
  errorOf: number;
  counts: LevelCounts;
}

/** An endpoint as the guide introduces it. */
export interface EndpointContext {
  endpoint: string;
  operationId: string;
  request?: string;
  responses: string[];
  counts: LevelCounts;
}

/** Counts findings by level. */
export function count(findings: readonly Finding[]): LevelCounts {
  const counts: LevelCounts = { breaking: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.level]++;
  return counts;
}

/** An endpoint's route: method plus path shape (parameter names erased). */
export function routeKey(method: string, path: string): string {
  return `${method} ${routeShape(path)}`;
}

/** The documents (schema and root) an endpoint carries; error answers only when `errors`. */
export function carried(
  endpoint: IrEndpoint,
  errors = true,
): Array<{ schema: string; root?: string }> {
  const out: Array<{ schema: string; root?: string }> = [];
  for (const root of endpoint.request?.schema ? (endpoint.request.roots ?? [undefined]) : [])
    out.push({ schema: endpoint.request!.schema!, ...(root ? { root } : {}) });
  for (const part of endpoint.request?.parts ?? [])
    if (part.schema) out.push({ schema: part.schema, ...(part.root ? { root: part.root } : {}) });
  for (const response of endpoint.responses)
    if (response.schema && (errors || response.status.some((status) => status < 400)))
      out.push({ schema: response.schema, ...(response.root ? { root: response.root } : {}) });
  return out;
}

/** Each document type that has findings, with the endpoints carrying it. */
export function documentContexts(
  sides: readonly IrGeneration[],
  findings: readonly Finding[],
): DocumentContext[] {
  const catalog = catalogDocuments(sides);
  const schemas = [
    ...new Set(
      findings.flatMap((finding) =>
        finding.subject.kind === 'document' ? [finding.subject.schema] : [],
      ),
    ),
  ].sort();
  return schemas.map((schema) => {
    const endpoints = new Set<string>();
    const errors = new Set<string>();
    for (const side of sides) {
      for (const endpoint of side.endpoints) {
        if (carried(endpoint, false).some((body) => body.schema === schema))
          endpoints.add(describeEndpoint(endpoint));
        else if (carried(endpoint).some((body) => body.schema === schema))
          errors.add(describeEndpoint(endpoint));
      }
    }
    const own = findings.filter(
      (finding) => finding.subject.kind === 'document' && finding.subject.schema === schema,
    );
    return {
      schema,
      direction: catalog.direction(schema),
      endpoints: [...endpoints].sort(),
      errorOf: errors.size,
      counts: count(own),
    };
  });
}

/** Each endpoint that has findings, with its bodies. */
export function endpointContexts(
  sides: readonly IrGeneration[],
  findings: readonly Finding[],
): EndpointContext[] {
  const keys = new Map<string, Extract<Subject, { kind: 'endpoint' }>>();
  for (const finding of findings)
    if (finding.subject.kind === 'endpoint')
      keys.set(routeKey(finding.subject.method, finding.subject.path), finding.subject);
  return [...keys.entries()]
    .sort(([, a], [, b]) =>
      a.path < b.path
        ? -1
        : a.path > b.path
          ? 1
          : a.method < b.method
            ? -1
            : a.method > b.method
              ? 1
              : 0,
    )
    .map(([key, subject]) => {
      const endpoint =
        sides[1]!.endpoints.find(
          (candidate) => routeKey(candidate.method, candidate.path) === key,
        ) ??
        sides[0]!.endpoints.find((candidate) => routeKey(candidate.method, candidate.path) === key);
      const own = findings.filter(
        (finding) =>
          finding.subject.kind === 'endpoint' &&
          routeKey(finding.subject.method, finding.subject.path) === key,
      );
      const request = endpoint?.request?.schema
        ? `${endpoint.request.schema} ${(endpoint.request.roots ?? []).map((root) => `<${root}>`).join(' ')}`.trim()
        : endpoint?.request?.contentType;
      const responses = (endpoint?.responses ?? [])
        .filter((response) => response.status.some((status) => status < 300))
        .map(
          (response) =>
            `${response.status.join('/')}${response.schema ? ` ${response.schema}${response.root ? ` <${response.root}>` : ''}` : ''}`,
        );
      return {
        endpoint: `${subject.method} ${subject.path}`,
        operationId: subject.operationId,
        ...(request ? { request } : {}),
        responses,
        counts: count(own),
      };
    });
}
