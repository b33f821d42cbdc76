/**
 * Rewrites one element of a source document into the target generation, directed by the target
 * declaration: the element takes the target's namespace; xsi:nil is kept where the target allows
 * it; a simple value is copied (an enumeration value renamed by the rename table); a value that
 * changed shape is wrapped into or taken out of its `code` child (./reshape.ts); element content
 * goes to ./rewrite-children.ts. Whatever cannot be carried is dropped and reported.
 */
import { isSimpleType, localName, namespaceOf, XSI_NAMESPACE } from '../ir/index.js';
import type { XmlChildNode, XmlElementNode } from '../runtime/tree.js';
import { complexTypeOf, childElementsOf } from '../diff/content.js';
import { enumerationRenameOf } from '../diff/renames.js';
import { drop, noteNamespace, type Declaration, type Place, type RewriteContext } from './context.js';
import { wrapperFor } from './reshape.js';
import { rewriteChildren } from './rewrite-children.js';

function elementChildren(node: XmlElementNode): XmlElementNode[] {
  return node.children.filter((child): child is XmlElementNode => child.kind === 'element');
}

function textOf(node: XmlElementNode): string {
  return node.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
}

function isNil(node: XmlElementNode): boolean {
  return node.attributes.some((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil' && ['true', '1'].includes(attribute.value.trim()));
}

/** A new element of the target, named by its declaration. */
export function targetElement(declaration: Declaration, at: { line: number; column: number }, children: XmlChildNode[] = []): XmlElementNode {
  return { kind: 'element', namespace: namespaceOf(declaration.name), local: localName(declaration.name), prefix: '', attributes: [], namespaces: [], children, line: at.line, column: at.column };
}

/** An xsi:nil="true" attribute. */
export function nilAttribute(): XmlElementNode['attributes'][number] {
  return { namespace: XSI_NAMESPACE, local: 'nil', prefix: 'xsi', value: 'true' };
}

/** The simple value the target has for `value` (an enumeration value may be renamed). */
function mapValue(context: RewriteContext, declaration: Declaration, place: Place, value: string): string {
  const type = declaration.type.kind === 'named' ? context.target.types[declaration.type.name] : undefined;
  const enumeration = isSimpleType(type) ? type.facets.enumeration : undefined;
  const trimmed = value.trim();
  if (!enumeration || enumeration.includes(trimmed)) return value;
  const rename = enumerationRenameOf(place.parent, localName(declaration.name), trimmed);
  if (!rename || !enumeration.includes(rename.value)) return value;
  context.changes.push({ kind: 'value', path: place.targetPath, from: trimmed, to: rename.value, detail: rename.rule.cite });
  return rename.value;
}

/** Takes the value out of a `code` child (complex source, simple target). */
function unwrap(context: RewriteContext, node: XmlElementNode, out: XmlElementNode, declaration: Declaration, place: Place): XmlElementNode | undefined {
  const children = elementChildren(node);
  const wrapper = wrapperFor(out.local, children.map((child) => child.local));
  if (!wrapper) {
    drop(context, place.sourcePath, `${context.label} holds a plain value at ${place.targetPath}; the source element has child elements (${children.map((child) => child.local).join(', ')})`, node);
    return undefined;
  }
  for (const child of children) {
    if (child.local === wrapper.child) continue;
    if (isNil(child) || (elementChildren(child).length === 0 && textOf(child).trim() === '')) continue; // nothing is lost
    drop(context, `${place.sourcePath}/${child.local}`, `${context.label} holds only the ${wrapper.child} value at ${place.targetPath}`, child);
  }
  const value = children.find((child) => child.local === wrapper.child)!;
  context.changes.push({ kind: 'reshape', path: place.targetPath, from: `${wrapper.child} element`, to: 'value', detail: wrapper.cite });
  if (isNil(value)) {
    if (declaration.occurs.nillable) return { ...out, attributes: [...out.attributes, nilAttribute()] };
    drop(context, `${place.sourcePath}/${wrapper.child}`, `xsi:nil, but ${context.label} does not allow nil at ${place.targetPath}`, value);
    return undefined;
  }
  out.children = [{ kind: 'text', value: mapValue(context, declaration, place, textOf(value)), cdata: false, line: value.line, column: value.column }];
  return out;
}

/** Puts a plain value into the `code` child (simple source, complex target). */
function wrap(context: RewriteContext, node: XmlElementNode, out: XmlElementNode, declaration: Declaration, place: Place): XmlElementNode | undefined {
  const targets = childElementsOf(complexTypeOf(context.target, declaration.type)?.content);
  const wrapper = wrapperFor(out.local, targets.map((child) => localName(child.element.name)));
  if (!wrapper) {
    drop(context, place.sourcePath, `${context.label} expects child elements at ${place.targetPath}, not the value "${textOf(node).trim()}"`, node);
    return undefined;
  }
  const child = targets.find((candidate) => localName(candidate.element.name) === wrapper.child)!;
  const childDeclaration: Declaration = { name: child.element.name, type: child.element.type, occurs: child.occurs };
  const childPlace: Place = { sourcePath: place.sourcePath, targetPath: `${place.targetPath}/${wrapper.child}`, parent: out.local };
  const value = mapValue(context, childDeclaration, childPlace, textOf(node));
  out.children = [targetElement(childDeclaration, node, [{ kind: 'text', value, cdata: false, line: node.line, column: node.column }])];
  context.changes.push({ kind: 'reshape', path: place.targetPath, from: 'value', to: `${wrapper.child} element`, detail: wrapper.cite });
  return out;
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
    drop(context, `${place.sourcePath}/@${attribute.prefix ? `${attribute.prefix}:` : ''}${attribute.local}`, `${context.label} declares no attribute '${attribute.local}' at ${place.targetPath}`, node);
  }
  if (isNil(node)) {
    if (declaration.occurs.nillable) return { ...out, attributes: [nilAttribute()] };
    drop(context, place.sourcePath, `xsi:nil, but ${context.label} does not allow nil at ${place.targetPath}`, node);
    return undefined;
  }
  const complex = complexTypeOf(context.target, declaration.type);
  const hasElements = elementChildren(node).length > 0;
  if (!complex || complex.simpleContent) {
    if (hasElements) return unwrap(context, node, out, declaration, place);
    const texts = node.children.filter((child) => child.kind === 'text');
    const value = textOf(node);
    const mapped = mapValue(context, declaration, place, value);
    out.children = mapped === value ? texts : [{ kind: 'text', value: mapped, cdata: false, line: node.line, column: node.column }];
    return out;
  }
  if (!hasElements && textOf(node).trim() !== '') return wrap(context, node, out, declaration, place);
  out.children = rewriteChildren(context, node, complex, source, { ...place, parent: out.local }, rewriteElement);
  return out;
}
