/**
 * Unique Particle Attribution (XSD Part 1, 3.8.6 "cos-nonambig"): in every content model, the
 * particle a child element belongs to must follow from the children before it, without looking
 * at the child's content or at the children after it. `(a?, a)` breaks it (the first `<a>` may
 * be either particle), as does CEGUI's `Property*, Window*, Property*` (a `<Property>` after
 * none of `<Window>`). XSD engines refuse such a schema (xmllint and libxml2: "The content model
 * is not determinist"; Xerces: cos-nonambig), and generated decoders rely on the rule
 * (src/emit/codecs/position-automaton.ts), so the loader refuses it too, as a schema error.
 *
 * The check is the determinism of the content model's Glushkov (position) automaton: no two
 * particles whose element names overlap (a shared name, a member of a substitution group, a
 * wildcard accepting the other's namespace, two wildcards of a common namespace) may both take
 * the next child after the same children. Occurrence bounds count, as in Xerces: `a{2}, a?` is
 * deterministic (the count tells), `a{1,2}, a` is not. Each particle is unrolled into as many
 * copies as its bounds need to tell every such case apart (at most three: see
 * {@link unrolledBounds}); copies of one particle never compete with each other.
 * @see https://www.w3.org/TR/xmlschema-1/#cos-nonambig
 */
import { isComplexType, isGroup } from '../ir/guards.js';
import { allowsNamespace, intersectNamespaces } from '../ir/namespace-constraint.js';
import type {
  IrComplexType,
  IrGeneration,
  IrNamespaceConstraint,
  IrParticle,
  IrRootElement,
  IrType,
} from '../ir/nodes.js';
import { localName, namespaceOf, type QName } from '../ir/qname.js';
import { maySubstitute } from '../ir/substitution-groups.js';
import { reportInvalid } from './refusals.js';

/** Positions a content model may unroll into before its check is given up (never in practice). */
const MAX_POSITIONS = 20_000;

/** What one particle of the content model accepts: element names, or a wildcard's namespaces. */
type Accepts = { names: readonly QName[] } | { wildcard: IrNamespaceConstraint };

/** An element or wildcard particle as written, numbered in content order. */
interface Leaf {
  particle: Exclude<IrParticle, { kind: 'sequence' | 'choice' | 'all' }>;
  accepts: Accepts;
}

/** Two particles that may take the same child after the same children. */
export interface ParticleConflict {
  first: Leaf['particle'];
  second: Leaf['particle'];
  /** The element name both take, or a namespace both wildcards take. */
  shared: Shared;
  /** The particle taken just before, or undefined when the conflict is on the first child. */
  after?: Leaf['particle'];
}

interface Fragment {
  nullable: boolean;
  first: number[];
  last: number[];
}

/** Too many positions: the model is left unchecked rather than slow. */
class TooLarge extends Error {}

/**
 * The bounds a particle is unrolled with: the same kinds of repetition steps as `min..max` (only
 * "one more is required", only "the particle is complete", or both may come next), which is all
 * that decides whether two particles compete. `{3,3}` -> `{2,2}`, `{3,7}` -> `{2,3}`,
 * `{0,5}` -> `{0,2}`, `{1,unbounded}` unchanged.
 */
export function unrolledBounds(
  min: number,
  max: number | 'unbounded',
): { min: number; max: number | 'unbounded' } {
  const low = Math.min(min, 2);
  if (max === 'unbounded') return { min: low, max };
  if (max <= min) return { min: low, max: low };
  return { min: low, max: Math.min(max, Math.max(low, 1) + 1) };
}

/** The Glushkov automaton of one content model, over unrolled positions. */
class PositionGraph {
  /** `leafOf[position]`: the particle (content order number) a position is a copy of. */
  readonly leafOf: number[] = [];
  /** `follow[position]`: the first-position lists that may come after it (shared, not copied). */
  readonly follow: Array<Array<readonly number[]>> = [];

  constructor(private readonly leafCount: (particle: IrParticle) => number) {}

