/**
 * Prints data literals (the route table, the document constants) in the layout prettier gives
 * them (printWidth 100, singleQuote, trailing commas), so the routes and client modules come out
 * formatted without a prettier pass:
 * - an object marked `expanded` is always one property per line (prettier keeps an object broken
 *   when the source breaks after `{`);
 * - another object or array stays on one line when it fits, else breaks one entry per line;
 * - an array of two or more objects that each have two or more properties always breaks (as
 *   prettier does), its elements staying on one line each when they fit.
 */
import { pad, PRINT_WIDTH } from '../print/code.js';
import { propertyKey, stringLiteral } from '../naming/identifiers.js';

/** A literal value to print. `code` is printed as written (identifiers, expressions). */
export type Literal =
  string | number | boolean | { code: string } | readonly Literal[] | LiteralObject;

/** An object literal; `expanded` forces one property per line. Undefined entries are left out. */
export interface LiteralObject {
  object: ReadonlyArray<readonly [key: string, value: Literal | undefined]>;
  expanded?: boolean;
}

/** Raw code inside a literal. */
export function code(text: string): { code: string } {
  return { code: text };
}

/** An object literal from entries (undefined values dropped). */
export function object(
  entries: ReadonlyArray<readonly [string, Literal | undefined]>,
  expanded = false,
): LiteralObject {
  return { object: entries, expanded };
}

function isObject(value: Literal): value is LiteralObject {
  return typeof value === 'object' && value !== null && 'object' in value;
}

function entriesOf(value: LiteralObject): Array<readonly [string, Literal]> {
  return value.object.filter(
    (entry): entry is readonly [string, Literal] => entry[1] !== undefined,
  );
}

/** The literal on one line (no check of its width). */
export function flatLiteral(value: Literal): string {
  return flatWithin(value, Infinity)!;
}

/**
 * The literal on one line, or undefined as soon as it is longer than `budget` characters: a
 * table that does not fit is never printed flat in full (once per nesting level, that was
 * quadratic in the size of the route table).
 */
function flatWithin(value: Literal, budget: number): string | undefined {
  if (typeof value === 'string') return stringLiteral(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let open: string;
  let close: string;
  let parts: Array<readonly [string, Literal]>;
  if (Array.isArray(value)) {
    const items = value as readonly Literal[];
    [open, close] = ['[', ']'];
    parts = items.map((item) => ['', item] as const);
  } else if (isObject(value)) {
    const entries = entriesOf(value);
    if (entries.length === 0) return '{}';
    [open, close] = ['{ ', ' }'];
    parts = entries.map(([key, item]) => [`${propertyKey(key)}: `, item] as const);
  } else return (value as { code: string }).code;
  let out = open;
  for (let index = 0; index < parts.length; index++) {
    const [lead, item] = parts[index]!;
    const text = flatWithin(item, budget - out.length - lead.length);
    if (text === undefined) return undefined;
    out += (index > 0 ? ', ' : '') + lead + text;
    if (out.length > budget) return undefined;
  }
  out += close;
  return out.length > budget ? undefined : out;
}

// Computed once per node: the check looks at the whole subtree, and printLiteral asks again at
// every level.
const breaks = new WeakMap<object, boolean>();

function mustBreak(value: Literal): boolean {
  if (typeof value !== 'object' || value === null || !(Array.isArray(value) || isObject(value)))
    return false;
  let result = breaks.get(value);
  if (result === undefined) {
    if (isObject(value)) {
      const entries = entriesOf(value);
      result =
        (value.expanded === true && entries.length > 0) ||
        entries.some(([, item]) => mustBreak(item));
    } else {
      const items = value as readonly Literal[];
      const objects =
        items.length > 1 && items.every((item) => isObject(item) && entriesOf(item).length > 1);
      result = objects || items.some(mustBreak);
    }
    breaks.set(value, result);
  }
  return result;
}

/**
 * The literal starting after `lead` at `indent` columns, followed by `suffix` on its last line
 * (e.g. `,` or `;`). Returns the text without the leading indentation of the first line.
 */
export function printLiteral(value: Literal, indent: number, lead: string, suffix: string): string {
  if (!mustBreak(value)) {
    const one = flatWithin(value, PRINT_WIDTH - indent - lead.length - suffix.length);
    if (one !== undefined) return `${lead}${one}${suffix}`;
  }
  if (Array.isArray(value)) {
    const items = value as readonly Literal[];
    if (items.length === 0) return `${lead}[]${suffix}`;
    const lines = items.map((item) => pad(indent + 2) + printLiteral(item, indent + 2, '', ','));
    return `${lead}[\n${lines.join('\n')}\n${pad(indent)}]${suffix}`;
  }
  if (isObject(value)) {
    const entries = entriesOf(value);
    if (entries.length === 0) return `${lead}{}${suffix}`;
    const lines = entries.map(
      ([key, item]) =>
        pad(indent + 2) + printLiteral(item, indent + 2, `${propertyKey(key)}: `, ','),
    );
    return `${lead}{\n${lines.join('\n')}\n${pad(indent)}}${suffix}`;
  }
  return `${lead}${flatLiteral(value)}${suffix}`;
}
