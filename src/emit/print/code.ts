/**
 * Plain printing of the TypeScript constructs the emitters write, in exactly the layout prettier
 * gives them (printWidth 100, singleQuote, trailing commas): a construct stays on one line when
 * it fits and breaks the way prettier breaks it when it does not. Emitted files are therefore
 * already formatted; the writer (../write.ts) runs prettier only on a file with a line that is
 * still too long, and test/emit/pretty.test.ts proves the bytes equal prettier's.
 */

/** prettier's printWidth for this package (package.json "prettier"). */
export const PRINT_WIDTH = 100;

/** True when `text` fits on one line at `indent` columns. */
export function fits(indent: number, text: string): boolean {
  return indent + text.length <= PRINT_WIDTH;
}

/** `indent` spaces. */
export function pad(indent: number): string {
  return ' '.repeat(indent);
}

/**
 * A statement the printers may break: a call `lead + callee(args) + suffix` (e.g.
 * `value.x = r.text();`), or a plain string that never breaks.
 * @example { lead: '', callee: 'w.element', args: ['NS_CT', "'city'", 'value.city'] }
 */
export type Statement =
  string | { lead: string; callee: string; args: readonly string[]; suffix?: string };

/** The statement on one line. */
export function flat(statement: Statement): string {
  if (typeof statement === 'string') return statement;
  return `${statement.lead}${statement.callee}(${statement.args.join(', ')})${statement.suffix ?? ';'}`;
}

/** A statement at `indent`: one line when it fits, else its call broken one argument per line. */
export function printStatement(indent: number, statement: Statement): string {
  if (typeof statement === 'string') return pad(indent) + statement;
  return call(indent, statement.lead, statement.callee, statement.args, statement.suffix);
}

/**
 * `head statement` on one line (`if (x) y;`, `else y;`, `for (...) y;`), or, as prettier breaks
 * a non-block body that does not fit, the statement on the next line, indented.
 */
export function withBody(indent: number, head: string, statement: Statement): string {
  const one = `${head} ${flat(statement)}`;
  return fits(indent, one)
    ? pad(indent) + one
    : `${pad(indent)}${head}\n${printStatement(indent + 2, statement)}`;
}

/** `if (condition) statement;` (see `withBody`). */
export function ifStatement(indent: number, condition: string, statement: Statement): string {
  return withBody(indent, `if (${condition})`, statement);
}

/**
 * `if (callee(args)) statement;` as prettier prints it: on one line, else the statement on the
 * next line, else (the head alone is too long) the call broken inside `if (` and `)`.
 * @example ifCall(2, { lead: '', callee: 'reportObject', args: ['issues', 'path', 'value', 'p'] }, 'return;')
 */
export function ifCall(
  indent: number,
  condition: { callee: string; args: readonly string[] },
  statement: Statement,
): string {
  const head = `if (${condition.callee}(${condition.args.join(', ')}))`;
  if (fits(indent, head)) return withBody(indent, head, statement);
  const inner = call(indent + 2, '', condition.callee, condition.args, '');
  return `${pad(indent)}if (\n${inner}\n${pad(indent)})\n${printStatement(indent + 2, statement)}`;
}

/**
 * An `if` / `else if` / `else` chain of non-block bodies; a branch without condition is the
 * final `else`.
 */
export function ifChain(
  indent: number,
  branches: ReadonlyArray<readonly [condition: string | undefined, statement: Statement]>,
): string {
  return branches
    .map(([condition, statement], index) => {
      const keyword = index === 0 ? 'if' : condition === undefined ? 'else' : 'else if';
      return withBody(
        indent,
        condition === undefined ? keyword : `${keyword} (${condition})`,
        statement,
      );
    })
    .join('\n');
}

/**
 * A call `callee(arg, ...)` followed by `suffix` (e.g. `;`), starting after `lead` (e.g.
 * `value.x = `): one line when it fits, else broken as prettier breaks it:
 * - after an assignment's `=` (`lead` ends with ` = `), the call on the next line, indented, when
 *   it is poorly breakable (no argument, or one short one: prettier's "break-after-operator"
 *   layout) or when even `lead callee(` does not fit (its "fluid" layout);
 * - as the one argument of an outer call (`lead` is `outer(`, `suffix` starts with `)`), the
 *   outer call first: the inner call on a line of its own;
 * - as the value of the last property of an object literal opened in `lead` (`push({ a: 'x',
 *   value: `), the object broken one property per line;
 * - with a last argument that is a non-empty object or array literal, that literal hugged
 *   (`f(a, {` ... `});`, one entry per line) when `lead callee(a, {` fits;
 * - else one argument per line with a trailing comma.
 */
