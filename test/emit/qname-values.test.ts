/**
 * xs:QName values in generated codecs and validators (test/emit/fixtures/qname: the SOAP 1.1
 * and 1.2 envelopes of strong-soap 5.0.10, trimmed DMN 1.1, xs:union's memberTypes of the schema
 * for schemas): a value is its expanded name `{ns}local`, resolved with the bindings where the
 * text stands, whatever the prefix; enumerations compare expanded names; the encoder writes a
 * prefix it declares. xmllint is the oracle of every document.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { qname } from '../../src/runtime/index.js';
import { decodeError, strictErrorsOf, useGeneratedSets, type CodecModule, type Value } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'qname');
const sets = useGeneratedSets<CodecModule>(
  Object.fromEntries(['soap11', 'soap12', 'dmn11', 'union', 'derived', 'nons'].map((id) => [id, join(fixtures, id)])),
);
const module = (id: string): CodecModule => sets.modules.get(id)!;
const XSD: Record<string, string> = {
  soap11: 'soap11/envelope.xsd',
  soap12: 'soap12/envelope.xsd',
  dmn11: 'dmn11/dmn.xsd',
  union: 'union/union.xsd',
  derived: 'derived/derived.xsd',
  nons: 'nons/refs.xsd',
};
const xmllint = (id: string, xml: string): string => xmllintVerdict(join(fixtures, XSD[id]!), xml);

const ENV12 = 'http://www.w3.org/2003/05/soap-envelope';
const ENV11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const DMN = 'http://www.omg.org/spec/DMN/20151101/dmn.xsd';
const FEEL = 'http://www.omg.org/spec/FEEL/20140401';

/** A SOAP 1.2 Fault: `declarations` on the root, `value` the text of Code/Value (`at` its own declarations). */
const fault12 = (root: string, value: string, at = '', prefix = 'env:') =>
  `<${prefix}Fault ${root}><${prefix}Code><${prefix}Value${at}>${value}</${prefix}Value></${prefix}Code>` +
  `<${prefix}Reason><${prefix}Text xml:lang="en">x</${prefix}Text></${prefix}Reason></${prefix}Fault>`;

/** Decodes strictly, validates, re-encodes to a document xmllint accepts that decodes the same. */
function roundTrip(id: string, root: string, xml: string): Value {
  const codecs = module(id);
  expect(xmllint(id, xml)).toBe('');
  const value = codecs[`decode${root}`]!(xml) as Value;
  expect(codecs[`validate${root}`]!(value)).toStrictEqual([]);
  const encoded = codecs[`encode${root}`]!(value) as string;
  expect(xmllint(id, encoded)).toBe('');
  expect(codecs[`decode${root}`]!(encoded)).toStrictEqual(value);
  return value;
}

