/**
 * Findings of review round 9 on values (finance and science sets), on small XSDs of
 * test/emit/fixtures/r9-values with xmllint as the oracle:
 * 1. (science F1) length facets of xs:hexBinary and xs:base64Binary count octets, not
 *    characters (KML's colorType, hexBinary length 4, is written `ff00ff00`);
 * 2. (finance 2) enumerations of decimals, integers, doubles, dates and binary types compare
 *    values (`1` is the decimal `1.0`, `01` the int `1`), in validators and decoders;
 * 3. (finance 3) any xsi:nil, "false" and "0" too, on an element that is not nillable is
 *    `nil-invalid` in a strict decode; a nillable element takes xsi:nil="false";
 * 4. (science F4) a decoder given a string accepts any encoding its XML declaration names (the
 *    text is decoded already); bytes stay UTF-8 only.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeError, rootCodecs, strictErrorsOf, useGeneratedSets, type CodecModule as Module, type Value } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r9-values');
const IDS = ['binary-length', 'enum-values', 'nil-false'];

const sets = useGeneratedSets<Module>(
  Object.fromEntries(IDS.map((id) => [id, join(fixtures, id)])),
);

const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('length facets of binary types count octets (science F1)', () => {
  const xsd = join(fixtures, 'binary-length', 'Colors.xsd');
  const { decode, issues } = rootCodecs(sets, 'binary-length', 'Colors');
  const doc = (body: string, attributes = '') =>
    `<r xmlns="urn:r9:colors"${attributes}>${body}</r>`;

  it.each([
    {
      name: 'KML colour, 4 octets; base64 of 2 octets',
      given: doc('<color>ff00ff00</color><b>AAE=</b>', ' c="FF00FF00"'),
    },
    {
      name: 'base64 of 1 octet, whitespace inside',
      given: doc('<color> ff00ff00 </color><b>A A==</b>'),
    },
    {
      name: 'base64 of 3 octets against minLength 3',
      given: doc('<color>ff00ff00</color><b>AA==</b><key>AAEC</key>'),
    },
    {
      name: 'a union member of 4 octets',
      given: doc('<color>ff00ff00</color><b>AA==</b><paint>00FF00FF</paint>'),
    },
  ])('$name: valid for xmllint, no issue', ({ given }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    expect(issues(decode(given))).toStrictEqual([]);
  });

  it.each([
    {
      name: 'hexBinary of 2 octets',
      given: doc('<color>ff00</color><b>AA==</b>'),
      want: ['/r/color: length 2 octets; exactly 4 required (length-mismatch)'],
    },
    {
      name: 'base64 of 3 octets against maxLength 2',
      given: doc('<color>ff00ff00</color><b>AAEC</b>'),
      want: ['/r/b: length 3 octets; at most 2 allowed (length-too-long)'],
    },
    {
      name: 'base64 of 2 octets against minLength 3',
      given: doc('<color>ff00ff00</color><b>AA==</b><key>AAE=</key>'),
      want: ['/r/key: length 2 octets; at least 3 required (length-too-short)'],
    },
    {
      name: 'an attribute of 3 octets',
      given: doc('<color>ff00ff00</color><b>AA==</b>', ' c="ff00ff"'),
      want: ['/r/@c: length 3 octets; exactly 4 required (length-mismatch)'],
    },
  ])('$name: refused by xmllint, reported', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(issues(decode(given))).toStrictEqual(want);
  });
});

describe('enumerations of non-string types compare values (finance 2)', () => {
  const xsd = join(fixtures, 'enum-values', 'Rates.xsd');
  const { decode, encode, issues } = rootCodecs(sets, 'enum-values', 'Rates');
  const doc = (body: string, attributes = '') => `<r xmlns="urn:r9:rates"${attributes}>${body}</r>`;

  it.each([
    { name: 'decimals', given: doc('<v>1</v><v>+01.000</v><v>2.5</v>') },
    { name: 'an attribute', given: doc('', ' at="2.5"') },
    { name: 'simple content', given: doc('<a Ccy="EUR">2.500</a><a>1.0</a>') },
    { name: 'dateTime in another zone', given: doc('<w>2024-01-01T13:00:00+01:00</w>') },
    { name: 'ints', given: doc('<l>1</l><l>2</l><l>01</l><l>+0002</l>') },
    { name: 'integers', given: doc('<g>7</g><g>0007</g><g>0</g>') },
    { name: 'doubles', given: doc('<f>1.5</f><f>15e-1</f><f>INF</f>') },
    { name: 'hexBinary in lower case', given: doc('<m>ff00</m><m>0a</m>') },
    { name: 'fixed values', given: doc('', ' fx="1" fi="10"') },
  ])('$name: valid for xmllint, decodes with no issue', ({ given }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    const value = decode(given);
    expect(issues(value)).toStrictEqual([]);
    // What the encoder writes is valid too, and decodes to the same value.
    expect(xmllintVerdict(xsd, encode(value))).toBe('');
    expect(decode(encode(value))).toStrictEqual(value);
  });

  it('a hexBinary enumeration decodes to the schema spelling its TS type names', () => {
    expect(decode(doc('<m>ff00</m><m> 0a </m>')).m).toStrictEqual(['FF00', '0A']);
  });

  it.each([
    {
      given: doc('<v>1.01</v>'),
      want: ['/r/v: "1.01" is not one of "1.0", "2.50" (enumeration-mismatch)'],
    },
    { given: doc('<l>3</l>'), want: ['/r/l: "3" is not one of "01", "+2" (enumeration-mismatch)'] },
    {
      given: doc('<f>1.25</f>'),
      want: ['/r/f: "1.25" is not one of "1.5E0", "INF" (enumeration-mismatch)'],
    },
    {
      given: doc('<w>2024-01-01T12:00:00</w>'),
      want: [
        '/r/w: "2024-01-01T12:00:00" is not one of "2024-01-01T12:00:00Z" (enumeration-mismatch)',
      ],
    },
  ])('$given: refused by xmllint, reported', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(issues(decode(given))).toStrictEqual(want);
  });

  it('a hexBinary enumeration: a value outside it is refused by xmllint and the decoder', () => {
    const given = doc('<m>ff01</m>');
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(decodeError(() => decode(given))).toMatchObject({
      code: 'value-invalid',
      path: '/r/m',
    });
  });
});

describe('xsi:nil on an element that is not nillable (finance 3)', () => {
  const xsd = join(fixtures, 'nil-false', 'Nils.xsd');
  const { decode, encode } = rootCodecs(sets, 'nil-false', 'Nils');
  const doc = (body: string, attributes = '') =>
    `<r xmlns="urn:r9:nils" ${XSI}${attributes}><s>v</s>${body}</r>`;

  it.each([
    {
      name: 'simple type',
      given: `<r xmlns="urn:r9:nils" ${XSI}><s xsi:nil="false">v</s></r>`,
      path: '/r/s',
    },
    { name: 'complex type', given: doc('<c xsi:nil="false"><x>1</x></c>'), path: '/r/c' },
    { name: 'simple content', given: doc('<a xsi:nil="false" Ccy="EUR">1.5</a>'), path: '/r/a' },
    { name: 'simple content, "0"', given: doc('<a Ccy="EUR" xsi:nil=" 0 ">1.5</a>'), path: '/r/a' },
    { name: 'the root', given: doc('', ' xsi:nil="false"'), path: '/r' },
    {
      name: 'before an unknown attribute',
      given: doc('<c xsi:nil="0" z="1"><x>1</x></c>'),
      path: '/r/c',
    },
  ])('$name: refused by xmllint and the strict decoder (nil-invalid)', ({ given, path }) => {
    expect(xmllintVerdict(xsd, given)).toMatch(/not 'nillable'/);
    expect(decodeError(() => decode(given))).toMatchObject({
      code: 'nil-invalid',
      path,
      message: expect.stringMatching(/has xsi:nil="[ 0a-z]+" but is not nillable/),
    });
  });

  it.each([
    { given: doc('<ns xsi:nil="false">t</ns>'), want: { s: 'v', ns: 't' } },
    { given: doc('<nc xsi:nil="0"><x>1</x></nc>'), want: { s: 'v', nc: { x: '1' } } },
    {
      given: doc('<na xsi:nil="false" Ccy="EUR">1.5</na>'),
      want: { s: 'v', na: { $Ccy: 'EUR', $value: '1.5' } },
    },
    {
      given: doc('<na xsi:nil="true" Ccy="EUR"/>'),
      want: { s: 'v', na: { $nil: true, $Ccy: 'EUR' } },
    },
    { given: doc('<nc xsi:nil="true"/><na xsi:nil="1"/>'), want: { s: 'v', nc: null, na: null } },
  ])('nillable: $given is valid for xmllint and decodes', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    expect(decode(given)).toStrictEqual(want);
  });

  it('a nillable element with xsi:nil="false" still refuses an unknown attribute', () => {
    const given = doc('<na xsi:nil="false" Ccy="EUR" z="1">1.5</na>');
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(decodeError(() => decode(given))).toMatchObject({
      code: 'attribute-unknown',
      path: '/r/na',
    });
  });

  it('lenient: a false xsi:nil on a non-nillable element says what its absence says', () => {
    const given = doc('<c xsi:nil="false"><x>1</x></c><a xsi:nil="0" Ccy="EUR">1.5</a>');
    const value = decode(given, { lenient: true });
    expect(value).toStrictEqual({ s: 'v', c: { x: '1' }, a: { $Ccy: 'EUR', $value: '1.5' } });
    expect(xmllintVerdict(xsd, encode(value))).toBe('');
  });
});

describe('a decoder given a string ignores the encoding its declaration names (science F4)', () => {
  const xsd = join(fixtures, 'nil-false', 'Nils.xsd');
  const { decode } = rootCodecs(sets, 'nil-false', 'Nils');
  const doc = (encoding: string) =>
    `<?xml version="1.0" encoding="${encoding}"?>\n<r xmlns="urn:r9:nils"><s>café</s></r>`;

  it.each(['ISO-8859-1', 'windows-1252', 'UTF-16', 'utf-8'])(
    '%s, as a string: decodes',
    (encoding) => {
      expect(decode(doc(encoding))).toStrictEqual({ s: 'café' });
    },
  );

  it('ISO-8859-1 bytes: valid for xmllint, but bytes are read as UTF-8 only', () => {
    const bytes = Buffer.from(doc('ISO-8859-1'), 'latin1');
    expect(xmllintVerdict(xsd, bytes)).toBe('');
    expect(decodeError(() => decode(new Uint8Array(bytes)))).toMatchObject({
      code: 'encoding-unsupported',
      message: expect.stringContaining('re-encode the document as UTF-8'),
    });
    // The caller who knows the encoding decodes the bytes itself, and the decoder takes the text.
    expect(decode(new TextDecoder('latin1').decode(bytes))).toStrictEqual({ s: 'café' });
  });
});
