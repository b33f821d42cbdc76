import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseXmlTree,
  serializeXmlTree,
  type XmlChildNode,
  type XmlElementNode,
} from '../../src/runtime/index.js';

const BINDINGS = [
  { prefix: '', uri: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest' },
  { prefix: 'ct', uri: 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes' },
  { prefix: 'g', uri: 'http://www.decisiv.net/platform_api/0.2/Case/GroupedUser' },
];

/** Characters XML 1.0 can carry (no C0 controls but tab/LF/CR, no U+FFFE/U+FFFF, no lone surrogates). */
const xmlChar = fc.oneof(
  fc.constantFrom(
    'a',
    ' ',
    '&',
    '<',
    '>',
    '"',
    "'",
    '\t',
    '\n',
    '\r',
    ']',
    '\u00e9',
    '\u{1F600}',
    ';',
    '#',
  ),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 1 })
    .filter((c) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.test(c)),
);
const xmlString = fc.array(xmlChar, { maxLength: 12 }).map((chars) => chars.join(''));
const name = fc.constantFrom(
  'case',
  'cause',
  'breakdown',
  '__proto__',
  'constructor',
  'toString',
  'x-y',
  'n.1',
);

const text = fc.record({
  kind: fc.constant('text' as const),
  value: xmlString,
  cdata: fc.constant(false),
});
const cdata = fc.record({
  kind: fc.constant('text' as const),
  value: xmlString.filter((v) => !v.includes(']]>') && !v.includes('\r')),
  cdata: fc.constant(true),
});
const comment = fc.record({
  kind: fc.constant('comment' as const),
  value: xmlString.filter((v) => !v.includes('--') && !v.endsWith('-') && !v.includes('\r')),
});
const pi = fc.record({
  kind: fc.constant('pi' as const),
  value: fc
    .tuple(
      fc.constantFrom('target', 'x-y'),
      xmlString.filter((v) => !v.includes('?>') && !v.includes('\r')),
    )
    .map(([t, d]) => `${t} ${d}`),
});

type Shape = Omit<XmlElementNode, 'line' | 'column'>;

const { element } = fc.letrec<{ element: Shape; child: unknown }>((tie) => ({
  element: fc
    .record({
      kind: fc.constant('element' as const),
      binding: fc.constantFrom(...BINDINGS),
      local: name,
      attributes: fc.uniqueArray(fc.record({ local: name, value: xmlString }), {
        maxLength: 3,
        selector: (a) => a.local,
      }),
      children: fc.array(tie('child'), { maxLength: 4, depthIdentifier: 'tree' }),
    })
    .map(({ binding, attributes, children, ...rest }) => ({
      ...rest,
      namespace: binding.uri,
      prefix: binding.prefix,
      namespaces: [],
      attributes: attributes.map((a) => ({ namespace: '', prefix: '', ...a })),
      children: children as XmlChildNode[],
    })),
  child: fc.oneof(
    { depthIdentifier: 'tree', maxDepth: 4 },
    text,
    cdata,
    comment,
    pi,
    tie('element'),
  ),
}));

/** Adjacent text nodes merge and empty ones vanish when re-parsed: normalise the model alike. */
function normalise(node: XmlElementNode | Shape): unknown {
  const children: unknown[] = [];
  for (const child of node.children) {
    const last = children[children.length - 1] as
      { kind: string; cdata?: boolean; value: string } | undefined;
    if (child.kind === 'text' && !child.cdata) {
      if (child.value === '') continue;
      if (last?.kind === 'text' && !last.cdata) {
        last.value += child.value;
        continue;
      }
      children.push({ kind: 'text', value: child.value, cdata: false });
    } else if (child.kind === 'element') children.push(normalise(child));
    else
      children.push({
        kind: child.kind,
        value: child.value,
        ...(child.kind === 'text' ? { cdata: true } : {}),
      });
  }
  const { line: _line, column: _column, ...rest } = node as XmlElementNode;
  return { ...rest, children };
}

describe('serializeXmlTree / parseXmlTree property', () => {
  it('parse(serialize(tree)) equals tree', () => {
    fc.assert(
      fc.property(element, (shape) => {
        const tree = { ...shape, namespaces: BINDINGS, line: 1, column: 1 } as XmlElementNode;
        const again = parseXmlTree(serializeXmlTree(tree));
        expect(normalise(again)).toStrictEqual(normalise(tree));
      }),
      { numRuns: 300 },
    );
  });
});
