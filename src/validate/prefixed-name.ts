/**
 * How a message names an element of another namespace than the element it is about: as the
 * document would write it there (`g:id`, with a prefix the document binds to that namespace where
 * the element stands), else with its namespace (`{http://…/GroupedUser}id`), as the engines'
 * messages keep a namespace that is the difference (./message-names.ts). An element of the
 * namespace of the element it is about is named by its local name, as every other message does
 * (review r14 spec L2, M1).
 * @see https://www.w3.org/TR/xml-names/#scoping (Namespaces in XML 1.0, 6.1: the scope of a declaration)
 */
import type { XmlElementNode } from '../runtime/tree.js';
import type { XsdName } from './schema-facts.js';

/**
 * The prefix bound to `namespace` where the last element of `chain` (document elements from the
 * root down) stands: a non-empty prefix not bound again to another namespace further in.
 * Undefined when none is (the default namespace does not count: `id` would read as a name of
 * the parent's namespace).
 * @example prefixInScope('urn:g', [note]) // 'g' where <note xmlns:g="urn:g">
 */
export function prefixInScope(namespace: string, chain: readonly XmlElementNode[]): string | undefined {
  const bound = new Set<string>();
  for (let at = chain.length - 1; at >= 0; at--) {
    for (const { prefix, uri } of chain[at]!.namespaces) {
      if (bound.has(prefix)) continue;
      bound.add(prefix);
      if (prefix !== '' && uri === namespace) return prefix;
    }
  }
  return undefined;
}

/** The name in Clark notation, as libxml2 writes a name in a namespace: `{urn:g}id`, `id` for no namespace. */
export function clarkName(name: XsdName): string {
  return name.namespace === '' ? name.local : `{${name.namespace}}${name.local}`;
}

/**
 * The name of `name` as a child of the last element of `chain`: its local name in that
 * element's namespace, else `prefix:local` with a prefix in scope there, else `{namespace}local`
 * (`local (no namespace)` for a name of no namespace, as ./message-names.ts marks one).
 * @example childNameShown({ namespace: 'urn:g', local: 'id' }, chain) // 'g:id'
 */
export function childNameShown(name: XsdName, chain: readonly XmlElementNode[]): string {
  const parent = chain[chain.length - 1];
  if (parent === undefined || name.namespace === parent.namespace) return name.local;
  if (name.namespace === '') return `${name.local} (no namespace)`;
  const prefix = prefixInScope(name.namespace, chain);
  return prefix !== undefined ? `${prefix}:${name.local}` : clarkName(name);
}
