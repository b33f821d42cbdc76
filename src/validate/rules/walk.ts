/** The document-order walk both views share (iterative: deep input cannot overflow the stack). */

/** `node` and every node below it, depth first in document order. */
export function walkSubtree<T>(node: T, childrenOf: (node: T) => readonly T[]): T[] {
  const all: T[] = [];
  const stack: T[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    all.push(current);
    const below = childrenOf(current);
    for (let index = below.length - 1; index >= 0; index--) stack.push(below[index]);
  }
  return all;
}
