/**
 * The simple values of a document with the types its schema gives them, read from the IR (the
 * schema loader's, through ./schema-facts.ts; DESIGN.md: nothing downstream re-reads XSD text):
 * each attribute an element's complex type declares, and the text of each element of simple type
 * or simple content. For the corrections of ./libxml2-deviations-missed.ts, which look for what
 * libxml2 lets through (./libxml2-deviations-order.ts reads the typed elements' children).
 *
 * Types are assigned as an XSD engine does, from the root's global declaration down the content
 * models (extensions flattened, groups inlined, the IR's work). Where that is not sure the walk
 * leaves the element and what it holds out, so a correction never reports a value it cannot
 * type: an element whose `xsi:type` is not surely its type (see `xsiTypeOf`; a named type of
 * the set derived from the declared one is taken), an element no particle of its parent declares (unless a
 * substitution group or a strict or lax wildcard brings its global declaration in), a parent of
 * `xs:anyType`.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-assess-elt (XSD Part 1, 3.3.4: assessing an element)
 */
import { builtinDerivesFrom } from '../ir/builtins.js';
import { findElementParticle } from '../ir/guards.js';
import type { IrAttribute, IrComplexType, IrGeneration, IrGroup, IrParticle, IrWildcard, TypeRef, XsdBuiltin } from '../ir/nodes.js';
import { qname, type QName } from '../ir/qname.js';
import { isBuiltinSimpleType } from '../runtime/builtin-values.js';
import { xsiTypeName } from '../runtime/xsi-type.js';
import { XML_NAMESPACE, XSD_NAMESPACE, XSI_NAMESPACE } from '../runtime/names.js';
import type { XmlElementNode } from '../runtime/tree.js';

/** One typed value of a document. @example { element, xpath: '/*\/*[2]', attribute: { …xml:space }, type: { kind: 'named', name: '{…}space' }, value: 'default' } */
export interface TypedValue {
  element: XmlElementNode;
  /** libxml2's node path of the element (`/*\/*[2]`: element children counted), for the locator. */
  xpath: string;
  /** The attribute use, for an attribute's value (else the value is the element's text). */
  attribute?: IrAttribute;
  type: TypeRef;
  /** As written (XML attribute-value normalization aside): the type's whitespace is the check's. */
  value: string;
  /** The element's own default or fixed value (an empty element takes it). */
  elementDefault?: string;
}

/** What an element is declared as: its type and the value constraint of its declaration. */
export interface Declared {
  type: TypeRef;
  default?: string;
  fixed?: string;
}

/** An element of the document with the declaration the schema surely gives it. */
export interface TypedElement {
  node: XmlElementNode;
  /** Its typed parent (undefined for the document's element). */
  parent: TypedElement | undefined;
  /** Its place among the parent's element children, from 1 (libxml2's node path counts so). */
  position: number;
  declared: Declared;
  /** Its complex type, when it has one (else a simple type, or xs:anyType). */
  complexType?: IrComplexType;
  /** `xsi:nil="true"`: no content to check. */
  nil: boolean;
}

/** libxml2's node path of a typed element (`/*\/*[2]`: element children counted), for the locator. */
export function xpathOf(element: TypedElement): string {
  const steps: string[] = [];
  for (let at: TypedElement = element; at.parent; at = at.parent) steps.push(`/*[${at.position}]`);
  return `/*${steps.reverse().join('')}`;
}

/**
 * Visits every element of the document under `root` that the schema types surely (see the
 * module comment), parents before their children, by the type its `xsi:type` names where that
 * is sure; an element whose `xsi:type` is not and what it holds are left out, and so are the
 * children of an element whose complex type `descend` refuses.
 */
