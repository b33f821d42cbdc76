/**
 * Glushkov's construction over an IR content model: the positions (the element and wildcard
 * particles, in document order), which of them may come first, which may follow each one, and
 * which may come last. The one construction behind the generated decoders' position automaton
 * (src/emit/codecs/position-automaton.ts) and the validator's order check where libxml2 errs
 * (src/validate/libxml2-deviations-order.ts). Occurrence bounds count as "optional" and
 * "repeats" only (`a{2,3}` as `a+`): callers check exact counts apart. An `xs:all` lets its
 * particles follow one another in any order (each once is the caller's to count); an
 * `xs:choice` without particles matches nothing, not even empty content, as xmllint has it.
 * @see https://www.w3.org/TR/xmlschema-1/#cos-nonambig
 */
import { isGroup } from './guards.js';
import type { IrElement, IrGroup, IrParticle, IrWildcard } from './nodes.js';
import { isList, isOptional } from './occurs.js';

/** First, follow and last sets of a content model's positions. */
export interface Glushkov {
  /** The positions: element and wildcard particles in document order. */
  leaves: Array<IrElement | IrWildcard>;
  /** The positions that may take the first child. */
  first: number[];
  /** `follow[i]`: the positions that may take the child after one position `i` took. */
  follow: Array<Set<number>>;
  /** The positions after which the content may end. */
  last: number[];
  /** True when empty content matches. */
  nullable: boolean;
}

interface Fragment {
  nullable: boolean;
  first: number[];
  last: number[];
}

/** Builds the first, follow and last sets of `content` (see the module comment). */
export function glushkov(content: IrGroup): Glushkov {
  const leaves: Array<IrElement | IrWildcard> = [];
  const follow: Array<Set<number>> = [];
  const link = (from: readonly number[], to: readonly number[]) => {
    for (const i of from) for (const j of to) follow[i]!.add(j);
  };
  const visit = (particle: IrParticle): Fragment => {
    let fragment: Fragment;
    if (!isGroup(particle)) {
      const index = leaves.push(particle) - 1;
      follow.push(new Set());
      fragment = { nullable: false, first: [index], last: [index] };
    } else if (particle.kind === 'sequence') {
      fragment = { nullable: true, first: [], last: [] };
      for (const inner of particle.particles.map(visit)) {
        link(fragment.last, inner.first);
        if (fragment.nullable) fragment.first.push(...inner.first);
        fragment.last = inner.nullable ? [...fragment.last, ...inner.last] : inner.last;
        fragment.nullable &&= inner.nullable;
      }
    } else {
      const inners = particle.particles.map(visit);
      const first = inners.flatMap((inner) => inner.first);
      // xs:all: its particles in any order.
      if (particle.kind === 'all')
        for (const inner of inners) link(inner.last, first.filter((i) => !inner.first.includes(i)));
      fragment = {
        nullable: particle.kind === 'all' ? inners.every((inner) => inner.nullable) : inners.some((inner) => inner.nullable),
        first,
        last: inners.flatMap((inner) => inner.last),
      };
    }
    if (isOptional(particle.occurs)) fragment.nullable = true;
    if (isList(particle.occurs)) link(fragment.last, fragment.first);
    return fragment;
  };
  const root = visit(content);
  return { leaves, first: root.first, follow, last: root.last, nullable: root.nullable };
}