  /** Adds the positions of `particle`, whose first leaf has number `leaf`. */
  visit(particle: IrParticle, leaf: number): Fragment {
    const bounds = unrolledBounds(particle.occurs.min, particle.occurs.max);
    if (bounds.max === 0) return { nullable: true, first: [], last: [] };
    const copies = bounds.max === 'unbounded' ? Math.max(bounds.min, 1) : bounds.max;
    let whole: Fragment = { nullable: true, first: [], last: [] };
    for (let copy = 1; copy <= copies; copy++) {
      const once = this.once(particle, leaf);
      if (copy === copies && bounds.max === 'unbounded') this.link(once.last, once.first);
      if (copy > bounds.min) once.nullable = true;
      whole = this.concatenate(whole, once);
    }
    return whole;
  }

  /** One occurrence of `particle`. */
  private once(particle: IrParticle, leaf: number): Fragment {
    if (!isGroup(particle)) {
      const position = this.leafOf.length;
      if (position >= MAX_POSITIONS) throw new TooLarge();
      this.leafOf.push(leaf);
      this.follow.push([]);
      return { nullable: false, first: [position], last: [position] };
    }
    const inners: Fragment[] = [];
    let next = leaf;
    for (const inner of particle.particles) {
      inners.push(this.visit(inner, next));
      next += this.leafCount(inner);
    }
    if (particle.kind === 'sequence')
      return inners.reduce((whole, inner) => this.concatenate(whole, inner), {
        nullable: true,
        first: [],
        last: [],
      });
    const first = inners.flatMap((inner) => inner.first);
    // xs:all: its particles in any order, each once.
    if (particle.kind === 'all')
      for (const inner of inners)
        this.link(
          inner.last,
          first.filter((position) => !inner.first.includes(position)),
        );
    return {
      // An xs:choice without particles matches nothing (as xmllint has it), not even nothing.
      nullable:
        particle.kind === 'all'
          ? inners.every((inner) => inner.nullable)
          : inners.some((inner) => inner.nullable),
      first,
      last: inners.flatMap((inner) => inner.last),
    };
  }

  private concatenate(before: Fragment, after: Fragment): Fragment {
    this.link(before.last, after.first);
    return {
      nullable: before.nullable && after.nullable,
      first: before.nullable ? [...before.first, ...after.first] : before.first,
      last: after.nullable ? [...before.last, ...after.last] : after.last,
    };
  }

  private link(from: readonly number[], to: readonly number[]): void {
    if (to.length === 0) return;
    for (const position of from) {
      const targets = this.follow[position]!;
      if (!targets.includes(to)) targets.push(to);
    }
  }
}

/**
 * The first pair of particles of `content` that break Unique Particle Attribution, or undefined
 * when the content model is deterministic (or too large to unroll, which no real schema is).
 * `substitutes(ref)` gives the elements that may stand for a referenced global element.
 */
export function findParticleConflict(
  content: IrParticle,
  substitutes: (head: QName) => readonly QName[],
): ParticleConflict | undefined {
  const leaves: Leaf[] = [];
  const counts = new Map<IrParticle, number>();
  const leafCount = (particle: IrParticle): number => {
    let count = counts.get(particle);
    if (count === undefined) {
      count = isGroup(particle) ? particle.particles.reduce((sum, p) => sum + leafCount(p), 0) : 1;
      counts.set(particle, count);
    }
    return count;
  };
  const collect = (particle: IrParticle) => {
    if (isGroup(particle)) particle.particles.forEach(collect);
    else if (particle.kind === 'any')
      leaves.push({ particle, accepts: { wildcard: particle.namespaces } });
    else leaves.push({ particle, accepts: { names: substitutes(particle.ref ?? particle.name) } });
  };
  collect(content);
  // Most content models name each element once: then no two particles can compete anywhere.
  const all = leaves.map((_, index) => index);
  if (!conflictAmong([all], all, leaves)) return undefined;
  const graph = new PositionGraph(leafCount);
  let root: Fragment;
  try {
    root = graph.visit(content, 0);
  } catch (error) {
    if (error instanceof TooLarge) return undefined;
    throw error;
  }
  // Positions that share their follow lists share the verdict: each combination is checked once.
  const checked = new Set<string>();
  const ids = new Map<readonly number[], number>();
  const idOf = (list: readonly number[]) => {
    let id = ids.get(list);
    if (id === undefined) ids.set(list, (id = ids.size));
    return id;
  };
  const states: Array<{ after?: number; lists: ReadonlyArray<readonly number[]> }> = [
    { lists: [root.first] },
    ...graph.follow.map((lists, position) => ({ after: position, lists })),
  ];
  for (const state of states) {
    const key = state.lists.map(idOf).join(',');
    if (checked.has(key)) continue;
    checked.add(key);
    const found = conflictAmong(state.lists, graph.leafOf, leaves);
    if (!found) continue;
    const conflict: ParticleConflict = {
      first: leaves[found.first]!.particle,
      second: leaves[found.second]!.particle,
      shared: found.shared,
    };
    if (state.after !== undefined) conflict.after = leaves[graph.leafOf[state.after]!]!.particle;
    return conflict;
  }
  return undefined;
}

