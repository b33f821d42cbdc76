/**
 * xs:enumeration values of xs:QName types are values, not texts (XSD Part 2, 3.2.18, 4.3.5):
 * `tns:Sender` in a schema is the expanded name its prefix gives where the facet is written. The
 * reader does not know yet whether a restriction's base is a QName type (it may be a named type
 * of another file), so it notes each enumeration value's expanded name beside the values, and
 * the mapper (../map/simple-type.ts) uses them once the base is known to be xs:QName.
 */
import { LEXICAL_CHECKS } from '../../runtime/lexical-checks.js';
import { namespaceOfPrefix } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

/** Per enumeration array of the reader: each value's `{ns}local`, or undefined when it has none. */
const expandedNames = new WeakMap<readonly string[], Array<string | undefined>>();

/** Notes the expanded name of the enumeration value `value` (pushed last onto `values`) at `node`. */
export function noteEnumerationName(
  values: readonly string[],
  value: string,
  node: XsdXmlNode,
): void {
  const names = expandedNames.get(values) ?? [];
  expandedNames.set(values, names);
  const text = value.trim().replace(/\s+/g, ' ');
  if (!LEXICAL_CHECKS.QName(text)) return void names.push(undefined);
  const colon = text.indexOf(':');
  const namespace =
    colon < 0 ? (node.scope.get('') ?? '') : namespaceOfPrefix(node, text.slice(0, colon));
  const local = text.slice(colon + 1);
  names.push(
    namespace === undefined ? undefined : namespace === '' ? local : `{${namespace}}${local}`,
  );
}

/**
 * The enumeration values as expanded names (Clark notation), for a type whose values are
 * xs:QNames; a value without one (an unbound prefix, already reported) or a list the reader did
 * not note (values already expanded, from a mapped base type) is kept as it is.
 */
export function enumerationAsQNames(values: readonly string[]): string[] {
  const names = expandedNames.get(values);
  return values.map((value, index) => names?.[index] ?? value);
}
