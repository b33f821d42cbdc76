/**
 * A wildcard that repeats (`xs:any maxOccurs="unbounded"`): libxml2 builds its loop back to the
 * state the wildcard starts from, which it shares with the particle before it, so after a
 * wildcard has matched, whatever could come right before it may come again. In canSAS 1.1's
 * `SASentry` (`…, SASdata+, SAStransmission_spectrum*, any##other*, SASsample, …`) a
 * `SAStransmission_spectrum` after a foreign element is accepted; so is `<x/>` after a foreign
 * element in `(x | any*)`. XSD 1.0 refuses both (Part 1, 3.8.4 and 3.9.4: the particles of a
 * sequence in order), and Xerces does.
 *
 * The check runs the element's children through the position automaton (Glushkov) of its
 * content model, from the IR, as the generated decoders decide the order (src/emit/codecs/
 * position-automaton.ts): a child no particle may take where it stands is reported as libxml2
 * words "This element is not expected", and children after which the content cannot end as
 * "Missing child element(s)". Occurrence bounds count as "optional" and "repeats" only (`a{2,3}`
 * as `a+`), which accepts more than XSD: a refusal is XSD's, the counts stay libxml2's to check.
 * Only content models holding a repeating wildcard are run, only for schemas whose files contain
 * one (the marker, ./libxml2-deviations-gate.ts), and the walk enters only elements whose
 * children may lead to one ({@link reachesRepeatingWildcard}); steps are remembered per state and
 * name: under 1 us per element checked (a canSAS file of 50 000 `Idata`: ~45 ms, its safe parse
 * ~500 ms).
 *
 * Where libxml2 also reports the content of that element, the two are reconciled
 * ({@link withoutOrderArtefacts}): an error of libxml2 before the refused child (a count) stands
 * alone; libxml2's errors at or after it (the state its extra transition led to) are dropped.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-model-group
 */
import { glushkov } from '../ir/glushkov.js';
import { isGroup } from '../ir/guards.js';
import { allowsNamespace } from '../ir/namespace-constraint.js';
import type { IrComplexType, IrElement, IrGeneration, IrGroup, IrParticle, IrWildcard, TypeRef } from '../ir/nodes.js';
import { isList } from '../ir/occurs.js';
import { qname, type QName } from '../ir/qname.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { ElementLocator } from './element-locator.js';
import type { EngineFinding } from './engines/engine.js';
import { xpathOf, type TypedElement } from './libxml2-deviations-values.js';

/** Correction id, as README "Engines" lists it. */
export const WILDCARD_LOOP_ORDER = 'repeated-wildcard-order';

