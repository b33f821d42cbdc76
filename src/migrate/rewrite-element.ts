/**
 * Rewrites one element of a source document into the target generation, directed by the target
 * declaration: the element takes the target's namespace; xsi:nil is kept where the target allows
 * it; a simple value is copied (an enumeration value renamed by the rename table); a value that
 * changed shape goes to ./reshape-value.ts; element content goes to ./rewrite-children.ts.
 * Whatever cannot be carried is dropped and reported.
 */
import { XSI_NAMESPACE } from '../ir/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { complexTypeOf } from '../diff/content.js';
import {
  drop,
  noteNamespace,
  type Declaration,
  type Place,
  type RewriteContext,
} from './context.js';
import { BOOLEAN_CITE, elementChildren, isNil, mapValue, nilAttribute, targetElement, textOf } from './nodes.js';
import { reshapeEmpty, unwrap, unwrapEmpty, wrap } from './reshape-value.js';
import { rewriteChildren } from './rewrite-children.js';

/**
 * An `xsi:nil="1"` is written `xsi:nil="true"`, listed as the value change it is, as an
 * element boolean's `1` is (review r21 spec L4: it was rewritten without a word).
 */
function noteNilForm(context: RewriteContext, node: XmlElementNode, targetPath: string): void {
  const given = node.attributes.find((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil')!.value.trim();
  if (given !== 'true') context.changes.push({ kind: 'value', path: `${targetPath}/@xsi:nil`, from: given, to: 'true', detail: BOOLEAN_CITE });
}

/**
 * Rewrites `node` as the target element `declaration` (undefined when it cannot be carried; the
 * reason is recorded). `source` is the source declaration when the source schema knows the element.
 */
export function rewriteElement(
  context: RewriteContext,
  node: XmlElementNode,
  declaration: Declaration,
  source: Declaration | undefined,
  place: Place,
): XmlElementNode | undefined {
  const out = targetElement(declaration, node);
  noteNamespace(context, node.namespace, out.namespace, place.targetPath);
  for (const attribute of node.attributes) {
    if (attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil') continue;
    drop(
      context,
      `${place.sourcePath}/@${attribute.prefix ? `${attribute.prefix}:` : ''}${attribute.local}`,
      `${context.label} declares no attribute '${attribute.local}' at ${place.targetPath}`,
      node,
    );
  }
  if (isNil(node)) {
    if (declaration.occurs.nillable) {
      noteNilForm(context, node, place.targetPath);
      return { ...out, attributes: [nilAttribute()] };
    }
    drop(
      context,
      place.sourcePath,
      `xsi:nil, but ${context.label} does not allow nil at ${place.targetPath}`,
      node,
    );
    return undefined;
  }
  const complex = complexTypeOf(context.target, declaration.type);
  const hasElements = elementChildren(node).length > 0;
  if (!complex || complex.simpleContent) {
    if (hasElements) return unwrap(context, node, out, declaration, place);
    const texts = node.children.filter((child) => child.kind === 'text');
    const value = textOf(node);
    if (source && value.trim() === '' && !complex) unwrapEmpty(context, out, source, place);
    const mapped = mapValue(context, declaration, place, value);
    out.children =
      mapped === value
        ? texts
        : [{ kind: 'text', value: mapped, cdata: false, line: node.line, column: node.column }];
    return out;
  }
  if (!hasElements && textOf(node).trim() !== '')
    return wrap(context, node, out, declaration, place);
  // An empty plain value of the source (not an empty element the source declares with content).
  if (!hasElements && source && !complexTypeOf(context.source, source.type))
    reshapeEmpty(context, out, declaration, place);
  out.children = rewriteChildren(
    context,
    node,
    complex,
    source,
    { ...place, parent: out.local },
    rewriteElement,
  );
  return out;
}