export function forEachTypedElement(root: XmlElementNode, generation: IrGeneration, visit: (element: TypedElement) => void, descend?: (type: IrComplexType) => boolean): void {
  const global = generation.elements[qname(root.namespace, root.local)];
  if (!global) return;
  const declarations = declarationsOf(generation);
  const stack: TypedElement[] = [];
  const push = (node: XmlElementNode, declared: Declared, parent: TypedElement | undefined, position: number) => {
    const named = xsiTypeValue(node);
    if (named !== undefined) {
      const type = xsiTypeOf(named, node, parent, declared.type, generation);
      if (!type) return;
      declared = { ...declared, type };
    }
    const type = declared.type.kind === 'named' ? generation.types[declared.type.name] : undefined;
    const complexType = type?.kind === 'complexType' ? type : undefined;
    const element: TypedElement = { node, parent, position, declared, nil: isNil(node) };
    if (complexType) element.complexType = complexType;
    stack.push(element);
  };
  push(root, { type: global.type }, undefined, 1);
  while (stack.length > 0) {
    const element = stack.pop()!;
    visit(element);
    const { complexType, node } = element;
    const content = complexType?.content;
    if (!content || element.nil || complexType.simpleContent || (descend && !descend(complexType))) continue;
    let position = 0;
    for (const child of node.children) {
      if (child.kind !== 'element') continue;
      position++;
      const declared = declarations(content, child.namespace, child.local);
      if (declared) push(child, declared, element, position);
    }
  }
}

/** The values of one typed element: its declared attributes, and its text if it is of simple type or content. */
export function valuesOf(element: TypedElement, generation: IrGeneration, out: TypedValue[]): void {
  const { node, declared, complexType, nil } = element;
  if (complexType) {
    attributeValues(node, element, complexType, out);
    if (!nil && complexType.simpleContent) textValue(node, element, complexType.simpleContent, declared, out);
  } else if (!nil && (declared.type.kind === 'named' ? generation.types[declared.type.name]?.kind === 'simpleType' : declared.type.name !== 'anyType')) {
    textValue(node, element, declared.type, declared, out);
  }
}