/** What two competing particles both accept: an element name, or a namespace (`undefined`: many). */
type Shared = { element: QName } | { namespace: string | undefined };

/** Two different particles among the positions of `lists` that accept a common element. */
function conflictAmong(
  lists: ReadonlyArray<readonly number[]>,
  leafOf: readonly number[],
  leaves: readonly Leaf[],
): { first: number; second: number; shared: Shared } | undefined {
  const owners = new Map<QName, number>();
  const wildcards = new Map<number, IrNamespaceConstraint>();
  const pair = (a: number, b: number, shared: Shared) =>
    a < b ? { first: a, second: b, shared } : { first: b, second: a, shared };
  for (const list of lists)
    for (const position of list) {
      const leaf = leafOf[position]!;
      const accepts = leaves[leaf]!.accepts;
      if ('wildcard' in accepts) {
        wildcards.set(leaf, accepts.wildcard);
        continue;
      }
      for (const name of accepts.names) {
        const owner = owners.get(name);
        if (owner !== undefined && owner !== leaf) return pair(owner, leaf, { element: name });
        owners.set(name, leaf);
      }
    }
  const seen: Array<[number, IrNamespaceConstraint]> = [];
  for (const [leaf, constraint] of wildcards) {
    for (const [name, owner] of owners)
      if (allowsNamespace(constraint, namespaceOf(name)))
        return pair(owner, leaf, { element: name });
    for (const [other, otherConstraint] of seen) {
      const common = intersectNamespaces(constraint, otherConstraint);
      if (common.kind !== 'only') return pair(other, leaf, { namespace: undefined });
      if (common.namespaces.length > 0)
        return pair(other, leaf, { namespace: common.namespaces[0] });
    }
    seen.push([leaf, constraint]);
  }
  return undefined;
}

/**
 * The elements that may stand where a content model refers to `head` (XSD Part 1, 3.3.6): the
 * head unless abstract, and the members of its substitution group, transitively, that its
 * `block` lets stand for it (as generated codecs accept them).
 */
function substitutesOf(elements: Readonly<Record<QName, IrRootElement>>, types: Readonly<Record<QName, IrType>>): (head: QName) => QName[] {
  const members = new Map<QName, QName[]>();
  for (const element of Object.values(elements)) {
    if (!element.substitutionGroup) continue;
    const list = members.get(element.substitutionGroup);
    if (list) list.push(element.name);
    else members.set(element.substitutionGroup, [element.name]);
  }
  return (head) => {
    if (!members.has(head)) return [head];
    const names: QName[] = [];
    const seen = new Set<QName>();
    const queue = [head];
    while (queue.length > 0) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const element = elements[name];
      const headElement = elements[head];
      if (!element?.abstract && (!element || !headElement || name === head || maySubstitute(element, headElement, types))) names.push(name);
      queue.push(...(members.get(name) ?? []));
    }
    return names;
  };
}

