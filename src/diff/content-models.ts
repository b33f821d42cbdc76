/**
 * Which combinations of children a complex type's content model allows, compared between two
 * versions (review r21 newsets H2: `iban?, card?` becoming `(iban | card)?`, or `(iban | card)*`
 * becoming `(iban, card)*`, made valid documents invalid while every element kept its own
 * occurrence, and the diff said nothing). Content models are regular languages over element
 * names; whether one holds the other is told by example: children sequences drawn from each
 * model (a fixed seed: the same inputs give the same findings) are tried against the other
 * (src/runtime/content-model.ts). What other checks report is kept out: each element is tried
 * with the wider of its two versions' bounds (an occurrence change is `element-max-lowered`…),
 * an element only one side has may be left out on the other (`element-added`…), and a
 * sequence whose children only swapped (`element-order-changed`) or an xs:all that became a
 * sequence (`element-order-required`) are not compared here.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-model-group
 */
import type { IrGroup, IrParticle } from '../ir/index.js';
import { localName } from '../ir/index.js';
import { matchesContentModel, type ContentModel } from '../runtime/content-model.js';

/** How many children sequences are drawn from each model. */
const SAMPLES = 400;
/** Repetitions drawn beyond a particle's minimum (an unbounded one repeats up to this many more). */
const EXTRA_REPEATS = 2;

/**
 * The content model of a group, its elements named by local name (a wildcard is `*`): the name
 * a version keeps when its namespace moves with it. Siblings sharing a local name keep their
 * namespaces apart (`{urn:a}status`), so that one removed is not read as a regrouping.
 */
export function contentModelOf(group: IrGroup): ContentModel {
  const locals = new Map<string, number>();
  const count = (node: IrParticle): void => {
    if (node.kind === 'element') locals.set(localName(node.name), (locals.get(localName(node.name)) ?? 0) + 1);
    else if (node.kind !== 'any') node.particles.forEach(count);
  };
  count(group);
  const particle = (node: IrParticle): ContentModel => {
    const max = node.occurs.max === 'unbounded' ? null : node.occurs.max;
    const local = node.kind === 'element' ? localName(node.name) : '';
    if (node.kind === 'element') return ['element', node.occurs.min, max, locals.get(local)! > 1 ? node.name : local];
    if (node.kind === 'any') return ['element', node.occurs.min, max, '*'];
    return [node.kind, node.occurs.min, max, ...node.particles.map(particle)];
  };
  return particle(group);
}

/** A small deterministic generator (mulberry32). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** `items` in a random order (Fisher-Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** One children sequence `model` allows, drawn at random. */
function draw(model: ContentModel, random: () => number, out: string[]): void {
  const [kind, min, max] = model;
  const most = max === null ? min + EXTRA_REPEATS : Math.min(max, min + EXTRA_REPEATS);
  const times = min + Math.floor(random() * (most - min + 1));
  for (let time = 0; time < times; time++) {
    if (kind === 'element') out.push(model[3]);
    else {
      const children = model.slice(3) as ContentModel[];
      if (children.length === 0) continue;
      if (kind === 'choice') draw(children[Math.floor(random() * children.length)]!, random, out);
      else {
        const order = kind === 'all' ? shuffled(children, random) : children;
        for (const child of order) draw(child, random, out);
      }
    }
  }
}

/** Every element name of a model with its loosest bounds there. */
function boundsOf(model: ContentModel, into = new Map<string, [number, number | null]>()): Map<string, [number, number | null]> {
  if (model[0] === 'element') {
    const known = into.get(model[3]);
    into.set(model[3], known ? [Math.min(known[0], model[1]), known[1] === null || model[2] === null ? null : Math.max(known[1], model[2])] : [model[1], model[2]]);
  } else for (const child of model.slice(3) as ContentModel[]) boundsOf(child, into);
  return into;
}

/** `model` with each element's bounds widened to those `other` gives it too, and an element `other` lacks made optional. */
function judging(model: ContentModel, other: Map<string, [number, number | null]>): ContentModel {
  if (model[0] !== 'element') return [model[0], model[1], model[2], ...(model.slice(3) as ContentModel[]).map((child) => judging(child, other))];
  const theirs = other.get(model[3]);
  if (!theirs) return ['element', 0, model[2], model[3]];
  const max = model[2] === null || theirs[1] === null ? null : Math.max(model[2], theirs[1]);
  return ['element', Math.min(model[1], theirs[0]), max, model[3]];
}

/** True when some children sequence `from` allows (of elements `to` has too) is refused by `to`. */
function someRefused(from: ContentModel, to: ContentModel, seed: number): boolean {
  const target = judging(to, boundsOf(from));
  const known = boundsOf(to);
  const random = generator(seed);
  for (let sample = 0; sample < SAMPLES; sample++) {
    const names: string[] = [];
    draw(from, random, names);
    if (names.some((name) => !known.has(name))) continue;
    if (!matchesContentModel(target, names)) return true;
  }
  return false;
}

/** How the combinations of children moved: some refused now (`narrowed`), some new (`widened`). */
export interface CombinationMove {
  narrowed: boolean;
  widened: boolean;
}

/**
 * How the children combinations of two versions of a content model compare; undefined when no
 * example tells them apart.
 * @example compareContentModels(['sequence', 1, 1, ['element', 0, 1, 'a'], ['element', 0, 1, 'b']], ['choice', 0, 1, ['element', 1, 1, 'a'], ['element', 1, 1, 'b']]) // { narrowed: true, widened: false }
 */
export function compareContentModels(from: ContentModel, to: ContentModel): CombinationMove | undefined {
  const before = showContentModel(from);
  const after = showContentModel(to);
  // The same model (most pairs) needs no example; a pair met at many paths is judged once.
  if (before === after) return undefined;
  const key = `${before}\u0000${after}`;
  if (!judged.has(key)) {
    const narrowed = someRefused(from, to, 1);
    const widened = someRefused(to, from, 2);
    judged.set(key, narrowed || widened ? { narrowed, widened } : undefined);
  }
  return judged.get(key);
}

/** Pairs of models already judged, by their compact forms. */
const judged = new Map<string, CombinationMove | undefined>();

/** A content model in a compact form: `(iban?, card?)`, `(iban | card)*`, `all(a, b)`. */
export function showContentModel(model: ContentModel): string {
  const [kind, min, max] = model;
  const times =
    min === 1 && max === 1 ? '' : min === 0 && max === 1 ? '?' : min === 0 && max === null ? '*' : min === 1 && max === null ? '+' : `{${min},${max ?? ''}}`;
  if (kind === 'element') return `${localName(model[3])}${times}`;
  const children = (model.slice(3) as ContentModel[]).map(showContentModel);
  const body = kind === 'choice' ? children.join(' | ') : children.join(', ');
  return `${kind === 'all' ? 'all' : ''}(${body})${times}`;
}
