/**
 * The values of a QName enumeration, which libxml2 cannot print: its canonical form of a QName
 * in a namespace writes the URI twice (`{urn:m}urn:m` for `m:Timeout`), so its message says
 * "The value 'Idle' is not an element of the set {'{urn:m}urn:m', '{urn:m}urn:m'}" and names
 * none of the values (review r13 interplay 7). The IR of the document's schema has them
 * (`{urn:m}Timeout`, `{urn:m}Busy`): the enumeration whose values print as the engine printed
 * them, if one does, else the enumeration of the type the schema surely gives the element or
 * attribute (./libxml2-deviations-values.ts). Where neither answers, each value keeps its
 * namespace and shows `…` for its local name.
 * @see https://www.w3.org/TR/xmlschema-2/#QName (XSD Part 2, 3.2.18: QName's value space, pairs of a namespace and a local name)
 */
import type { IrGeneration } from '../ir/nodes.js';
import { qname, splitQName } from '../ir/qname.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { ElementLocator } from './element-locator.js';
import type { EngineFinding } from './engines/engine.js';
import { nodeOf } from './libxml2-deviations-order.js';
import { forEachTypedElement, valuesOf, type TypedValue } from './libxml2-deviations-values.js';

/** The values of the QName set a finding prints garbled, from the IR (`{uri}local`, bare without a namespace), or undefined when not sure. */
export type QNameSetLookup = (finding: EngineFinding, printed: readonly string[]) => string[] | undefined;

/** The URI of libxml2's garbled `{uri}uri`, else undefined. */
function garbledUri(value: string): string | undefined {
  const close = value.indexOf('}');
  if (!value.startsWith('{') || close < 0) return undefined;
  const uri = value.slice(1, close);
  return uri !== '' && value.slice(close + 1) === uri ? uri : undefined;
}

/** True when libxml2 printed the set's QNames garbled (a QName of no namespace prints right: `LEI`). */
export function garbledQNameSet(values: readonly string[]): boolean {
  return values.some((value) => garbledUri(value) !== undefined);
}

/** How libxml2 prints an IR value `{uri}local` (or `local`). */
function printedAsLibxml2(value: string): string {
  const { namespace, local } = splitQName(value);
  return namespace ? `{${namespace}}${namespace}` : local;
}

function printsAs(values: readonly string[], printed: readonly string[]): boolean {
  return values.length === printed.length && values.every((value, index) => printedAsLibxml2(value) === printed[index]);
}

/** The values shown where the IR does not answer: the namespace kept, the local name unknown. */
export function unresolvedQNames(printed: readonly string[]): string[] {
  return printed.map((value) => {
    const uri = garbledUri(value);
    return uri === undefined ? value : `{${uri}}…`;
  });
}

/** The attribute a libxml2 message names (`Element 'x', attribute '{uri}a': …`), local name and namespace. */
const ATTRIBUTE = /^Element '[^']*', attribute '(?:\{([^}]*)\})?([^'{}]+)'/;

/**
 * The lookup for one document: `locator` finds the finding's element, `generation` is the IR
 * of its schema (asked only when a finding needs it; undefined: no answer).
 */
export function qnameSetLookup(locator: ElementLocator, generation: () => IrGeneration | undefined): QNameSetLookup {
  let typed: Map<XmlElementNode, TypedValue[]> | undefined;
  return (finding, printed) => {
    const ir = generation();
    if (!ir) return undefined;
    const candidates = new Map<string, string[]>();
    for (const type of Object.values(ir.types)) {
      const values = type.kind === 'simpleType' ? type.facets.enumeration : undefined;
      if (values && printsAs(values, printed)) candidates.set(values.join('\u0000'), values);
    }
    if (candidates.size <= 1) return [...candidates.values()][0];
    // Several enumerations print alike: the one of the type the element or attribute has.
    const node = nodeOf(finding, locator);
    if (!node) return undefined;
    typed ??= typedValues(locator.documentElement, ir);
    const attribute = ATTRIBUTE.exec(finding.message);
    const value = typed.get(node)?.find((one) =>
      attribute ? one.attribute?.name === qname(attribute[1], attribute[2]!) : one.attribute === undefined,
    );
    const type = value?.type.kind === 'named' ? ir.types[value.type.name] : undefined;
    const values = type?.kind === 'simpleType' ? type.facets.enumeration : undefined;
    return values && candidates.has(values.join('\u0000')) ? values : undefined;
  };
}

/** The typed values of the document's elements, by element. */
function typedValues(root: XmlElementNode, generation: IrGeneration): Map<XmlElementNode, TypedValue[]> {
  const byNode = new Map<XmlElementNode, TypedValue[]>();
  forEachTypedElement(root, generation, (element) => {
    const values: TypedValue[] = [];
    valuesOf(element, generation, values);
    if (values.length > 0) byNode.set(element.node, values);
  });
  return byNode;
}
