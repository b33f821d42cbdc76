/** The two RuleNode views: paths, namespaces, nil, text, and names that are object keys. */
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../../src/runtime/parse-tree.js';
import { treeNode, valueNode, type RuleNode } from '../../../src/validate/rules/index.js';

const NS = 'http://www.decisiv.net/platform_api/0.2/Case/EstimateItemRequest';
const EIP = 'http://www.decisiv.net/platform_api/0.2/Case/EstimateItemPartRequest';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

const DOCUMENT = `<items xmlns="${NS}" xmlns:eip="${EIP}" xmlns:x="urn:vendor-extension" xmlns:xsi="${XSI}">
  <item><code>A</code><x:code>ignored</x:code><parts><part><eip:name>P1</eip:name></part><part><eip:name>P2</eip:name></part></parts></item>
  <item><code xsi:nil="true"/><name> </name><constructor>c</constructor><__proto__>p</__proto__></item>
</items>`;

/** Paths of every element below `node`, depth first. */
function allPaths(node: RuleNode): string[] {
  return node.elements().flatMap((child) => [child.path, ...allPaths(child)]);
}

describe('treeNode', () => {
  const root = treeNode(parseXmlTree(DOCUMENT));

  it('writes libxml2-style paths: [n] only where a name repeats', () => {
    expect(allPaths(root)).toStrictEqual([
      '/items/item[1]',
      '/items/item[1]/code',
      '/items/item[1]/parts',
      '/items/item[1]/parts/part[1]',
      '/items/item[1]/parts/part[1]/name',
      '/items/item[1]/parts/part[2]',
      '/items/item[1]/parts/part[2]/name',
      '/items/item[2]',
      '/items/item[2]/code',
      '/items/item[2]/name',
      '/items/item[2]/constructor',
      '/items/item[2]/__proto__',
    ]);
  });

  it('matches local names across API namespaces and ignores foreign ones', () => {
    const first = root.children('item')[0];
    expect(first.children('code').map((code) => code.text())).toStrictEqual(['A']);
    expect(first.child('parts')?.child('part')?.child('name')?.text()).toBe('P1');
  });

  it('reads nil, text and positions', () => {
    const second = root.children('item')[1];
    expect(second.child('code')?.isNil()).toBe(true);
    expect(second.child('code')?.text()).toBeUndefined();
    expect(second.child('name')?.text()).toBe(' ');
    expect(second.text()).toBeUndefined();
    expect(second.line).toBe(3);
    expect(second.child('constructor')?.text()).toBe('c');
    expect(second.has('toString')).toBe(false);
  });

  it('sees every namespace when the document element is not in an API namespace', () => {
    const plain = treeNode(parseXmlTree('<part xmlns="urn:a"><name xmlns="urn:b">n</name></part>'));
    expect(plain.child('name')?.text()).toBe('n');
  });
});

describe('valueNode', () => {
  const value = {
    item: [
      { code: 'A', parts: { part: [{ name: 'P1' }, { name: 'P2' }] } },
      {
        code: null,
        name: ' ',
        constructor: 'c',
        ['__proto__']: 'p',
        quantity: 2,
        underWarranty: false,
      },
    ],
  };
  // A JSON-decoded `__proto__` is an own property; build it the same way.
  Object.defineProperty(value.item[1], '__proto__', { value: 'p', enumerable: true });
  const root = valueNode(value, 'items');

  it('writes the same paths as the tree view', () => {
    expect(allPaths(root)).toContain('/items/item[1]/parts/part[2]/name');
    expect(allPaths(root)).toContain('/items/item[2]/__proto__');
    expect(root.children('item')[0].child('parts')?.path).toBe('/items/item[1]/parts');
  });

  it('reads null as nil, scalars as their lexical text', () => {
    const second = root.children('item')[1];
    expect(second.child('code')?.isNil()).toBe(true);
    expect(second.child('quantity')?.text()).toBe('2');
    expect(second.child('underWarranty')?.text()).toBe('false');
    expect(second.text()).toBeUndefined();
  });

  it('looks only at own properties and skips $metadata', () => {
    const plain = valueNode({ $unknown: [{ code: 'x' }], code: undefined }, 'item');
    expect(plain.has('toString')).toBe(false);
    expect(plain.has('constructor')).toBe(false);
    expect(plain.has('$unknown')).toBe(false);
    expect(plain.has('code')).toBe(false);
    expect(plain.elements()).toStrictEqual([]);
  });

  it('takes a custom lexical form', () => {
    const node = valueNode({ amount: { units: 1250n } }, 'charge', {
      toText: (entry) =>
        typeof entry === 'object' && entry !== null && 'units' in entry ? '12.50' : undefined,
    });
    expect(node.child('amount')?.text()).toBe('12.50');
  });
});

describe('runtime contract', () => {
  it('the lenient-decode symbol is the one the value view reads', async () => {
    const { UNKNOWN } = await import('../../../src/runtime/unknown.js');
    expect(UNKNOWN).toBe(Symbol.for('fleetcase.unknown'));
  });
});

describe('valueNode on hand-built values', () => {
  it('cuts a cycle instead of walking it forever', () => {
    const item: Record<string, unknown> = { code: 'A', parts: { part: [] as unknown[] } };
    (item.parts as { part: unknown[] }).part.push(item);
    const root = valueNode(item, 'item');
    expect(root.subtree().map((node) => node.path)).toStrictEqual([
      '/item',
      '/item/code',
      '/item/parts',
      '/item/parts/part',
    ]);
    expect(root.child('parts')?.child('part')?.text()).toBeUndefined();
  });
});