/** `xs:element a (line 6)`, `xs:any ##other (line 9)`, with the file when not the type's. */
function describeParticle(particle: Leaf['particle'], file: string): string {
  const where =
    particle.source.file === file
      ? `line ${particle.source.line}`
      : `${particle.source.file}:${particle.source.line}`;
  if (particle.kind === 'any') return `the xs:any wildcard at ${where}`;
  const written = particle.ref
    ? `ref="${localName(particle.ref)}"`
    : `name="${localName(particle.name)}"`;
  return `the xs:element ${written} at ${where}`;
}

/**
 * Which engines refuse the schema. libxml2 2.9 (the xmllint of Debian 12) misses some conflicts
 * between a wildcard and an element (pepXML 1.22's `xs:any*` before `parameter*`, review r14
 * newsets), which later libxml2 (libxml2-wasm's) and Xerces refuse.
 */
function enginesRefuse(first: Leaf['particle'], second: Leaf['particle']): string {
  const wildcard = first.kind === 'any' || second.kind === 'any';
  return wildcard
    ? 'XSD engines refuse such a schema (Xerces: cos-nonambig; libxml2: "The content model is not determinist", though libxml2 2.9\'s xmllint misses some conflicts with a wildcard)'
    : 'XSD engines refuse such a schema (xmllint: "The content model is not determinist")';
}

/** `complex type 'WindowType'`, or `the anonymous complex type of 'Window'`. */
function describeType(type: IrComplexType): string {
  const local = localName(type.name);
  return type.anonymous ? `the anonymous complex type of '${local}'` : `complex type '${local}'`;
}

/**
 * `an element <Property>` (its namespace said when not the type's), `an element of namespace
 * urn:a` (two wildcards').
 */
function describeShared(shared: Shared, type: IrComplexType): string {
  if ('element' in shared) {
    const namespace = namespaceOf(shared.element);
    const other = namespace !== namespaceOf(type.name);
    return `an element <${localName(shared.element)}>${other ? ` (namespace ${namespace || 'none'})` : ''}`;
  }
  if (shared.namespace === undefined) return 'an element of a namespace both wildcards accept';
  return shared.namespace === ''
    ? 'an element of no namespace'
    : `an element of namespace ${shared.namespace}`;
}

/**
 * Reports (SchemaInvalid, collected with the load's other schema errors) every complex type of
 * `generation` whose content model breaks Unique Particle Attribution, naming the type and the
 * two particles that compete. A pair of particles is reported once, for the first type that has
 * it (a base type's conflict is not repeated for each type that extends it).
 * @see https://www.w3.org/TR/xmlschema-1/#cos-nonambig
 */
export function checkUniqueParticleAttribution(generation: IrGeneration): void {
  const substitutes = substitutesOf(generation.elements, generation.types);
  // By particle objects: a type derived by extension holds its base's very particles.
  const numbers = new Map<IrParticle, number>();
  const numberOf = (particle: IrParticle) => {
    let number = numbers.get(particle);
    if (number === undefined) numbers.set(particle, (number = numbers.size));
    return number;
  };
  const reported = new Set<string>();
  for (const type of Object.values(generation.types)) {
    if (!isComplexType(type) || !type.content) continue;
    const conflict = findParticleConflict(type.content, substitutes);
    if (!conflict) continue;
    const { first, second } = conflict;
    const key = `${numberOf(first)} ${numberOf(second)}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const file = type.source.file;
    const when = conflict.after ? `after ${describeAfter(conflict.after)}` : 'as the first child';
    reportInvalid({
      file,
      line: type.source.line,
      detail:
        `the content model of ${describeType(type)} is not deterministic (Unique Particle Attribution, cos-nonambig): ` +
        `${describeShared(conflict.shared, type)} ${when} may belong to ${describeParticle(first, file)} or to ${describeParticle(second, file)}; ` +
        enginesRefuse(first, second),
    });
  }
}

/** `<Window>`, or `an element of the xs:any wildcard` for the child just taken. */
function describeAfter(particle: Leaf['particle']): string {
  return particle.kind === 'any'
    ? 'an element matched by the xs:any wildcard'
    : `<${localName(particle.name)}>`;
}
