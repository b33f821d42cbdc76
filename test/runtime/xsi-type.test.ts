/**
 * The `xsi:type` of an element of type xs:anyType (review round 10, ent #1): what it names
 * (`xsiTypeTarget`) and whether a text is a value of the built-in simple type it names
 * (`builtinValueIssue`); and (eng #6) the writer's prefix for qualified attributes of the
 * document's own namespace.
 */
import { describe, expect, it } from 'vitest';
import { builtinValueIssue } from '../../src/runtime/builtin-values.js';
import { checkRawElementName, parseInt32, XmlReader, XmlWriter } from '../../src/runtime/index.js';
import { xsiTypes, xsiTypeTarget } from '../../src/runtime/xsi-type.js';

const XS = 'http://www.w3.org/2001/XMLSchema';
const TYPES = xsiTypes([
  ['urn:t', 'Color Pair', 'Shape'],
  ['urn:o', 'Extra'],
]);
const BINDINGS = new Map([
  ['xs', XS],
  ['t', 'urn:t'],
  ['o', 'urn:o'],
]);
const lookup = (prefix: string) => BINDINGS.get(prefix);

describe('xsiTypeTarget', () => {
  it.each([
    { given: 'xs:int', want: { kind: 'simple', builtin: 'int' } },
    { given: ' xs:int ', want: { kind: 'simple', builtin: 'int' } },
    { given: 'xs:anyType', want: { kind: 'content' } },
    { given: 'Pair', want: { kind: 'content' } },
    { given: 't:Color', want: { kind: 'content' } },
    { given: 'o:Extra', want: { kind: 'content' } },
    {
      given: 't:Shape',
      want: { kind: 'invalid', reason: 'which names the abstract type {urn:t}Shape' },
    },
    {
      given: 'q:int',
      want: { kind: 'invalid', reason: "whose prefix 'q' is not declared (no xmlns:q in scope)" },
    },
    {
      given: 'xs:integr',
      want: { kind: 'invalid', reason: 'but XML Schema has no built-in type integr' },
    },
    {
      given: 'o:Pair',
      want: {
        kind: 'invalid',
        reason:
          'which names no type: {urn:o}Pair is neither a type of the schema set nor an XML Schema built-in',
      },
    },
    { given: '1a', want: { kind: 'invalid', reason: 'which is no QName' } },
  ])('$given', ({ given, want }) => {
    expect(xsiTypeTarget(given, lookup, 'urn:t', TYPES)).toStrictEqual(want);
  });

  it('without the set, names outside the XML Schema namespace are taken as they are', () => {
    expect(xsiTypeTarget('o:Pair', lookup, '')).toStrictEqual({ kind: 'content' });
    expect(xsiTypeTarget('xs:integr', lookup, '').kind).toBe('invalid');
  });
});

describe('builtinValueIssue', () => {
  it.each([
    { builtin: 'int', text: ' 4 ', want: undefined },
    { builtin: 'int', text: 'four', want: 'integer-invalid' },
    { builtin: 'unsignedLong', text: '18446744073709551615', want: undefined },
    { builtin: 'unsignedLong', text: '18446744073709551616', want: 'integer-out-of-range' },
    { builtin: 'string', text: ' any\ttext ', want: undefined },
    { builtin: 'decimal', text: '1.5e3', want: 'decimal-invalid' },
    { builtin: 'double', text: 'INF', want: undefined },
    { builtin: 'dateTime', text: '2024-02-30T00:00:00', want: 'datetime-invalid' },
    { builtin: 'date', text: '2024-02-29', want: undefined },
    { builtin: 'boolean', text: 'yes', want: 'boolean-invalid' },
    { builtin: 'NCName', text: 'a:b', want: 'lexical-invalid' },
    { builtin: 'NMTOKENS', text: 'a b', want: undefined },
    { builtin: 'NMTOKENS', text: ' ', want: 'length-too-short' },
    { builtin: 'IDREFS', text: 'a 1b', want: 'lexical-invalid' },
    { builtin: 'QName', text: 't:a', want: undefined },
    { builtin: 'QName', text: 'q:a', want: 'lexical-invalid' },
    { builtin: 'ENTITY', text: 'a', want: 'lexical-invalid' },
    { builtin: 'NOTATION', text: 'a', want: 'lexical-invalid' },
    { builtin: 'hexBinary', text: 'abc', want: 'lexical-invalid' },
    { builtin: 'gYear', text: '2024', want: undefined },
    { builtin: 'anySimpleType', text: 'x', want: undefined },
  ])('xs:$builtin "$text": $want', ({ builtin, text, want }) => {
    expect(builtinValueIssue(builtin, text, lookup)?.code).toBe(want);
  });
});

