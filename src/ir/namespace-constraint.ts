/**
 * Wildcard namespace constraints (XSD Part 1, 3.10.1): whether one allows a namespace, and the
 * union and intersection XSD takes of them when attribute wildcards are combined (3.10.6:
 * attribute groups intersect with the local wildcard; an extension unites with its base's).
 */
import type { IrNamespaceConstraint } from './nodes.js';

/** True when the constraint allows elements or attributes of `namespace` ('' = none). */
export function allowsNamespace(constraint: IrNamespaceConstraint, namespace: string): boolean {
  switch (constraint.kind) {
    case 'any':
      return true;
    case 'only':
      return constraint.namespaces.includes(namespace);
    case 'not':
      return !constraint.namespaces.includes(namespace);
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** Attribute wildcard union (3.10.6.2 "Attribute Wildcard Union"), generalised to sets of excluded namespaces. */
export function unionNamespaces(a: IrNamespaceConstraint, b: IrNamespaceConstraint): IrNamespaceConstraint {
  if (a.kind === 'any' || b.kind === 'any') return { kind: 'any' };
  if (a.kind === 'only' && b.kind === 'only') return { kind: 'only', namespaces: unique([...a.namespaces, ...b.namespaces]) };
  const excluded =
    a.kind === 'not' && b.kind === 'not'
      ? a.namespaces.filter((namespace) => b.namespaces.includes(namespace))
      : (a.kind === 'not' ? a : b).namespaces.filter((namespace) => !(a.kind === 'only' ? a : b).namespaces.includes(namespace));
  return excluded.length === 0 ? { kind: 'any' } : { kind: 'not', namespaces: excluded };
}

/** Attribute wildcard intersection (3.10.6.3 "Attribute Wildcard Intersection"), generalised likewise. */
export function intersectNamespaces(a: IrNamespaceConstraint, b: IrNamespaceConstraint): IrNamespaceConstraint {
  if (a.kind === 'any') return b;
  if (b.kind === 'any') return a;
  if (a.kind === 'only' || b.kind === 'only') {
    const [only, other] = a.kind === 'only' ? [a, b] : [b, a];
    return { kind: 'only', namespaces: only.namespaces.filter((namespace) => allowsNamespace(other, namespace)) };
  }
  return { kind: 'not', namespaces: unique([...a.namespaces, ...b.namespaces]) };
}

/**
 * True when `wide` allows every namespace `narrow` allows (XSD Part 1, 3.10.6.1 "Wildcard
 * Subset", generalised likewise).
 * @example subsumesNamespaces({ kind: 'any' }, { kind: 'only', namespaces: ['urn:a'] }) // true
 */
export function subsumesNamespaces(wide: IrNamespaceConstraint, narrow: IrNamespaceConstraint): boolean {
  if (wide.kind === 'any') return true;
  if (narrow.kind === 'only') return narrow.namespaces.every((namespace) => allowsNamespace(wide, namespace));
  if (narrow.kind === 'any' || wide.kind === 'only') return false;
  return wide.namespaces.every((namespace) => narrow.namespaces.includes(namespace));
}
