/**
 * The set of allowed values an engine lists when a value is outside an enumeration: libxml2
 * `[facet 'enumeration'] The value 'MIT-X' is not an element of the set {'0BSD', 'AAL', …}.`,
 * Xerces `Value 'MIT-X' is not facet-valid with respect to enumeration '[0BSD, AAL, …]'.`.
 * Engines list every value: 826 SPDX license ids make a 13.8 KB message per finding, which
 * buries the point in a log, a 422 body or SARIF (review r13 sbom 5). The set is read out of the
 * message once (so the other steps read a short message), and shown cut as the generated codecs
 * cut a list (runtime `firstValuesAndMore`: the first values, then "… and N more (M values)").
 * @see https://www.w3.org/TR/xmlschema-2/#rf-enumeration (XSD Part 2, 4.3.5: enumeration)
 */
import { firstValuesAndMore, SHOWN_VALUES } from '../runtime/allowed-values.js';

/** Where the set stood in the message: a NUL, which no engine message holds. */
export const SET_PLACEHOLDER = '\u0000';

/** An enumeration set read out of a message. */
export interface EnumerationSet {
  /** The message with the values replaced by SET_PLACEHOLDER (between the set's brackets). */
  message: string;
  /** The values as the engine printed them, quotes taken off. */
  values: string[];
  /** libxml2 quotes each value (`{'a', 'b'}`), Xerces none (`'[a, b]'`). */
  quoted: boolean;
  /** The engine cut its message inside the set (libxml2 at about 64 KB: 100,000 values); `values` are those it gave whole. */
  cut?: boolean;
}

/** The start of each engine's set, and what the values are separated by. */
const STYLES = [
  { open: " is not an element of the set {'", close: "'}", separator: "', '", quoted: true },
  { open: " with respect to enumeration '[", close: "]'", separator: ', ', quoted: false },
] as const;

/**
 * The set of a value-outside-enumeration message, or undefined when it has none. A value
 * holding the separator (`', '`) is read as two: only the count shown is off then.
 * @example readEnumerationSet("Element 'a': [facet 'enumeration'] The value 'x' is not an element of the set {'b', 'c'}.")?.values // ['b', 'c']
 */
export function readEnumerationSet(message: string): EnumerationSet | undefined {
  for (const style of STYLES) {
    const open = message.indexOf(style.open);
    if (open < 0) continue;
    const start = open + style.open.length - (style.quoted ? 1 : 0);
    const close = message.lastIndexOf(style.close);
    if (close < open + style.open.length) {
      // Cut inside the set (review r25 hostilexsd L1: a 64 KB line ending mid-value): the whole
      // values it gave, the set closed as the engine would have.
      const values = message.slice(open + style.open.length).split(style.separator).slice(0, -1);
      if (values.length === 0) continue;
      // libxml2's message ends the set with "}." (review r26 recheck L3: the "." was lost).
      return { message: `${message.slice(0, start)}${SET_PLACEHOLDER}${style.close.slice(style.quoted ? 1 : 0)}${style.quoted ? '.' : ''}`, values, quoted: style.quoted, cut: true };
    }
    const end = close + (style.quoted ? 1 : 0);
    const inner = message.slice(open + style.open.length, close);
    return {
      message: message.slice(0, start) + SET_PLACEHOLDER + message.slice(end),
      values: inner.split(style.separator),
      quoted: style.quoted,
    };
  }
  return undefined;
}

/**
 * The set's text as shown: its first values, then how many more (runtime `firstValuesAndMore`).
 * @example renderEnumerationSet({ values: ['a', 'b'], quoted: true }) // "'a', 'b'"
 */
export function renderEnumerationSet(set: Pick<EnumerationSet, 'values' | 'quoted' | 'cut'>): string {
  const show = (value: string) => (set.quoted ? `'${value}'` : value);
  if (!set.cut) return firstValuesAndMore(set.values, show);
  return `${firstValuesAndMore(set.values.slice(0, SHOWN_VALUES), show)}, … (the engine cut its list after ${set.values.length} values)`;
}
