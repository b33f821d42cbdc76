/**
 * `diffReport`: the one library call behind `fleetcase diff`: load both sides, diff, classify,
 * narrow to one document type or endpoint if asked, and return the findings with the context a
 * migration guide needs (which endpoints carry each document type). Formatters only format this.
 */
import { fail } from '../errors.js';
import type { IrEndpoint, IrGeneration } from '../ir/index.js';
import { describeEndpoint, findEndpoint } from '../schema/descriptors/index.js';
import { routeShape } from '../schema/descriptors/path-template.js';
import type { Direction, Level, Subject } from './changes.js';
import { CHECKS, type Check } from './checks/index.js';
import { classifyChanges, type Finding } from './classify.js';
import { diffGenerations } from './diff-generations.js';
import { catalogDocuments } from './documents.js';
import { loadSides, type LoadSideOptions } from './load-side.js';

/** Options of {@link diffReport}. */
export interface DiffOptions extends LoadSideOptions {
  /** Base: a generation id or a folder of XSDs. @example '0.0.7' */
  from: string;
  /** Revision. @example '0.3-beta' */
  to: string;
  /** Only this document type (and the endpoints that carry it). @example 'CaseRequest' */
  schema?: string;
  /** Only this endpoint (and the document types it carries). @example 'POST /assets/{id}/cases' */
  endpoint?: string;
  /** Checks to run. @default the whole registry */
  checks?: readonly Check[];
}

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

/** What `fleetcase diff` prints. */
export interface DiffReport {
  from: string;
  to: string;
  summary: LevelCounts & { total: number };
  documents: DocumentContext[];
  endpoints: EndpointContext[];
  findings: Finding[];
}

function count(findings: readonly Finding[]): LevelCounts {
  const counts: LevelCounts = { breaking: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.level]++;
  return counts;
}

function routeKey(method: string, path: string): string {
  return `${method} ${routeShape(path)}`;
}

function carried(endpoint: IrEndpoint, errors = true): Array<{ schema: string; root?: string }> {
  const out: Array<{ schema: string; root?: string }> = [];
  for (const root of endpoint.request?.schema ? (endpoint.request.roots ?? [undefined]) : []) out.push({ schema: endpoint.request!.schema!, ...(root ? { root } : {}) });
  for (const part of endpoint.request?.parts ?? []) if (part.schema) out.push({ schema: part.schema, ...(part.root ? { root: part.root } : {}) });
  for (const response of endpoint.responses) if (response.schema && (errors || response.status.some((status) => status < 400))) out.push({ schema: response.schema, ...(response.root ? { root: response.root } : {}) });
  return out;
}

/** The filter `--schema` / `--endpoint` describe, as a predicate over subjects. */
function subjectFilter(options: DiffOptions, sides: readonly IrGeneration[], known: readonly string[]): (subject: Subject) => boolean {
  if (options.schema !== undefined) {
    const schema = options.schema;
    if (!known.includes(schema)) fail('CliUsage', { detail: `unknown document type '${schema}' (known: ${known.join(', ')})` });
    const routes = new Set(sides.flatMap((side) => side.endpoints.filter((endpoint) => carried(endpoint).some((body) => body.schema === schema)).map((endpoint) => routeKey(endpoint.method, endpoint.path))));
    return (subject) => (subject.kind === 'document' ? subject.schema === schema : routes.has(routeKey(subject.method, subject.path)));
  }
  if (options.endpoint !== undefined) {
    const spec = options.endpoint;
    const found = findEndpoint(sides[1]!.endpoints, spec) ?? findEndpoint(sides[0]!.endpoints, spec);
    if (!found) fail('CliUsage', { detail: `no endpoint '${spec}' in ${options.from} or ${options.to}; give "METHOD /path", e.g. "POST /assets/{id}/cases"` });
    const key = routeKey(found.method, found.path);
    const bodies = sides.flatMap((side) => side.endpoints.filter((endpoint) => routeKey(endpoint.method, endpoint.path) === key).flatMap((endpoint) => carried(endpoint)));
    return (subject) =>
      subject.kind === 'endpoint'
        ? routeKey(subject.method, subject.path) === key
        : bodies.some((body) => body.schema === subject.schema && (subject.root === undefined || body.root === undefined || body.root === subject.root));
  }
  return () => true;
}

