/**
 * Whether the rule layer requires an element the document gives as `xsi:nil` (review r15 spec
 * M1). Some fields SPEC.md marks required are left optional by the schema and required by a
 * rule (item code and name on a creation, a charge's category, description and amount, the
 * service request's asset id). When such an element carries an `xsi:nil` its declaration does
 * not allow, "leave the element out instead" would trade one error for another: the advice
 * asks the rules instead of keeping a second list of what they require.
 *
 * The question is put to the rules themselves, on two copies of the document: one where the
 * element is given a value, one where it is left out. A finding on one of its ancestors that
 * only the second copy has means a rule requires the element there. Only the chain from the
 * document element down to the element is copied; the document is not changed.
 */
import type { XmlElementNode } from '../runtime/tree.js';
import { XSI_NAMESPACE } from '../runtime/names.js';
import type { Issue } from './issue.js';

/** Runs the rule layer that applies to the document on a document element (a copy of it). */
export type RuleRun = (root: XmlElementNode) => readonly Issue[];

/** The value a copy gives the element: any text; only findings above the element are compared. */
const PLACEHOLDER = '1';

/** `node` without its `xsi:nil`, holding a text value instead. */
function given(node: XmlElementNode): XmlElementNode {
  const attributes = node.attributes.filter((attribute) => !(attribute.namespace === XSI_NAMESPACE && attribute.local === 'nil'));
  return { ...node, attributes, children: [{ kind: 'text', value: PLACEHOLDER, cdata: false, line: node.line, column: node.column }] };
}

/** The document element of a copy where the last element of `chain` is `replacement`, or left out when undefined. */
function copyWith(chain: readonly XmlElementNode[], replacement: XmlElementNode | undefined): XmlElementNode {
  let current = replacement;
  for (let index = chain.length - 1; index > 0; index--) {
    const parent = chain[index - 1]!;
    const child = chain[index]!;
    const children = current === undefined ? parent.children.filter((item) => item !== child) : parent.children.map((item) => (item === child ? current! : item));
    current = { ...parent, children };
  }
  return current!;
}

/** The paths above the element at `path`: `/items/item[2]/code` -> `/items`, `/items/item[2]` (a removal does not change them). */
function ancestorPaths(path: string): Set<string> {
  const steps = path.split('/').slice(1, -1);
  return new Set(steps.map((_, index) => `/${steps.slice(0, index + 1).join('/')}`));
}

/** What tells two findings apart. */
function keyOf(issue: Issue): string {
  return `${issue.rule}\u0000${issue.path}\u0000${issue.message}`;
}

/**
 * The ids of the rules that require the last element of `chain` (document element first) in
 * this document, `path` its element path: they report something on one of its ancestors when it
 * is left out, and not when it holds a value. Empty for the document element itself.
 * @example rulesRequiring(chainToCode, '/item/code', run) // ['item-required-field-missing']
 */
export function rulesRequiring(chain: readonly XmlElementNode[], path: string, run: RuleRun): string[] {
  if (chain.length < 2) return [];
  const ancestors = ancestorPaths(path);
  const withValue = new Set(run(copyWith(chain, given(chain[chain.length - 1]!))).map(keyOf));
  const rules = new Set<string>();
  for (const issue of run(copyWith(chain, undefined))) {
    if (ancestors.has(issue.path) && !withValue.has(keyOf(issue))) rules.add(issue.rule);
  }
  return [...rules];
}
