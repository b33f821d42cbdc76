/**
 * Safe XML -> generic element tree (the validator's pre-parse, the rule layer, migrate).
 * Iterative over an explicit stack: 100 000-deep nesting fails with `depth-limit`, never with a
 * stack overflow. Comments and processing instructions outside the root element are dropped.
 */
import { XmlParseError, type DecodeErrorCode } from './errors.js';
import { prepareInput } from './input.js';
import { CDATA, COMMENT, END, EOF, PI, START, TEXT, XmlLexer } from './lexer.js';
import { resolveLimits } from './limits.js';
import type { XmlChildNode, XmlElementNode, XmlErrorCode, XmlLimits } from './tree.js';

/** Options of `parseXmlTree`. */
export interface ParseTreeOptions {
  /** Bounds; unspecified fields keep their defaults (`DEFAULT_XML_LIMITS`). */
  limits?: Partial<XmlLimits>;
}

/** Creates the XmlParseError every parse failure is. */
export function parseErrorFactory(
  code: DecodeErrorCode,
  message: string,
  line: number,
  column: number,
  path: string,
): Error {
  // The lexer only raises well-formedness codes; shape codes belong to typed decoders.
  return new XmlParseError(code as XmlErrorCode, message, line, column, path);
}

/**
 * Parses a UTF-8 document (bytes, or a string already decoded) into its root element.
 * @throws XmlParseError with a stable `code` (`doctype-forbidden`, `depth-limit`, ...), line,
 *   column and element path.
 * @example parseXmlTree('<case xmlns="urn:x"><cause>flat</cause></case>').children[0]
 */
export function parseXmlTree(
  input: string | Uint8Array,
  options: ParseTreeOptions = {},
): XmlElementNode {
  const limits = resolveLimits(options.limits);
  const lexer = new XmlLexer(
    prepareInput(input, limits, parseErrorFactory),
    limits,
    parseErrorFactory,
  );
  const stack: XmlElementNode[] = [];
  let root: XmlElementNode | undefined;
  for (;;) {
    const token = lexer.next();
    if (token === EOF) break;
    const parent = stack[stack.length - 1];
    if (token === START) {
      const element = startElement(lexer);
      if (parent) parent.children.push(element);
      else root = element;
      stack.push(element);
    } else if (token === END) {
      stack.pop();
    } else if (parent) {
      // Outside the root only comments and PIs reach here; they are dropped.
      const { line, column } = lexer.positions.at(lexer.tokenStart);
      if (token === TEXT || token === CDATA) {
        parent.children.push({
          kind: 'text',
          value: lexer.text(),
          cdata: token === CDATA,
          line,
          column,
        });
      } else if (token === COMMENT || token === PI) {
        const value = lexer.src.slice(lexer.textStart, lexer.textEnd);
        parent.children.push({ kind: token === COMMENT ? 'comment' : 'pi', value, line, column });
      }
    }
  }
  return root!;
}

function startElement(lexer: XmlLexer): XmlElementNode {
  const { line, column } = lexer.positions.at(lexer.tokenStart);
  const element: XmlElementNode = {
    kind: 'element',
    namespace: lexer.namespace,
    local: lexer.local,
    prefix: lexer.prefix,
    attributes: [],
    namespaces: [],
    children: [] as XmlChildNode[],
    line,
    column,
  };
  for (let i = 0; i < lexer.attributes.count; i++) {
    if (lexer.attributes.isDecl[i]) continue;
    element.attributes.push({
      namespace: lexer.attributes.namespace[i]!,
      local: lexer.attributes.local[i]!,
      prefix: lexer.attributes.prefix[i]!,
      value: lexer.attributes.value[i]!,
    });
  }
  const scope = lexer.scope;
  for (let i = lexer.declStart; i < scope.count; i++) {
    element.namespaces.push({ prefix: scope.prefixes[i]!, uri: scope.uris[i]! });
  }
  return element;
}
