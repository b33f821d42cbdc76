/**
 * What a document sees of an element's declaration beyond its type: the members of its
 * substitution group that may stand in its place (XSD Part 1, 3.3.2, transitively), whether it is
 * abstract (only those members may), and its identity constraints (3.11: unique, key, keyref).
 * Review r16 newsets H2: a member removed, a head made abstract or a constraint added made valid
 * documents invalid, and the diff said nothing.
 */
import { localName, membersByHead, type IrElement, type IrGeneration, type IrIdentityConstraint, type IrRootElement } from '../ir/index.js';

/**
 * The facts of one element, each present only when it says something.
 * @example { substitutes: ['m'], abstract: true, constraints: ['unique (p: @id)'] }
 */
export interface DeclarationFacts {
  /** Local names of the elements that may stand in its place, sorted. */
  substitutes?: string[];
  abstract?: true;
  /** Its identity constraints in words, sorted. */
  constraints?: string[];
}

/** The members of `head`'s substitution group that may stand in its place: transitively, not abstract (a cycle is walked once). */
function membersOf(generation: IrGeneration, head: string): string[] {
  const direct = membersByHead(generation);
  const seen = new Set<string>([head]);
  const found: string[] = [];
  const pending = [...(direct.get(head) ?? [])];
  while (pending.length > 0) {
    const member = pending.pop()!;
    if (seen.has(member.name)) continue;
    seen.add(member.name);
    if (!member.abstract) found.push(member.name);
    pending.push(...(direct.get(member.name) ?? []));
  }
  return found;
}

/**
 * An XPath of a constraint as a document sees it: prefixes dropped (a prefix is the file's
 * spelling of a namespace, and the namespace itself moves with a version) and `./` steps
 * dropped (`./x` is `x`). Review r16 recheck H2: a renamed prefix or constraint read as a new
 * constraint, breaking.
 */
function xpathShape(xpath: string): string {
  return xpath
    .replace(/\s+/g, '')
    .replace(/(^|[/|@(])[\w.-]+:(?=[\w*])/g, '$1')
    .replace(/(^|[/|])\.\/(?!\/)/g, '$1');
}

/** An identity constraint in words, by what it checks (its name left out): `unique (.//p: @id)`. */
function constraintWords(constraint: IrIdentityConstraint): string {
  return `${constraint.kind} (${xpathShape(constraint.selector)}: ${constraint.fields.map(xpathShape).join(', ')})`;
}

/** The facts of a particle (a reference reads them on the global element) or of a root element. */
export function declarationFacts(generation: IrGeneration, element: IrElement | IrRootElement): DeclarationFacts {
  // A particle's `ref` names its global element; a root element is one itself.
  const ref = 'kind' in element ? element.ref : undefined;
  const global = 'kind' in element ? (ref !== undefined ? generation.elements[ref] : undefined) : element;
  const substitutes = ref !== undefined ? membersOf(generation, ref).map(localName).sort() : [];
  const constraints = element.constraints ?? global?.constraints ?? [];
  return {
    ...(substitutes.length ? { substitutes } : {}),
    ...(global?.abstract ? { abstract: true as const } : {}),
    ...(constraints.length ? { constraints: constraints.map(constraintWords).sort() } : {}),
  };
}
