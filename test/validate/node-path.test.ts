/**
 * The node paths of src/validate/engines/libxml2-node-path.ts are libxml2's own
 * (xmlGetNodePath), for every element and attribute of every fixture (default namespaces,
 * prefixed children, repeated and single names, attributes) and of documents without a
 * namespace or mixing several; and a document with thousands of errors among thousands of
 * siblings gets every error at its own element, fast.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as internals from 'libxml2-wasm/lib/libxml2.mjs';
import { describe, expect, test } from 'vitest';
import { directPath } from '../../src/validate/engines/libxml2-direct.js';
import { Heap, NODE, NODE_TYPE } from '../../src/validate/engines/libxml2-heap.js';
import { NodePaths } from '../../src/validate/engines/libxml2-node-path.js';
import { createValidator } from '../../src/validate/validator.js';
import { repoRoot } from './helpers.js';

const fixtures = ['0.0.7', '0.1', '0.2', '0.3-beta'].flatMap((generation) => {
  const dir = join(repoRoot, 'test/fixtures', generation, 'valid');
  return readdirSync(dir).filter((name) => name.endsWith('.xml')).map((name) => ({ name: `${generation}/${name}`, xml: readFileSync(join(dir, name), 'utf8') }));
});
const handWritten = [
  { name: 'no namespace, repeated names', xml: '<a><b/><c/><b x="1"/><d><e/></d></a>' },
  { name: 'prefixed and default siblings', xml: '<r xmlns="urn:d" xmlns:p="urn:p" xmlns:q="urn:p"><p:x/><x/><q:x/><p:x a="1"/><y xmlns=""/><y xmlns=""/></r>' },
  { name: 'comments and text between', xml: '<a><!-- c --><b/>text<?pi x?><b/><c/></a>' },
];

/** Every element and attribute of a parsed document, in document order. */
function nodesOf(heap: Heap, root: number): number[] {
  const out: number[] = [];
  const visit = (node: number): void => {
    out.push(node);
    for (let attribute = heap.field(node, NODE.properties); attribute !== 0; attribute = heap.field(attribute, NODE.next)) out.push(attribute);
    for (let child = heap.field(node, NODE.children); child !== 0; child = heap.field(child, NODE.next)) if (heap.field(child, NODE.type) === NODE_TYPE.element) visit(child);
  };
  visit(root);
  return out;
}

/** libxml2's path of an attribute ends in `/@name`; ours is its element's. */
const elementPart = (path: string): string => path.replace(/\/@[^/]*$/, '');

describe('NodePaths', () => {
  test.each([...fixtures, ...handWritten])('$name: the same paths as xmlGetNodePath', ({ xml }) => {
    const direct = directPath()!;
    const { doc, fatal } = direct.parse(Buffer.from(xml), 0);
    expect(fatal).toBe(false);
    try {
      const heap = new Heap();
      expect(heap.open(doc, direct.epoch)).toBe(true);
      let root = heap.field(doc, NODE.children);
      while (heap.field(root, NODE.type) !== NODE_TYPE.element) root = heap.field(root, NODE.next);
      const paths = new NodePaths(direct.epoch);
      const nodes = nodesOf(heap, root);
      expect(nodes.map((node) => paths.of(node))).toStrictEqual(nodes.map((node) => elementPart(internals.xmlGetNodePath(node)!)));
    } finally {
      direct.free(doc);
    }
  });

  test('5 000 errors on one line among 5 000 items: each at its own item, in well under 2 s', () => {
    const ns = 'http://www.decisiv.net/platform_api/0.2/Case/EstimateItemRequest';
    const xml = `<items xmlns="${ns}">${'<item><code>c</code><name>n</name><bogus/></item>'.repeat(5000)}</items>`;
    const validator = createValidator({ rules: false });
    try {
      const started = performance.now();
      const result = validator.validate(Buffer.from(xml));
      expect(performance.now() - started).toBeLessThan(2000);
      expect(result.issues.map((issue) => issue.path)).toStrictEqual(Array.from({ length: 5000 }, (_, index) => `/items/item[${index + 1}]/bogus`));
    } finally {
      validator.close();
    }
  });
});
