/**
 * `final` and `finalDefault` (XSD Part 1, 3.3.2 {substitution group exclusions} of an element,
 * 3.4.2 {final} of a complex type; Part 2, 4.1.2 {final} of a simple type): `#all` or a list of
 * the derivations other definitions may not make from this one. A definition without `final`
 * takes its schema document's `finalDefault`, keeping the values that apply to it (a complex
 * type has no `list` or `union`). Checked where types are assembled
 * (src/schema/map/final-derivations.ts): a schema deriving against them is SchemaInvalid, as
 * xmllint and Xerces refuse it.
 */
import type { XsdFinal } from './model.js';
import { applicable, readDerivationSet } from './derivation-set.js';
import type { ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

const DEFAULT_FINALS: readonly XsdFinal[] = ['extension', 'list', 'restriction', 'union'];

/** What `final` may name on each definition that takes it. */
const FINALS = {
  element: ['extension', 'restriction'],
  complexType: ['extension', 'restriction'],
  simpleType: ['list', 'restriction', 'union'],
} as const satisfies Record<string, readonly XsdFinal[]>;

/** `finalDefault` of an `<xs:schema>` (undefined: none). */
export function readFinalDefault(node: XsdXmlNode, context: ReadContext): XsdFinal[] | undefined {
  return readDerivationSet(node, context, 'finalDefault', DEFAULT_FINALS);
}

/** A global element's or named type's `final`, else the schema's default; undefined when empty. */
export function readFinal(node: XsdXmlNode, context: ReadContext, definition: keyof typeof FINALS): XsdFinal[] | undefined {
  const allowed: readonly XsdFinal[] = FINALS[definition];
  return applicable(readDerivationSet(node, context, 'final', allowed) ?? context.finalDefault, allowed);
}
