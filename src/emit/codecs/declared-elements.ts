/**
 * `DECLARED_ELEMENTS`: the global elements of the generation's schema set (abstract ones left
 * out: they never stand in a document), which an element a
 * strict wildcard (`processContents="strict"`, the default) takes must be one of (XSD Part 1,
 * 3.10.4 clause 2; xmllint: "No matching global element declaration available, but demanded by
 * the strict wildcard"). Decoders pass it to `captureStrict` (a strict decode refuses such an
 * element, a lenient one keeps it), validators to `strictWildcardItem`. Emitted only where a
 * strict wildcard is, as one space-separated string of local names per namespace; the content
 * of a declared element stays unchecked (src/schema/SUBSET.md, wildcards).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-wildcard
 */
import type { IrWildcard } from '../../ir/nodes.js';
import { localName, namespaceOf } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, fits } from '../print/code.js';
import type { ReadCall } from './read-call.js';
import type { CodecSupport } from './scalar-codec.js';

/** Name of the module constant. */
export const DECLARED_ELEMENTS = 'DECLARED_ELEMENTS';

/** True for a wildcard whose elements need a global declaration (processContents strict). */
export function isStrict(wildcard: IrWildcard | undefined): boolean {
  return wildcard?.processContents === 'strict';
}

/**
 * Declares `DECLARED_ELEMENTS` (once; the `declaredElements` runtime import with it) and returns
 * its name. `literalUris`: every namespace as its URI (validators have no `NS_*` constants).
 */
export function declaredElementsConstant(
  context: EmitContext,
  support: CodecSupport,
  literalUris = false,
): string {
  if (support.helpers.has(DECLARED_ELEMENTS)) return DECLARED_ELEMENTS;
  support.runtime.add('declaredElements');
  const byNamespace = new Map<string, string[]>();
  for (const name of Object.keys(context.generation.elements).sort()) {
    // An abstract declaration never stands in a document ("The element declaration is abstract").
    if (context.generation.elements[name]!.abstract) continue;
    const namespace = namespaceOf(name);
    byNamespace.set(namespace, [...(byNamespace.get(namespace) ?? []), localName(name)]);
  }
  const reachable = new Set(literalUris ? [] : context.reach.namespaces);
  const rows = [...byNamespace].map(([namespace, locals]) => {
    // A namespace no element of a document uses has no constant: its URI as it is.
    const uri =
      namespace === '' || !reachable.has(namespace)
        ? stringLiteral(namespace)
        : context.namespaceConstant(namespace);
    return [uri, stringLiteral(locals.join(' '))];
  });
  support.helpers.set(DECLARED_ELEMENTS, printDeclaration(rows));
  return DECLARED_ELEMENTS;
}

/** The read call of an element a strict wildcard takes: `captureStrict(r, DECLARED_ELEMENTS)`. */
export function strictCapture(context: EmitContext, support: CodecSupport): ReadCall {
  support.runtime.add('captureStrict');
  return {
    callee: 'captureStrict',
    args: ['r', declaredElementsConstant(context, support)],
    nilFirst: false,
  };
}

/**
 * `const DECLARED_ELEMENTS = declaredElements([...]);` in prettier's layout: on one line when it
 * fits and has one row, else one row per line, a row too long one entry per line.
 */
function printDeclaration(rows: readonly string[][]): string {
  const lead = `const ${DECLARED_ELEMENTS} = declaredElements(`;
  const one = `${lead}[${rows.map((row) => `[${row.join(', ')}]`).join(', ')}]);`;
  if (rows.length <= 1 && fits(0, one)) return one;
  const lines = rows.map((row) => arrayLiteral(2, '', row, ','));
  return `${lead}[\n${lines.join('\n')}\n]);`;
}
