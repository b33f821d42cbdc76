/**
 * Element wildcards (`xs:any`) and attribute wildcards (`xs:anyAttribute`) as a document sees
 * them: which namespaces they take, how strictly what they take is validated, and (elements) how
 * many. The element wildcards of a type are compared together, the old ones against the new
 * ones: a change narrows when some document valid before is not valid after (a wildcard removed,
 * a namespace no new wildcard takes, stricter processing where old and new take the same
 * namespaces, fewer occurrences) and widens in the other direction; a change may do both
 * (`##other` -> one URI of the others, but `skip`). Review r16 newsets H2: the diff said nothing
 * of these, and `--fail-on breaking` passed a SAML set whose xmldsig wildcards became strict.
 * Review r17 newsets M2: XCCDF 1.1 -> 1.2 merged two wildcards into one `##other` that takes
 * both, and pairing them by position read it as two breaking narrowings.
 */
import {
  allowsNamespace,
  namespaceOf,
  subsumesNamespaces,
  unionNamespaces,
  type IrGeneration,
  type IrNamespaceConstraint,
  type IrWildcard,
  type Occurs,
} from '../ir/index.js';

/**
 * A wildcard of a type: its namespaces, its processContents and, for an element wildcard, its
 * effective occurrence.
 * @example { namespaces: { kind: 'not', namespaces: ['urn:w', ''] }, processContents: 'lax', occurs: { min: 0, max: 'unbounded', nillable: false } }
 */
export interface WildcardSummary {
  namespaces: IrNamespaceConstraint;
  processContents: IrWildcard['processContents'];
  occurs?: Occurs;
  /**
   * A `lax` element wildcard: the namespaces it takes in which the schema set declares global
   * elements (its own as {@link OWN_NAMESPACE}), sorted: where `lax` validates what `skip` did not.
   */
  declares?: string[];
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

/** The namespaces a list of wildcards takes together (undefined for none). */
function takenBy(wildcards: readonly WildcardSummary[]): IrNamespaceConstraint | undefined {
  return wildcards.reduce<IrNamespaceConstraint | undefined>((all, wildcard) => (all ? unionNamespaces(all, wildcard.namespaces) : wildcard.namespaces), undefined);
}

/**
 * True when `after` validates more strictly than `before` something both take: `strict` where
 * the other was not (an undeclared element is now refused); `lax` after `skip` only where the set
 * declares elements of a namespace both take (else lax validates nothing skip did not).
 */
function processesStricter(before: WildcardSummary, after: WildcardSummary): boolean {
  if (STRICTNESS[after.processContents] <= STRICTNESS[before.processContents]) return false;
  // Unknown (an attribute wildcard: global attributes are not indexed): it may validate something.
  if (after.processContents === 'strict' || after.declares === undefined) return true;
  return after.declares.some((namespace) => allowsNamespace(before.namespaces, namespace) && allowsNamespace(after.namespaces, namespace));
}

/** Whether `after`'s wildcards validate some namespace `before`'s both take more strictly. */
function anyStricter(before: readonly WildcardSummary[], after: readonly WildcardSummary[]): boolean {
  return before.some((old) => after.some((wildcard) => processesStricter(old, wildcard)));
}

/** The largest count of an occurrence. */
const most = (occurs: Occurs): number => (occurs.max === 'unbounded' ? Infinity : occurs.max);

/**
 * Whether the change from the wildcards `from` to `to` (each [] for none) narrows, widens, or
 * both. Occurrences are compared where each side has one element wildcard: among several (the
 * branches of a choice) each one's count says little of what the document must carry.
 */
export function wildcardMove(from: readonly WildcardSummary[], to: readonly WildcardSummary[]): { narrowed: boolean; widened: boolean } {
  const [before, after] = [takenBy(from), takenBy(to)];
  if (!before || !after) return { narrowed: Boolean(before && !after), widened: Boolean(after && !before) };
  const fewer = !subsumesNamespaces(after, before);
  const more = !subsumesNamespaces(before, after);
  const [a, b] = from.length === 1 && to.length === 1 ? [from[0]!.occurs, to[0]!.occurs] : [undefined, undefined];
  const tighter = a !== undefined && b !== undefined && (b.min > a.min || most(b) < most(a));
  const looser = a !== undefined && b !== undefined && (b.min < a.min || most(b) > most(a));
  return { narrowed: fewer || anyStricter(from, to) || tighter, widened: more || anyStricter(to, from) || looser };
}

/** A namespace in words ('' is no namespace). */
function namespaceWords(namespace: string): string {
  return namespace === '' ? 'no namespace' : namespace === OWN_NAMESPACE ? 'its own namespace' : namespace;
}

/**
 * Wildcards in words (`or` between them), or `none`.
 * @example showWildcards([{ namespaces: { kind: 'not', namespaces: ['urn:w', ''] }, processContents: 'lax' }]) // 'any namespace but urn:w and no namespace (lax)'
 */
export function showWildcards(wildcards: readonly WildcardSummary[]): string {
  return wildcards.length === 0 ? 'none' : wildcards.map(showWildcard).join(' or ');
}

/** One wildcard in words. */
function showWildcard(wildcard: WildcardSummary): string {
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
export function wildcardArgs(change: { on: 'element' | 'attribute'; from: readonly WildcardSummary[]; to: readonly WildcardSummary[] }): { what: string; take: string; from: string; to: string } {
  const several = change.from.length > 1 || change.to.length > 1;
  return {
    what: change.on === 'element' ? `element wildcard${several ? 's' : ''} (xs:any)` : 'attribute wildcard (xs:anyAttribute)',
    take: several ? 'take' : 'takes',
    from: showWildcards(change.from),
    to: showWildcards(change.to),
  };
}

const declaredIndex = new WeakMap<IrGeneration, string[]>();

/** The namespaces of the generation's global elements, sorted. */
function declaredNamespaces(generation: IrGeneration): string[] {
  let namespaces = declaredIndex.get(generation);
  if (!namespaces) declaredIndex.set(generation, (namespaces = [...new Set(Object.keys(generation.elements).map(namespaceOf))].sort()));
  return namespaces;
}

/**
 * The summary of an element wildcard of a type in namespace `own`: its own namespace as
 * {@link OWN_NAMESPACE}, and for a `lax` one the namespaces it takes that the set declares elements in.
 */
export function elementWildcardSummary(generation: IrGeneration, wildcard: IrWildcard, occurs: Occurs, own: string): WildcardSummary {
  const declares =
    wildcard.processContents === 'lax'
      ? declaredNamespaces(generation)
          .filter((namespace) => allowsNamespace(wildcard.namespaces, namespace))
          .map((namespace) => (namespace === own && own !== '' ? OWN_NAMESPACE : namespace))
          .sort()
      : undefined;
  return { namespaces: ownNamespaceAsToken(wildcard.namespaces, own), processContents: wildcard.processContents, occurs, ...(declares ? { declares } : {}) };
}
