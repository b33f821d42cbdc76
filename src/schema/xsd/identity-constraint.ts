/**
 * Reads the identity constraints `<xs:unique>`, `<xs:key>`, `<xs:keyref>` of an element
 * declaration (XSD Part 1, 3.11.2): name, refer, the selector's and fields' XPaths as written,
 * and the namespaces their prefixes are bound to where they are written.
 */
import type { XsdIdentityConstraint } from './model.js';
import { checkAttributes, eachChild, invalid, namespaceOfPrefix, readQName, sourceOf, unboundPrefix, type ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

const KINDS = ['unique', 'key', 'keyref'] as const;

/** True for the local name of an identity constraint element. */
export function isIdentityConstraint(local: string): local is XsdIdentityConstraint['kind'] {
  return (KINDS as readonly string[]).includes(local);
}

/** Reads one identity constraint. */
export function readIdentityConstraint(node: XsdXmlNode, context: ReadContext): XsdIdentityConstraint {
  const kind = node.local;
  if (!isIdentityConstraint(kind)) invalid(node, context, `xs:${kind} is not an identity constraint`);
  checkAttributes(node, context, kind === 'keyref' ? ['name', 'refer'] : ['name']);
  const name = node.attributes.get('name')?.trim();
  if (!name) invalid(node, context, `xs:${kind} needs a name attribute`);
  const refer = readQName(node, context, 'refer');
  if (kind === 'keyref' && !refer) invalid(node, context, 'xs:keyref needs a refer attribute');
  let selector: string | undefined;
  const fields: string[] = [];
  const namespaces: Record<string, string> = {};
  const xpath = (child: XsdXmlNode): string => {
    checkAttributes(child, context, ['xpath']);
    eachChild(child, context, {});
    const value = child.attributes.get('xpath')?.trim();
    if (!value) invalid(child, context, `xs:${child.local} needs an xpath attribute`);
    // Prefixed names of the restricted XPath (Part 1, 3.11.6); `child::` and `attribute::` are axes.
    for (const match of value.matchAll(/([\p{L}_][\p{L}\p{N}._-]*):(?!:)/gu)) {
      const prefix = match[1]!;
      const uri = namespaceOfPrefix(child, prefix);
      if (uri === undefined) unboundPrefix(child, context, `xpath="${value}"`, prefix, node);
      namespaces[prefix] = uri;
    }
    return value;
  };
  eachChild(node, context, {
    selector: (child) => {
      if (selector !== undefined) invalid(child, context, `xs:${kind} "${name}" has more than one xs:selector`);
      selector = xpath(child);
    },
    field: (child) => void fields.push(xpath(child)),
  });
  if (selector === undefined || fields.length === 0) invalid(node, context, `xs:${kind} "${name}" needs an xs:selector and at least one xs:field`);
  return { kind, name, ...(refer ? { refer } : {}), selector, fields, namespaces, source: sourceOf(node, context) };
}
