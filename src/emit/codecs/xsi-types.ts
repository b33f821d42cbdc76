/**
 * `XSI_TYPES`: the named types of the generation's schema set, which an `xsi:type` on an element
 * declared of type xs:anyType may name (XSD Part 1, 3.3.4 Element Locally Valid (Element) 4.1:
 * the QName must resolve to a type definition; every type derives from xs:anyType). Decoders
 * pass it to `r.captureAnyType` and encoders to `w.rawElement`/`rawDocument`, which refuse an
 * `xsi:type` naming none of them nor an XML Schema built-in (`xsi-type-invalid`); the runtime
 * keeps them as a map of local names per namespace (src/runtime/xsi-type.ts). Emitted only
 * where a document can hold such an element, as one space-separated string per namespace.
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import type { IrGeneration } from '../../ir/nodes.js';
import { localName, namespaceOf } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, fits } from '../print/code.js';
import type { CodecSupport } from './scalar-codec.js';

/** Name of the module constant. */
export const XSI_TYPES = 'XSI_TYPES';

/**
 * The named types of the generation (those of imported schemas outside the effective set
 * included) by namespace, in QName order: concrete ones and abstract ones apart. Anonymous
 * complex types have no name a document could give (their IR names are synthesized).
 */
export function namedTypes(
  generation: IrGeneration,
): Map<string, { concrete: string[]; abstract: string[] }> {
  const byNamespace = new Map<string, { concrete: string[]; abstract: string[] }>();
  for (const name of Object.keys(generation.types).sort()) {
    const type = generation.types[name]!;
    // Synthesized names of anonymous types: `@` (of an attribute) and `#` (a clash) are no NCName characters.
    if ((type.kind === 'complexType' && type.anonymous) || /[@#]/.test(name)) continue;
    const namespace = namespaceOf(name);
    let entry = byNamespace.get(namespace);
    if (!entry) byNamespace.set(namespace, (entry = { concrete: [], abstract: [] }));
    const abstract = type.kind === 'complexType' && type.abstract === true;
    (abstract ? entry.abstract : entry.concrete).push(localName(name));
  }
  return byNamespace;
}

/**
 * Declares `XSI_TYPES` (once; the `xsiTypes` runtime import with it) and returns its name.
 * `literalUris`: every namespace as its URI (a module without the `NS_*` constants: validators).
 */
export function xsiTypesConstant(
  context: EmitContext,
  support: CodecSupport,
  literalUris = false,
): string {
  if (support.helpers.has(XSI_TYPES)) return XSI_TYPES;
  support.runtime.add('xsiTypes');
  const reachable = new Set(literalUris ? [] : context.reach.namespaces);
  const rows = [...namedTypes(context.generation)].map(([namespace, { concrete, abstract }]) => {
    // A namespace no element of a document uses has no constant: its URI as it is.
    const uri =
      namespace === '' || !reachable.has(namespace)
        ? stringLiteral(namespace)
        : context.namespaceConstant(namespace);
    const entries = [uri, stringLiteral(concrete.join(' '))];
    if (abstract.length > 0) entries.push(stringLiteral(abstract.join(' ')));
    return entries;
  });
  support.helpers.set(XSI_TYPES, printDeclaration(rows));
  return XSI_TYPES;
}

/**
 * `const XSI_TYPES = xsiTypes([...]);` in prettier's layout: on one line when it fits and has
 * one row, else one row per line (prettier breaks an array of several arrays), a row too long
 * one entry per line (a long list of names then stands alone on its line, as prettier leaves it).
 */
function printDeclaration(rows: readonly string[][]): string {
  const lead = `const ${XSI_TYPES} = xsiTypes(`;
  const one = `${lead}[${rows.map((row) => `[${row.join(', ')}]`).join(', ')}]);`;
  if (rows.length <= 1 && fits(0, one)) return one;
  const lines = rows.map((row) => arrayLiteral(2, '', row, ','));
  return `${lead}[\n${lines.join('\n')}\n]);`;
}
