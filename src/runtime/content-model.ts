/**
 * Whether a sequence of child elements follows a content model (XSD Part 1, 3.8 and 3.9:
 * sequences, choices and `all` groups with occurrence bounds), for content that generated
 * codecs keep as an ordered list (a repeated group of several elements, where per-element
 * order ranks cannot tell). The children are named by the properties of their fields.
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
  return endsOf(model, names, 0).has(names.length);
}

/**
 * The positions where `particle` (with its occurrence bounds) can end when it starts at
 * `start`: a breadth-first walk over (position, occurrences so far, capped at min) states.
 */
function endsOf(particle: ContentModel, names: readonly string[], start: number): Set<number> {
  if (particle[0] === 'all') return allEnds(particle, names, start);
  const [, min, max] = particle;
  const results = new Set<number>();
  const seen = new Set<string>();
  let frontier: Array<[position: number, count: number]> = [[start, 0]];
  for (let count = 0; frontier.length > 0; count++) {
    const next: Array<[number, number]> = [];
    for (const [position, reached] of frontier) {
      if (reached >= min) results.add(position);
      if (max !== null && count >= max) continue;
      for (const end of onceEnds(particle, names, position)) {
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
function onceEnds(particle: ContentModel, names: readonly string[], start: number): Set<number> {
  if (particle[0] === 'element')
    return names[start] === particle[3] ? new Set([start + 1]) : new Set();
  const children = particle.slice(3) as ContentModel[];
  if (particle[0] === 'choice') {
    const ends = new Set<number>();
    for (const child of children) for (const end of endsOf(child, names, start)) ends.add(end);
    return ends;
  }
  let positions = new Set([start]);
  for (const child of children) {
    const next = new Set<number>();
    for (const position of positions)
      for (const end of endsOf(child, names, position)) next.add(end);
    positions = next;
    if (positions.size === 0) break;
  }
  return positions;
}

/** `xs:all`: its elements in any order, each within its bounds (XSD 1.0 allows elements only). */
function allEnds(particle: ContentModel, names: readonly string[], start: number): Set<number> {
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
