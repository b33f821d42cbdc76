/**
 * `xsi:nil="true"` on an element its declaration does not make nillable (review r14 spec M2).
 * SPEC.md's "an absent value may be given as an element with xsi:nil" holds only where the
 * deployed schema says `nillable="true"` (API-FACTS, "Where they differ" 4). Engines then report
 * the nil and, the nil being ignored, the empty content as a value of the element's type:
 *
 *     Element 'underWarranty': The element is not 'nillable'.
 *     Element 'underWarranty': '' is not a valid value of the atomic type 'xs:boolean'.
 *
 * (Xerces: cvc-elt.3.1, then cvc-datatype-valid and cvc-type.3.1.3, or a missing child.) One
 * issue says it: the element is not nillable in this generation, and what to do instead (leave
 * it out where its parent's content model lets it, else give it a value). The value and
 * missing-child findings of that empty element are its echo and go; an element with content
 * keeps every finding about that content (xsi:nil is ignored there, the content is checked).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-elt (XSD Part 1, 3.3.4: Element Locally Valid (Element), 3.1)
 */
import { generationPhrase } from '../generation-phrase.js';
import type { XmlAttributeNode, XmlElementNode } from '../runtime/tree.js';
import { XSI_NAMESPACE } from '../runtime/names.js';
import type { LocatedElement } from './element-locator.js';
import type { EngineFinding } from './engines/engine.js';
import type { SchemaFacts } from './schema-facts.js';

/** libxml2's words (both builds) and Xerces' code for an xsi:nil the element does not allow. */
const NOT_NILLABLE = /^Element '[^']*': The element is not 'nillable'\.\s*$|^cvc-elt\.3\.1: /;

/** A finding at the element it is about, with its rule id. */
export interface LocatedFinding {
  finding: EngineFinding;
  rule: string;
  at: LocatedElement | undefined;
}

/** An xsi:nil refused: the finding, the element, its `xsi:nil` attribute and whether the element is empty. */
export interface NilRefusal {
  finding: EngineFinding;
  at: LocatedElement;
  nil: XmlAttributeNode;
  empty: boolean;
}

/** The element's `xsi:nil` attribute when it says true (`true` or `1`, spaces around allowed). */
function nilAttribute(node: XmlElementNode): XmlAttributeNode | undefined {
  return node.attributes.find((attribute) => attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil' && /^\s*(?:true|1)\s*$/.test(attribute.value));
}

/** No child element and no text but whitespace: what the nil stood for. */
function isEmpty(node: XmlElementNode): boolean {
  return node.children.every((child) => child.kind === 'comment' || child.kind === 'pi' || (child.kind === 'text' && child.value.trim() === ''));
}

/** True when `finding` only echoes `refusal`: a value or missing child of the same empty element. */
function echoes(item: LocatedFinding, refusal: NilRefusal): boolean {
  if (!refusal.empty || item.finding.engine !== refusal.finding.engine) return false;
  if (item.rule !== 'xsd-invalid-value' && item.rule !== 'xsd-missing-element') return false;
  if (item.at?.node === refusal.at.node) return true;
  // Xerces says all three at the end of the start tag, and a message naming no element is
  // placed by that position: on `<a xsi:nil="true"/><b>` it lands on <b>, which starts there.
  const { finding } = item;
  return finding.engine === 'xerces' && finding.line === refusal.finding.line && finding.column === refusal.finding.column;
}

/**
 * The xsi:nil refusals among the findings (an element that carries `xsi:nil="true"`), and the
 * findings that only echo one of them.
 */
export function nilRefusals(located: readonly LocatedFinding[]): { refusals: Map<EngineFinding, NilRefusal>; echoes: Set<EngineFinding> } {
  const refusals = new Map<EngineFinding, NilRefusal>();
  for (const { finding, at } of located) {
    if (!at || !NOT_NILLABLE.test(finding.message)) continue;
    const nil = nilAttribute(at.node);
    if (nil) refusals.set(finding, { finding, at, nil, empty: isEmpty(at.node) });
  }
  const echoed = new Set<EngineFinding>();
  if (refusals.size === 0) return { refusals, echoes: echoed };
  for (const item of located) {
    if (refusals.has(item.finding)) continue;
    for (const refusal of refusals.values()) if (echoes(item, refusal)) echoed.add(item.finding);
  }
  return { refusals, echoes: echoed };
}

/**
 * What to do instead, after "not allowed on it": the content model says whether the element may
 * be left out, and `rules` names the rules that require it all the same (./rule-required.ts).
 */
function advice(refusal: NilRefusal, optional: boolean | undefined, rules: readonly string[]): string {
  if (!refusal.empty) return ': remove the attribute (the content is checked as given)';
  if (optional === false) return ', and the element is required here: give it a value instead';
  if (rules.length > 0) return `, and the element is required here (rule ${rules.join(', ')}): give it a value instead`;
  if (optional === true) return ': leave the element out instead';
  return ': leave the element out where it is optional, or give it a value';
}

/**
 * The message of a refusal, in libxml2's form (`Element '{ns}local': …`, so that
 * ./message-names.ts treats its name as every other): not nillable in `generation`
 * (../generation-phrase.ts), and the advice. `chain` is the elements from the root down to it; `rules`, the rules of the document
 * that require the element (an empty one).
 * @example "Element '{…}underWarranty': The element is not 'nillable' in generation 0.3-beta, so xsi:nil=\"true\" is not allowed on it: leave the element out instead."
 */
export function nilRefusalMessage(refusal: NilRefusal, chain: readonly XmlElementNode[], facts: SchemaFacts | undefined, generation: string | undefined, rules: readonly string[] = []): string {
  const { node } = refusal.at;
  const name = node.namespace === '' ? node.local : `{${node.namespace}}${node.local}`;
  const where = generation === undefined ? 'in this schema' : `in ${generationPhrase(generation)}`;
  const optional = refusal.empty && facts ? facts.mayBeLeftOut(chain) : undefined;
  const written = `${refusal.nil.prefix}:nil="${refusal.nil.value}"`;
  return `Element '${name}': The element is not 'nillable' ${where}, so ${written} is not allowed on it${advice(refusal, optional, rules)}.`;
}