function xsiTypeValue(node: XmlElementNode): string | undefined {
  return node.attributes.find((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'type')?.value;
}

/**
 * The type an element's `xsi:type` names, when it surely stands in for the declared one: a
 * concrete named type of the set deriving from it (through its bases), or any built-in or
 * concrete named type for a declared xs:anyType, or a built-in deriving from a declared built-in.
 * Undefined otherwise (an unknown, abstract or unrelated type, a blocked derivation is libxml2's
 * to report): the element and what it holds are left out.
 */
function xsiTypeOf(value: string, node: XmlElementNode, parent: TypedElement | undefined, declared: TypeRef, generation: IrGeneration): TypeRef | undefined {
  const lookup = (prefix: string) => prefixUri(prefix, node, parent);
  const resolved = xsiTypeName(value, lookup, lookup('') ?? '');
  if ('reason' in resolved) return undefined;
  const { namespace, local } = resolved;
  const anyType = declared.kind === 'builtin' && declared.name === 'anyType';
  if (namespace === XSD_NAMESPACE) {
    // A built-in stands in for xs:anyType or a built-in it derives from (`xs:short` for
    // `xs:int`: review r27 recheck H2); never for a named type of the set.
    const stands = isBuiltinSimpleType(local) && (anyType || (declared.kind === 'builtin' && builtinDerivesFrom(local as XsdBuiltin, declared.name)));
    return stands ? { kind: 'builtin', name: local as XsdBuiltin } : undefined;
  }
  const name = qname(namespace, local);
  const type = generation.types[name];
  if (!type || (type.kind === 'complexType' && type.abstract)) return undefined;
  if (anyType) return { kind: 'named', name };
  if (declared.kind !== 'named') return undefined;
  const seen = new Set<QName>();
  for (let at: QName | undefined = name; at !== undefined && !seen.has(at); at = generation.types[at]?.baseType) {
    if (at === declared.name) return { kind: 'named', name };
    seen.add(at);
  }
  return undefined;
}

/** The namespace a prefix ('' for the default) is bound to where `node` stands (its typed ancestors are all its ancestors). */
function prefixUri(prefix: string, node: XmlElementNode, parent: TypedElement | undefined): string | undefined {
  if (prefix === 'xml') return XML_NAMESPACE;
  for (let at: XmlElementNode | undefined = node, up = parent; at; at = up?.node, up = up?.parent) {
    const declaration = at.namespaces.find((candidate) => candidate.prefix === prefix);
    if (declaration) return declaration.uri;
  }
  return undefined;
}

function isNil(node: XmlElementNode): boolean {
  return node.attributes.some((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil' && /^\s*(?:true|1)\s*$/.test(attribute.value));
}

function attributeValues(node: XmlElementNode, element: TypedElement, type: IrComplexType, out: TypedValue[]): void {
  for (const attribute of node.attributes) {
    if (attribute.namespace === XSI_NAMESPACE) continue;
    const name = qname(attribute.namespace, attribute.local);
    const use = type.attributes.find((candidate) => candidate.name === name);
    if (use) out.push({ element: node, xpath: xpathOf(element), attribute: use, type: use.type, value: attribute.value });
  }
}

/** The element's text, when it holds no element (a simple type's value). */
function textValue(node: XmlElementNode, element: TypedElement, type: TypeRef, declared: Declared, out: TypedValue[]): void {
  let value = '';
  for (const child of node.children) {
    if (child.kind === 'element') return;
    if (child.kind === 'text') value += child.value;
  }
  const elementDefault = declared.fixed ?? declared.default;
  out.push({ element: node, xpath: xpathOf(element), type, value, ...(elementDefault !== undefined ? { elementDefault } : {}) });
}

/** Names remembered per content model: enough for any schema's vocabulary, bounded against a document of made-up names. */
const DECLARATIONS_PER_MODEL = 4096;

/** How a child is declared in a content model, by its namespace and local name. */
type DeclarationLookup = (content: IrGroup, namespace: string, local: string) => Declared | undefined;

const declarationCaches = new WeakMap<IrGeneration, DeclarationLookup>();

/**
 * {@link declarationOf} with its answers remembered per generation and content model (each is
 * asked once per child; the parser interns names, so a remembered answer costs two lookups).
 */
function declarationsOf(generation: IrGeneration): DeclarationLookup {
  let lookup = declarationCaches.get(generation);
  if (lookup) return lookup;
  const byModel = new WeakMap<IrGroup, Map<string, Map<string, Declared | null>>>();
  lookup = (content, namespace, local) => {
    let byNamespace = byModel.get(content);
    if (!byNamespace) byModel.set(content, (byNamespace = new Map()));
    let byLocal = byNamespace.get(namespace);
    if (!byLocal) byNamespace.set(namespace, (byLocal = new Map()));
    let found = byLocal.get(local);
    if (found === undefined) {
      found = declarationOf(qname(namespace, local), content, generation) ?? null;
      if (byLocal.size < DECLARATIONS_PER_MODEL) byLocal.set(local, found);
    }
    return found ?? undefined;
  };
  declarationCaches.set(generation, lookup);
  return lookup;
}

/** How a child named `name` is declared in `content`: its particle, a member of a head's substitution group, or a global element a wildcard takes. */
function declarationOf(name: QName, content: IrGroup, generation: IrGeneration): Declared | undefined {
  const particle = findElementParticle(content, name);
  if (particle) return particle;
  const global = generation.elements[name];
  if (!global) return undefined;
  // A member of a substitution group stands where the content model names its head (transitively).
  const seen = new Set<QName>([name]);
  for (let head = global.substitutionGroup; head !== undefined && !seen.has(head); head = generation.elements[head]?.substitutionGroup) {
    seen.add(head);
    if (findElementParticle(content, head)) return { type: global.type };
  }
  // Under a wildcard that may validate it: every wildcard of the model strict or lax (one that
  // skips might be the one it matched, and then nothing is checked).
  const wildcards = wildcardsOf(content);
  return wildcards.length > 0 && wildcards.every((wildcard) => wildcard.processContents !== 'skip') ? { type: global.type } : undefined;
}

function wildcardsOf(group: IrGroup): IrWildcard[] {
  return group.particles.flatMap((particle: IrParticle) => (particle.kind === 'any' ? [particle] : particle.kind === 'element' ? [] : wildcardsOf(particle)));
}

/** An element's text (its text children, CDATA included, comments and PIs left out). */
export function textOf(node: XmlElementNode): string {
  let text = '';
  for (const child of node.children) if (child.kind === 'text') text += child.value;
  return text;
}
