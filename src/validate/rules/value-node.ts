/**
 * The `RuleNode` view over a typed value from a generated decoder: what the generated
 * `validate*` functions hand the rules, so that they run the very rules the document validator
 * runs. The value shape (DESIGN.md "What is emitted"):
 * - a complex element is a plain object whose properties are child local names;
 * - a repeated element is an array; `null` is `xsi:nil`; an absent element is `undefined`;
 * - decimals, dates and times are strings holding the lexical form; booleans and numbers are
 *   JS booleans and numbers (their text is `String(value)`).
 * Properties whose name starts with `$` are metadata, not elements. The unknown elements a
 * lenient decode keeps under the `fleetcase.unknown` symbol (src/runtime/unknown.ts) are seen as
 * elements without text when they are in an API namespace, as the tree view sees them, so that a
 * rule such as item-sold-status-misnamed also fires on a leniently decoded value.
 */
import { API_NAMESPACE_SHAPE } from '../../ir/qname.js';
import type { RuleNode } from './types.js';
import { walkSubtree } from './walk.js';

/** Options of `valueNode`. */
export interface ValueNodeOptions {
  /**
   * The lexical text of a simple value; undefined = not simple. Default: strings as they are,
   * numbers and bigints by `String`, booleans as `true`/`false`.
   */
  toText?: (value: unknown) => string | undefined;
}

/** Wraps a typed value whose document element is `rootName` for the rules. */
export function valueNode(
  value: unknown,
  rootName: string,
  options: ValueNodeOptions = {},
): RuleNode {
  return new ValueRuleNode(
    value,
    rootName,
    `/${rootName}`,
    options.toText ?? defaultText,
    undefined,
  );
}

function defaultText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return undefined;
  }
}

/** `UNKNOWN` of src/runtime/unknown.ts: the same registry symbol, without importing the runtime. */
const UNKNOWN_KEY = Symbol.for('fleetcase.unknown');

/** Stands for an unknown element: no text, no children. */
const OPAQUE: unknown = Object.freeze(Object.create(null));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The element values held under a property: none, one, or each entry of an array. */
function occurrences(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.filter((entry) => entry !== undefined) : [value];
}

class ValueRuleNode implements RuleNode {
  private all: ValueRuleNode[] | undefined;
  private byName: Map<string, ValueRuleNode[]> | undefined;
  private below: ValueRuleNode[] | undefined;

  constructor(
    private readonly value: unknown,
    readonly name: string,
    readonly path: string,
    private readonly toText: (value: unknown) => string | undefined,
    private readonly parent: ValueRuleNode | undefined,
  ) {}

  /**
   * True when `value` is this node's value or an ancestor's: a cyclic value (possible in a
   * hand-built object, never in a decoded one) is cut there instead of walked forever.
   */
  private holdsAbove(value: unknown): boolean {
    for (let node: ValueRuleNode | undefined = this; node !== undefined; node = node.parent) {
      if (node.value === value) return true;
    }
    return false;
  }

  /** Element values by local name: own properties (metadata `$...` skipped), then unknown elements. */
  private entries(): Map<string, unknown[]> {
    const entries = new Map<string, unknown[]>();
    const value = this.value;
    // A value that `toText` reads as simple has no elements, whatever its own properties.
    if (!isRecord(value) || this.toText(value) !== undefined) return entries;
    for (const key of Object.keys(value)) {
      if (key.startsWith('$')) continue;
      const found = occurrences(value[key]).map((entry) =>
        typeof entry === 'object' && entry !== null && this.holdsAbove(entry) ? OPAQUE : entry,
      );
      if (found.length > 0) entries.set(key, found);
    }
    const bag = (value as { [UNKNOWN_KEY]?: unknown })[UNKNOWN_KEY];
    if (Array.isArray(bag)) {
      for (const entry of bag as unknown[]) {
        if (!isRecord(entry) || typeof entry.local !== 'string') continue;
        if (typeof entry.namespace !== 'string' || !API_NAMESPACE_SHAPE.test(entry.namespace)) continue;
        const list = entries.get(entry.local);
        if (list) list.push(OPAQUE);
        else entries.set(entry.local, [OPAQUE]);
      }
    }
    return entries;
  }

  /** Wraps the child elements once, `[n]` added to the path where a name repeats. */
  private wrapChildren(): ValueRuleNode[] {
    if (this.all !== undefined) return this.all;
    this.all = [];
    this.byName = new Map();
    for (const [local, values] of this.entries()) {
      const nodes = values.map((entry, index) => {
        const step = values.length > 1 ? `${local}[${index + 1}]` : local;
        return new ValueRuleNode(entry, local, `${this.path}/${step}`, this.toText, this);
      });
      this.byName.set(local, nodes);
      // One at a time: a spread of 250 000 children would overflow the stack.
      for (const node of nodes) this.all.push(node);
    }
    return this.all;
  }

  private named(local: string): readonly ValueRuleNode[] {
    this.wrapChildren();
    return this.byName!.get(local) ?? [];
  }

  child(local: string): RuleNode | undefined {
    return this.named(local)[0];
  }

  children(local: string): RuleNode[] {
    return this.named(local).slice();
  }

  elements(): RuleNode[] {
    return this.wrapChildren().slice();
  }

  has(local: string): boolean {
    return this.named(local).length > 0;
  }

  subtree(): readonly RuleNode[] {
    this.below ??= walkSubtree<ValueRuleNode>(this, (node) => node.wrapChildren());
    return this.below;
  }

  subtreeNamed(names: ReadonlySet<string>): readonly RuleNode[] {
    return this.subtree().filter((node) => names.has(node.name));
  }

  isNil(): boolean {
    return this.value === null;
  }

  text(): string | undefined {
    if (this.value === null || Array.isArray(this.value)) return undefined;
    return this.toText(this.value);
  }
}
