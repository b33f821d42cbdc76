import { describe, expect, it } from 'vitest';
import {
  parseXmlTree,
  serializeXmlTree,
  XmlParseError,
  type XmlElementNode,
  type XmlErrorCode,
} from '../../src/runtime/index.js';
import { HOSTILE_CORPUS } from './hostile-corpus.js';

function failure(
  given: string | Uint8Array,
  limits?: Parameters<typeof parseXmlTree>[1],
): XmlParseError {
  try {
    parseXmlTree(given, limits);
  } catch (error) {
    if (error instanceof XmlParseError) return error;
    throw error;
  }
  throw new Error('expected a parse error');
}

const CASE_NS = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest';
const CT_NS = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes';

const SAMPLE = `<case xmlns="${CASE_NS}" xmlns:ct="${CT_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <ct:primaryContact>
    <ct:name>Dana &amp; Sons</ct:name>
    <ct:phone xsi:nil="true"/>
  </ct:primaryContact>
  <cause><![CDATA[<flat> tire]]></cause>
  <!-- reviewed -->
</case>`;

describe('parseXmlTree: hostile corpus', () => {
  it.each(HOSTILE_CORPUS)('$name -> $want', ({ given, want }) => {
    const started = performance.now();
    const error = failure(typeof given === 'function' ? given() : given);
    expect(error.code).toBe(want);
    expect(error.message.length).toBeGreaterThan(10);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('names UTF-8 as the only encoding in encoding errors', () => {
    expect(failure(new Uint8Array([0xff, 0xfe, 0x3c, 0x00])).message).toMatch(/UTF-8 only/);
  });

  it('treats __proto__ and constructor as plain element and attribute names', () => {
    const tree = parseXmlTree(
      '<__proto__ xmlns="urn:x" constructor="1"><constructor><prototype/></constructor></__proto__>',
    );
    expect(tree.local).toBe('__proto__');
    expect(tree.attributes).toStrictEqual([
      { namespace: '', local: 'constructor', prefix: '', value: '1' },
    ]);
    expect((tree.children[0] as XmlElementNode).local).toBe('constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(tree)).toBe(Object.prototype);
  });

  it('keeps xsi:schemaLocation as an attribute and never follows it', () => {
    const tree = parseXmlTree(
      `<case xmlns="${CASE_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${CASE_NS} http://attacker.example/evil.xsd"/>`,
    );
    expect(tree.attributes).toStrictEqual([
      {
        namespace: 'http://www.w3.org/2001/XMLSchema-instance',
        local: 'schemaLocation',
        prefix: 'xsi',
        value: `${CASE_NS} http://attacker.example/evil.xsd`,
      },
    ]);
  });
});

describe('parseXmlTree: limits', () => {
  const cases: Array<{ given: string; limits: Record<string, number>; want: XmlErrorCode }> = [
    { given: '<a>12345678901</a>', limits: { maxBytes: 10 }, want: 'size-limit' },
    { given: '<a><b><c/></b></a>', limits: { maxDepth: 2 }, want: 'depth-limit' },
    { given: '<a x="1" y="2" z="3"/>', limits: { maxAttributes: 2 }, want: 'attribute-limit' },
    { given: '<a>123456</a>', limits: { maxTextLength: 5 }, want: 'text-limit' },
    { given: '<a><![CDATA[123456]]></a>', limits: { maxTextLength: 5 }, want: 'text-limit' },
    { given: '<a b="123456"/>', limits: { maxTextLength: 5 }, want: 'text-limit' },
    { given: '<a>\u00e9\u00e9\u00e9\u00e9</a>', limits: { maxBytes: 14 }, want: 'size-limit' },
    {
      given: '<a xmlns:a="u" xmlns:b="u"><b xmlns:c="u"/></a>',
      limits: { maxNamespaces: 2 },
      want: 'attribute-limit',
    },
  ];
  it.each(cases)('$given with $limits -> $want', ({ given, limits, want }) => {
    expect(failure(given, { limits }).code).toBe(want);
  });

  it('accepts documents exactly at the limits', () => {
    expect(() => parseXmlTree('<a><b/></a>', { limits: { maxDepth: 2 } })).not.toThrow();
    expect(() =>
      parseXmlTree('<a>12345</a>', { limits: { maxTextLength: 5, maxBytes: 12 } }),
    ).not.toThrow();
  });
});

describe('parseXmlTree: positions and paths', () => {
  const cases: Array<{
    given: string;
    want: { code: XmlErrorCode; line: number; column: number; path: string };
  }> = [
    {
      given: `<case xmlns="urn:x">\n  <primaryContact>\n    <name>x &bogus; y</name>`,
      want: { code: 'entity-undefined', line: 3, column: 13, path: '/case/primaryContact/name' },
    },
    {
      given: `<case xmlns="urn:x">\n  <primaryContact>\n    <p:name/>`,
      want: { code: 'namespace-undeclared', line: 3, column: 5, path: '/case/primaryContact/name' },
    },
    {
      given: `<case>\n<cause>\n</case>`,
      want: { code: 'xml-malformed', line: 3, column: 1, path: '/case/cause' },
    },
    {
      given: '<a>\n  <b>\u00e9</b>\n  <c x="1" x="2"/></a>',
      want: { code: 'xml-malformed', line: 3, column: 3, path: '/a/c' },
    },
  ];
  it.each(cases)('$want.code at $want.line:$want.column', ({ given, want }) => {
    const error = failure(given);
    expect({
      code: error.code,
      line: error.line,
      column: error.column,
      path: error.path,
    }).toStrictEqual(want);
  });

  it('locates an invalid UTF-8 byte', () => {
    const bytes = new TextEncoder().encode('<a>\n  <b>ok</b>\n  <c>X</c></a>');
    bytes[bytes.indexOf(0x58)] = 0xff;
    const error = failure(bytes);
    expect({ code: error.code, line: error.line, column: error.column }).toStrictEqual({
      code: 'encoding-invalid-utf8',
      line: 3,
      column: 6,
    });
  });

  it('records the position of every node', () => {
    const tree = parseXmlTree(SAMPLE);
    const contact = tree.children[1] as XmlElementNode;
    expect([tree.line, tree.column, contact.line, contact.column]).toStrictEqual([1, 1, 2, 3]);
    const name = contact.children[1] as XmlElementNode;
    expect([name.line, name.column, name.local, name.namespace]).toStrictEqual([
      3,
      5,
      'name',
      CT_NS,
    ]);
  });
});

describe('parseXmlTree: content', () => {
  it('decodes references, keeps CDATA flagged, namespaces as declared', () => {
    const tree = parseXmlTree(SAMPLE);
    expect(tree.namespaces).toStrictEqual([
      { prefix: '', uri: CASE_NS },
      { prefix: 'ct', uri: CT_NS },
      { prefix: 'xsi', uri: 'http://www.w3.org/2001/XMLSchema-instance' },
    ]);
    const contact = tree.children[1] as XmlElementNode;
    const name = contact.children[1] as XmlElementNode;
    expect(name.children).toStrictEqual([
      { kind: 'text', value: 'Dana & Sons', cdata: false, line: 3, column: 14 },
    ]);
    const cause = tree.children[3] as XmlElementNode;
    expect(cause.children).toStrictEqual([
      { kind: 'text', value: '<flat> tire', cdata: true, line: 6, column: 10 },
    ]);
    expect(tree.children[5]).toStrictEqual({
      kind: 'comment',
      value: ' reviewed ',
      line: 7,
      column: 3,
    });
  });

  it('accepts a UTF-8 BOM in bytes and in strings', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('<a>\u00e9</a>')]);
    expect(parseXmlTree(bytes).children[0]).toMatchObject({ value: '\u00e9' });
    expect(parseXmlTree('\ufeff<a/>').local).toBe('a');
  });

  it('normalises line ends in text and whitespace in attributes', () => {
    const tree = parseXmlTree('<a b="x\r\ny\tz">1\r\n2\r3&#13;</a>');
    expect(tree.attributes[0]!.value).toBe('x y z');
    expect(tree.children[0]).toMatchObject({ value: '1\n2\n3\r' });
  });

  it('decodes character references across planes', () => {
    expect(parseXmlTree('<a>&#65;&#x1F600;&lt;&gt;&quot;&apos;</a>').children[0]).toMatchObject({
      value: 'A\u{1F600}<>"\'',
    });
  });
});

