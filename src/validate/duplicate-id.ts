/**
 * A duplicate `xs:ID` in libxml2's words is an invalid value: `Element 'dataProcessing',
 * attribute 'id': 'pwiz_3.0.18344' is not a valid value of the atomic type 'xs:ID'.` It says
 * the same of a value that is no NCName (`1x`), but for an NCName the only reason is that an
 * earlier attribute of the document holds it as an ID already (libxml2 adds each ID attribute's
 * value to the document's table and refuses the second one: valid.c xmlAddID). That message
 * then says so, and where the value was first used (review r14 newsets LOW 3):
 * `'pwiz_3.0.18344' is a duplicate ID: <software> on line 21 has it already, and an xs:ID is
 * unique in the document`. The rule id stays `xsd-invalid-value`. Xerces says it itself
 * (cvc-id.2: "There are multiple occurrences of ID value …").
 *
 * The first use is the first element, in document order, with an attribute of the same name and
 * that value: the attribute that holds it as an ID is not told apart from a same-named one of
 * another type there (the types are the IR's, which this does not load), so where none such
 * precedes the duplicate the line is not named.
 * @see https://www.w3.org/TR/xmlschema-2/#ID (XSD Part 2, 3.3.8: ID, unique within the document)
 */
import { LEXICAL_CHECKS } from '../runtime/lexical-checks.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { LocatedElement } from './element-locator.js';

/** libxml2's message for an attribute of type xs:ID: element, attribute (`id`, `{ns}id`), value. */
const ID_REFUSED = /^Element '([^']*)', attribute '(?:\{([^}]*)\})?([^'{}]*)': '([^']*)' is not a valid value of the atomic type 'xs:ID'\.\s*$/;

/** The first element holding each value of one attribute, in document order. */
type FirstUses = Map<string, XmlElementNode>;

/**
 * The messages of duplicate IDs in one document; the elements holding each attribute's values
 * are listed once, on the first duplicate of that attribute.
 */
export class DuplicateIds {
  private readonly byAttribute = new Map<string, FirstUses>();

  constructor(private readonly root: XmlElementNode) {}

  /**
   * The message for a libxml2 finding about a duplicate ID at `at`, or undefined (another
   * message, or a value that is no NCName: then libxml2's message is right as it stands).
   */
  message(message: string, at: LocatedElement | undefined): string | undefined {
    const match = ID_REFUSED.exec(message);
    if (!match) return undefined;
    const [, element, namespace = '', local, value] = match as unknown as [string, string, string | undefined, string, string];
    if (!LEXICAL_CHECKS.NCName(value.trim())) return undefined;
    const attribute = namespace === '' ? local : `{${namespace}}${local}`;
    const first = at ? this.firstUse(namespace, local, value.trim()) : undefined;
    const where = first && first !== at!.node ? `<${first.local}> on line ${first.line} has it already, and ` : '';
    return `Element '${element}', attribute '${attribute}': '${value}' is a duplicate ID: ${where}an xs:ID is unique in the document.`;
  }

  private firstUse(namespace: string, local: string, value: string): XmlElementNode | undefined {
    const key = `{${namespace}}${local}`;
    let uses = this.byAttribute.get(key);
    if (!uses) this.byAttribute.set(key, (uses = firstUses(this.root, namespace, local)));
    return uses.get(value);
  }
}

/** Value (trimmed) -> the first element in document order whose attribute `{namespace}local` has it. */
function firstUses(root: XmlElementNode, namespace: string, local: string): FirstUses {
  const uses: FirstUses = new Map();
  const stack: XmlElementNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const attribute of node.attributes) {
      if (attribute.local !== local || attribute.namespace !== namespace) continue;
      const value = attribute.value.trim();
      if (!uses.has(value)) uses.set(value, node);
    }
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index]!;
      if (child.kind === 'element') stack.push(child);
    }
  }
  return uses;
}
