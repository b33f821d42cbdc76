/** How checks show types, namespaces, bodies and rules in finding arguments. */
import type { IrEndpointRule } from '../../ir/index.js';
import type { BodyRef, TypeSummary } from '../changes.js';

/**
 * A value space in a few words.
 * @example showType({ kind: 'simple', base: 'string', name: 'VMRSCode33', facets: {} }) // 'VMRSCode33 (string)'
 */
export function showType(type: TypeSummary): string {
  if (type.kind === 'simple') {
    const base = type.variety ?? type.base;
    return type.name ? `${type.name} (${base})` : base;
  }
  const what = type.simpleContent
    ? `text of ${type.simpleContent}`
    : type.elements.length
      ? `elements ${type.elements.join(', ')}`
      : 'no content';
  return type.name ? `${type.name} (${what})` : what;
}

/**
 * The versions of API namespaces (`…/0.2/Case/VMRS` -> `0.2`), other namespaces whole.
 * @example showVersions(['http://www.decisiv.net/platform_api/0.2/Case/VMRS']) // '0.2'
 */
export function showVersions(namespaces: readonly string[]): string {
  return namespaces
    .map((namespace) => /\/([^/]+)\/Case\/[^/]+$/.exec(namespace)?.[1] ?? namespace)
    .join(' and ');
}

/** A body: `CaseResponse <case>`, or its content type. */
export function showBody(body: BodyRef): string {
  if (body.schema) return `${body.schema}${body.root ? ` <${body.root}>` : ''}`;
  return body.contentType ?? 'no body';
}

/** An endpoint rule in words. */
export function showRule(rule: IrEndpointRule): string {
  const fields = rule.fields.join(', ');
  switch (rule.kind) {
    case 'atLeastOneOf':
      return `at least one of ${fields}`;
    case 'required':
      return `required: ${fields}`;
    case 'requiredWhenParentGiven':
      return `required when their parent is given: ${fields}`;
    case 'ignoredOnInput':
      return `ignored on input: ${fields}`;
  }
}

/** Status codes joined, or 'none'. */
export function showStatuses(codes: readonly number[]): string {
  return codes.length ? codes.join(', ') : 'none';
}

/** A maxOccurs in words. @example showTimes('unbounded') // 'any number of times' */
export function showTimes(max: number | 'unbounded'): string {
  return max === 'unbounded' ? 'any number of times' : `up to ${max} times`;
}
