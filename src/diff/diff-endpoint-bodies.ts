/**
 * The body side of the endpoint diff: request bodies (added, removed, content type, document
 * type, root elements) and responses (success and error status sets, the document answered per
 * status, page size).
 */
import type { IrEndpoint, IrResponse } from '../ir/index.js';
import type { BodyRef, Change, Direction, EndpointSubject } from './changes.js';

/** The subject of an endpoint change, on one side of the API. */
export function subjectOf(endpoint: IrEndpoint, direction: Direction): EndpointSubject {
  return {
    kind: 'endpoint',
    method: endpoint.method,
    path: endpoint.path,
    operationId: endpoint.operationId,
    direction,
  };
}

function statuses(responses: readonly IrResponse[], success: boolean): number[] {
  const codes = responses
    .flatMap((response) => response.status)
    .filter((status) => (status >= 200 && status < 300) === success);
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
  return (
    left.contentType === right.contentType &&
    left.schema === right.schema &&
    left.root === right.root
  );
}

/** The request-body changes of an endpoint present in both generations. */
export function diffRequest(from: IrEndpoint, to: IrEndpoint): Change[] {
  const subject = subjectOf(to, 'request');
  const before = from.request;
  const after = to.request;
  if (!before && !after) return [];
  if (!before)
    return [
      {
        kind: 'request-body-added',
        subject,
        body: {
          contentType: after!.contentType,
          ...(after!.schema ? { schema: after!.schema } : {}),
        },
        required: after!.required,
      },
    ];
  if (!after)
    return [
      {
        kind: 'request-body-removed',
        subject,
        body: {
          contentType: before.contentType,
          ...(before.schema ? { schema: before.schema } : {}),
        },
        required: before.required,
      },
    ];
  if (before.contentType !== after.contentType)
    return [
      {
        kind: 'request-content-type-changed',
        subject,
        from: before.contentType,
        to: after.contentType,
      },
    ];
  if (before.schema !== after.schema)
    return [
      {
        kind: 'request-schema-changed',
        subject,
        from: before.schema ?? '',
        to: after.schema ?? '',
      },
    ];
  if (!after.schema) return [];
  const fromRoots = before.roots ?? [];
  const toRoots = after.roots ?? [];
  return [
    ...toRoots
      .filter((root) => !fromRoots.includes(root))
      .map((root): Change => ({
        kind: 'request-root-added',
        subject,
        schema: after.schema!,
        root,
      })),
    ...fromRoots
      .filter((root) => !toRoots.includes(root))
      .map((root): Change => ({
        kind: 'request-root-removed',
        subject,
        schema: after.schema!,
        root,
      })),
  ];
}

/** The response changes of an endpoint present in both generations. */
export function diffResponses(from: IrEndpoint, to: IrEndpoint): Change[] {
  const subject = subjectOf(to, 'response');
  const changes: Change[] = [];
  for (const success of [true, false]) {
    const before = statuses(from.responses, success);
    const after = statuses(to.responses, success);
    if (before.join(',') !== after.join(','))
      changes.push({
        kind: success ? 'success-status-changed' : 'error-status-changed',
        subject,
        from: before,
        to: after,
      });
    for (const status of after.filter((code) => before.includes(code))) {
      const old = body(from.responses.find((response) => response.status.includes(status)));
      const now = body(to.responses.find((response) => response.status.includes(status)));
      if (!sameBody(old, now))
        changes.push({ kind: 'response-body-changed', subject, status, from: old, to: now });
    }
  }
  if (from.pageSize !== to.pageSize) {
    changes.push({
      kind: 'page-size-changed',
      subject,
      ...(from.pageSize !== undefined ? { from: from.pageSize } : {}),
      ...(to.pageSize !== undefined ? { to: to.pageSize } : {}),
    });
  }
  return changes;
}
