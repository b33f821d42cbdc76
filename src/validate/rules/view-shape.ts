/**
 * Everything a rule can read from a view, as one plain value: two views of the same document
 * must give equal shapes (the libxml2 engine checks its view against the safe parser's with it;
 * tests compare the two views over whole corpora).
 */
import type { RuleNode } from './types.js';

/** A view's answers about one element and, recursively, its child elements. */
export interface ViewShape {
  name: string;
  path: string;
  nil: boolean;
  text: string | undefined;
  children: ViewShape[];
}

/**
 * The shape of `node` and everything below it (iterative: deep documents are fine).
 * @example viewShape(treeNode(parseValidationTree(xml))).children[0].name // 'assetIdentifier'
 */
export function viewShape(node: RuleNode): ViewShape {
  const shapeOf = (current: RuleNode): ViewShape => ({ name: current.name, path: current.path, nil: current.isNil(), text: current.text(), children: [] });
  const root = shapeOf(node);
  const stack: Array<[RuleNode, ViewShape]> = [[node, root]];
  while (stack.length > 0) {
    const [current, shape] = stack.pop()!;
    for (const child of current.elements()) {
      const below = shapeOf(child);
      shape.children.push(below);
      stack.push([child, below]);
    }
  }
  return root;
}
