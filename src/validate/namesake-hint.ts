/**
 * An element not expected where its parent's content model declares an element of the same
 * local name in another namespace: `<sender>` in the NoteRequest namespace where the model has
 * SenderResponse's `s:sender` (review r14 spec M1). libxml2 lists nothing expected inside an
 * `xs:all` or a repeated choice (`Element '{…/NoteRequest}sender': This element is not
 * expected.`), and without the namespace that message would refuse a name the schema allows. The
 * message gets what the model has there, from the IR (./schema-facts.ts):
 * `… This element is not expected: <sender> here is {…/SenderResponse}sender (prefix s).`
 * Both names then mention `sender` in two namespaces, so ./message-names.ts keeps both URIs.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type (XSD Part 1, 3.4.4: the content of an element)
 */
import type { XmlElementNode } from '../runtime/tree.js';
import type { ElementLocator, LocatedElement } from './element-locator.js';
import { clarkName, prefixInScope } from './prefixed-name.js';
import type { SchemaFacts, XsdName } from './schema-facts.js';

/** One name the model has: `{urn:s}sender (prefix s)`, with the prefix the document binds to its namespace there, if any. */
function shown(name: XsdName, chain: readonly XmlElementNode[]): string {
  if (name.namespace === '') return `${name.local} (no namespace)`;
  const prefix = prefixInScope(name.namespace, chain);
  // Never a name right before the final '.': a local name may hold dots (`{urn:s}sender.` would be `sender.`).
  return `${clarkName(name)} (${prefix === undefined ? 'no prefix is bound to its namespace here' : `prefix ${prefix}`})`;
}

/**
 * The message with what the parent's content model declares under the unexpected element's
 * local name in other namespaces, or undefined (none, or the schema does not say surely). Asked
 * only for an engine message that lists nothing expected: a list names them already.
 */
export function withNamesakeHint(message: string, at: LocatedElement, locator: ElementLocator, facts: SchemaFacts): string | undefined {
  const chain = locator.chainTo(at.node);
  if (chain.length < 2) return undefined;
  const { namespace, local } = at.node;
  const namesakes = facts.namesakesIn(chain.slice(0, -1), namespace, local);
  if (!namesakes || namesakes.length === 0) return undefined;
  const hint = `<${local}> here is ${namesakes.map((name) => shown(name, chain)).join(' or ')}`;
  return `${message.replace(/\.?\s*$/, '')}: ${hint}.`;
}
