/**
 * Whether a sequence of child elements follows a content model (XSD Part 1, 3.8 and 3.9:
 * sequences, choices and `all` groups with occurrence bounds), for content that generated
 * codecs keep as an ordered list (a repeated group of several elements, where per-element
 * order ranks cannot tell), and where they do not, how (`contentModelMismatch`, for the
 * decoder's message). The children are named by the properties of their fields.
 */

/**
 * A particle: `['element', min, max, property]` or `[group, min, max, ...particles]`, `max`
 * null when unbounded.
 * @example ['sequence', 1, null, ['element', 1, 1, 'key'], ['element', 1, 1, 'value']]
 */
export type ContentModel =
  | readonly ['element', number, number | null, string]
  | readonly ['sequence' | 'choice' | 'all', number, number | null, ...ContentModel[]];

/** True when the children named `names` (in document order) follow `model` exactly. */
export function matchesContentModel(model: ContentModel, names: readonly string[]): boolean {
  return endsOf(model, { names, open: false, ends: new Map() }, 0).has(names.length);
}

/**
 * How children that do not follow a content model depart from it: all of them are a start of
 * some content the model allows, but more must follow (`missing`: the properties that could
 * come next, those completing the content first); or child `index` (0-based among the element
 * children) is where no allowed content goes on (`unexpected`: what could have come there, none
 * when the content had to end). Undefined when they follow it.
 * @example contentModelMismatch(['sequence', 1, 1, ['element', 1, 1, 'a'], ['choice', 1, null, ['element', 1, 1, 'b'], ['element', 1, 1, 'c']]], ['a'])
 * // { kind: 'missing', expected: ['b', 'c'] }
 */
export function contentModelMismatch(
  model: ContentModel,
  names: readonly string[],
): ContentMismatch | undefined {
  if (matchesContentModel(model, names)) return undefined;
  if (isViablePrefix(model, names)) return { kind: 'missing', expected: following(model, names) };
  // Being a start of allowed content holds for every shorter start of a start: search for the longest.
  let viable = 0;
  let refused = names.length;
  while (refused - viable > 1) {
    const middle = (viable + refused) >>> 1;
    if (isViablePrefix(model, names.slice(0, middle))) viable = middle;
    else refused = middle;
  }
  // Everything that could have come there (review r19 recheck2: after `k v` under a repeated
  // (k, v | w, n?), `n` alone was listed, as if the group could not start again).
  return { kind: 'unexpected', index: viable, expected: following(model, names.slice(0, viable), false) };
}

/** What {@link contentModelMismatch} finds. */
export type ContentMismatch =
  | { kind: 'missing'; expected: string[] }
  | { kind: 'unexpected'; index: number; expected: string[] };

/** True when `names` can be followed by more children into content that `model` allows. */
function isViablePrefix(model: ContentModel, names: readonly string[]): boolean {
  const ends = endsOf(model, { names, open: true, ends: new Map() }, 0);
  return ends.has(names.length) || ends.has(OPEN);
}

/**
 * The properties of `model` one of which may come after `names`; with `soonest`, those after
 * which the content may end, when there are some (what completes missing content soonest).
 */
function following(model: ContentModel, names: readonly string[], soonest = true): string[] {
  const next = propertiesOf(model).filter((name) => isViablePrefix(model, [...names, name]));
  if (!soonest) return next;
  const completing = next.filter((name) => matchesContentModel(model, [...names, name]));
  return completing.length > 0 ? completing : next;
}

/** The element properties of a model, each once, in model order. */
function propertiesOf(model: ContentModel): string[] {
  if (model[0] === 'element') return [model[3]];
  const inner = (model.slice(3) as ContentModel[]).flatMap(propertiesOf);
  return [...new Set(inner)];
}

/**
 * The children being matched; `open`: they are only the start of the content, so that an
 * element wanted right after the last one may still come (the walk then ends at `OPEN`).
 */
interface Walk {
  names: readonly string[];
  open: boolean;
  /**
   * The ends found so far, by particle and start: nested repeated groups that may be empty asked
   * the same question again and again, in time exponential in the nesting (review r26 recheck
   * H2: 24 levels took 18 s for an empty element).
   */
  ends: Map<ContentModel, Map<number, Set<number>>>;
}