describe('QNames in no namespace in a namespaced document (r12 QName re-review 1: Camunda BPMN)', () => {
  // Camunda writes `bpmn:` elements without a default namespace and unprefixed references: their
  // QNames are in no namespace, so the encoder writes no default namespace where QNames are.
  it('decode to bare local names and round-trip', () => {
    const xml = '<r:process xmlns:r="urn:refs" messageRef="Message_1"><r:incoming>Flow_1</r:incoming><r:incoming>r:Flow_2</r:incoming></r:process>';
    const value = roundTrip('nons', 'RefsProcess', xml);
    expect(value).toStrictEqual({ $messageRef: qname('', 'Message_1'), incoming: [qname('', 'Flow_1'), qname('urn:refs', 'Flow_2')] });
    expect(module('nons').encodeRefsProcess!(value)).not.toMatch(/ xmlns="/);
  });

  it('a hand-built QName in the xmlns namespace is refused, as no document can hold it (r12 QName re-review 3)', () => {
    // Built by hand (qname() refuses it too).
    const value = { $messageRef: '{http://www.w3.org/2000/xmlns/}foo' };
    expect(() => module('nons').encodeRefsProcess!(value)).toThrow(expect.objectContaining({ code: 'value-invalid' }));
    expect(module('nons').validateRefsProcess!(value)).toMatchObject([{ path: '/process/@messageRef' }]);
  });

  it.each([
    { xml: '<code xmlns="urn:refs" xmlns:p="urn:a">p:Q</code>', want: qname('urn:a', 'Q') },
    { xml: '<code xmlns="urn:refs">Q</code>', want: qname('urn:refs', 'Q') },
    { xml: '<code xmlns="urn:refs"> 42 </code>', want: 42 },
  ])('a union with a QName member (r12 QName re-review 2): $xml', ({ xml, want }) => {
    expect(roundTrip('nons', 'RefsCode', xml)).toStrictEqual(want);
  });
});

describe('valid documents decode to expanded names, whatever the prefix', () => {
  it.each([
    { given: 'the schema\'s prefix', xml: fault12(`xmlns:env="${ENV12}"`, 'env:Sender') },
    { given: 'another prefix', xml: fault12(`xmlns:s="${ENV12}"`, ' s:Sender ', '', 's:') },
    { given: 'the default namespace', xml: fault12(`xmlns="${ENV12}"`, 'Sender', '', '') },
    {
      given: 'a prefix redeclared on the element itself',
      xml: fault12(`xmlns:env="${ENV12}" xmlns:p="urn:other"`, 'p:Sender', ` xmlns:p="${ENV12}"`),
    },
  ])('SOAP 1.2 Code/Value (an enumeration of QNames), $given', ({ xml }) => {
    const value = roundTrip('soap12', 'EnvelopeFault', xml);
    expect((value.Code as Value).Value).toBe(`{${ENV12}}Sender`);
  });

  it.each([
    { given: 'prefixed', xml: `<s:Fault xmlns:s="${ENV11}"><faultcode>s:Server</faultcode><faultstring>x</faultstring></s:Fault>`, want: `{${ENV11}}Server` },
    { given: 'a namespace of its own', xml: `<s:Fault xmlns:s="${ENV11}" xmlns:app="urn:app"><faultcode>app:Busy</faultcode><faultstring>x</faultstring></s:Fault>`, want: '{urn:app}Busy' },
    { given: 'in no namespace', xml: `<s:Fault xmlns:s="${ENV11}"><faultcode>Server</faultcode><faultstring>x</faultstring></s:Fault>`, want: 'Server' },
  ])('SOAP 1.1 faultcode (an unqualified element), $given', ({ xml, want }) => {
    expect(roundTrip('soap11', 'EnvelopeFault', xml).faultcode).toBe(want);
  });

  it('SOAP 1.2 qname attributes (Upgrade/SupportedEnvelope)', () => {
    const xml = `<env:Upgrade xmlns:env="${ENV12}"><env:SupportedEnvelope qname="ns1:Envelope" xmlns:ns1="${ENV12}"/><env:SupportedEnvelope xmlns:ns2="${ENV11}" qname="ns2:Envelope"/></env:Upgrade>`;
    const value = roundTrip('soap12', 'EnvelopeUpgrade', xml);
    expect((value.SupportedEnvelope as Value[]).map((one) => one.$qname)).toStrictEqual([`{${ENV12}}Envelope`, `{${ENV11}}Envelope`]);
  });

  it('DMN 1.1 typeRef, as element text and as attribute', () => {
    const xml = `<definitions xmlns="${DMN}" xmlns:feel="${FEEL}" name="d"><itemDefinition name="i"><typeRef>feel:string</typeRef></itemDefinition><literalExpression typeRef="tOwn"/></definitions>`;
    const value = roundTrip('dmn11', 'DmnDefinitions', xml);
    expect((value.itemDefinition as Value[])[0]!.typeRef).toBe(`{${FEEL}}string`);
    // An unprefixed QName takes the default namespace, also in an attribute.
    expect((value.literalExpression as Value[])[0]!.$typeRef).toBe(`{${DMN}}tOwn`);
  });

  it('a list of QNames, item by item (xs:union memberTypes)', () => {
    const xml = `<u:union xmlns:u="urn:xsd-subset" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:a="urn:a" memberTypes=" xs:int  a:T "/>`;
    expect(roundTrip('union', 'Union2', xml).$memberTypes).toStrictEqual(['{http://www.w3.org/2001/XMLSchema}int', '{urn:a}T']);
  });
});

describe('enumerations beyond one restriction step compare expanded names', () => {
  const doc = (narrow: string, named: string) =>
    `<x:r xmlns:x="urn:t" xmlns:other="urn:other"><x:narrow>${narrow}</x:narrow><x:named note="n">${named}</x:named></x:r>`;
  it('a restriction of an enumeration (its length facet ignored) and a simpleContent restriction', () => {
    const value = roundTrip('derived', 'DerivedR', doc('x:a', 'x:b'));
    expect(value).toMatchObject({ narrow: '{urn:t}a', named: { $value: '{urn:t}b' } });
  });
  it.each([
    { given: 'narrow outside its enumeration', xml: doc('x:b', 'x:b'), path: '/r/narrow' },
    { given: 'named in another namespace', xml: doc('x:a', 'other:b'), path: '/r/named' },
  ])('$given: reported by the validator, as xmllint refuses it', ({ xml, path }) => {
    expect(xmllint('derived', xml)).not.toBe('');
    const value = module('derived').decodeDerivedR!(xml);
    expect(module('derived').validateDerivedR!(value)).toMatchObject([{ path: expect.stringContaining(path) }]);
  });
});

describe('invalid documents are refused by the decoder or the validator', () => {
  it.each([
    { given: 'an undeclared prefix', xml: fault12(`xmlns:env="${ENV12}"`, 'q:Sender'), want: /prefix 'q' of the xs:QName "q:Sender" is not declared/ },
    { given: 'a malformed QName', xml: fault12(`xmlns:env="${ENV12}"`, 'env:1bad'), want: /"env:1bad" is not an xs:QName/ },
    { given: 'two colons', xml: fault12(`xmlns:env="${ENV12}"`, 'env:a:b'), want: /is not an xs:QName/ },
  ])('decoder: $given', ({ xml, want }) => {
    expect(xmllint('soap12', xml)).not.toBe('');
    const error = decodeError(() => module('soap12').decodeEnvelopeFault!(xml));
    expect(error).toMatchObject({ code: 'value-invalid', message: expect.stringMatching(want) });
  });

  it('the decoder: an undeclared prefix in an attribute and in a list item', () => {
    const xml = `<u:union xmlns:u="urn:xsd-subset" memberTypes="xs:int"/>`;
    expect(xmllint('union', xml)).not.toBe('');
    expect(decodeError(() => module('union').decodeUnion2!(xml))?.message).toMatch(/attribute memberTypes: the prefix 'xs' .* is not declared/);
  });

  it('validator: the enumeration by expanded name, even where the prefix text matches the schema\'s', () => {
    // The schema says tns:Sender with tns = the SOAP 1.2 namespace; here tns is another one.
    const xml = fault12(`xmlns:env="${ENV12}" xmlns:tns="urn:not-soap"`, 'tns:Sender');
    expect(xmllint('soap12', xml)).not.toBe('');
    const value = module('soap12').decodeEnvelopeFault!(xml) as Value;
    expect((value.Code as Value).Value).toBe('{urn:not-soap}Sender');
    expect(module('soap12').validateEnvelopeFault!(value)).toMatchObject([
      { path: '/Fault/Code/Value', message: expect.stringMatching(/\{urn:not-soap\}Sender.*one of/) },
    ]);
  });
});

describe('hand-built values', () => {
  const fault = (code: unknown): Value => ({ Code: { Value: code }, Reason: { Text: [{ $lang: 'en', $value: 'x' }] } });
  it.each([
    { given: 'prefix:local text', code: 'env:Sender', want: /"env:Sender" is no QName value/ },
    { given: 'a number', code: 42, want: /a number is not a QName value/ },
    { given: 'an empty namespace in braces', code: '{}Sender', want: /is no QName value/ },
    { given: 'no local name', code: `{${ENV12}}`, want: /is no QName value/ },
  ])('of the wrong shape ($given): refused by the encoder, reported by the validator', ({ code, want }) => {
    const codecs = module('soap12');
    expect(() => codecs.encodeEnvelopeFault!(fault(code))).toThrow(expect.objectContaining({ name: 'EncodeError', code: 'value-invalid', message: expect.stringMatching(want) }));
    expect(codecs.validateEnvelopeFault!(fault(code))).toMatchObject([{ path: '/Fault/Code/Value', message: expect.stringMatching(want) }]);
  });

  it('qname() builds them; the encoder declares a prefix for a namespace of its own', () => {
    const value = { faultcode: qname('urn:app', 'Busy'), faultstring: 'x' };
    const encoded = module('soap11').encodeEnvelopeFault!(value) as string;
    expect(xmllint('soap11', encoded)).toBe('');
    expect(module('soap11').decodeEnvelopeFault!(encoded)).toStrictEqual(value);
    expect(() => qname('urn:app', 'a:b')).toThrow(/is no QName value/);
  });

  it('a QName in no namespace is written: the encoder declares no default namespace where QNames are', () => {
    const value = { $name: 'd', itemDefinition: [{ $name: 'i', typeRef: qname('', 'string') }], literalExpression: [] };
    const encoded = module('dmn11').encodeDmnDefinitions!(value) as string;
    expect(encoded).not.toMatch(/ xmlns="/);
    expect(xmllint('dmn11', encoded)).toBe('');
    const decoded = module('dmn11').decodeDmnDefinitions!(encoded) as { itemDefinition: Array<{ typeRef: unknown }> };
    expect(decoded.itemDefinition[0]!.typeRef).toBe(qname('', 'string'));
  });
});

describe('generated code', () => {
  it('type-checks under tsc --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 120_000);
});