export function call(
  indent: number,
  lead: string,
  callee: string,
  args: readonly string[],
  suffix = ';',
): string {
  const one = `${lead}${callee}(${args.join(', ')})${suffix}`;
  if (fits(indent, one)) return pad(indent) + one;
  const object = objectAround(lead, suffix);
  if (object) {
    const entries = object.entries.map((entry) => `${pad(indent + 2)}${entry},\n`).join('');
    const last = call(indent + 2, `${object.key}: `, callee, args, ',');
    return `${pad(indent)}${object.before}{\n${entries}${last}\n${pad(indent)}}${object.after}`;
  }
  if (isAssignmentLead(lead)) {
    if (isPoorlyBreakableCall(callee, args) || !fits(indent, `${lead}${callee}(`))
      return `${pad(indent)}${lead.trimEnd()}\n${call(indent + 2, '', callee, args, suffix)}`;
  } else if (OUTER_CALL.test(lead) && suffix.startsWith(')')) {
    const inner = call(indent + 2, '', callee, args, ',');
    return `${pad(indent)}${lead}\n${inner}\n${pad(indent)}${suffix}`;
  }
  if (args.length === 0) return pad(indent) + one;
  const hugged = huggedLast(args);
  const head = hugged && `${lead}${callee}(${[...args.slice(0, -1), hugged.open].join(', ')}`;
  if (hugged && fits(indent, head!)) {
    const items = hugged.items.map((item) => `${pad(indent + 2)}${item},`).join('\n');
    return `${pad(indent)}${head}\n${items}\n${pad(indent)}${hugged.close})${suffix}`;
  }
  const inner = args.map((arg) => `${pad(indent + 2)}${arg},`).join('\n');
  return `${pad(indent)}${lead}${callee}(\n${inner}\n${pad(indent)})${suffix}`;
}

/**
 * An assignment-like lead, after which prettier may break (its `printAssignment` layouts): `x = `,
 * or a whole lead `key: ` (an object property) whose key is not short (prettier's
 * `isObjectPropertyWithShortKey`: narrower than tabWidth 2 + 3 columns).
 */
function isAssignmentLead(lead: string): boolean {
  if (lead.endsWith(' = ')) return true;
  const key = PROPERTY_LEAD.exec(lead)?.[1];
  return key !== undefined && key.length >= 5;
}

const KEY = String.raw`(?:[A-Za-z_$][\w$]*|'(?:[^'\\\n]|\\.)*')`;
const PROPERTY_LEAD = new RegExp(`^(${KEY}): $`);
const VALUE = String.raw`(?:[\w$.]+|'(?:[^'\\\n]|\\.)*')`;
const ENTRY = new RegExp(`${KEY}: ${VALUE}(?=, |$)`, 'g');
/** `before{ a: 'x', key: `: an object literal opened in the lead, the call the value of its last key. */
const OBJECT_LEAD = new RegExp(`^(.*?)\\{ (.*?)(${KEY}): $`);

/**
 * The object literal a call is the last property value of (`content.push({ $element: 'x', value: `
 * + call + ` });`), when prettier breaks it around the call: the object as the lone argument of
 * an outer call (hugged: `push({` ... `});`) or as the right side of an assignment (`x = {` ...
 * `};`). Undefined for any other lead.
 */
function objectAround(
  lead: string,
  suffix: string,
): { before: string; entries: string[]; key: string; after: string } | undefined {
  if (!suffix.startsWith(' }')) return undefined;
  const match = OBJECT_LEAD.exec(lead);
  if (!match) return undefined;
  const [, before, listed, key] = match as unknown as [string, string, string, string];
  if (!OUTER_CALL.test(before) && !before.endsWith(' = ')) return undefined;
  const entries = splitEntries(listed);
  return entries && { before, entries, key, after: suffix.slice(2) };
}

/**
 * `a: 'x', b: y, ` -> ['a: \'x\'', 'b: y']: entries of plain keys and simple values (names,
 * single-quoted strings); undefined for anything nested, which this printer does not lay out.
 */
function splitEntries(listed: string): string[] | undefined {
  if (listed === '') return [];
  if (!listed.endsWith(', ')) return undefined;
  const entries = listed.slice(0, -2).match(ENTRY);
  return entries && entries.join(', ') === listed.slice(0, -2) ? entries : undefined;
}