/** The end of a walk past the last child in an open walk: any content may complete from there. */
const OPEN = -1;

/**
 * The positions where `particle` (with its occurrence bounds) can end when it starts at
 * `start`: a breadth-first walk over (position, occurrences so far, capped at min) states.
 */
function endsOf(particle: ContentModel, walk: Walk, start: number): Set<number> {
  let byStart = walk.ends.get(particle);
  if (!byStart) walk.ends.set(particle, (byStart = new Map()));
  let ends = byStart.get(start);
  if (!ends) byStart.set(start, (ends = particle[0] === 'all' ? allEnds(particle, walk, start) : repeatedEnds(particle, walk, start)));
  return ends;
}

/** {@link endsOf} of a particle other than `xs:all`. */
function repeatedEnds(particle: ContentModel, walk: Walk, start: number): Set<number> {
  const [, min, max] = particle;
  const results = new Set<number>();
  const seen = new Set<string>();
  let frontier: Array<[position: number, count: number]> = [[start, 0]];
  for (let count = 0; frontier.length > 0; count++) {
    const next: Array<[number, number]> = [];
    for (const [position, reached] of frontier) {
      if (reached >= min) results.add(position);
      if (max !== null && count >= max) continue;
      for (const end of onceEnds(particle, walk, position)) {
        const state: [number, number] = [end, Math.min(reached + 1, min)];
        const key = `${state[0]}:${state[1]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(state);
      }
    }
    frontier = next;
  }
  return results;
}

/** The ends of one occurrence of `particle`. */
function onceEnds(particle: ContentModel, walk: Walk, start: number): Set<number> {
  if (start === OPEN || (walk.open && start === walk.names.length && particle[0] === 'element'))
    return new Set([OPEN]);
  if (particle[0] === 'element')
    return walk.names[start] === particle[3] ? new Set([start + 1]) : new Set();
  const children = particle.slice(3) as ContentModel[];
  if (particle[0] === 'choice') {
    const ends = new Set<number>();
    for (const child of children) for (const end of endsOf(child, walk, start)) ends.add(end);
    return ends;
  }
  let positions = new Set([start]);
  for (const child of children) {
    const next = new Set<number>();
    for (const position of positions)
      for (const end of endsOf(child, walk, position)) next.add(end);
    positions = next;
    if (positions.size === 0) break;
  }
  return positions;
}

/** `xs:all`: its elements in any order, each within its bounds (XSD 1.0 allows elements only). */
function allEnds(particle: ContentModel, walk: Walk, start: number): Set<number> {
  if (start === OPEN) return new Set([OPEN]);
  const { names } = walk;
  const min = particle[1];
  const children = particle.slice(3) as Array<readonly ['element', number, number | null, string]>;
  const counts = new Map<string, number>();
  let position = start;
  for (; position < names.length; position++) {
    const child = children.find((candidate) => candidate[3] === names[position]);
    if (!child) break;
    const count = (counts.get(child[3]) ?? 0) + 1;
    if (child[2] !== null && count > child[2]) break;
    counts.set(child[3], count);
  }
  const ends = new Set<number>();
  if (children.every((child) => (counts.get(child[3]) ?? 0) >= child[1])) ends.add(position);
  // Children missing so far may still come after the last one.
  if (walk.open && position === names.length) ends.add(OPEN);
  if (min === 0) ends.add(start);
  return ends;
}

/**
 * True when a typed value's elements, in the order an encoder writes them (the model's element
 * particles in order; a list's items together), follow `model` under the properties that hold
 * them: what a decoder of the written document gives back. Validators use it where one element
 * name belongs to several properties (`SubjectConfirmation`, `SubjectConfirmation_2`).
 */
export function valueFollowsContentModel(model: ContentModel, value: object): boolean {
  const names: string[] = [];
  const collect = (particle: ContentModel) => {
    if (particle[0] !== 'element') {
      for (const inner of particle.slice(3) as ContentModel[]) collect(inner);
      return;
    }
    const property = particle[3];
    const given: unknown = Object.hasOwn(value, property)
      ? (value as Record<string, unknown>)[property]
      : undefined;
    if (Array.isArray(given)) for (let i = 0; i < given.length; i++) names.push(property);
    else if (given !== undefined) names.push(property);
  };
  collect(model);
  return matchesContentModel(model, names);
}
