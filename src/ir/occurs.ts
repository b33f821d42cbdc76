/**
 * Derived occurrence helpers: the only place occurrence logic lives (XSD Part 1, 3.9.1
 * Particle minOccurs/maxOccurs; 3.3.1 nillable). Emitters call these, never compare bounds.
 */
import type { Occurs } from './nodes.js';

/** minOccurs=0: the element may be absent. */
export function isOptional(occurs: Occurs): boolean {
  return occurs.min === 0;
}

/** maxOccurs>1 or unbounded: the element repeats (an array in TypeScript). */
export function isList(occurs: Occurs): boolean {
  return occurs.max === 'unbounded' || occurs.max > 1;
}

/** nillable="true": the element may carry xsi:nil="true" (null in TypeScript). */
export function isNillable(occurs: Occurs): boolean {
  return occurs.nillable;
}

/** Exactly once, not nillable. */
export const ONCE: Occurs = Object.freeze({ min: 1, max: 1, nillable: false }) as Occurs;