describe('serializeXmlTree', () => {
  const roundTrips = [
    SAMPLE,
    '<a xmlns="urn:x" b="1 &lt; 2 &amp; &quot;q&quot;">x > y ]]&gt; &lt;</a>',
    '<p:a xmlns:p="urn:p"><p:b xmlns="urn:d"><c/></p:b><?target some data?></p:a>',
    '<a xmlns="urn:x" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><b xsi:nil="true"/></a>',
  ];
  it.each(roundTrips)('writes %s back exactly', (given) => {
    expect(serializeXmlTree(parseXmlTree(given))).toBe(given);
  });

  it('writes the XML declaration on request', () => {
    expect(serializeXmlTree(parseXmlTree('<a/>'), { xmlDeclaration: true })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a/>',
    );
  });

  it('writes a deep tree without recursion', () => {
    const depth = 5000;
    const tree = parseXmlTree('<a>'.repeat(depth) + '</a>'.repeat(depth), {
      limits: { maxDepth: depth },
    });
    expect(serializeXmlTree(tree)).toBe(
      '<a>'.repeat(depth - 1) + '<a/>' + '</a>'.repeat(depth - 1),
    );
  });

  it('refuses characters XML cannot carry', () => {
    const tree = parseXmlTree('<a>x</a>');
    (tree.children[0] as { value: string }).value = 'bell\u0007';
    expect(() => serializeXmlTree(tree)).toThrow(/U\+0007/);
  });
});

describe('half a surrogate pair in a string (review r27 hostiledocs M5)', () => {
  it.each([
    ['in text', '<a>x\uD800y</a>', 1, 5],
    ['a low half alone, in an attribute', '<a\n b="\uDC00"/>', 2, 5],
    ['at the end', '<a/>\uD83D', 1, 5],
  ])('%s is malformed, at its line and column', (_, xml, line, column) => {
    expect(() => parseXmlTree(xml)).toThrow(expect.objectContaining({ code: 'xml-malformed', line, column, message: expect.stringContaining('half of a surrogate pair') }));
  });

  it('a whole pair (an emoji) is read', () => {
    expect(parseXmlTree('<a>\uD83D\uDE00</a>').children[0]).toMatchObject({ kind: 'text', value: '\uD83D\uDE00' });
  });
});
