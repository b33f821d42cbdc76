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
import { reportInvalid, type ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

const ELEMENT_BLOCKS: readonly XsdBlock[] = ['extension', 'restriction', 'substitution'];
const TYPE_BLOCKS: readonly XsdBlock[] = ['extension', 'restriction'];

/** The values of a `block`-like attribute, or undefined when absent (a bad token is SchemaInvalid). */
function readBlockValue(node: XsdXmlNode, context: ReadContext, attribute: string, allowed: readonly XsdBlock[]): XsdBlock[] | undefined {
  const value = node.attributes.get(attribute);
  if (value === undefined) return undefined;
  const tokens = value.trim().split(/\s+/).filter((token) => token !== '');
  if (tokens.length === 1 && tokens[0] === '#all') return [...allowed];
  const bad = tokens.find((token) => !(allowed as readonly string[]).includes(token));
  if (bad !== undefined) {
    reportInvalid(node, context, `${attribute}="${value}" must be "#all" or a list of ${allowed.join(', ')}`);
    return undefined;
  }
  return [...new Set(tokens as XsdBlock[])].sort();
}

/** `blockDefault` of an `<xs:schema>` (undefined: none). */
export function readBlockDefault(node: XsdXmlNode, context: ReadContext): XsdBlock[] | undefined {
  return readBlockValue(node, context, 'blockDefault', ELEMENT_BLOCKS);
}

/** An element's {disallowed substitutions}: its `block`, else the schema's default; undefined when empty. */
export function readElementBlock(node: XsdXmlNode, context: ReadContext): XsdBlock[] | undefined {
  const block = readBlockValue(node, context, 'block', ELEMENT_BLOCKS) ?? context.blockDefault;
  return block && block.length > 0 ? [...block] : undefined;
}

/** A complex type's {prohibited substitutions}: its `block`, else the schema's default (no `substitution`); undefined when empty. */
export function readTypeBlock(node: XsdXmlNode, context: ReadContext): XsdBlock[] | undefined {
  const block = (readBlockValue(node, context, 'block', TYPE_BLOCKS) ?? context.blockDefault)?.filter((value) => TYPE_BLOCKS.includes(value));
  return block && block.length > 0 ? block : undefined;
}
