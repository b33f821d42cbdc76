/**
 * The comments and processing instructions of a document outside its root element (before it,
 * after the XML declaration; and after it). `parseXmlTree` keeps only what is inside the root, so
 * migrate reads them with the same lexer (same safety bounds) and writes them back around the
 * migrated root: a migration keeps a document's leading comment.
 */
import { prepareInput } from '../runtime/input.js';
import { COMMENT, EOF, PI, START, END, XmlLexer } from '../runtime/lexer.js';
import { resolveLimits } from '../runtime/limits.js';
import { parseErrorFactory } from '../runtime/parse-tree.js';
import type { XmlMiscNode } from '../runtime/tree.js';

/** Comments and PIs outside the root, in document order. */
export interface OuterMarkup {
  before: XmlMiscNode[];
  after: XmlMiscNode[];
}

/**
 * Reads the comments and PIs around the root of a well-formed document.
 * @throws XmlParseError as `parseXmlTree` does (call it on a document that parsed).
 * @example outerMarkup('<!-- a --><r/>').before // [{ kind: 'comment', value: ' a ', line: 1, column: 1 }]
 */
export function outerMarkup(input: string | Uint8Array): OuterMarkup {
  const limits = resolveLimits();
  const lexer = new XmlLexer(
    prepareInput(input, limits, parseErrorFactory),
    limits,
    parseErrorFactory,
  );
  const markup: OuterMarkup = { before: [], after: [] };
  let depth = 0;
  let seenRoot = false;
  for (let token = lexer.next(); token !== EOF; token = lexer.next()) {
    if (token === START) {
      depth++;
      seenRoot = true;
    } else if (token === END) depth--;
    else if (depth === 0 && (token === COMMENT || token === PI)) {
      const { line, column } = lexer.positions.at(lexer.tokenStart);
      const value = lexer.src.slice(lexer.textStart, lexer.textEnd);
      (seenRoot ? markup.after : markup.before).push({
        kind: token === COMMENT ? 'comment' : 'pi',
        value,
        line,
        column,
      });
    }
  }
  return markup;
}

/** A comment or PI as XML text. */
export function writeMarkup(node: XmlMiscNode): string {
  return node.kind === 'comment' ? `<!--${node.value}-->` : `<?${node.value}?>`;
}