/** Text that some XSD file of a schema needing the check contains: an `xs:any` with maxOccurs above 1. */
export const WILDCARD_LOOP_MARKER = /<(?:[\w.-]+:)?any\b[^>]*?\bmaxOccurs\s*=\s*["']\s*(?!0*[01]\s*["'])/;

/** The position automaton of a content model: state 0 before any child, `i + 1` after leaf `i`. */
interface Automaton {
  leaves: Array<IrElement | IrWildcard>;
  /** `follow[s]`: the leaves that may take the child after state `s`. */
  follow: number[][];
  accepting: Set<number>;
  /** From one state, by a child's namespace and local name: the states after it (memo of the deterministic case). */
  steps: Map<number, Map<string, Map<string, number[]>>>;
}

/** Memos per generation (a substitution group's members are the generation's). */
interface Memo {
  /** Content model -> its automaton, or null when it holds no repeating wildcard (nothing to check). */
  automata: WeakMap<IrGroup, Automaton | null>;
  /** Complex types whose children may lead to a content model with a repeating wildcard. */
  leading?: Set<IrComplexType>;
}

const memos = new WeakMap<IrGeneration, Memo>();

function memoOf(generation: IrGeneration): Memo {
  let memo = memos.get(generation);
  if (!memo) memos.set(generation, (memo = { automata: new WeakMap() }));
  return memo;
}

function automatonOf(content: IrGroup, memo: Memo): Automaton | undefined {
  let automaton = memo.automata.get(content);
  if (automaton === undefined) {
    automaton = content.kind !== 'all' && holdsRepeatingWildcard(content) ? build(content) : null;
    memo.automata.set(content, automaton);
  }
  return automaton ?? undefined;
}

function holdsRepeatingWildcard(group: IrGroup): boolean {
  return group.particles.some((particle) => (particle.kind === 'any' ? isList(particle.occurs) : isGroup(particle) && holdsRepeatingWildcard(particle)));
}

/**
 * Whether the children of an element of complex type `type` may lead to a content model this
 * check runs (a repeating wildcard in a child's type, or below it), so that the walk skips the
 * rest of the document: through the types of its element particles, the members of their
 * substitution groups, and any global element where it has a wildcard that does not skip.
 */
export function reachesRepeatingWildcard(generation: IrGeneration): (type: IrComplexType) => boolean {
  const memo = memoOf(generation);
  memo.leading ??= leading(generation);
  const found = memo.leading;
  return (type) => found.has(type);
}

/** The complex types whose children may lead to a repeating wildcard (a fixed point over the types). */
function leading(generation: IrGeneration): Set<IrComplexType> {
  const complexOf = (type: TypeRef) => {
    const named = type.kind === 'named' ? generation.types[type.name] : undefined;
    return named?.kind === 'complexType' ? named : undefined;
  };
  const types = Object.values(generation.types).filter((type): type is IrComplexType => type.kind === 'complexType');
  // Types whose elements hold such a model, themselves or below.
  const holding = new Set(types.filter((type) => type.content && holdsRepeatingWildcard(type.content)));
  const leads = (particle: IrParticle, heads: ReadonlySet<QName>, anyGlobal: boolean): boolean => {
    if (particle.kind === 'any') return anyGlobal && particle.processContents !== 'skip';
    if (particle.kind === 'element') return heads.has(particle.name) || holding.has(complexOf(particle.type)!);
    return particle.particles.some((inner) => leads(inner, heads, anyGlobal));
  };
  const globals = Object.values(generation.elements);
  for (;;) {
    // The heads of a group with a member of such a type (transitively); whether any global element is of one.
    const heads = new Set<QName>();
    let anyGlobal = false;
    for (const element of globals) {
      const type = complexOf(element.type);
      if (!type || !holding.has(type)) continue;
      anyGlobal = true;
      const seen = new Set<QName>([element.name]);
      for (let head = element.substitutionGroup; head !== undefined && !seen.has(head); head = generation.elements[head]?.substitutionGroup) heads.add(head), seen.add(head);
    }
    const more = types.filter((type) => !holding.has(type) && type.content && leads(type.content, heads, anyGlobal));
    if (more.length > 0) {
      for (const type of more) holding.add(type);
      continue;
    }
    return new Set(types.filter((type) => type.content && leads(type.content, heads, anyGlobal)));
  }
}

/** The automaton of `content` (states as the decoders' position automaton numbers them). */
function build(content: IrGroup): Automaton {
  const { leaves, first, follow, last, nullable } = glushkov(content);
  const accepting = new Set(last.map((i) => i + 1));
  if (nullable) accepting.add(0);
  return { leaves, follow: [first, ...follow.map((targets) => [...targets].sort((a, b) => a - b))], accepting, steps: new Map() };
}

/**
 * True when leaf `leaf` may take `child`: its element, or a member of that element's
 * substitution group (any member, `block` aside: only more is accepted, never less); a
 * wildcard, any element of the namespaces it allows.
 */
function takes(leaf: IrElement | IrWildcard, child: XmlElementNode, name: QName, generation: IrGeneration): boolean {
  if (leaf.kind === 'any') return allowsNamespace(leaf.namespaces, child.namespace);
  if (leaf.name === name) return true;
  const seen = new Set<QName>([name]);
  for (let head = generation.elements[name]?.substitutionGroup; head !== undefined && !seen.has(head); head = generation.elements[head]?.substitutionGroup) {
    if (head === leaf.name) return true;
    seen.add(head);
  }
  return false;
}

/** Steps remembered per state: enough for any schema's vocabulary, bounded against a document of made-up names. */
const STEPS_PER_STATE = 4096;

/** The states after `child` from `states` (none: no particle may take it there). */
function step(automaton: Automaton, states: readonly number[], child: XmlElementNode, generation: IrGeneration): number[] {
  // The parser interns names: a remembered step is two lookups, without a string built.
  const single = states.length === 1 ? automaton.steps.get(states[0]!) : undefined;
  const known = single?.get(child.namespace)?.get(child.local);
  if (known) return known;
  const name = qname(child.namespace, child.local);
  const next: number[] = [];
  for (const state of states)
    for (const leaf of automaton.follow[state]!) if (!next.includes(leaf + 1) && takes(automaton.leaves[leaf]!, child, name, generation)) next.push(leaf + 1);
  if (states.length === 1) remember(automaton, states[0]!, child, next);
  return next;
}

function remember(automaton: Automaton, state: number, child: XmlElementNode, next: number[]): void {
  let byNamespace = automaton.steps.get(state);
  if (!byNamespace) automaton.steps.set(state, (byNamespace = new Map()));
  let byLocal = byNamespace.get(child.namespace);
  if (!byLocal) byNamespace.set(child.namespace, (byLocal = new Map()));
  if (byLocal.size < STEPS_PER_STATE) byLocal.set(child.local, next);
}

/** Where a checked element's content broke its model: its parent and the child index (the child count for a missing end). */
interface OrderBreak {
  root: XmlElementNode;
  parent: XmlElementNode;
  index: number;
}

/** The findings this check made, and where each one is. */
const breaks = new WeakMap<EngineFinding, OrderBreak>();

/**
 * libxml2's finding on the content of `element` when its children break the order its content
 * model (with a repeating wildcard) sets, undefined otherwise. `root` is the document's element.
 */
export function wildcardOrderFinding(element: TypedElement, root: XmlElementNode, generation: IrGeneration, engine: 'libxml2' | 'libxmljs2'): EngineFinding | undefined {
  const content = element.complexType?.content;
  if (!content || element.nil) return undefined;
  const automaton = automatonOf(content, memoOf(generation));
  if (!automaton) return undefined;
  let states: readonly number[] = [0];
  let index = 0;
  for (const child of element.node.children) {
    if (child.kind !== 'element') continue;
    const next = step(automaton, states, child, generation);
    index++;
    if (next.length === 0) {
      const message = `Element '${printed(child.namespace, child.local)}': This element is not expected.${expectedAfter(automaton, states)}`;
      return made({ engine, level: 'error', message, line: child.line, column: 0, xpath: `${xpathOf(element)}/*[${index}]` }, { root, parent: element.node, index: index - 1 });
    }
    states = next;
  }
  if (states.some((state) => automaton.accepting.has(state))) return undefined;
  const message = `Element '${printed(element.node.namespace, element.node.local)}': Missing child element(s).${expectedAfter(automaton, states)}`;
  return made({ engine, level: 'error', message, line: element.node.line, column: 0, xpath: xpathOf(element) }, { root, parent: element.node, index });
}

function made(finding: EngineFinding, at: OrderBreak): EngineFinding {
  breaks.set(finding, at);
  return finding;
}

/** libxml2's ` Expected is ( a ).` / ` Expected is one of ( a, b ).`, or nothing when the content had to end. */
function expectedAfter(automaton: Automaton, states: readonly number[]): string {
  const leaves = [...new Set(states.flatMap((state) => automaton.follow[state]!))].sort((a, b) => a - b);
  const names = [...new Set(leaves.flatMap((leaf) => printedLeaf(automaton.leaves[leaf]!)))];
  if (names.length === 0) return '';
  return names.length === 1 ? ` Expected is ( ${names[0]} ).` : ` Expected is one of ( ${names.join(', ')} ).`;
}

/** A leaf as libxml2 lists it: `{ns}local`, `*` (any), `##other{ns}*`, `{ns}*` per namespace of a list. */
function printedLeaf(leaf: IrElement | IrWildcard): string[] {
  if (leaf.kind === 'element') return [leaf.name];
  const constraint = leaf.namespaces;
  if (constraint.kind === 'any') return ['*'];
  if (constraint.kind === 'not') return [`##other${constraint.namespaces.filter(Boolean).map((namespace) => `{${namespace}}`).join('')}*`];
  return constraint.namespaces.map((namespace) => (namespace ? `{${namespace}}*` : '*'));
}

/** A name as libxml2 prints it: `{uri}local`, or `local` without a namespace. */
function printed(namespace: string, local: string): string {
  return namespace ? `{${namespace}}${local}` : local;
}

/** libxml2's findings about an element's content: a child not expected, or the end of the content. */
const CONTENT_FINDING = /This element is not expected|Missing child element|The content is not complete/;

/**
 * The findings with each element's content reported once: where this check and libxml2 both
 * report the content of one element, libxml2's finding before the child this check refused (a
 * count it checks and the automaton does not) stands instead of this check's, and libxml2's at or
 * after it (or on the content's end) is dropped for this check's. Findings without such a
 * correction among them are returned as they are.
 */
export function withoutOrderArtefacts(findings: readonly EngineFinding[]): readonly EngineFinding[] {
  const ours = findings.filter((finding) => breaks.has(finding));
  if (ours.length === 0) return findings;
  const byParent = new Map<XmlElementNode, EngineFinding>();
  // Each child of a corrected element -> the correction and the child's index among the elements.
  const byChild = new Map<XmlElementNode, { correction: EngineFinding; index: number }>();
  for (const correction of ours) {
    const { parent } = breaks.get(correction)!;
    byParent.set(parent, correction);
    let index = 0;
    for (const child of parent.children) if (child.kind === 'element') byChild.set(child, { correction, index: index++ });
  }
  const locator = new ElementLocator(breaks.get(ours[0]!)!.root);
  const dropped = new Set<EngineFinding>();
  for (const finding of findings) {
    if (breaks.has(finding) || finding.engine === 'xerces' || !CONTENT_FINDING.test(finding.message)) continue;
    const node = nodeOf(finding, locator);
    if (!node) continue;
    const child = /This element is not expected/.test(finding.message) ? byChild.get(node) : undefined;
    if (child) dropped.add(child.index < breaks.get(child.correction)!.index ? child.correction : finding);
    else if (byParent.has(node) && !/This element is not expected/.test(finding.message)) dropped.add(finding);
  }
  return dropped.size === 0 ? findings : findings.filter((finding) => !dropped.has(finding));
}

/**
 * The element a libxml2 finding is about, found as ./xsd-findings.ts finds it: by its node path
 * (the WebAssembly build), else by the name it gives and its line (libxmljs2 gives no path).
 */
export function nodeOf(finding: EngineFinding, locator: ElementLocator): XmlElementNode | undefined {
  if (finding.xpath) return locator.byXpath(finding.xpath)?.node;
  const name = /^Element '(?:\{[^}]*\})?([^'{}]+)'/.exec(finding.message)?.[1]?.replace(/^.*:/, '');
  return name && finding.line > 0 ? locator.byNameBefore(name, finding.line)?.node : undefined;
}
