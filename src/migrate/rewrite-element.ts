/**
 * Rewrites one element of a source document into the target generation, directed by the target
 * declaration: the element takes the target's namespace; xsi:nil is kept where the target allows
 * it; a simple value is copied (an enumeration value renamed by the rename table); a value that
 * changed shape goes to ./reshape-value.ts; element content goes to ./rewrite-children.ts.
 * Whatever cannot be carried is dropped and reported.
 */
import { namespaceOf, XSI_NAMESPACE } from '../ir/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { complexTypeOf } from '../diff/content.js';
import {
  drop,
  noteNamespace,
  type Declaration,
  type Place,
  type RewriteContext,
} from './context.js';
import { NIL_CITE, elementChildren, isNil, mapValue, nilAttribute, targetElement, textOf, valueChildren } from './nodes.js';
import { reshapeEmpty, unwrap, unwrapEmpty, wrap } from './reshape-value.js';
import { rewriteChildren } from './rewrite-children.js';
import { xsiHint } from './xsi-hints.js';

/** The xsi:nil attribute of `node`, if it has one. */
function nilOf(node: XmlElementNode): XmlElementNode['attributes'][number] | undefined {
  return node.attributes.find((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil');
}

/**
 * An `xsi:nil="1"` is written `xsi:nil="true"` (`0`, `false`), listed as the value change it is,
 * as an element boolean's `1` is (review r21 spec L4: it was rewritten without a word).
 */
function noteNilForm(context: RewriteContext, given: string, written: 'true' | 'false', targetPath: string): void {
  if (given !== written) context.changes.push({ kind: 'value', path: `${targetPath}/@xsi:nil`, from: given, to: written, detail: NIL_CITE });
}

/**
 * An `xsi:nil="false"` (or `0`) is kept where the target element is nillable; where it is not,
 * XML Schema refuses any xsi:nil (cvc-elt.3.1), so it is dropped and reported (review r21
 * recheck L3: it went without a word).
 */
function carryNilFalse(context: RewriteContext, node: XmlElementNode, out: XmlElementNode, declaration: Declaration, place: Place): void {
  const given = nilOf(node)?.value.trim();
  if (given === undefined) return;
  if (given !== 'false' && given !== '0') {
    drop(context, `${place.sourcePath}/@xsi:nil`, `xsi:nil="${given}" is no xs:boolean value`, node);
    return;
  }
  if (declaration.occurs.nillable) {
    noteNilForm(context, given, 'false', place.targetPath);
    out.attributes.push(nilAttribute('false'));
    return;
  }
  drop(context, `${place.sourcePath}/@xsi:nil`, `xsi:nil="${given}", but ${context.label} does not allow nil at ${place.targetPath}`, node);
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
  const namespace = namespaceOf(declaration.name);
  noteNamespace(context, node.namespace, namespace, place.targetPath);
  const written = rewritten(context, node, declaration, source, place);
  // Only an element written moved namespace (review r25 diffmig L2: dropped ones were counted).
  if (!written) noteNamespace(context, node.namespace, namespace, place.targetPath, -1);
  return written;
}

function rewritten(
  context: RewriteContext,
  node: XmlElementNode,
  declaration: Declaration,
  source: Declaration | undefined,
  place: Place,
): XmlElementNode | undefined {
  const out = targetElement(declaration, node);
  for (const attribute of node.attributes) {
    if (attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil') continue;
    const hint = xsiHint(attribute, source?.type, place.targetPath);
    if (hint && 'change' in hint) {
      context.changes.push(hint.change);
      continue;
    }
    if (hint) {
      drop(context, `${place.sourcePath}/@xsi:${attribute.local}`, hint.dropped, node);
      continue;
    }
    drop(
      context,
      `${place.sourcePath}/@${attribute.prefix ? `${attribute.prefix}:` : ''}${attribute.local}`,
      `${context.label} declares no attribute '${attribute.local}' at ${place.targetPath}`,
      node,
    );
  }
  if (isNil(node)) {
    if (declaration.occurs.nillable) {
      noteNilForm(context, nilOf(node)!.value.trim(), 'true', place.targetPath);
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
  carryNilFalse(context, node, out, declaration, place);
  const complex = complexTypeOf(context.target, declaration.type);
  const hasElements = elementChildren(node).length > 0;
  if (!complex || complex.simpleContent) {
    if (hasElements) return unwrap(context, node, out, declaration, place);
    const value = textOf(node);
    if (source && value.trim() === '' && !complex) unwrapEmpty(context, out, source, place);
    out.children = valueChildren(node, mapValue(context, declaration, place, value));
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
