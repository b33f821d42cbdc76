/**
 * The value of a derivation-control attribute (XSD Part 1, 3.3.2, 3.4.2; Part 2, 4.1.2):
 * `block`, `final` and their schema-wide defaults are each `#all` or a whitespace-separated
 * list of the methods the attribute allows on that XSD element. Read by ./block.ts and
 * ./final.ts.
 */
import { reportInvalid, type ReadContext } from './reader.js';
import type { XsdXmlNode } from './xml-tree.js';

/**
 * The methods `attribute` names, sorted and once each, or undefined when it is absent. `#all`
 * is every allowed method; a token outside `allowed` (or `#all` beside another) is SchemaInvalid,
 * as xmllint refuses it ("The value 'foo' is not valid").
 */
export function readDerivationSet<Method extends string>(
  node: XsdXmlNode,
  context: ReadContext,
  attribute: string,
  allowed: readonly Method[],
): Method[] | undefined {
  const value = node.attributes.get(attribute);
  if (value === undefined) return undefined;
  const tokens = value.trim().split(/\s+/).filter((token) => token !== '');
  if (tokens.length === 1 && tokens[0] === '#all') return [...allowed];
  const bad = tokens.find((token) => !(allowed as readonly string[]).includes(token));
  if (bad !== undefined) {
    reportInvalid(node, context, `${attribute}="${value}" must be "#all" or a list of ${allowed.join(', ')}`);
    return undefined;
  }
  return [...new Set(tokens as Method[])].sort();
}

/** The values of a schema-wide default that apply to one kind of component (`#all` gives each its own). */
export function applicable<Method extends string>(values: readonly string[] | undefined, allowed: readonly Method[]): Method[] | undefined {
  const kept = values?.filter((value): value is Method => (allowed as readonly string[]).includes(value));
  return kept && kept.length > 0 ? kept : undefined;
}