/**
 * The last argument to hug, as prettier's `shouldGroupLast` decides: a non-empty object or array
 * literal, or an arrow function whose body is a call; not following an argument of the same
 * kind, not an array of numbers only (printed concisely). Hugged, its entries (or the arrow's
 * body) go one per line between `open` and `close`. Undefined when there is none to hug.
 */
function huggedLast(args: readonly string[]): { open: string; items: string[]; close: string } | undefined {
  const last = literalOf(args.at(-1)!) ?? arrowOf(args.at(-1)!);
  if (!last || last.items.length === 0) return undefined;
  const penultimate = args.length > 1 ? args.at(-2)! : undefined;
  if (penultimate !== undefined && (literalOf(penultimate) ?? arrowOf(penultimate))?.open[0] === last.open[0]) return undefined;
  if (penultimate !== undefined && last.open === '[' && last.items.every((item) => NUMBER.test(item))) return undefined;
  return last;
}

/** `(text) => parse(text)` -> open `(text) =>`, the body as the one item: an arrow whose body is a call. */
function arrowOf(arg: string): { open: string; items: string[]; close: string } | undefined {
  const match = ARROW.exec(arg);
  if (!match || !isCall(match[2]!)) return undefined;
  return { open: `${match[1]} =>`, items: [match[2]!], close: '' };
}

const ARROW = /^(\([\w$, ]*\)|[A-Za-z_$][\w$]*) => (.*)$/;

/** True when `text` is one call expression `callee(...)` (its first parenthesis closes last). */
function isCall(text: string): boolean {
  const open = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\(/.exec(text);
  if (!open || !text.endsWith(')')) return false;
  const inner = splitTopLevel(text.slice(open[0].length, -1));
  return inner !== undefined;
}

/** A printed object (`{ a: 1 }`) or array (`[1, 2]`) literal split into its entries; else undefined. */
function literalOf(arg: string): { open: string; items: string[]; close: string } | undefined {
  const open = arg[0];
  if (open !== '{' && open !== '[') return undefined;
  const close = open === '{' ? '}' : ']';
  if (open === '{' && (!arg.startsWith('{ ') || !arg.endsWith(' }'))) return undefined;
  const inner = open === '{' ? arg.slice(2, -2) : arg.slice(1, -1);
  if (arg.at(-1) !== close) return undefined;
  const items = splitTopLevel(inner);
  return items && { open, items, close };
}

const NUMBER = /^[-+]?\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?n?$/;

/**
 * `a, [b, c], 'd, e'` -> ['a', '[b, c]', "'d, e'"]: split at the commas outside brackets and
 * string or template literals. Undefined when the text is unbalanced or holds a line break
 * (never hugged: the caller breaks every argument instead).
 */
function splitTopLevel(text: string): string[] | undefined {
  if (text === '') return [];
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === "'" || char === '"' || char === '`') {
      // A template literal's `${...}` holds no backtick in the emitted code: skipped whole.
      for (at++; at < text.length && text[at] !== char; at++) if (text[at] === '\\') at++;
      if (at >= text.length) return undefined;
    } else if (char === '\n') return undefined;
    else if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') {
      if (--depth < 0) return undefined;
    } else if (char === ',' && depth === 0) {
      items.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  if (depth !== 0) return undefined;
  items.push(text.slice(start).trim());
  return items.every((item) => item !== '') ? items : undefined;
}

