/**
 * Which child elements a content model makes come before which (XSD Part 1, 3.8: the particles
 * of an xs:sequence in order; a choice's alternatives and an xs:all's members in none), and the
 * pairs a revision turns round: a sequence (a, b) become (b, a) refuses every document written
 * a-then-b, and diff said nothing (review r19 recheck2 M3).
 */
import { localName, type IrGroup, type IrParticle } from '../ir/index.js';

/** Local names of the elements a particle holds, in order. */
function namesIn(particle: IrParticle): string[] {
  if (particle.kind === 'element') return [localName(particle.name)];
  if (particle.kind === 'any') return [];
  return particle.particles.flatMap(namesIn);
}

/** Sequences of more elements than this pair neighbours only (`orderedPairs`). */
const MAX_ALL_PAIRS_NAMES = 300;

/**
 * The pairs `before\u0000after` of child elements a content model orders: every element of an
 * earlier particle of a sequence before every element of a later one, at every level.
 * @example orderedPairs(sequence(a, choice(b, c))) // ['a\u0000b', 'a\u0000c']
 */
export function orderedPairs(group: IrGroup | undefined): string[] {
  const pairs = new Set<string>();
  const visit = (current: IrGroup): void => {
    const names = current.kind === 'sequence' ? current.particles.map(namesIn) : [];
    // A long sequence pairs each particle with the next one only: all pairs of 8 000 children
    // took minutes and passed a Set's size (review r21 scale H4). Two neighbours swapped are
    // still found; a child moved far in such a sequence may not be.
    const long = names.reduce((sum, inner) => sum + inner.length, 0) > MAX_ALL_PAIRS_NAMES;
    for (let i = 0; i < names.length; i++)
      for (let j = i + 1; j < (long ? Math.min(i + 2, names.length) : names.length); j++)
        for (const before of names[i]!) for (const after of names[j]!) if (before !== after) pairs.add(`${before}\u0000${after}`);
    for (const particle of current.particles) if (particle.kind !== 'element' && particle.kind !== 'any') visit(particle);
  };
  if (group) visit(group);
  return [...pairs];
}

/**
 * The pairs of `from` that `to` orders the other way round (and not also this way), as
 * `[before, after]` in `from`'s order.
 */
export function reversedPairs(from: readonly string[], to: readonly string[]): Array<[string, string]> {
  const ahead = new Set(to);
  return from.flatMap((pair) => {
    const [before, after] = pair.split('\u0000') as [string, string];
    return ahead.has(`${after}\u0000${before}`) && !ahead.has(pair) ? [[before, after] as [string, string]] : [];
  });
}
