/**
 * Carries a value whose shape changed between generations (./reshape.ts): takes it out of its
 * `code` child for a target that holds a plain value, or puts it into one for a target that
 * expects elements. Companions of the value (`description`) that cannot follow are dropped. An
 * empty value becomes an element without a value child, and an element without one (or with a
 * nil one) a nil value: each is reported as a reshape.
 */
import { localName } from '../ir/index.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { childElementsOf, complexTypeOf } from '../diff/content.js';
import { drop, type Declaration, type Place, type RewriteContext } from './context.js';
import { dropForeign } from './foreign-namespace.js';
import { elementChildren, isNil, mapValue, nilAttribute, targetElement, textOf, valueChildren } from './nodes.js';
import { wrapperFor, wrapperHolding } from './reshape.js';

/** Takes the value out of a `code` child (complex source, simple target). */
export function unwrap(
  context: RewriteContext,
  node: XmlElementNode,
  out: XmlElementNode,
  declaration: Declaration,
  place: Place,
): XmlElementNode | undefined {
  // A child of a namespace outside the API is no value nor companion (./foreign-namespace.ts).
  const children = elementChildren(node).filter((child) => !dropForeign(context, child, `${place.sourcePath}/${child.local}`));
  const wrapper = wrapperHolding(
    out.local,
    children.map((child) => child.local),
  );
  if (!wrapper) {
    drop(
      context,
      place.sourcePath,
      `${context.label} holds a plain value at ${place.targetPath}; the source element has child elements (${elementChildren(node).map((child) => child.local).join(', ')})`,
      node,
    );
    return undefined;
  }
  for (const child of children) {
    if (child.local === wrapper.child) continue;
    if (isNil(child) || (elementChildren(child).length === 0 && textOf(child).trim() === ''))
      continue; // nothing is lost
    drop(
      context,
      `${place.sourcePath}/${child.local}`,
      `${context.label} holds only the ${wrapper.child} value at ${place.targetPath}`,
      child,
    );
  }
  const value = children.find((child) => child.local === wrapper.child);
  // No value child is a value not given, as a nil one is: the element stays, nil.
  const noValue = value === undefined || isNil(value);
  context.changes.push({
    kind: 'reshape',
    path: place.targetPath,
    from: value ? `${wrapper.child} element` : `element without ${wrapper.child}`,
    to: noValue ? 'xsi:nil' : 'value',
    detail: wrapper.cite,
  });
  if (noValue) {
    if (declaration.occurs.nillable)
      return { ...out, attributes: [...out.attributes, nilAttribute()] };
    drop(
      context,
      value ? `${place.sourcePath}/${wrapper.child}` : place.sourcePath,
      `${value ? 'xsi:nil' : `no ${wrapper.child}`}, but ${context.label} does not allow nil at ${place.targetPath}`,
      value ?? node,
    );
    return undefined;
  }
  // The wrapper's own comments and PIs stand where they stood around the value (review r26
  // recheck M1: `<code14><!--c--><code>01</code></code14>` lost its comment on the way to 0.0.7).
  const carried = valueChildren(value, mapValue(context, declaration, place, textOf(value)));
  out.children = node.children.flatMap((child) =>
    child === value ? carried : child.kind === 'comment' || child.kind === 'pi' ? [child] : [],
  );
  return out;
}

/**
 * Records that an empty plain value (`<eit:code15></eit:code15>`, a 0.0.7 empty string) becomes
 * an element without its value child (`<vmrs:code15/>`): the empty string is no valid code, so no
 * `code` is written, but the shape changed all the same. False when no wrapper applies.
 */
export function reshapeEmpty(
  context: RewriteContext,
  out: XmlElementNode,
  declaration: Declaration,
  place: Place,
): boolean {
  const targets = childElementsOf(complexTypeOf(context.target, declaration.type)?.content);
  const wrapper = wrapperFor(
    out.local,
    targets.map((child) => localName(child.element.name)),
  );
  if (!wrapper) return false;
  context.changes.push({
    kind: 'reshape',
    path: place.targetPath,
    from: 'empty value',
    to: `element without ${wrapper.child}`,
    detail: wrapper.cite,
  });
  return true;
}

/**
 * Records that an element without its value child (`<vmrs:code14/>`) becomes an empty plain
 * value (`<eit:code14/>`): the way back of {@link reshapeEmpty}, so a round trip keeps the
 * empty string. False when no wrapper applies.
 */
export function unwrapEmpty(
  context: RewriteContext,
  out: XmlElementNode,
  source: Declaration,
  place: Place,
): boolean {
  const children = childElementsOf(complexTypeOf(context.source, source.type)?.content);
  const wrapper = wrapperFor(
    out.local,
    children.map((child) => localName(child.element.name)),
  );
  if (!wrapper) return false;
  context.changes.push({
    kind: 'reshape',
    path: place.targetPath,
    from: `element without ${wrapper.child}`,
    to: 'empty value',
    detail: wrapper.cite,
  });
  return true;
}

/** Puts a plain value into the `code` child (simple source, complex target). */
export function wrap(
  context: RewriteContext,
  node: XmlElementNode,
  out: XmlElementNode,
  declaration: Declaration,
  place: Place,
): XmlElementNode | undefined {
  const targets = childElementsOf(complexTypeOf(context.target, declaration.type)?.content);
  const wrapper = wrapperFor(
    out.local,
    targets.map((child) => localName(child.element.name)),
  );
  if (!wrapper) {
    drop(
      context,
      place.sourcePath,
      `${context.label} expects child elements at ${place.targetPath}, not the value "${textOf(node).trim()}"`,
      node,
    );
    return undefined;
  }
  const child = targets.find((candidate) => localName(candidate.element.name) === wrapper.child)!;
  const childDeclaration: Declaration = {
    name: child.element.name,
    type: child.element.type,
    occurs: child.occurs,
  };
  const childPlace: Place = {
    sourcePath: place.sourcePath,
    targetPath: `${place.targetPath}/${wrapper.child}`,
    parent: out.local,
  };
  const value = mapValue(context, childDeclaration, childPlace, textOf(node));
  out.children = [targetElement(childDeclaration, node, valueChildren(node, value))];
  context.changes.push({
    kind: 'reshape',
    path: place.targetPath,
    from: 'value',
    to: `${wrapper.child} element`,
    detail: wrapper.cite,
  });
  return out;
}