describe("the prefix of a qualified attribute in the document's own namespace", () => {
  const write = (prefixes: ReadonlyArray<readonly [string, string]>) => {
    const w = new XmlWriter({ defaultNamespace: 'urn:el', prefixes, xmlDeclaration: false });
    w.start('urn:el', 'level');
    w.start('urn:el', 'info');
    w.attribute('urn:el', 'type', 'x');
    w.end();
    w.end();
    return w.finish();
  };
  it.each([
    {
      prefixes: [['el', 'urn:el']] as const,
      want: '<level xmlns="urn:el" xmlns:el="urn:el"><info el:type="x"/></level>',
    },
    {
      prefixes: [] as const,
      want: '<level xmlns="urn:el" xmlns:ns1="urn:el"><info ns1:type="x"/></level>',
    },
  ])('$prefixes', ({ prefixes, want }) => {
    expect(write(prefixes)).toBe(want);
  });
});

describe('checkRawElementName on a nil xs:anyType element (re-review r10 N1)', () => {
  const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
  const raw = (xml: string) => ({ namespace: 'urn:t', local: 'n', xml });
  it.each([
    // Valid, as xmllint and the decoder say: a nil element holds no text to check against its xsi:type.
    { given: `<n xmlns="urn:t" ${XSI} xmlns:xs="${XS}" xsi:type="xs:int" xsi:nil="true"/>`, want: undefined },
    { given: `<n xmlns="urn:t" ${XSI} xmlns:xs="${XS}" xsi:type="xs:date" xsi:nil="1"></n>`, want: undefined },
    { given: `<n xmlns="urn:t" ${XSI} xsi:nil="true"/>`, want: undefined },
    // Invalid: a nil element with content; an xsi:type naming no type stays refused.
    { given: `<n xmlns="urn:t" ${XSI} xmlns:xs="${XS}" xsi:type="xs:int" xsi:nil="true">4</n>`, want: 'lexical-invalid' },
    { given: `<n xmlns="urn:t" ${XSI} xsi:nil="true"><a/></n>`, want: 'lexical-invalid' },
    { given: `<n xmlns="urn:t" ${XSI} xsi:type="q:int" xsi:nil="true"/>`, want: 'xsi-type-invalid' },
    // Not nil: the built-in's text is checked.
    { given: `<n xmlns="urn:t" ${XSI} xmlns:xs="${XS}" xsi:type="xs:int" xsi:nil="false"/>`, want: 'integer-invalid' },
  ])('$given', ({ given, want }) => {
    expect(checkRawElementName(raw(given), 'urn:t', 'n', TYPES)?.code).toBe(want);
  });
});

describe('an xsi:type on an element of simple type (review r24 newsets M1)', () => {
  const read = (xml: string, lenient = false) => {
    const reader = new XmlReader(xml, { lenient });
    reader.root();
    return reader.textAs(parseInt32);
  };
  const doc = (type: string, text: string) =>
    `<v xmlns:xs="${XS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:t="urn:t" xsi:type="${type}">${text}</v>`;

  it.each([
    ['xs:int', '7', 7],
    ['xs:short', ' 7 ', 7],
    ['t:Code', '7', 7],
  ])('xsi:type="%s" with %j reads as the declared type', (type, text, want) => {
    expect(read(doc(type, text))).toBe(want);
  });

  it.each([
    ['xs:nosuch', '7', 'xsi-type-invalid', /XML Schema has no built-in type nosuch/],
    ['q:int', '7', 'xsi-type-invalid', /prefix 'q' is not declared/],
    ['xs:anyType', '7', 'xsi-type-invalid', /xs:anyType derives from no simple type/],
    ['xs:byte', '300', 'value-invalid', /xsi:type="xs:byte": .*300/],
    ['xs:boolean', '7', 'value-invalid', /xsi:type="xs:boolean"/],
  ])('xsi:type="%s" with %j is refused (%s), strict and lenient', (type, text, code, message) => {
    for (const lenient of [false, true]) {
      expect(() => read(doc(type, text), lenient)).toThrow(expect.objectContaining({ code, message: expect.stringMatching(message) }));
    }
  });
});
