/**
 * Splits a preformatted module into runs of top-level statements, so that the writer can run
 * prettier on the few that still hold an over-long line instead of on the whole module
 * (../write.ts). prettier formats each top-level statement on its own and separates statements
 * by at most one blank line, which a preformatted module already has; a run formatted alone
 * therefore prints as it would inside the module.
 */

/**
 * A run of top-level statements: `text` ends with the newline of its last line; `gap` holds
 * the blank lines after it, kept as they are.
 * @example { text: 'function readNote(r: XmlReader): Note {\n  return r.text();\n}\n', gap: '\n' }
 */
export interface TopLevelRun {
  text: string;
  gap: string;
}

/**
 * The runs of `content`, in order: a new run starts at a line that begins in column 0 after a
 * blank line and is not a closing bracket. Joining `text + gap` of every run gives `content`
 * back. Inside a multi-line template literal the split may be wrong; the run then does not
 * parse and the caller formats the whole module instead.
 */
export function topLevelRuns(content: string): TopLevelRun[] {
  const runs: TopLevelRun[] = [];
  let start = 0;
  let blankFrom = -1; // where the current stretch of blank lines began, -1 when none
  for (let at = 0; at < content.length; ) {
    let end = content.indexOf('\n', at);
    end = end < 0 ? content.length : end + 1;
    const blank = end - at === 1 && content[at] === '\n';
    if (blank) {
      if (blankFrom < 0) blankFrom = at;
    } else {
      if (blankFrom > start && startsStatement(content.charCodeAt(at))) {
        runs.push({ text: content.slice(start, blankFrom), gap: content.slice(blankFrom, at) });
        start = at;
      }
      blankFrom = -1;
    }
    at = end;
  }
  const tail = blankFrom > start ? blankFrom : content.length;
  runs.push({ text: content.slice(start, tail), gap: content.slice(tail) });
  return runs;
}

const SPACE = 0x20;
const TAB = 0x09;
const CLOSERS = new Set([0x7d, 0x29, 0x5d]); // } ) ]

function startsStatement(code: number): boolean {
  return code !== SPACE && code !== TAB && !CLOSERS.has(code);
}
