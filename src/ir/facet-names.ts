/**
 * The constraining facets of XML Schema (Part 2, 4.3), in the order the XSD Recommendation lists
 * them: the keys of the IR's `Facets`, and the local names of their XSD elements
 * (`xs:maxLength`). One list for the XSD reader's table of elements and the diff's facet checks.
 */
import type { Facets } from './nodes.js';

/** Every facet name, XSD's order. */
export const FACET_NAMES = [
  'enumeration',
  'pattern',
  'length',
  'minLength',
  'maxLength',
  'totalDigits',
  'fractionDigits',
  'minInclusive',
  'maxInclusive',
  'minExclusive',
  'maxExclusive',
  'whiteSpace',
] as const satisfies ReadonlyArray<keyof Facets>;
