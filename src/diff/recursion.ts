/**
 * The recursive complex types a root reaches: those whose content contains, at some depth, an
 * element of the same type (Spring's bean, list, set, map and props hold each other; DocBook's
 * inline elements do too). Their element paths multiply with every cycle (with ten such types,
 * millions of paths under one root: review r15 newsets HIGH 1), so the field walk (./fields.ts)
 * expands each of them at one path only. Tarjan's strongly connected components over the graph
 * "type -> the complex types of its child elements", iteratively (no call-stack limit).
 * @see https://en.wikipedia.org/wiki/Tarjan%27s_strongly_connected_components_algorithm
 */
import type { IrGeneration, TypeRef } from '../ir/index.js';
import { childElementsOf, complexTypeOf } from './content.js';

/** The names of the complex types of the child elements of complex type `name`, deduplicated, in order. */
function successors(generation: IrGeneration, name: string): string[] {
  const type = generation.types[name];
  if (type?.kind !== 'complexType') return [];
  const out = new Set<string>();
  for (const child of childElementsOf(type.content)) {
    const childType = complexTypeOf(generation, child.element.type);
    if (childType) out.add(childType.name);
  }
  return [...out];
}

/**
 * The complex types reachable from `rootType` that lie on a cycle (a component of several
 * types, or one type with an element of its own type).
 * @example recursiveTypes(spring, beansRootType).has('{…/beans}listOrSetType') // true
 */
export function recursiveTypes(generation: IrGeneration, rootType: TypeRef): Set<string> {
  const recursive = new Set<string>();
  const start = complexTypeOf(generation, rootType)?.name;
  if (start === undefined) return recursive;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const frames: Array<{ name: string; next: string[]; at: number }> = [];
  const open = (name: string): void => {
    index.set(name, index.size);
    low.set(name, index.get(name)!);
    stack.push(name);
    onStack.add(name);
    frames.push({ name, next: successors(generation, name), at: 0 });
  };
  open(start);
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    if (frame.at < frame.next.length) {
      const next = frame.next[frame.at++]!;
      if (!index.has(next)) open(next);
      else if (onStack.has(next)) low.set(frame.name, Math.min(low.get(frame.name)!, index.get(next)!));
      continue;
    }
    frames.pop();
    const parent = frames[frames.length - 1];
    if (parent) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
    if (low.get(frame.name) !== index.get(frame.name)) continue;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== frame.name);
    if (component.length > 1 || frame.next.includes(frame.name)) for (const name of component) recursive.add(name);
  }
  return recursive;
}
