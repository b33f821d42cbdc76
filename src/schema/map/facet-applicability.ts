/**
 * Which constraining facets apply to which simple types (XSD Part 2, 4.1.5 and the table of
 * appendix "Datatypes and Facets"): `totalDigits` on a string, `maxLength` on a date... break
 * XSD's own rules (cos-applicable-facets), so the loader refuses them rather than emitting a
 * check that means nothing.
 * @see https://www.w3.org/TR/xmlschema-2/#defn-coss
 */
import { fail } from '../../errors.js';
import { INTEGER_BUILTINS } from '../../ir/builtins.js';
import type { Facets, XsdBuiltin } from '../../ir/nodes.js';
import { ORDERED_SPACES } from '../../runtime/value-space.js';
import type { XsdSource } from '../xsd/model.js';

type Facet = keyof Facets;

const LENGTHS: readonly Facet[] = ['length', 'minLength', 'maxLength'];
const BOUNDS: readonly Facet[] = ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'];
const DIGITS: readonly Facet[] = ['totalDigits', 'fractionDigits'];
const COMMON: readonly Facet[] = ['pattern', 'enumeration', 'whiteSpace'];

/** The facets of a string-like built-in, a list, a number, a decimal, a date, a boolean. */
const STRING_FACETS = new Set<Facet>([...COMMON, ...LENGTHS]);
const ORDERED_FACETS = new Set<Facet>([...COMMON, ...BOUNDS]);
const DECIMAL_FACETS = new Set<Facet>([...COMMON, ...BOUNDS, ...DIGITS]);
const BOOLEAN_FACETS = new Set<Facet>(['pattern', 'whiteSpace']);
const UNION_FACETS = new Set<Facet>(['pattern', 'enumeration']);

const DECIMALS: ReadonlySet<XsdBuiltin> = new Set<XsdBuiltin>(['decimal', ...INTEGER_BUILTINS]);

const ORDERED: ReadonlySet<string> = new Set<string>(ORDERED_SPACES);

/** The facets XSD allows on a restriction of `base` (a list or union when `variety` says so). */
export function applicableFacets(base: XsdBuiltin, variety: 'atomic' | 'list' | 'union'): ReadonlySet<Facet> {
  if (variety === 'list') return STRING_FACETS;
  if (variety === 'union') return UNION_FACETS;
  if (DECIMALS.has(base)) return DECIMAL_FACETS;
  if (ORDERED.has(base)) return ORDERED_FACETS;
  if (base === 'boolean') return BOOLEAN_FACETS;
  // anySimpleType has no facets of its own in XSD 1.0, but no derivation of it is refused here.
  if (base === 'anySimpleType') return new Set<Facet>([...DECIMAL_FACETS, ...LENGTHS]);
  return STRING_FACETS;
}

/**
 * Refuses (SchemaInvalid, at `source`) a facet that does not apply to the type it restricts.
 * @example checkFacetsApply({ totalDigits: 3 }, 'string', 'atomic', source) // throws: totalDigits does not apply to xs:string
 */
export function checkFacetsApply(facets: Facets, base: XsdBuiltin, variety: 'atomic' | 'list' | 'union', source: XsdSource): void {
  const allowed = applicableFacets(base, variety);
  for (const facet of Object.keys(facets) as Facet[]) {
    if (facets[facet] === undefined || allowed.has(facet)) continue;
    const what = variety === 'atomic' ? `xs:${base}` : `a ${variety} type`;
    fail('SchemaInvalid', {
      file: source.file,
      line: source.line,
      detail: `facet xs:${facet} does not apply to ${what} (it allows ${[...allowed].map((name) => `xs:${name}`).join(', ')})`,
    });
  }
}
