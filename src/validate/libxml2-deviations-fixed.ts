/**
 * The simple type of the text of the element a libxml2 finding is about, from the IR of the
 * document's schema, for the `fixed-value-space` correction of ./libxml2-deviations.ts: libxml2
 * compares an element's text with its `fixed` value as strings ("The actual value '2.1' does
 * not match the fixed value constraint '2.10'" on an xs:decimal), where XSD 1.0 compares values.
 * With the value as written and its declaration's fixed value, for the fixed check libxml2
 * skipped on a value a correction takes (`skippedFixedCheck`).
 *
 * The element's type is the one the typed walk gives it (./libxml2-deviations-values.ts: its
 * declaration down the content models, or an `xsi:type` that surely stands in for it), run once
 * per document on the first finding that asks. An element the walk leaves out, one of mixed or
 * element content, or one of `xsi:nil="true"` has no answer, and the finding stands.
 */
import type { IrGeneration, TypeRef } from '../ir/nodes.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { ElementLocator } from './element-locator.js';
import type { EngineFinding } from './engines/engine.js';
import { simpleTypeView, type SimpleTypeView } from './libxml2-deviations-missed.js';
import { nodeOf } from './libxml2-deviations-order.js';
import { forEachTypedElement, textOf, valuesOf, type TypedElement, type TypedValue } from './libxml2-deviations-values.js';
import { qname } from '../ir/qname.js';

/**
 * The simple type of the text of the element a finding names (or of the attribute it names), when
 * the schema surely gives it one, with the value as written and the declaration's fixed value.
 */
export type ElementTypeLookup = (finding: EngineFinding) => TypedValueView | undefined;

/** A value's type, the value as written, and the fixed value its declaration (or attribute use) gives, if any. */
export interface TypedValueView extends SimpleTypeView {
  text: string;
  fixed?: string;
}

/** The element a libxml2 message names, as `{ns}local` or `local`. */
const NAMED = /^Element '(?:\{([^}]*)\})?([^'{}]+)'/;

/**
 * The lookup for one document: `locator` finds the finding's element, `generation` is the IR
 * of its schema (asked only when a finding needs it; undefined: no answer).
 */
export function elementTypeLookup(locator: ElementLocator, generation: () => IrGeneration | undefined): ElementTypeLookup {
  let types: Map<XmlElementNode, TypedValueView> | undefined;
  let attributes: Map<XmlElementNode, Map<string, TypedValueView>> | undefined;
  return (finding) => {
    const named = NAMED.exec(finding.message);
    const node = named ? nodeOf(finding, locator) : undefined;
    // The element found must be the one the message names (a line-based search may miss it).
    if (!node || node.local !== named![2] || node.namespace !== (named![1] ?? '')) return undefined;
    if (!types || !attributes) {
      const ir = generation();
      if (!ir) return undefined;
      ({ types, attributes } = typedValues(locator.documentElement, ir));
    }
    // A finding on an attribute is about the attribute's value (review r26 recheck H1: a zoned
    // time in an attribute was judged by its element's type, and stayed refused).
    const attribute = ATTRIBUTE_NAMED.exec(finding.message);
    return attribute ? attributes.get(node)?.get(qname(attribute[1] ?? '', attribute[2]!)) : types.get(node);
  };
}

/** `Element 'e', attribute 'a': …`: the attribute a libxml2 finding is about, `{ns}local` or `local`. */
const ATTRIBUTE_NAMED = /^Element '[^']*', attribute '(?:\{([^}]*)\})?([^'{}]+)'/;

/**
 * Every surely typed element of simple type or simple content, with its text's type; and the
 * declared attributes of each typed element, with their types (by `{ns}local`).
 */
function typedValues(root: XmlElementNode, generation: IrGeneration) {
  const types = new Map<XmlElementNode, TypedValueView>();
  const attributes = new Map<XmlElementNode, Map<string, TypedValueView>>();
  forEachTypedElement(root, generation, (element) => {
    const type = textType(element, generation);
    const view = type && simpleTypeView(type, generation);
    if (view) types.set(element.node, withConstraint(view, textOf(element.node), element.declared.fixed));
    const values: TypedValue[] = [];
    valuesOf(element, generation, values);
    for (const value of values) {
      const attributeView = value.attribute && simpleTypeView(value.type, generation);
      if (!attributeView) continue;
      if (!attributes.has(element.node)) attributes.set(element.node, new Map());
      attributes.get(element.node)!.set(value.attribute!.name, withConstraint(attributeView, value.value, value.attribute!.fixed));
    }
  });
  return { types, attributes };
}

function withConstraint(view: SimpleTypeView, text: string, fixed: string | undefined): TypedValueView {
  return fixed === undefined ? { ...view, text } : { ...view, text, fixed };
}

function textType(element: TypedElement, generation: IrGeneration): TypeRef | undefined {
  if (element.nil) return undefined;
  if (element.complexType) return element.complexType.simpleContent;
  const { type } = element.declared;
  if (type.kind === 'named') return generation.types[type.name]?.kind === 'simpleType' ? type : undefined;
  return type.name === 'anyType' || type.name === 'anySimpleType' ? undefined : type;
}
