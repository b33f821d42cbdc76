/**
 * The validator's safe pre-parse: the same lexer, checks, limits and error codes as
 * `parseXmlTree` (src/runtime/parse-tree.ts), building a leaner tree of only what validation
 * reads. Whitespace-only text, comments and processing instructions are not kept (the rule layer
 * trims every value it reads and skips comments, and engine findings are located on elements),
 * and elements without attributes or namespace declarations share one empty array. A hostile or
 * broken document fails here exactly as it fails `parseXmlTree`, before any engine sees it.
 */
import { prepareInput } from '../runtime/input.js';
import { CDATA, END, EOF, NON_SPACE, START, TEXT, XmlLexer } from '../runtime/lexer.js';
import { resolveLimits } from '../runtime/limits.js';
import { parseErrorFactory, type ParseTreeOptions } from '../runtime/parse-tree.js';
import type { XmlAttributeNode, XmlChildNode, XmlElementNode } from '../runtime/tree.js';

// Shared by every element that has none; never written to (the tree is read-only to validation).
const NO_ATTRIBUTES: XmlAttributeNode[] = Object.freeze([]) as unknown as XmlAttributeNode[];
const NO_NAMESPACES: XmlElementNode['namespaces'] = Object.freeze([]) as unknown as XmlElementNode['namespaces'];

/**
 * Parses a UTF-8 document into its root element for validation.
 * @throws XmlParseError exactly as `parseXmlTree` does (same code, message, line, column, path).
 * @example parseValidationTree(bytes).children // elements and non-blank text only
 */
export function parseValidationTree(input: string | Uint8Array, options: ParseTreeOptions = {}): XmlElementNode {
  const limits = resolveLimits(options.limits);
  const lexer = new XmlLexer(prepareInput(input, limits, parseErrorFactory), limits, parseErrorFactory);
  const stack: XmlElementNode[] = [];
  let parent: XmlElementNode | undefined;
  let root: XmlElementNode | undefined;
  for (;;) {
    const token = lexer.next();
    if (token === EOF) break;
    if (token === START) {
      const element = startElement(lexer);
      if (parent) parent.children.push(element);
      else root = element;
      stack.push(element);
      parent = element;
    } else if (token === END) {
      stack.pop();
      parent = stack[stack.length - 1];
    } else if (parent && (token === TEXT || token === CDATA) && (token === CDATA || (lexer.textFlags & NON_SPACE) !== 0)) {
      const { line, column } = lexer.positions.at(lexer.tokenStart);
      parent.children.push({ kind: 'text', value: lexer.text(), cdata: token === CDATA, line, column });
    }
  }
  return root!;
}

function startElement(lexer: XmlLexer): XmlElementNode {
  const { line, column } = lexer.positions.at(lexer.tokenStart);
  const buffer = lexer.attributes;
  let attributes = NO_ATTRIBUTES;
  for (let i = 0; i < buffer.count; i++) {
    if (buffer.isDecl[i]) continue;
    if (attributes === NO_ATTRIBUTES) attributes = [];
    attributes.push({ namespace: buffer.namespace[i]!, local: buffer.local[i]!, prefix: buffer.prefix[i]!, value: buffer.value[i]! });
  }
  const scope = lexer.scope;
  let namespaces = NO_NAMESPACES;
  if (lexer.declStart < scope.count) {
    namespaces = [];
    for (let i = lexer.declStart; i < scope.count; i++) namespaces.push({ prefix: scope.prefixes[i]!, uri: scope.uris[i]! });
  }
  return {
    kind: 'element',
    namespace: lexer.namespace,
    local: lexer.local,
    prefix: lexer.prefix,
    attributes,
    namespaces,
    children: [] as XmlChildNode[],
    line,
    column,
  };
}
