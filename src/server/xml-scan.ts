/**
 * One pass of the runtime's lexer over a request document, building nothing: the safe parser's
 * verdict on the whole document (the same lexer, limits, error codes, lines and columns as
 * `parseXmlTree`, whose loop this is without the tree) and how many elements it holds. A decoder
 * stops at its first error; this says, at a fraction of a tree's cost (no node per element),
 * whether the rest is well-formed (400 before 422) and how large the document is.
 */
import { prepareInput } from '../runtime/input.js';
import { EOF, START, XmlLexer } from '../runtime/lexer.js';
import { resolveLimits } from '../runtime/limits.js';
import { parseErrorFactory } from '../runtime/parse-tree.js';

/**
 * Reads a UTF-8 document (bytes, or a string already decoded) to its end and counts its elements.
 * @throws XmlParseError exactly as `parseXmlTree` does (same code, message, line, column, path).
 * @example countXmlElements('<case xmlns="urn:x"><cause>flat</cause></case>') // 2
 */
export function countXmlElements(input: string | Uint8Array): number {
  const limits = resolveLimits();
  const lexer = new XmlLexer(prepareInput(input, limits, parseErrorFactory), limits, parseErrorFactory);
  let elements = 0;
  for (let token = lexer.next(); token !== EOF; token = lexer.next()) {
    if (token === START) elements++;
  }
  return elements;
}
