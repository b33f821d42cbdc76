/**
 * Traces the validation issues of a migrated document back to the source document. Every element
 * the rewrite writes keeps the line and column of the source node it was made from (a wrapped
 * VMRS `code` those of the plain source code), and the serialized result holds the same elements
 * in the same order; walking the rewritten tree and the re-read result together pairs each
 * result position with a source position.
 */
import { parseXmlTree } from '../runtime/parse-tree.js';
import { XmlParseError } from '../runtime/errors.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { Issue } from '../validate/issue.js';
import { elementChildren } from './nodes.js';
import type { MigrationIssue } from './result.js';

type Position = { line: number; column: number };

/**
 * The result read back, or undefined where it outgrows the parser's limits (64 MiB, a text of
 * 10 million characters: its validation has said so): the issues then keep the result's
 * positions alone (review r22 migrate H1: the read threw, "internal error").
 */
export function readBack(xml: string): XmlElementNode | undefined {
  try {
    return parseXmlTree(xml);
  } catch (error) {
    if (error instanceof XmlParseError) return undefined;
    throw error;
  }
}

/** Result position -> source position, by `line:column` and by line (null: several on one line). */
function pairPositions(
  out: XmlElementNode,
  xml: string,
): { exact: Map<string, Position>; byLine: Map<number, Position | null> } {
  const exact = new Map<string, Position>();
  const byLine = new Map<number, Position | null>();
  const written = readBack(xml);
  if (!written) return { exact, byLine };
  const stack: Array<[XmlElementNode, XmlElementNode]> = [[out, written]];
  while (stack.length > 0) {
    const [rewritten, written] = stack.pop()!;
    if (rewritten.line > 0) {
      const source = { line: rewritten.line, column: rewritten.column };
      exact.set(`${written.line}:${written.column}`, source);
      byLine.set(written.line, byLine.has(written.line) ? null : source);
    }
    const from = elementChildren(rewritten);
    const to = elementChildren(written);
    for (let index = 0; index < Math.min(from.length, to.length); index++)
      stack.push([from[index]!, to[index]!]);
  }
  return { exact, byLine };
}

/**
 * The issues of `xml` (the serialization of `out`), each with the source position of the
 * element it is on when one is known.
 * @example withSourcePositions(out, xml, issues)[0]?.source // { line: 43, column: 5 }
 */
export function withSourcePositions(
  out: XmlElementNode,
  xml: string,
  issues: readonly Issue[],
): MigrationIssue[] {
  if (issues.length === 0) return [];
  const { exact, byLine } = pairPositions(out, xml);
  return issues.map((issue) => {
    const source = exact.get(`${issue.line}:${issue.column}`) ?? byLine.get(issue.line);
    return source ? { ...issue, source } : issue;
  });
}
