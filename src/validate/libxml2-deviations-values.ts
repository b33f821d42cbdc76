/**
 * The simple values of a document with the types its schema gives them, read from the IR (the
 * schema loader's, through ./schema-facts.ts; DESIGN.md: nothing downstream re-reads XSD text):
 * each attribute an element's complex type declares, and the text of each element of simple type
 * or simple content. For the corrections of ./libxml2-deviations-missed.ts, which look for what
 * libxml2 lets through.
 *
 * Types are assigned as an XSD engine does, from the root's global declaration down the content
 * models (extensions flattened, groups inlined, the IR's work). Where that is not sure the walk
 * leaves the element and what it holds out, so a correction never reports a value it cannot
 * type: an element with `xsi:type`, an element no particle of its parent declares (unless a
 * substitution group or a strict or lax wildcard brings its global declaration in), a parent of
 * `xs:anyType`.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-assess-elt (XSD Part 1, 3.3.4: assessing an element)
 */
import type { IrAttribute, IrComplexType, IrGeneration, IrGroup, IrParticle, IrWildcard, TypeRef } from '../ir/nodes.js';
import { qname, type QName } from '../ir/qname.js';
import { XSI_NAMESPACE } from '../runtime/names.js';
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
interface Declared {
  type: TypeRef;
  default?: string;
  fixed?: string;
}

/** Every value of the document under `root` that the schema types surely (see the module comment). */
export function typedValues(root: XmlElementNode, generation: IrGeneration): TypedValue[] {
  const out: TypedValue[] = [];
  const global = generation.elements[qname(root.namespace, root.local)];
  if (!global) return out;
  const stack: Array<{ node: XmlElementNode; declared: Declared; xpath: string }> = [{ node: root, declared: { type: global.type }, xpath: '/*' }];
  while (stack.length > 0) {
    const { node, declared, xpath } = stack.pop()!;
    if (hasXsiType(node)) continue;
    const nil = isNil(node);
    const type = declared.type.kind === 'named' ? generation.types[declared.type.name] : undefined;
    if (type?.kind === 'complexType') {
      attributeValues(node, xpath, type, out);
      if (nil) continue;
      if (type.simpleContent) textValue(node, xpath, type.simpleContent, declared, out);
      else childElements(node, xpath, type, generation, stack);
    } else if (!nil && (declared.type.kind === 'named' ? type?.kind === 'simpleType' : declared.type.name !== 'anyType')) {
      textValue(node, xpath, declared.type, declared, out);
    }
  }
  return out;
}

function hasXsiType(node: XmlElementNode): boolean {
  return node.attributes.some((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'type');
}

function isNil(node: XmlElementNode): boolean {
  return node.attributes.some((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil' && /^\s*(?:true|1)\s*$/.test(attribute.value));
}

function attributeValues(node: XmlElementNode, xpath: string, type: IrComplexType, out: TypedValue[]): void {
  for (const attribute of node.attributes) {
    if (attribute.namespace === XSI_NAMESPACE) continue;
    const name = qname(attribute.namespace, attribute.local);
    const use = type.attributes.find((candidate) => candidate.name === name);
    if (use) out.push({ element: node, xpath, attribute: use, type: use.type, value: attribute.value });
  }
}

/** The element's text, when it holds no element (a simple type's value). */
function textValue(node: XmlElementNode, xpath: string, type: TypeRef, declared: Declared, out: TypedValue[]): void {
  let value = '';
  for (const child of node.children) {
    if (child.kind === 'element') return;
    if (child.kind === 'text') value += child.value;
  }
  const elementDefault = declared.fixed ?? declared.default;
  out.push({ element: node, xpath, type, value, ...(elementDefault !== undefined ? { elementDefault } : {}) });
}

function childElements(node: XmlElementNode, xpath: string, type: IrComplexType, generation: IrGeneration, stack: Array<{ node: XmlElementNode; declared: Declared; xpath: string }>): void {
  if (!type.content) return;
  let index = 0;
  for (const child of node.children) {
    if (child.kind !== 'element') continue;
    index++;
    const declared = declarationOf(qname(child.namespace, child.local), type.content, generation);
    if (declared) stack.push({ node: child, declared, xpath: `${xpath}/*[${index}]` });
  }
}

/** How a child named `name` is declared in `content`: its particle, a member of a head's substitution group, or a global element a wildcard takes. */
function declarationOf(name: QName, content: IrGroup, generation: IrGeneration): Declared | undefined {
  const particle = findParticle(content, name);
  if (particle) return particle;
  const global = generation.elements[name];
  if (!global) return undefined;
  // A member of a substitution group stands where the content model names its head (transitively).
  const seen = new Set<QName>([name]);
  for (let head = global.substitutionGroup; head !== undefined && !seen.has(head); head = generation.elements[head]?.substitutionGroup) {
    seen.add(head);
    if (findParticle(content, head)) return { type: global.type };
  }
  // Under a wildcard that may validate it: every wildcard of the model strict or lax (one that
  // skips might be the one it matched, and then nothing is checked).
  const wildcards = wildcardsOf(content);
  return wildcards.length > 0 && wildcards.every((wildcard) => wildcard.processContents !== 'skip') ? { type: global.type } : undefined;
}

/** The element particle named `name` (Element Declarations Consistent: all such have one type). */
function findParticle(group: IrGroup, name: QName): Declared | undefined {
  for (const particle of group.particles) {
    if (particle.kind === 'element') {
      if (particle.name === name) return particle;
    } else if (particle.kind !== 'any') {
      const found = findParticle(particle, name);
      if (found) return found;
    }
  }
  return undefined;
}

function wildcardsOf(group: IrGroup): IrWildcard[] {
  return group.particles.flatMap((particle: IrParticle) => (particle.kind === 'any' ? [particle] : particle.kind === 'element' ? [] : wildcardsOf(particle)));
}
