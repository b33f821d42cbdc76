/**
 * Gives a rewritten tree its namespace declarations and indentation. The document's own
 * namespace is the default one (documents appear with a default namespace: API-FACTS.md); every
 * helper namespace gets the prefix the API writes for it (the schema's usual prefix: ct, g, vmrs…),
 * numbered when two namespaces share one (CaseTypes 0.1 and 0.3-beta in one document), all
 * declared on the root. Element-only content is indented by two spaces.
 */
import type { IrGeneration } from '../ir/index.js';
import { XSI_NAMESPACE } from '../ir/index.js';
import type { XmlChildNode, XmlElementNode } from '../runtime/tree.js';
import { prefixOf } from '../diff/documents.js';

function* elements(root: XmlElementNode): Generator<XmlElementNode> {
  const stack = [root];
  while (stack.length) {
    const element = stack.pop()!;
    yield element;
    for (let index = element.children.length - 1; index >= 0; index--) {
      const child = element.children[index]!;
      if (child.kind === 'element') stack.push(child);
    }
  }
}

/** Sets prefixes and declares every namespace on the root. */
export function declareNamespaces(root: XmlElementNode, generation: IrGeneration): void {
  const all = [...elements(root)];
  // An unqualified element cannot sit under a default namespace without undeclaring it; then the
  // document namespace gets its prefix as well.
  const useDefault = all.every((element) => element.namespace !== '');
  const prefixes = new Map<string, string>();
  const taken = new Set<string>(['xsi', 'xml', 'xmlns']);
  if (useDefault) prefixes.set(root.namespace, '');
  for (const element of all) {
    if (!element.namespace || prefixes.has(element.namespace)) continue;
    const wanted = prefixOf(generation, element.namespace).replace(/[^A-Za-z0-9_.-]/g, '') || 'ns';
    let prefix = /^[A-Za-z_]/.test(wanted) ? wanted : `ns${wanted}`;
    for (let number = 2; taken.has(prefix); number++) prefix = `${wanted}${number}`;
    taken.add(prefix);
    prefixes.set(element.namespace, prefix);
  }
  let usesXsi = false;
  for (const element of all) {
    element.prefix = element.namespace ? prefixes.get(element.namespace)! : '';
    element.namespaces = [];
    for (const attribute of element.attributes)
      if (attribute.namespace === XSI_NAMESPACE) usesXsi = true;
  }
  root.namespaces = [...prefixes].map(([uri, prefix]) => ({ prefix, uri }));
  if (usesXsi) root.namespaces.push({ prefix: 'xsi', uri: XSI_NAMESPACE });
}

/** Indents element-only content (whitespace-only text replaced); text content is left alone. */
export function indent(root: XmlElementNode): void {
  const visit = (element: XmlElementNode, depth: number): void => {
    const content = element.children.filter(
      (child) => !(child.kind === 'text' && child.value.trim() === ''),
    );
    // Comments or PIs alone are a value's (`<complaint><!-- c --></complaint>`): indenting
    // them would give it whitespace (review r25 diffmig M1).
    const elementOnly =
      content.some((child) => child.kind === 'element') &&
      content.every((child) => child.kind !== 'text');
    if (!elementOnly) return;
    const line = (level: number): XmlChildNode => ({
      kind: 'text',
      value: `\n${'  '.repeat(level)}`,
      cdata: false,
      line: 0,
      column: 0,
    });
    element.children = [...content.flatMap((child) => [line(depth + 1), child]), line(depth)];
    for (const child of content) if (child.kind === 'element') visit(child, depth + 1);
  };
  visit(root, 0);
}
