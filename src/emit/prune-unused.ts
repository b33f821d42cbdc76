/**
 * Drops what a generated module declares for itself and never uses: a function of a type no
 * root reaches (`readPaymentMethod` of a set that declares the type for others to use), its
 * property table, a helper no check of this set needs (`itemPath`), and the type names then
 * imported for nothing. Unused, they fail a consumer's `noUnusedLocals` (review r21 consumer
 * M1); the API's generations have none. A run of top-level statements (./print/top-level.ts)
 * that is one `function name(` or `const name =` declaration, not exported, is dropped when
 * `name` appears nowhere else; dropping one may leave another unused, so it goes on until none
 * is. Then each name an `import` lists is dropped when nothing else names it.
 */
import { topLevelRuns, type TopLevelRun } from './print/top-level.js';

/** A TypeScript identifier, non-ASCII ones included (`Maße`, `AA·b`: review r25 hostilexsd H3, an import of one was pruned). */
const NAME = '[\\p{ID_Start}_$][\\p{ID_Continue}$\\u200c\\u200d]*';
const LOCAL_DECLARATION = new RegExp(`^(?:\\/\\*\\*[\\s\\S]*?\\*\\/\\n)?(?:function|const) (${NAME})(?![\\p{ID_Continue}$])`, 'u');
const IDENTIFIER = new RegExp(NAME, 'gu');

/**
 * `text` with what cannot name a declaration blanked: comments, and the text of string and
 * template literals (a template's `${…}` stays code). Generated code writes its patterns as
 * strings; a regex literal (only in fleetcase's own helpers) is read as code, which can only
 * count a word more, never less: a declaration is then kept, never dropped while used.
 */
export function codeOnly(text: string): string {
  let out = '';
  const templates: number[] = []; // brace depth at each open `${`
  let depth = 0;
  for (let at = 0; at < text.length; ) {
    const char = text[at]!;
    const next = text[at + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', at);
      at = end < 0 ? text.length : end;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', at + 2);
      at = end < 0 ? text.length : end + 2;
    } else if (char === "'" || char === '"') {
      at++;
      while (at < text.length && text[at] !== char && text[at] !== '\n') at += text[at] === '\\' ? 2 : 1;
      at++;
      out += ' ';
    } else if (char === '`' || (char === '}' && templates.length > 0 && templates[templates.length - 1] === depth)) {
      if (char === '}') templates.pop();
      at++;
      // Template text up to its end or the next `${`.
      while (at < text.length && text[at] !== '`' && !(text[at] === '$' && text[at + 1] === '{')) at += text[at] === '\\' ? 2 : 1;
      if (text[at] === '$') {
        templates.push(depth);
        at += 2;
      } else at++;
      out += ' ';
    } else {
      if (char === '{') depth++;
      else if (char === '}') depth--;
      out += char;
      at++;
    }
  }
  return out;
}

/** How often each identifier-like word stands in the code of `text`. */
function words(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of codeOnly(text).matchAll(IDENTIFIER)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** The name a run declares when it is one whole local declaration: braces balanced, nothing after its end. */
function declaredName(run: TopLevelRun): string | undefined {
  const name = LOCAL_DECLARATION.exec(run.text)?.[1];
  if (name === undefined || !/[};]\n$/.test(run.text)) return undefined;
  let depth = 0;
  for (const char of run.text) {
    if (char === '{') depth++;
    else if (char === '}') depth--;
  }
  return depth === 0 ? name : undefined;
}

/** The start of a top-level `const NAME = …` (tables of prefixes, several to a run). */
const CONST_START = new RegExp(`^const (${NAME}) = `, 'u');

/**
 * The top-level statements of a run's lines: a `const` statement from its first line to the
 * line at column 0 that ends it with `;` (`] as const;`), every other line a statement alone.
 */
function constStatements(lines: readonly string[]): string[][] {
  const statements: string[][] = [];
  for (let at = 0; at < lines.length; ) {
    if (!CONST_START.test(lines[at]!)) {
      statements.push([lines[at++]!]);
      continue;
    }
    let end = at;
    while (end < lines.length - 1 && !lines[end]!.endsWith(';')) end++;
    // A `;` inside an indented line ends nothing: the statement ends at column 0.
    while (end < lines.length - 1 && end > at && /^\s/.test(lines[end]!)) end++;
    statements.push(lines.slice(at, end + 1));
    at = end + 1;
  }
  return statements;
}

/**
 * The run without its `const` statements nothing else names (the run itself when none goes):
 * prefix tables stand several to a run, one line each or an array over several lines (SAML's
 * `PREFIXES_…` of roots whose functions were pruned; review r22 newsets L2).
 */
function withoutUnusedConstLines(run: TopLevelRun, total: Map<string, number>): TopLevelRun {
  const lines = run.text.split('\n');
  const statements = constStatements(lines);
  const kept = statements.filter((statement) => {
    const name = CONST_START.exec(statement[0]!)?.[1];
    if (name === undefined) return true;
    const mine = words(statement.join('\n'));
    if (total.get(name) !== mine.get(name)) return true;
    for (const [word, count] of mine) total.set(word, total.get(word)! - count);
    return false;
  });
  return kept.length === statements.length ? run : { text: kept.flat().join('\n'), gap: run.gap };
}

/** The runs without the declarations nothing else names. */
function withoutUnusedDeclarations(runs: TopLevelRun[], total: Map<string, number>): TopLevelRun[] {
  const kept = [...runs];
  const own = new Map<TopLevelRun, Map<string, number>>();
  for (let changed = true; changed; ) {
    changed = false;
    for (let index = 0; index < kept.length; index++) {
      const lighter = withoutUnusedConstLines(kept[index]!, total);
      if (lighter === kept[index]) continue;
      kept[index] = lighter;
      changed = true;
    }
    for (let index = kept.length - 1; index >= 0; index--) {
      const run = kept[index]!;
      const name = declaredName(run);
      if (name === undefined) continue;
      let mine = own.get(run);
      if (!mine) own.set(run, (mine = words(run.text)));
      if (total.get(name) !== mine.get(name)) continue;
      for (const [word, count] of mine) total.set(word, total.get(word)! - count);
      kept.splice(index, 1);
      changed = true;
    }
  }
  return kept;
}

/** The `import { a, b } from '…'` (or `import type`) statements of a run without the names nothing else names. */
function withoutUnusedImports(run: TopLevelRun, total: Map<string, number>): string {
  return run.text.replace(/^import (type )?\{([^}]*)\} from ('[^']*');\n/gm, (statement, type: string | undefined, list: string, from: string) => {
    const names = list.split(',').map((name) => name.trim()).filter(Boolean);
    const used = names.filter((name) => (total.get(name.split(/\s+as\s+/).pop()!.replace(/^type\s+/, '')) ?? 0) > 1);
    if (used.length === names.length) return statement;
    return used.length === 0 ? '' : `import ${type ?? ''}{ ${used.join(', ')} } from ${from};\n`;
  });
}

/** `content` without the local declarations and imports nothing else in it names. */
export function pruneUnused(content: string): string {
  const total = words(content);
  const runs = withoutUnusedDeclarations(topLevelRuns(content), total);
  return runs
    .map((run) => {
      const text = withoutUnusedImports(run, total);
      return text === '' ? '' : text + run.gap;
    })
    .join('');
}
