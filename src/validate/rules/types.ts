/**
 * The contract of the rule layer: the read-only view a rule sees (`RuleNode`), the rule shape,
 * what a rule finds, and the issue the runner reports. Plain TypeScript with no Node-only
 * import: generated validators run these rules in browsers through `fleetcase/runtime`.
 */
import type { GenerationId } from '../../ir/generations.js';

/**
 * A read-only view of one element, the same whether it wraps a parsed XML tree
 * (`treeNode`) or a typed value from a generated decoder (`valueNode`). Names are local
 * names: `child('name')` finds `<ct:name>` as well as `<name>`.
 * @example root.child('primaryContact')?.child('phone')?.text() // '555-0100'
 */
export interface RuleNode {
  /** Local name of the element. @example 'primaryContact' */
  readonly name: string;
  /**
   * Element path from the document element, local names, with a 1-based `[n]` only where the
   * parent holds several children of that name (as libxml2 writes paths).
   * @example '/items/item[2]/parts/part'
   */
  readonly path: string;
  /** 1-based line of the element's start tag, when the view knows it (tree views do). */
  readonly line?: number;
  /** 1-based column of the element's `<`, when the view knows it. */
  readonly column?: number;
  /** The first child element of that local name. */
  child(local: string): RuleNode | undefined;
  /** Every child element of that local name, in order. */
  children(local: string): RuleNode[];
  /** Every child element, in order. */
  elements(): RuleNode[];
  /**
   * This element and every element below it, in document order. Views compute it once and
   * share it, so that the rules walking the whole document walk it once between them.
   */
  subtree(): readonly RuleNode[];
  /**
   * The elements of `subtree()` whose local name is in `names`, in document order. Views over
   * a parse find them without wrapping the rest; pass a module-level set (views remember
   * per set which names are in it).
   * @example root.subtreeNamed(new Set(['total', 'amount']))
   */
  subtreeNamed(names: ReadonlySet<string>): readonly RuleNode[];
  /** True when a child element of that local name is present (nil counts as present). */
  has(local: string): boolean;
  /** True for `xsi:nil="true"` (tree) or `null` (typed value). */
  isNil(): boolean;
  /** The lexical text of a simple element; undefined when nil or when it holds elements. */
  text(): string | undefined;
}

/** How bad a finding is; set per rule in the registry, never inside a rule. */
export type Severity = 'error' | 'warning';

/**
 * An endpoint, as a rule scope names it and as a caller passes it. Path parameters match by
 * position, whatever their names (`{id}` matches `{estimate_id}`).
 * @example { method: 'POST', path: '/assets/{id}/cases', operationId: 'createAssetCase' }
 */
export interface EndpointRef {
  method: string;
  path: string;
  operationId?: string;
}

/** What the runner is told about the document it checks. */
export interface RuleContext {
  /** The generation the document is checked as. @example '0.0.7' */
  generation: string;
  /** Schema name of the document element's namespace. @example 'CaseRequest' */
  schema: string;
  /** Local name of the document element. @example 'case' */
  root: string;
  /** The endpoint the document is sent to, when known; endpoint-dependent rules need it. */
  endpoint?: EndpointRef;
}

/**
 * Where a rule applies. `'*'` means any schema or any root. Without `endpoints` the verdict does
 * not depend on the endpoint and the rule runs with or without one; with `endpoints` it runs only
 * when the caller names one of them; with `exceptEndpoints` it runs unless the caller names one
 * of those (without an endpoint it runs).
 * @example { generations: ['0.0.7'], schema: 'CaseRequest', roots: ['case'], endpoints: [{ method: 'POST', path: '/assets/{id}/cases' }] }
 */
export interface RuleScope {
  generations: readonly GenerationId[];
  schema: string;
  roots: readonly string[] | '*';
  endpoints?: readonly EndpointRef[];
  /** Endpoints on which the rule does not run, such as updates that send only what changes. */
  exceptEndpoints?: readonly EndpointRef[];
}

/**
 * What a rule reports: its id, where, and the arguments of its message (messages.ts).
 * @example { id: 'attachment-description-missing', path: '/attachment', line: 2, column: 1, args: { element: 'attachment' } }
 */
export interface Finding {
  id: string;
  path: string;
  line?: number;
  column?: number;
  args: Record<string, string>;
}

/**
 * What a leaf rule reads: the text of each simple element of some names, wherever it is (the
 * conventions of SPEC.md). The rule's `check` is made from it (./leaf-rule.ts); a view over a
 * parse that is a `LeafScanner` runs every leaf rule of a document in one pass instead, without
 * wrapping the elements that pass.
 * @example { names: new Set(['closed']), test: (value) => (value === 'true' || value === 'false' ? undefined : { value }) }
 */
export interface LeafCheck {
  /** Local names of the simple (text-only, non-nil) elements read. */
  names: ReadonlySet<string>;
  /** When set, only the elements whose parent element has this local name. @example 'workStatus' */
  parent?: string;
  /**
   * The finding's message arguments when `value` (the trimmed text) breaks the rule, else
   * undefined. `written` is the text as it stands, for a message that quotes it.
   */
  test(value: string, name: string, context: RuleContext, written: string): Record<string, string> | undefined;
}

/**
 * A view that lists the simple elements of chosen names below its element without making a
 * `RuleNode` of each (the view over libxml2's parse).
 */
export interface LeafScanner {
  /**
   * Calls `visit` for this element and each one below it, in document order, whose
   * `classOf(name)` is not 0 and that holds text (not nil, no child element): with that class,
   * the text, the local name, the parent's local name and a handle for `nodeAt`. `key` stands
   * for `classOf`: views remember per key the class of each name.
   */
  scanLeaves(
    key: object,
    classOf: (name: string) => number,
    visit: (classes: number, text: string, name: string, parent: string | undefined, at: number) => void,
  ): void;
  /** The node of a handle `scanLeaves` gave. */
  nodeAt(at: number): RuleNode;
}

/** A rule as written in its own file: no severity (the registry sets it). */
export interface RuleDefinition {
  /** Kebab-case subject plus event; also the file, fixture and message key. */
  id: string;
  /** Where it runs; several scopes are alternatives. */
  appliesTo: readonly RuleScope[];
  /** One paragraph for `fleetcase rules`: what it checks and the SPEC.md line it implements. */
  doc: string;
  check(root: RuleNode, context: RuleContext): Finding[];
  /** Set for leaf rules (made with `leafRule`): what `check` reads, for views that scan leaves. */
  leaves?: LeafCheck;
  /**
   * The elements the rule requires in every document of its scope, as paths below the root
   * (local names, `primaryContact/phone`), for a rule that states SPEC.md requirements the
   * schema cannot: `fleetcase diff` counts them required, as a minOccurs would make them.
   */
  requires?: readonly string[];
}

/** A rule in the registry. */
export interface Rule extends RuleDefinition {
  severity: Severity;
}

/**
 * One reported problem (DESIGN.md "Validation").
 * @example { rule: 'case-required-field-missing', severity: 'error', message: "…", path: '/case/breakdown', line: 9, column: 3 }
 */
export interface Issue {
  rule: string;
  severity: Severity;
  message: string;
  path: string;
  line?: number;
  column?: number;
}
