/**
 * The endpoint-level diff. Endpoints are paired by method plus path shape (parameter names
 * erased: `/estimates/{id}/items` and `/estimates/{estimate_id}/items` are one route), not by
 * operationId: the descriptors give the legacy 0.0.7 `/items/{item_id}` endpoints the operationIds
 * of their 0.1+ successors, and an integrator calls a path, so those are a removal plus an
 * addition, linked as "replaced by" through the shared operationId.
 */
import type { IrEndpoint, IrGeneration, IrResponse } from '../ir/index.js';
import { routeShape, templateParams } from '../schema/descriptors/path-template.js';
import type { BodyRef, Change, Direction, EndpointRef, EndpointSubject } from './changes.js';

function routeKey(endpoint: Pick<IrEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${routeShape(endpoint.path)}`;
}

function ref(endpoint: IrEndpoint): EndpointRef {
  return { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId };
}

function subjectOf(endpoint: IrEndpoint, direction: Direction): EndpointSubject {
  return { kind: 'endpoint', method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId, direction };
}

function statuses(responses: readonly IrResponse[], success: boolean): number[] {
  const codes = responses.flatMap((response) => response.status).filter((status) => (status >= 200 && status < 300) === success);
  return [...new Set(codes)].sort((a, b) => a - b);
}

function body(response: IrResponse | undefined): BodyRef {
  if (!response) return {};
  return {
    ...(response.contentType ? { contentType: response.contentType } : {}),
    ...(response.schema ? { schema: response.schema } : {}),
    ...(response.root ? { root: response.root } : {}),
  };
}

function sameBody(left: BodyRef, right: BodyRef): boolean {
  return left.contentType === right.contentType && left.schema === right.schema && left.root === right.root;
}

function diffRequest(from: IrEndpoint, to: IrEndpoint): Change[] {
  const subject = subjectOf(to, 'request');
  const before = from.request;
  const after = to.request;
  if (!before && !after) return [];
  if (!before) return [{ kind: 'request-body-added', subject, body: { contentType: after!.contentType, ...(after!.schema ? { schema: after!.schema } : {}) }, required: after!.required }];
  if (!after) return [{ kind: 'request-body-removed', subject, body: { contentType: before.contentType, ...(before.schema ? { schema: before.schema } : {}) }, required: before.required }];
  if (before.contentType !== after.contentType) return [{ kind: 'request-content-type-changed', subject, from: before.contentType, to: after.contentType }];
  if (before.schema !== after.schema) return [{ kind: 'request-schema-changed', subject, from: before.schema ?? '', to: after.schema ?? '' }];
  if (!after.schema) return [];
  const fromRoots = before.roots ?? [];
  const toRoots = after.roots ?? [];
  return [
    ...toRoots.filter((root) => !fromRoots.includes(root)).map((root): Change => ({ kind: 'request-root-added', subject, schema: after.schema!, root })),
    ...fromRoots.filter((root) => !toRoots.includes(root)).map((root): Change => ({ kind: 'request-root-removed', subject, schema: after.schema!, root })),
  ];
}

function diffResponses(from: IrEndpoint, to: IrEndpoint): Change[] {
  const subject = subjectOf(to, 'response');
  const changes: Change[] = [];
  for (const success of [true, false]) {
    const before = statuses(from.responses, success);
    const after = statuses(to.responses, success);
    if (before.join(',') !== after.join(',')) changes.push({ kind: success ? 'success-status-changed' : 'error-status-changed', subject, from: before, to: after });
    for (const status of after.filter((code) => before.includes(code))) {
      const old = body(from.responses.find((response) => response.status.includes(status)));
      const now = body(to.responses.find((response) => response.status.includes(status)));
      if (!sameBody(old, now)) changes.push({ kind: 'response-body-changed', subject, status, from: old, to: now });
    }
  }
  if (from.pageSize !== to.pageSize) {
    changes.push({ kind: 'page-size-changed', subject, ...(from.pageSize !== undefined ? { from: from.pageSize } : {}), ...(to.pageSize !== undefined ? { to: to.pageSize } : {}) });
  }
  return changes;
}

function diffParams(from: IrEndpoint, to: IrEndpoint): Change[] {
  const both = subjectOf(to, 'both');
  const request = subjectOf(to, 'request');
  const changes: Change[] = [];
  const fromAliases = new Map(from.aliases.map((alias) => [routeShape(alias), alias]));
  const toAliases = new Map(to.aliases.map((alias) => [routeShape(alias), alias]));
  for (const [shape, alias] of toAliases) if (!fromAliases.has(shape)) changes.push({ kind: 'alias-added', subject: both, alias });
  for (const [shape, alias] of fromAliases) if (!toAliases.has(shape)) changes.push({ kind: 'alias-removed', subject: both, alias });
  const fromNames = templateParams(from.path);
  templateParams(to.path).forEach((name, position) => {
    if (fromNames[position] !== undefined && fromNames[position] !== name) changes.push({ kind: 'path-param-renamed', subject: both, position, from: fromNames[position]!, to: name });
  });
  for (const param of to.query) {
    const old = from.query.find((candidate) => candidate.name === param.name);
    if (!old) changes.push({ kind: 'query-param-added', subject: request, param });
    else if (old.required !== param.required) changes.push({ kind: 'query-param-requirement-changed', subject: request, name: param.name, from: old.required, to: param.required });
  }
  for (const param of from.query) {
    if (!to.query.some((candidate) => candidate.name === param.name)) changes.push({ kind: 'query-param-removed', subject: request, param });
  }
  const key = (rule: IrEndpoint['rules'][number]): string => `${rule.kind} ${rule.fields.join(',')}`;
  const fromRules = new Set(from.rules.map(key));
  const toRules = new Set(to.rules.map(key));
  for (const rule of to.rules) if (!fromRules.has(key(rule))) changes.push({ kind: 'endpoint-rule-added', subject: request, rule });
  for (const rule of from.rules) if (!toRules.has(key(rule))) changes.push({ kind: 'endpoint-rule-removed', subject: request, rule });
  return changes;
}

/** Diffs the endpoints of two generations (revision order, then the removed ones). */
export function diffEndpoints(base: IrGeneration, revision: IrGeneration): Change[] {
  const before = new Map(base.endpoints.map((endpoint) => [routeKey(endpoint), endpoint]));
  const after = new Map(revision.endpoints.map((endpoint) => [routeKey(endpoint), endpoint]));
  const changes: Change[] = [];
  for (const [key, endpoint] of after) {
    const old = before.get(key);
    if (!old) {
      const predecessor = base.endpoints.find((candidate) => candidate.operationId === endpoint.operationId && !after.has(routeKey(candidate)));
      changes.push({ kind: 'endpoint-added', subject: subjectOf(endpoint, 'both'), ...(predecessor ? { replaces: ref(predecessor) } : {}) });
      continue;
    }
    changes.push(...diffParams(old, endpoint), ...diffRequest(old, endpoint), ...diffResponses(old, endpoint));
  }
  for (const [key, endpoint] of before) {
    if (after.has(key)) continue;
    const successor = revision.endpoints.find((candidate) => candidate.operationId === endpoint.operationId && !before.has(routeKey(candidate)));
    changes.push({ kind: 'endpoint-removed', subject: subjectOf(endpoint, 'both'), ...(successor ? { replacedBy: ref(successor) } : {}) });
  }
  return changes;
}
