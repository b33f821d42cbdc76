/**
 * `block` and `blockDefault` (XSD Part 1, 3.3.2 {disallowed substitutions} of an element, 3.4.2
 * {prohibited substitutions} of a complex type): `#all` or a list of `extension`, `restriction`
 * and, on elements, `substitution`. A declaration without `block` takes its schema document's
 * `blockDefault`; each keeps the values that apply to it (a complex type has no `substitution`).
 * They narrow which members of a substitution group may stand for its head
 * (src/ir/substitution-groups.ts) and, on a complex type, which derived types an xsi:type may
 * name (src/ir/derived-types.ts).
 */
import type { XsdBlock } from './model.js';
import { applicable, readDerivationSet } from './derivation-set.js';
import type { ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

const ELEMENT_BLOCKS: readonly XsdBlock[] = ['extension', 'restriction', 'substitution'];
const TYPE_BLOCKS: readonly XsdBlock[] = ['extension', 'restriction'];

/** `blockDefault` of an `<xs:schema>` (undefined: none). */
export function readBlockDefault(node: XsdXmlNode, context: ReadContext): XsdBlock[] | undefined {
  return readDerivationSet(node, context, 'blockDefault', ELEMENT_BLOCKS);
}

/** An element's {disallowed substitutions}: its `block`, else the schema's default; undefined when empty. */
export function readElementBlock(node: XsdXmlNode, context: ReadContext): XsdBlock[] | undefined {
  return applicable(readDerivationSet(node, context, 'block', ELEMENT_BLOCKS) ?? context.blockDefault, ELEMENT_BLOCKS);
}

/** A complex type's {prohibited substitutions}: its `block`, else the schema's default (no `substitution`); undefined when empty. */
export function readTypeBlock(node: XsdXmlNode, context: ReadContext): XsdBlock[] | undefined {
  return applicable(readDerivationSet(node, context, 'block', TYPE_BLOCKS) ?? context.blockDefault, TYPE_BLOCKS);
}