function documentContexts(sides: readonly IrGeneration[], findings: readonly Finding[]): DocumentContext[] {
  const catalog = catalogDocuments(sides);
  const schemas = [...new Set(findings.flatMap((finding) => (finding.subject.kind === 'document' ? [finding.subject.schema] : [])))].sort();
  return schemas.map((schema) => {
    const endpoints = new Set<string>();
    const errors = new Set<string>();
    for (const side of sides) {
      for (const endpoint of side.endpoints) {
        if (carried(endpoint, false).some((body) => body.schema === schema)) endpoints.add(describeEndpoint(endpoint));
        else if (carried(endpoint).some((body) => body.schema === schema)) errors.add(describeEndpoint(endpoint));
      }
    }
    const own = findings.filter((finding) => finding.subject.kind === 'document' && finding.subject.schema === schema);
    return { schema, direction: catalog.direction(schema), endpoints: [...endpoints].sort(), errorOf: errors.size, counts: count(own) };
  });
}

function endpointContexts(sides: readonly IrGeneration[], findings: readonly Finding[]): EndpointContext[] {
  const keys = new Map<string, Extract<Subject, { kind: 'endpoint' }>>();
  for (const finding of findings) if (finding.subject.kind === 'endpoint') keys.set(routeKey(finding.subject.method, finding.subject.path), finding.subject);
  return [...keys.entries()]
    .sort(([, a], [, b]) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.method < b.method ? -1 : a.method > b.method ? 1 : 0))
    .map(([key, subject]) => {
      const endpoint = sides[1]!.endpoints.find((candidate) => routeKey(candidate.method, candidate.path) === key) ?? sides[0]!.endpoints.find((candidate) => routeKey(candidate.method, candidate.path) === key);
      const own = findings.filter((finding) => finding.subject.kind === 'endpoint' && routeKey(finding.subject.method, finding.subject.path) === key);
      const request = endpoint?.request?.schema ? `${endpoint.request.schema} ${(endpoint.request.roots ?? []).map((root) => `<${root}>`).join(' ')}`.trim() : endpoint?.request?.contentType;
      const responses = (endpoint?.responses ?? []).filter((response) => response.status.some((status) => status < 300)).map((response) => `${response.status.join('/')}${response.schema ? ` ${response.schema}${response.root ? ` <${response.root}>` : ''}` : ''}`);
      return { endpoint: `${subject.method} ${subject.path}`, operationId: subject.operationId, ...(request ? { request } : {}), responses, counts: count(own) };
    });
}

/**
 * Diffs two generations (or schema folders) and classifies every change.
 * @throws FleetcaseError GenerationUnknown for an unknown side; CliUsage for an unknown --schema or --endpoint.
 * @example diffReport({ from: '0.0.7', to: '0.3-beta' }).summary // { breaking: …, warning: …, info: …, total: … }
 */
export function diffReport(options: DiffOptions): DiffReport {
  const sides = loadSides(options.from, options.to, options);
  const known = catalogDocuments(sides).documents;
  const keep = subjectFilter(options, sides, known);
  const findings = classifyChanges(diffGenerations(sides[0], sides[1]), options.checks ?? CHECKS).filter((finding) => keep(finding.subject));
  const counts = count(findings);
  return {
    from: options.from,
    to: options.to,
    summary: { ...counts, total: findings.length },
    documents: documentContexts(sides, findings),
    endpoints: endpointContexts(sides, findings),
    findings,
  };
}

/** True when some finding is at or above `level` (`--fail-on`). */
export function hasFindingsAtOrAbove(report: Pick<DiffReport, 'findings'>, level: Level): boolean {
  const worst: Level[] = level === 'breaking' ? ['breaking'] : level === 'warning' ? ['breaking', 'warning'] : ['breaking', 'warning', 'info'];
  return report.findings.some((finding) => worst.includes(finding.level));
}
