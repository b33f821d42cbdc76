/**
 * Small helpers over the element trees migrate reads and writes: children, text, xsi:nil, new
 * target elements, and the simple value the target has for a source value (an enumeration value
 * renamed by the rename table, e.g. Start <-> start; a boolean 1/0 written true/false).
 */
import { isSimpleType, localName, namespaceOf, XSI_NAMESPACE, type IrSimpleType } from '../ir/index.js';
import { builtinWhiteSpace } from '../runtime/lexical-checks.js';
import type { XmlChildNode, XmlElementNode } from '../runtime/tree.js';
import { enumerationRenameOf } from '../diff/renames.js';
import type { Declaration, Place, RewriteContext } from './context.js';

/** The element children of a node. */
export function elementChildren(node: XmlElementNode): XmlElementNode[] {
  return node.children.filter((child): child is XmlElementNode => child.kind === 'element');
}

/** The text of a node (its text children joined). */
export function textOf(node: XmlElementNode): string {
  return node.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
}

/**
 * The children of a value written as `value` from the leaf `source`: the source's own text,
 * comments and processing instructions where the value is unchanged; else the new text, then the
 * source's comments and PIs, so that none is lost (review r25 diffmig M1: `<cause>a<?keep?>b</cause>`
 * became `<cause>ab</cause>` without a word).
 */
export function valueChildren(source: XmlElementNode, value: string): XmlChildNode[] {
  const markup = source.children.filter((child) => child.kind === 'comment' || child.kind === 'pi');
  if (value === textOf(source)) return source.children.filter((child) => child.kind !== 'element');
  return [{ kind: 'text', value, cdata: false, line: source.line, column: source.column }, ...markup];
}

/** True when a node carries xsi:nil="true". */
export function isNil(node: XmlElementNode): boolean {
  return node.attributes.some(
    (attribute) =>
      attribute.namespace === XSI_NAMESPACE &&
      attribute.local === 'nil' &&
      ['true', '1'].includes(attribute.value.trim()),
  );
}

/** A new element of the target, named by its declaration. */
export function targetElement(
  declaration: Declaration,
  at: { line: number; column: number },
  children: XmlChildNode[] = [],
): XmlElementNode {
  return {
    kind: 'element',
    namespace: namespaceOf(declaration.name),
    local: localName(declaration.name),
    prefix: '',
    attributes: [],
    namespaces: [],
    children,
    line: at.line,
    column: at.column,
  };
}

/** An xsi:nil attribute, `true` unless said otherwise. */
export function nilAttribute(value: 'true' | 'false' = 'true'): XmlElementNode['attributes'][number] {
  return { namespace: XSI_NAMESPACE, local: 'nil', prefix: 'xsi', value };
}

/** SPEC.md's form of the xs:boolean values XML Schema also writes `1` and `0`. */
const BOOLEAN_FORMS: Readonly<Record<string, string>> = { '1': 'true', '0': 'false' };

const BOOLEAN_CITE =
  'SPEC.md, Conventions 6: "Booleans are `true` or `false`" (1 and 0 are the same xs:boolean values)';

/**
 * An `xsi:nil` of `1` or `0`, written as SPEC.md writes it: valid either way (validate is silent
 * on it), so the change cites the form, not a convention broken (review r24 conform L2: it cited
 * item 6, which validate applies to the API's boolean fields only).
 */
export const NIL_CITE =
  'written as SPEC.md writes xsi:nil (Conventions 8: `xsi:nil="true"`); 1 and 0 are the same xs:boolean values as true and false';

/** True when the declared type's values are xs:boolean (the builtin, or a restriction of it). */
function isBoolean(context: RewriteContext, declaration: Declaration): boolean {
  if (declaration.type.kind === 'builtin') return declaration.type.name === 'boolean';
  const type = context.target.types[declaration.type.name];
  return isSimpleType(type) && type.base === 'boolean' && !type.itemType && !type.memberTypes;
}

/**
 * An enumeration value with white space around it, in a type that keeps white space (a
 * restriction of xs:string): written without it, as a reported value change. ` deferred ` was
 * invalid in the target where a renamed `Complete ` came out valid (review r30 diffmig L2). In
 * a type that collapses white space the value is valid as it is, and stays.
 */
function withoutEdgeSpace(context: RewriteContext, type: IrSimpleType, place: Place, value: string): string {
  const trimmed = value.trim();
  if (trimmed === value || (type.facets.whiteSpace ?? builtinWhiteSpace(type.base)) === 'collapse') return value;
  context.changes.push({ kind: 'value', path: place.targetPath, from: value, to: trimmed, detail: 'white space around an enumeration value left out' });
  return trimmed;
}

/**
 * The simple value the target has for `value`: an enumeration value may be renamed, and a boolean
 * `1`/`0` is written in SPEC.md's form `true`/`false` (each reported as a `value` change, `from`
 * the text as written, whitespace included: review r25 diffmig L1).
 */
export function mapValue(
  context: RewriteContext,
  declaration: Declaration,
  place: Place,
  value: string,
): string {
  const form = isBoolean(context, declaration) ? BOOLEAN_FORMS[value.trim()] : undefined;
  if (form !== undefined) {
    context.changes.push({
      kind: 'value',
      path: place.targetPath,
      from: value,
      to: form,
      detail: BOOLEAN_CITE,
    });
    return form;
  }
  const type =
    declaration.type.kind === 'named' ? context.target.types[declaration.type.name] : undefined;
  const simple = isSimpleType(type) ? type : undefined;
  const enumeration = simple?.facets.enumeration;
  const trimmed = value.trim();
  if (!simple || !enumeration) return value;
  if (enumeration.includes(trimmed)) return withoutEdgeSpace(context, simple, place, value);
  const rename = enumerationRenameOf(place.parent, localName(declaration.name), trimmed);
  if (!rename || !enumeration.includes(rename.value)) return value;
  context.changes.push({
    kind: 'value',
    path: place.targetPath,
    from: value,
    to: rename.value,
    detail: rename.rule.cite,
  });
  return rename.value;
}
