/**
 * The endpoint-level diff. Endpoints are paired by method plus path shape (parameter names
 * erased: `/estimates/{id}/items` and `/estimates/{estimate_id}/items` are one route), not by
 * operationId: the descriptors give the legacy 0.0.7 `/items/{item_id}` endpoints the operationIds
 * of their 0.1+ successors, and an integrator calls a path, so those are a removal plus an
 * addition, linked as "replaced by" through the shared operationId.
 */
import type { IrEndpoint, IrGeneration } from '../ir/index.js';
import { routeShape, templateParams } from '../schema/descriptors/path-template.js';
import type { Change, EndpointRef } from './changes.js';
import { diffRequest, diffResponses, subjectOf } from './diff-endpoint-bodies.js';

function routeKey(endpoint: Pick<IrEndpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${routeShape(endpoint.path)}`;
}

function ref(endpoint: IrEndpoint): EndpointRef {
  return { method: endpoint.method, path: endpoint.path, operationId: endpoint.operationId };
}

function diffParams(from: IrEndpoint, to: IrEndpoint): Change[] {
  const both = subjectOf(to, 'both');
  const request = subjectOf(to, 'request');
  const changes: Change[] = [];
  const fromAliases = new Map(from.aliases.map((alias) => [routeShape(alias), alias]));
  const toAliases = new Map(to.aliases.map((alias) => [routeShape(alias), alias]));
  for (const [shape, alias] of toAliases)
    if (!fromAliases.has(shape)) changes.push({ kind: 'alias-added', subject: both, alias });
  for (const [shape, alias] of fromAliases)
    if (!toAliases.has(shape)) changes.push({ kind: 'alias-removed', subject: both, alias });
  const fromNames = templateParams(from.path);
  templateParams(to.path).forEach((name, position) => {
    if (fromNames[position] !== undefined && fromNames[position] !== name)
      changes.push({
        kind: 'path-param-renamed',
        subject: both,
        position,
        from: fromNames[position]!,
        to: name,
      });
  });
  for (const param of to.query) {
    const old = from.query.find((candidate) => candidate.name === param.name);
    if (!old) changes.push({ kind: 'query-param-added', subject: request, param });
    else if (old.required !== param.required)
      changes.push({
        kind: 'query-param-requirement-changed',
        subject: request,
        name: param.name,
        from: old.required,
        to: param.required,
      });
  }
  for (const param of from.query) {
    if (!to.query.some((candidate) => candidate.name === param.name))
      changes.push({ kind: 'query-param-removed', subject: request, param });
  }
  const key = (rule: IrEndpoint['rules'][number]): string =>
    `${rule.kind} ${rule.fields.join(',')}`;
  const fromRules = new Set(from.rules.map(key));
  const toRules = new Set(to.rules.map(key));
  for (const rule of to.rules)
    if (!fromRules.has(key(rule)))
      changes.push({ kind: 'endpoint-rule-added', subject: request, rule });
  for (const rule of from.rules)
    if (!toRules.has(key(rule)))
      changes.push({ kind: 'endpoint-rule-removed', subject: request, rule });
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
      const predecessor = base.endpoints.find(
        (candidate) =>
          candidate.operationId === endpoint.operationId && !after.has(routeKey(candidate)),
      );
      changes.push({
        kind: 'endpoint-added',
        subject: subjectOf(endpoint, 'both'),
        ...(predecessor ? { replaces: ref(predecessor) } : {}),
      });
      continue;
    }
    changes.push(
      ...diffParams(old, endpoint),
      ...diffRequest(old, endpoint),
      ...diffResponses(old, endpoint),
    );
  }
  for (const [key, endpoint] of before) {
    if (after.has(key)) continue;
    const successor = revision.endpoints.find(
      (candidate) =>
        candidate.operationId === endpoint.operationId && !before.has(routeKey(candidate)),
    );
    changes.push({
      kind: 'endpoint-removed',
      subject: subjectOf(endpoint, 'both'),
      ...(successor ? { replacedBy: ref(successor) } : {}),
    });
  }
  return changes;
}
