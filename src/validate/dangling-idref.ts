/**
 * An `xs:IDREF` names an `xs:ID` of its document (XSD Part 1, 3.3.4, cvc-id.1: the ID/IDREF
 * table of the validation root has an entry for every IDREF). libxml2 keeps IDs unique but never
 * checks an IDREF against them in XSD validation (only its DTD validator does), so
 * `<item ref="nowhere"/>` passed xmllint and the default engine; Xerces refuses it (review r27
 * newsets H1: astropy's VOTable `resource_groups.xml`). The `dangling-idref` correction of
 * ./libxml2-deviations-missed.ts finds such references from the IR, on the typed walk
 * (./libxml2-deviations-values.ts).
 *
 * The IDs are the values of the walk's attributes and simple texts of a type derived from
 * xs:ID. Where the walk cannot type a value (an element it leaves out, an attribute its element's
 * type does not declare: a wildcard's, `xml:id`) that value might be an ID, so a reference to it
 * is not reported: a reference is dangling only when no such value and no ID has its name.
 *
 * Xerces says it at the end of the document ("There is no ID/IDREF binding for IDREF
 * 'nowhere'"), where its position names the last element; `idrefHolder` finds the element that
 * holds the reference instead.
 */
import type { IrGeneration, TypeRef } from '../ir/nodes.js';
import { qname } from '../ir/qname.js';
import { XSI_NAMESPACE } from '../runtime/names.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { forEachTypedElement, textOf, valuesOf, type TypedElement, type TypedValue } from './libxml2-deviations-values.js';

export const DANGLING_IDREF = 'dangling-idref';

/** Text an XSD using IDREFs contains: `xs:IDREF` or `xs:IDREFS` (a restriction or list names one). */
export const DANGLING_IDREF_MARKER = /\bIDREFS?\b/;

/** Xerces' and the correction's words: the reference the message is about. */
const NO_BINDING = /There is no ID\/IDREF binding for IDREF '([^']*)'/;

type IdRole = 'id' | 'idref' | 'idrefs';

/** Whether a simple type holds an ID, one reference or a list of them (a union: none of these). */
function roleOf(type: TypeRef, generation: IrGeneration): IdRole | undefined {
  if (type.kind === 'builtin') return ROLES[type.name];
  const named = generation.types[type.name];
  if (named?.kind !== 'simpleType' || named.memberTypes) return undefined;
  if (named.itemType) return roleOf(named.itemType, generation) === 'idref' ? 'idrefs' : undefined;
  return ROLES[named.base];
}

const ROLES: Readonly<Record<string, IdRole>> = { ID: 'id', IDREF: 'idref', IDREFS: 'idrefs' };

/** The whitespace-separated tokens of a value (an ID or IDREF collapses its whitespace). */
function tokens(value: string): string[] {
  return value.split(/[ \t\r\n]+/).filter((token) => token !== '');
}

/** A reference of the document: the value holding it and the name it refers to. */
export interface IdReference {
  value: TypedValue;
  name: string;
}

/** The IDs and references of one document, fed by the typed walk. */
export class IdrefTable {
  private readonly ids = new Set<string>();
  private readonly references: IdReference[] = [];
  /** Each typed element with the attributes its type declares (`{ns}local`). */
  private readonly typed = new Map<XmlElementNode, Set<string>>();

  constructor(private readonly generation: IrGeneration) {}

  element(element: TypedElement): void {
    if (!this.typed.has(element.node)) this.typed.set(element.node, new Set());
  }

  value(value: TypedValue): void {
    if (value.attribute) this.typed.get(value.element)?.add(value.attribute.name);
    const role = roleOf(value.type, this.generation);
    if (role === undefined) return;
    const names = tokens(value.value);
    if (role === 'id') {
      if (names.length === 1) this.ids.add(names[0]!);
      return;
    }
    for (const name of role === 'idref' ? names.slice(0, 1) : names) this.references.push({ value, name });
  }

  /** The references no ID of the document (nor any value the walk could not type) names. */
  dangling(root: XmlElementNode): IdReference[] {
    const unbound = this.references.filter(({ name }) => !this.ids.has(name));
    if (unbound.length === 0) return [];
    const untyped = this.untypedValues(root);
    return unbound.filter(({ name }) => !untyped.has(name));
  }

  /** The tokens of every value the walk did not type: each might be an ID. */
  private untypedValues(root: XmlElementNode): Set<string> {
    const found = new Set<string>();
    const add = (text: string) => {
      for (const token of tokens(text)) found.add(token);
    };
    const stack: XmlElementNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const declared = this.typed.get(node);
      for (const attribute of node.attributes) {
        if (attribute.namespace === XSI_NAMESPACE) continue;
        if (!declared?.has(qname(attribute.namespace, attribute.local))) add(attribute.value);
      }
      for (const child of node.children) {
        if (child.kind === 'element') stack.push(child);
        else if (!declared && child.kind === 'text') add(child.value);
      }
    }
    return found;
  }
}

/** The problem of a dangling reference, in Xerces' words (after `Element '…', attribute '…': `). */
export function danglingMessage(name: string): string {
  return `There is no ID/IDREF binding for IDREF '${name}': no xs:ID of the document has that value.`;
}

/**
 * For each name the document's typed references (xs:IDREF, xs:IDREFS...) give, the first element
 * holding one, from the IR's typed walk.
 */
export function referenceHolders(root: XmlElementNode, generation: IrGeneration): Map<string, XmlElementNode> {
  const holders = new Map<string, XmlElementNode>();
  const values: TypedValue[] = [];
  forEachTypedElement(root, generation, (element) => {
    values.length = 0;
    valuesOf(element, generation, values);
    for (const value of values) {
      const role = roleOf(value.type, generation);
      if (role !== 'idref' && role !== 'idrefs') continue;
      for (const name of tokens(value.value)) if (!holders.has(name)) holders.set(name, value.element);
    }
  });
  return holders;
}

/**
 * The element holding the reference a Xerces message names: the first typed reference to that
 * name (`holders`, from the IR), else the first element, in document order, with an attribute
 * or text holding that token (which may be another value that spells it: review r28 recheck M1);
 * undefined for another message or none found.
 */
export function idrefHolder(message: string, root: XmlElementNode, holders?: () => ReadonlyMap<string, XmlElementNode> | undefined): XmlElementNode | undefined {
  const name = NO_BINDING.exec(message)?.[1];
  if (name === undefined) return undefined;
  const typed = holders?.()?.get(name);
  if (typed) return typed;
  const holds = (text: string) => tokens(text).includes(name);
  const stack: XmlElementNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.attributes.some((attribute) => attribute.namespace !== XSI_NAMESPACE && holds(attribute.value))) return node;
    if (holds(textOf(node))) return node;
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index]!;
      if (child.kind === 'element') stack.push(child);
    }
  }
  return undefined;
}
