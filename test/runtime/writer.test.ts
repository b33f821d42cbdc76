import { describe, expect, it } from 'vitest';
import { parseXmlTree, UNKNOWN, XmlWriter, type UnknownElement } from '../../src/runtime/index.js';

const CASE = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest';
const CT = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes';
const G = 'http://www.decisiv.net/platform_api/0.2/Case/GroupedUser';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

function writer(): XmlWriter {
  return new XmlWriter({
    defaultNamespace: CASE,
    prefixes: [
      ['ct', CT],
      ['g', G],
    ],
    xmlDeclaration: false,
  });
}

describe('XmlWriter', () => {
  const cases: Array<{ name: string; build: (w: XmlWriter) => void; want: string }> = [
    {
      name: 'default namespace for the document, API prefix for helpers, xsi only when nil is written',
      build: (w) => {
        w.start(CASE, 'case');
        w.start(CASE, 'assignee');
        w.element(G, 'id', '42');
        w.end();
        w.nil(CT, 'breakdown');
        w.end();
      },
      want: `<case xmlns="${CASE}" xmlns:g="${G}" xmlns:ct="${CT}" xmlns:xsi="${XSI}"><assignee><g:id>42</g:id></assignee><ct:breakdown xsi:nil="true"/></case>`,
    },
    {
      name: 'escapes text and attributes',
      build: (w) => {
        w.start(CASE, 'case');
        w.attribute('', 'note', 'a "b" <c> & d\te\nf');
        w.element(CASE, 'cause', 'x < y & z > w ]]> \r');
        w.end();
      },
      want: `<case xmlns="${CASE}" note="a &quot;b&quot; &lt;c&gt; &amp; d&#9;e&#10;f"><cause>x &lt; y &amp; z &gt; w ]]&gt; &#13;</cause></case>`,
    },
    {
      name: 'an unknown namespace gets a fresh prefix declared on the root',
      build: (w) => {
        w.start(CASE, 'case');
        w.element('urn:other', 'x', '1');
        w.element('urn:third', 'y', '2');
        w.end();
      },
      want: `<case xmlns="${CASE}" xmlns:ns1="urn:other" xmlns:ns2="urn:third"><ns1:x>1</ns1:x><ns2:y>2</ns2:y></case>`,
    },
    {
      name: 'an unqualified element undeclares the default namespace around itself',
      build: (w) => {
        w.start(CASE, 'case');
        w.start('', 'local');
        w.element(CASE, 'inner', 'a');
        w.element('', 'plain', 'b');
        w.end();
        w.element('', 'leaf', 'c');
        w.end();
      },
      want: `<case xmlns="${CASE}"><local xmlns=""><inner xmlns="${CASE}">a</inner><plain>b</plain></local><leaf xmlns="">c</leaf></case>`,
    },
    {
      name: 'empty elements self-close; unknown elements are re-emitted verbatim',
      build: (w) => {
        w.start(CASE, 'case');
        w.start(CT, 'breakdown');
        w.end();
        const kept: UnknownElement[] = [
          { namespace: 'urn:x', local: 'x', xml: '<x xmlns="urn:x">&amp;</x>' },
        ];
        w.unknown({ [UNKNOWN]: kept });
        w.end();
      },
      want: `<case xmlns="${CASE}" xmlns:ct="${CT}"><ct:breakdown/><x xmlns="urn:x">&amp;</x></case>`,
    },
  ];
  it.each(cases)('$name', ({ build, want }) => {
    const w = writer();
    build(w);
    const xml = w.finish();
    expect(xml).toBe(want);
    expect(() => parseXmlTree(xml)).not.toThrow();
  });

  it('writes the XML declaration by default', () => {
    const w = new XmlWriter({ defaultNamespace: CASE });
    w.element(CASE, 'case', '');
    expect(w.finish()).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<case xmlns="${CASE}"></case>`,
    );
  });

  it('refuses characters XML cannot carry and unbalanced documents', () => {
    const w = writer();
    w.start(CASE, 'case');
    expect(() => w.element(CASE, 'cause', 'nul\u0000')).toThrow(/U\+0000/);
    expect(() => w.finish()).toThrow(/unclosed/);
  });
});
