/**
 * Element wildcards (`xs:any`) and attribute wildcards (`xs:anyAttribute`) as a document sees
 * them: which namespaces they take, how strictly what they take is validated, and (elements) how
 * many. Compared pairwise (the n-th element wildcard of a type with the n-th of its new version),
 * a change narrows when some document valid before is not valid after (a wildcard removed, fewer
 * namespaces, `lax` -> `strict`, fewer occurrences) and widens in the other direction; a change
 * may do both (`##other` -> one URI of the others, but `skip`). Review r16 newsets H2: the diff
 * said nothing of these, and `--fail-on breaking` passed a SAML set whose xmldsig wildcards
 * became strict.
 */
import { subsumesNamespaces, type IrNamespaceConstraint, type IrWildcard, type Occurs } from '../ir/index.js';

/**
 * A wildcard of a type: its namespaces, its processContents and, for an element wildcard, its
 * effective occurrence.
 * @example { namespaces: { kind: 'not', namespaces: ['urn:w', ''] }, processContents: 'lax', occurs: { min: 0, max: 'unbounded', nillable: false } }
 */
export interface WildcardSummary {
  namespaces: IrNamespaceConstraint;
  processContents: IrWildcard['processContents'];
  occurs?: Occurs;
}

/**
 * Stands for the target namespace of the type a wildcard belongs to: `##other` of CycloneDX 1.5
 * and of 1.6 exclude each its own namespace, and compared as URIs every such wildcard of a
 * version that bumps its namespace read as both narrowed and widened (review r16 recheck H1:
 * 670 of 892 findings).
 */
export const OWN_NAMESPACE = '##targetNamespace';

/** `constraint` with `own` (the type's target namespace) written as {@link OWN_NAMESPACE}. */
export function ownNamespaceAsToken(constraint: IrNamespaceConstraint, own: string): IrNamespaceConstraint {
  if (constraint.kind === 'any' || own === '') return constraint;
  return { kind: constraint.kind, namespaces: constraint.namespaces.map((namespace) => (namespace === own ? OWN_NAMESPACE : namespace)) };
}

/** How far each processContents validates what a wildcard takes (skip < lax < strict). */
const STRICTNESS = { skip: 0, lax: 1, strict: 2 } as const;

/** Whether the change from `from` to `to` (undefined: no wildcard) narrows, widens, or both. */
export function wildcardMove(from: WildcardSummary | undefined, to: WildcardSummary | undefined): { narrowed: boolean; widened: boolean } {
  if (!from || !to) return { narrowed: Boolean(from && !to), widened: Boolean(to && !from) };
  const fewer = !subsumesNamespaces(to.namespaces, from.namespaces);
  const more = !subsumesNamespaces(from.namespaces, to.namespaces);
  const stricter = STRICTNESS[to.processContents] > STRICTNESS[from.processContents];
  const laxer = STRICTNESS[to.processContents] < STRICTNESS[from.processContents];
  const [a, b] = [from.occurs, to.occurs];
  const max = (occurs: Occurs): number => (occurs.max === 'unbounded' ? Infinity : occurs.max);
  const tighter = a !== undefined && b !== undefined && (b.min > a.min || max(b) < max(a));
  const looser = a !== undefined && b !== undefined && (b.min < a.min || max(b) > max(a));
  return { narrowed: fewer || stricter || tighter, widened: more || laxer || looser };
}

/** A namespace in words ('' is no namespace). */
function namespaceWords(namespace: string): string {
  return namespace === '' ? 'no namespace' : namespace === OWN_NAMESPACE ? 'its own namespace' : namespace;
}

/**
 * A wildcard in words, or `none`.
 * @example showWildcard({ namespaces: { kind: 'not', namespaces: ['urn:w', ''] }, processContents: 'lax' }) // 'any namespace but urn:w and no namespace (lax)'
 */
export function showWildcard(wildcard: WildcardSummary | undefined): string {
  if (!wildcard) return 'none';
  const { namespaces } = wildcard;
  const list = (values: readonly string[]): string =>
    values.length <= 1 ? values.map(namespaceWords).join('') : `${values.slice(0, -1).map(namespaceWords).join(', ')} and ${namespaceWords(values[values.length - 1]!)}`;
  const which =
    namespaces.kind === 'any' ? 'any namespace' : namespaces.kind === 'not' ? `any namespace but ${list(namespaces.namespaces)}` : list(namespaces.namespaces);
  const occurs = wildcard.occurs;
  const count = occurs === undefined ? '' : `, ${occurs.min} to ${occurs.max === 'unbounded' ? 'any number' : occurs.max}`;
  return `${which} (${wildcard.processContents}${count})`;
}

/** The message arguments of a wildcard finding: which wildcard, before and after. */
export function wildcardArgs(change: { on: 'element' | 'attribute'; from?: WildcardSummary; to?: WildcardSummary }): { what: string; from: string; to: string } {
  return {
    what: change.on === 'element' ? 'element wildcard (xs:any)' : 'attribute wildcard (xs:anyAttribute)',
    from: showWildcard(change.from),
    to: showWildcard(change.to),
  };
}
