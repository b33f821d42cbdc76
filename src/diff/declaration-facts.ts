/**
 * What a document sees of an element's declaration beyond its type's content: the members of its
 * substitution group that may stand in its place (XSD Part 1, 3.3.2, transitively), whether it is
 * abstract (only those members may), the types derived from its type that an `xsi:type` may name
 * in its place (2.6.1), whether its type is abstract (an `xsi:type` is then needed), and its
 * identity constraints (3.11: unique, key, keyref with the constraint it refers to).
 * Review r16 newsets H2: a member removed, a head made abstract or a constraint added made valid
 * documents invalid, and the diff said nothing.
 */
import {
  derivedTypesUnblocked,
  elementsOf,
  localName,
  maySubstitute,
  membersByHead,
  type IrElement,
  type IrGeneration,
  type IrIdentityConstraint,
  type IrRootElement,
  type QName,
  type TypeRef,
} from '../ir/index.js';

/**
 * The facts of one element, each present only when it says something.
 * @example { substitutes: ['m'], abstract: true, constraints: ['unique (p: @id)'] }
 */
export interface DeclarationFacts {
  /** Local names of the elements that may stand in its place, sorted. */
  substitutes?: string[];
  abstract?: true;
  /** Local names of the types derived from its type that an `xsi:type` may name, sorted. */
  derivedTypes?: string[];
  /** Its type is abstract: every element of it names a derived type in `xsi:type`. */
  typeAbstract?: true;
  /** Its identity constraints in words, sorted. */
  constraints?: string[];
  /** Its fixed value (XSD Part 1, 3.3.1 {value constraint}): the one value its text may have. */
  fixed?: string;
  /** Its default value: what an empty element means to a validating reader. */
  default?: string;
}

/** The members of `head`'s substitution group that may stand in its place: transitively, not abstract, not blocked (a cycle is walked once). */
function membersOf(generation: IrGeneration, head: string): string[] {
  const direct = membersByHead(generation);
  const headElement = generation.elements[head];
  const seen = new Set<string>([head]);
  const found: string[] = [];
  const pending = [...(direct.get(head) ?? [])];
  while (pending.length > 0) {
    const member = pending.pop()!;
    if (seen.has(member.name)) continue;
    seen.add(member.name);
    if (!member.abstract && headElement && maySubstitute(member, headElement, generation.types)) found.push(member.name);
    pending.push(...(direct.get(member.name) ?? []));
  }
  return found;
}

/**
 * An XPath of a constraint as a document sees it: prefixes dropped (a prefix is the file's
 * spelling of a namespace, and the namespace itself moves with a version) but `xml:`, and `./` steps
 * dropped (`./x` is `x`). Review r16 recheck H2: a renamed prefix or constraint read as a new
 * constraint, breaking.
 */
function xpathShape(xpath: string): string {
  return xpath
    .replace(/\s+/g, '')
    // `xml:` is bound once and for all (XML Namespaces 1.0, 3): @xml:lang is not @lang (review r21 newsets L2).
    .replace(/(^|[/|@(])(?!xml:)[\w.-]+:(?=[\w*])/g, '$1')
    .replace(/(^|[/|])\.\/(?!\/)/g, '$1');
}

const constraintIndex = new WeakMap<IrGeneration, Map<QName, IrIdentityConstraint>>();

/** Every identity constraint of the generation by name (a keyref's `refer` names one). */
function constraintsByName(generation: IrGeneration): Map<QName, IrIdentityConstraint> {
  let byName = constraintIndex.get(generation);
  if (byName) return byName;
  byName = new Map();
  const holders: { constraints?: IrIdentityConstraint[] }[] = Object.values(generation.elements);
  for (const type of Object.values(generation.types))
    if (type.kind === 'complexType') holders.push(...elementsOf(type.content));
  for (const holder of holders) for (const constraint of holder.constraints ?? []) byName.set(constraint.name, constraint);
  constraintIndex.set(generation, byName);
  return byName;
}

/** What a constraint selects: `.//p: @id` (XPaths as ./xpathShape gives them). */
function selection(constraint: IrIdentityConstraint): string {
  return `${xpathShape(constraint.selector)}: ${constraint.fields.map(xpathShape).join(', ')}`;
}

/**
 * An identity constraint in words, by what it checks (its name left out): `unique (.//p: @id)`;
 * a keyref names what the constraint it refers to selects, so pointing it at another key is a
 * change and renaming the key, or relaxing it to unique, is none: `keyref (.//ref: @to -> .//p: @id)`.
 */
function constraintWords(constraint: IrIdentityConstraint, generation: IrGeneration): string {
  const referred = constraint.refer !== undefined ? constraintsByName(generation).get(constraint.refer) : undefined;
  return `${constraint.kind} (${selection(constraint)}${referred ? ` -> ${selection(referred)}` : ''})`;
}

const derivedIndex = new WeakMap<IrGeneration, Map<QName, string[]>>();

/** Local names of the non-abstract types derived from the named type, sorted, once per type. */
function derivedTypeNames(generation: IrGeneration, type: TypeRef): string[] {
  if (type.kind !== 'named') return [];
  let byType = derivedIndex.get(generation);
  if (!byType) derivedIndex.set(generation, (byType = new Map()));
  let names = byType.get(type.name);
  if (!names) {
    const declared = generation.types[type.name];
    const derived = declared?.kind === 'complexType' ? derivedTypesUnblocked(declared, generation).filter((candidate) => !candidate.abstract) : [];
    names = [...new Set(derived.map((candidate) => localName(candidate.name)))].sort();
    byType.set(type.name, names);
  }
  return names;
}

/** The element's fixed or default value, its own or its global declaration's (review r21 newsets H1: neither was compared). */
function valueConstraint(element: IrElement | IrRootElement, global: IrRootElement | undefined): { fixed?: string; default?: string } {
  const fixed = element.fixed ?? global?.fixed;
  const fallback = element.default ?? global?.default;
  return { ...(fixed !== undefined ? { fixed } : {}), ...(fallback !== undefined ? { default: fallback } : {}) };
}

/** The facts of a particle (a reference reads them on the global element) or of a root element. */
export function declarationFacts(generation: IrGeneration, element: IrElement | IrRootElement): DeclarationFacts {
  // A particle's `ref` names its global element; a root element is one itself.
  const ref = 'kind' in element ? element.ref : undefined;
  const global = 'kind' in element ? (ref !== undefined ? generation.elements[ref] : undefined) : element;
  const substitutes = ref !== undefined ? membersOf(generation, ref).map(localName).sort() : [];
  const constraints = element.constraints ?? global?.constraints ?? [];
  const derivedTypes = derivedTypeNames(generation, element.type);
  const type = element.type.kind === 'named' ? generation.types[element.type.name] : undefined;
  return {
    ...(substitutes.length ? { substitutes } : {}),
    ...(global?.abstract ? { abstract: true as const } : {}),
    ...(derivedTypes.length ? { derivedTypes } : {}),
    ...(type?.kind === 'complexType' && type.abstract ? { typeAbstract: true as const } : {}),
    ...(constraints.length ? { constraints: constraints.map((constraint) => constraintWords(constraint, generation)).sort() } : {}),
    ...valueConstraint(element, global),
  };
}
