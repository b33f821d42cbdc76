import { describe, expect, it } from 'vitest';
import {
  DecodeError,
  XmlParseError,
  XmlReader,
  parseXmlTree,
  type DecodeOptions,
} from '../../src/runtime/index.js';
import { HOSTILE_CORPUS } from './hostile-corpus.js';

/** Reads a whole document without a type: root, skip everything, nothing after. */
function walk(input: string | Uint8Array, options?: DecodeOptions): void {
  const reader = new XmlReader(input, options);
  reader.root();
  reader.skip();
  reader.finish();
}

function failure(run: () => void): DecodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('expected a decode error');
}

describe('XmlReader: hostile corpus', () => {
  it.each(HOSTILE_CORPUS)('$name -> $want', ({ given, want }) => {
    const started = performance.now();
    const error = failure(() => walk(typeof given === 'function' ? given() : given));
    expect(error.code).toBe(want);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('walks a well-formed document with comments, PIs and CDATA', () => {
    expect(() =>
      walk('<!-- c --><?pi x?><a xmlns="urn:a"><b><![CDATA[x]]></b><!-- y --></a><!-- z -->\n'),
    ).not.toThrow();
  });
});

describe('XmlReader: cursor', () => {
  it('reports namespace, local, nil, attributes, path and position', () => {
    const reader = new XmlReader(
      '<a xmlns="urn:a" xmlns:p="urn:p" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">\n' +
        '  <p:b i:nil="1" id="7"/>\n  <c xsi:schemaLocation="urn:a a.xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">t</c>\n</a>',
    );
    reader.root('urn:a', 'a');
    expect(reader.nextChild()).toBe(true);
    expect([
      reader.namespace,
      reader.local,
      reader.nil,
      reader.attribute('', 'id'),
      reader.path(),
    ]).toStrictEqual(['urn:p', 'b', true, '7', '/a/b']);
    expect(reader.position()).toStrictEqual({ line: 2, column: 3 });
    expect(reader.consumeNil()).toBe(true);
    expect(reader.nextChild()).toBe(true);
    expect([reader.local, reader.nil, reader.text()]).toStrictEqual(['c', false, 't']);
    expect(reader.nextChild()).toBe(false);
    reader.finish();
  });

  it('joins text split by comments and CDATA', () => {
    const reader = new XmlReader('<a>one <!-- x --> two <![CDATA[<three>]]></a>');
    reader.root();
    expect(reader.text()).toBe('one  two <three>');
  });

  it('refuses content after the root', () => {
    expect(failure(() => walk('<a/><b/>')).code).toBe('xml-malformed');
  });

  it('enforces the text bound on joined text', () => {
    const reader = new XmlReader('<a>1234<!---->5678</a>', { limits: { maxTextLength: 6 } });
    reader.root();
    expect(failure(() => reader.text()).code).toBe('text-limit');
  });

  it('names __proto__ elements as data', () => {
    const reader = new XmlReader('<__proto__><constructor>1</constructor></__proto__>');
    reader.root();
    expect(reader.local).toBe('__proto__');
    expect(reader.nextChild()).toBe(true);
    expect([reader.local, reader.text()]).toStrictEqual(['constructor', '1']);
  });
});

describe('XmlReader: attributes, nil and empty elements', () => {
  const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

  it.each([
    ['<a version="2.1" foo="bar"/>', 'foo'],
    ['<a foo="bar" version="2.1" status="x"/>', 'foo'],
    ['<a status="x" version="2.1" zz="1"/>', 'zz'],
  ])('names the undeclared attribute, not a declared one read before: %s', (xml, want) => {
    const reader = new XmlReader(xml);
    reader.root();
    reader.attribute('', 'version');
    reader.attribute('', 'status');
    const error = failure(() => reader.open());
    expect([error.code, error.message]).toStrictEqual([
      'attribute-unknown',
      `unknown attribute ${want} on <a>`,
    ]);
  });

  it.each([
    [`<a ${XSI} xsi:nil="true"> </a>`, 'nil-invalid'],
    [`<a ${XSI} xsi:nil="true"><![CDATA[ ]]></a>`, 'nil-invalid'],
    [`<a ${XSI} xsi:nil="true" foo="1"/>`, 'attribute-unknown'],
  ])('refuses a nil element with content or an unread attribute: %s', (xml, want) => {
    const reader = new XmlReader(xml);
    reader.root();
    expect(failure(() => reader.consumeNil()).code).toBe(want);
  });

  it('takes a nil element holding an empty CDATA section, no character at all (review r22 fuzz H1)', () => {
    const reader = new XmlReader(`<a ${XSI} xsi:nil="true"><![CDATA[]]><!-- c --></a>`);
    reader.root();
    expect(reader.consumeNil()).toBe(true);
  });

  // XSD Part 1, 3.3.4 cvc-elt.3.1: xsi:nil, whatever its value, only on a nillable element.
  it.each([
    [`<a ${XSI} xsi:nil="false">t</a>`, 'text'],
    [`<a ${XSI} xsi:nil="0"/>`, 'open'],
    [`<a ${XSI} c="1" xsi:nil=" false "/>`, 'open'],
  ] as const)('refuses xsi:nil="false" where nothing allowed nil: %s (%s)', (xml, read) => {
    const reader = new XmlReader(xml);
    reader.root();
    reader.attribute('', 'c');
    const error = failure(() => (read === 'text' ? reader.text() : reader.open()));
    expect([error.code, error.message]).toStrictEqual([
      'nil-invalid',
      expect.stringMatching(/^<a> has xsi:nil="[ a-z0]+" but is not nillable/),
    ]);
  });

  it.each([
    [`<a ${XSI} xsi:nil="false">t</a>`, 't'],
    [`<a ${XSI} c="1" xsi:nil="0">t</a>`, 't'],
  ])('takes xsi:nil="false" on a nillable element: %s', (xml, want) => {
    const reader = new XmlReader(xml);
    reader.root();
    reader.attribute('', 'c');
    expect(reader.isNil()).toBe(false);
    expect(reader.text()).toBe(want);
  });

  it('judges the next element afresh', () => {
    const reader = new XmlReader(`<r ${XSI}><a xsi:nil="0">t</a><b z="1"/></r>`);
    reader.root();
    reader.open();
    reader.nextChild();
    expect([reader.isNil(), reader.text()]).toStrictEqual([false, 't']);
    reader.nextChild();
    expect(failure(() => reader.open()).message).toBe('unknown attribute z on <b>');
  });

  it('takes a nil element with a comment, and counts the attributes read', () => {
    const reader = new XmlReader(`<a ${XSI} xsi:nil="true" c="EUR"><!-- none --></a>`);
    reader.root();
    expect(reader.attributesTaken).toBe(0);
    expect(reader.attribute('', 'c')).toBe('EUR');
    expect(reader.attributesTaken).toBe(1);
    expect(reader.consumeNil()).toBe(true);
  });

  it.each([
    ['<a/>', 'false'],
    ['<a></a>', 'false'],
    ['<a><!-- c --></a>', 'false'],
    ['<a> </a>', ' '],
    // an empty CDATA section is no character child: the default applies (review r24 newsets H1)
    ['<a><![CDATA[]]></a>', 'false'],
    ['<a><![CDATA[]]><!-- c --><![CDATA[]]></a>', 'false'],
    ['<a><![CDATA[]]>x</a>', 'x'],
    ['<a><![CDATA[ ]]></a>', ' '],
    ['<a>true</a>', 'true'],
  ])('reads the value of an empty element as the one given: %s -> %j', (xml, want) => {
    const reader = new XmlReader(xml);
    reader.root();
    expect(reader.text('false')).toBe(want);
  });
});

describe('XmlReader: the encoding an XML declaration names', () => {
  const doc = (encoding: string) => `<?xml version="1.0" encoding="${encoding}"?><a>café</a>`;

  it.each(['ISO-8859-1', 'windows-1252', 'UTF-16', 'UTF-8'])(
    'a string is decoded text: %s is accepted',
    (encoding) => {
      const reader = new XmlReader(doc(encoding));
      reader.root();
      expect(reader.text()).toBe('café');
    },
  );

  it.each(['ISO-8859-1', 'UTF-16'])(
    'bytes are UTF-8 only: %s is encoding-unsupported',
    (encoding) => {
      expect(failure(() => walk(new TextEncoder().encode(doc(encoding)))).code).toBe(
        'encoding-unsupported',
      );
    },
  );

  it('ASCII bytes under another declared encoding: the advice is to declare UTF-8, not to re-encode (review r20 newsets M1)', () => {
    const ascii = failure(() => walk(new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><a>cafe</a>')));
    expect(ascii.message).toContain('its bytes are all ASCII, so UTF-8 already: declare encoding="UTF-8"');
    const latin1 = failure(() => walk(new Uint8Array([...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><a>caf'), 0xe9, ...new TextEncoder().encode('</a>')])));
    expect(latin1.message).toContain('re-encode the document as UTF-8');
  });

  it('a control byte in bytes that open with markup is placed, not binary (review r20 fuzz L5)', () => {
    const error = failure(() => walk(new TextEncoder().encode('<a>\n<b>x\u0001</b></a>')));
    expect([error.code, error.line]).toStrictEqual(['xml-malformed', 2]);
    expect(failure(() => walk(new TextEncoder().encode('\u0001<a/>'))).code).toBe('xml-binary');
  });

  it('parseXmlTree (the validator pre-parse, before libxml2 reads the declaration) still refuses', () => {
    expect(() => parseXmlTree(doc('ISO-8859-1'))).toThrow(XmlParseError);
  });
});