/** `outer(` or `value.items.push(`: a callee (identifiers and dots) and its open parenthesis. */
const OUTER_CALL = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\($/;
const MEMBER_CHAIN = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * prettier's `isPoorlyBreakableMemberOrCallChain` for one call: the callee a plain member chain,
 * no argument or a lone short one (breaking its arguments would gain nothing).
 */
function isPoorlyBreakableCall(callee: string, args: readonly string[]): boolean {
  if (!MEMBER_CHAIN.test(callee)) return false;
  return args.length === 0 || (args.length === 1 && isLoneShortArgument(args[0]!));
}

/**
 * prettier's `isLoneShortArgument` for printed arguments: an identifier or string literal of at
 * most a quarter of the print width, a number, an argument-less call of a short identifier.
 */
function isLoneShortArgument(arg: string): boolean {
  const threshold = PRINT_WIDTH * 0.25;
  if (/^[A-Za-z_$][\w$]*$/.test(arg)) return arg.length <= threshold;
  if (/^[-+]?\d[\d_]*(?:\.\d+)?(?:[eE][-+]?\d+)?n?$/.test(arg)) return true;
  if (/^'(?:[^'\\\n]|\\.)*'$|^"(?:[^"\\\n]|\\.)*"$/.test(arg)) return arg.length <= threshold;
  if (/^`[^`$\\\n]*`$/.test(arg)) return arg.length - 2 <= threshold;
  const bareCall = /^([A-Za-z_$][\w$]*)\(\)$/.exec(arg);
  return bareCall !== null && bareCall[1]!.length <= threshold - 2;
}

/**
 * A function head `lead(params): returns {`, parameters one per line when it does not fit.
 * @example functionHead('function readX', ['r: XmlReader'], 'X') // 'function readX(r: XmlReader): X {'
 */
export function functionHead(lead: string, params: readonly string[], returns: string): string {
  const one = `${lead}(${params.join(', ')}): ${returns} {`;
  if (fits(0, one)) return one;
  return `${lead}(\n${params.map((param) => `  ${param},`).join('\n')}\n): ${returns} {`;
}

/**
 * An object literal of short entries followed by `suffix` (e.g. ` as T;`), one line when it
 * fits, else one entry per line with a trailing comma. `{}` when empty.
 */
export function objectLiteral(
  indent: number,
  lead: string,
  entries: readonly string[],
  suffix: string,
): string {
  if (entries.length === 0) return `${pad(indent)}${lead}{}${suffix}`;
  const one = `${lead}{ ${entries.join(', ')} }${suffix}`;
  if (fits(indent, one)) return pad(indent) + one;
  return `${pad(indent)}${lead}{\n${entries.map((entry) => `${pad(indent + 2)}${entry},`).join('\n')}\n${pad(indent)}}${suffix}`;
}

/**
 * A TSDoc block from free text: paragraphs kept, lines wrapped at the print width, `*\/`
 * defused. Empty text gives ''.
 */
export function docComment(
  indent: number,
  text: string | undefined,
  tags: readonly string[] = [],
): string {
  const paragraphs = (text ?? '')
    .replace(/\*\//g, '*\u2215')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
  const body = [...paragraphs, ...tags.map((tag) => tag.replace(/\*\//g, '*\u2215'))];
  if (body.length === 0) return '';
  const prefix = `${pad(indent)} * `;
  const single = `${pad(indent)}/** ${body[0]} */`;
  if (body.length === 1 && single.length <= PRINT_WIDTH) return `${single}\n`;
  const lines: string[] = [];
  body.forEach((paragraph, index) => {
    if (index > 0 && index < paragraphs.length) lines.push(`${pad(indent)} *`);
    lines.push(...wrap(paragraph, PRINT_WIDTH - prefix.length).map((line) => prefix + line));
  });
  return `${pad(indent)}/**\n${lines.join('\n')}\n${pad(indent)} */\n`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * `import { a, b } from 'x';` (`import type` with `typeOnly`): one line when it fits, else one
 * specifier per line. Specifiers are sorted (code-unit order) for stable output.
 */
export function importDeclaration(names: Iterable<string>, from: string, typeOnly = false): string {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const keyword = typeOnly ? 'import type' : 'import';
  const one = `${keyword} { ${sorted.join(', ')} } from '${from}';`;
  if (fits(0, one)) return one;
  return `${keyword} {\n${sorted.map((name) => `  ${name},`).join('\n')}\n} from '${from}';`;
}

/**
 * `export type Name = A | B;`; when too long, the union on the next line; when that is too long
 * too, prettier's broken union (one `| member` per line).
 */
export function typeAlias(name: string, members: readonly string[]): string {
  const one = `export type ${name} = ${members.join(' | ')};`;
  if (fits(0, one) || members.length === 1) return one;
  const next = `  ${members.join(' | ')};`;
  if (fits(0, next)) return `export type ${name} =\n${next}`;
  return `export type ${name} =\n${members.map((member) => `  | ${member}`).join('\n')};`;
}

/**
 * An array literal of short entries followed by `suffix` (e.g. ` as const;`), one line when it
 * fits, else one entry per line with a trailing comma. Like prettier, an array of two or more
 * arrays (a matrix) always breaks.
 */
export function arrayLiteral(
  indent: number,
  lead: string,
  entries: readonly string[],
  suffix: string,
): string {
  const one = `${lead}[${entries.join(', ')}]${suffix}`;
  const matrix = entries.length > 1 && entries.every((entry) => entry.startsWith('['));
  if ((fits(indent, one) && !matrix) || entries.length === 0) return pad(indent) + one;
  return `${pad(indent)}${lead}[\n${entries.map((entry) => `${pad(indent + 2)}${entry},`).join('\n')}\n${pad(indent)}]${suffix}`;
}
