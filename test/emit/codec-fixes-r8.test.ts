/**
 * Findings of review round 8 (the generator on OVAL/XCCDF/GDAL sets), on small XSDs of
 * test/emit/fixtures/r8 with xmllint as the oracle:
 * 1. an element's default or fixed value applies to the simple content of a complex type with
 *    attributes (OVAL's `<image_file_relocs_stripped datatype="boolean"/>`, default "false"),
 *    as to a simple-typed element;
 * 2. every element of complex type checks its `xsi:type` (GDAL VRT's
 *    `<VRTRasterBand xsi:type="Nope">`): the declared type itself decodes, a derived one is
 *    read by that type (test/emit/xsi-derived.test.ts), anything else `xsi-type-invalid`, any on
 *    an anonymous type too;
 * 3. a lenient decode keeps unknown attributes (and xsi:schemaLocation) and the encoder writes
 *    them back: decode then encode gives the document back.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EncodeError,
  UNKNOWN,
  UNKNOWN_ATTRIBUTES,
} from '../../src/runtime/index.js';
import { decodeError, strictErrorsOf, useGeneratedSets, type CodecModule as Module, type Value } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';
import { canonicalXml } from '../runtime/canonical-xml.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r8');

const sets = useGeneratedSets<Module>(Object.fromEntries(['defaults', 'xsi-type', 'lenient'].map((id) => [id, join(fixtures, id)])));
const { modules } = sets;

const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('element default/fixed on simple content with attributes (finding 1)', () => {
  const xsd = join(fixtures, 'defaults', 'Settings.xsd');
  const settings = (body: string) => `<settings xmlns="urn:r8:defaults">${body}</settings>`;
  const decode = (xml: string) => modules.get('defaults')!.decodeSettings!(xml) as Value;
  const encode = (value: Value) => modules.get('defaults')!.encodeSettings!(value) as string;

  it.each([
    { given: '<enabled/>', want: { enabled: { $value: true } } },
    {
      given: '<enabled datatype="boolean"/>',
      want: { enabled: { $datatype: 'boolean', $value: true } },
    },
    { given: '<enabled><!-- none --></enabled>', want: { enabled: { $value: true } } },
    { given: '<enabled>false</enabled>', want: { enabled: { $value: false } } },
    { given: '<locked/>', want: { locked: { $value: false } } },
    {
      given: '<locked datatype="boolean">false</locked>',
      want: { locked: { $datatype: 'boolean', $value: false } },
    },
    { given: '<code/>', want: { code: { $value: 'none' } } },
    { given: '<code src="x"></code>', want: { code: { $src: 'x', $value: 'none' } } },
    { given: '<code>abc</code>', want: { code: { $value: 'abc' } } },
    { given: '<kind/>', want: { kind: { $value: 'basic' } } },
    { given: '<kind>basic</kind>', want: { kind: { $value: 'basic' } } },
    { given: '<price currency="EUR"/>', want: { price: { $currency: 'EUR', $value: '2.5' } } },
    { given: '<simple/>', want: { simple: true } },
  ])('$given: valid for xmllint, decodes to its default or fixed value', ({ given, want }) => {
    const xml = settings(given);
    expect(xmllintVerdict(xsd, xml)).toBe('');
    const value = decode(xml);
    expect(value).toStrictEqual(want);
    // Written back with the value itself, which decodes to the same.
    expect(xmllintVerdict(xsd, encode(value))).toBe('');
    expect(decode(encode(value))).toStrictEqual(want);
  });

  const validate = (value: Value) =>
    (modules.get('defaults')!.validateSettings!(value) as Array<{ rule: string; path: string }>).map(
      ({ rule, path }) => [rule, path],
    );
  it.each([
    { given: { locked: { $value: true } }, want: [['xsd-invalid-value', '/settings/locked']] },
    { given: { locked: { $value: false, $datatype: 'b' } }, want: [] },
    { given: { kind: { $value: 'other' } }, want: [['xsd-invalid-value', '/settings/kind']] },
    { given: { price: { $value: '2.50' } }, want: [] },
    { given: { price: { $value: '3' } }, want: [['xsd-invalid-value', '/settings/price']] },
  ])('validator: $given.locked $given.kind $given.price against the fixed value', ({ given, want }) => {
    // What the decoder refuses in the document the encoder writes, the validator reports.
    expect(validate(given)).toStrictEqual(want);
    const refused = decodeError(() => decode(encode(given)));
    expect(refused === undefined).toBe(want.length === 0);
  });

  it.each([
    { given: '<locked>true</locked>', want: /"true" is not the fixed value "false"/ },
    { given: '<locked datatype="x">true</locked>', want: /is not the fixed value "false"/ },
    { given: '<kind>other</kind>', want: /"other" is not the fixed value "basic"/ },
    { given: '<price>3</price>', want: /is not the fixed value "2.5"/ },
    { given: '<plain/>', want: /not a boolean/ },
    { given: '<enabled> </enabled>', want: /not a boolean/ },
  ])('$given: refused by xmllint and the decoder (value-invalid)', ({ given, want }) => {
    const xml = settings(given);
    expect(xmllintVerdict(xsd, xml)).not.toBe('');
    expect(decodeError(() => decode(xml))).toMatchObject({
      code: 'value-invalid',
      message: expect.stringMatching(want),
    });
  });
});

describe('xsi:type on every element of complex type (finding 2)', () => {
  const xsd = join(fixtures, 'xsi-type', 'Drawing.xsd');
  const drawing = (body: string, attributes = '') =>
    `<drawing xmlns="urn:r8:types" ${XSI}${attributes}>${body}</drawing>`;
  const decode = (xml: string) => modules.get('xsi-type')!.decodeDrawing!(xml) as Value;

  it.each([
    { name: 'unprefixed', given: drawing('<label xsi:type="Label"><name>a</name></label>') },
    {
      name: 'prefixed',
      given: drawing('<label xsi:type="t:Label"><name>a</name></label>', ' xmlns:t="urn:r8:types"'),
    },
    {
      name: 'a type with derivations',
      given: drawing('<shape xsi:type="Shape"><name>a</name></shape>'),
    },
    {
      name: 'simple content',
      given: drawing('<price xsi:type="Amount" currency="EUR">1.5</price>'),
    },
    {
      name: 'a nil element keeping its attributes',
      given: drawing('<price xsi:nil="true" xsi:type="Amount" currency="EUR"/>'),
    },
  ])('the declared type itself ($name): valid for xmllint, decodes', ({ given }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    expect(decodeError(() => decode(given))).toBeUndefined();
  });

  it('a type derived from the declared one: valid for xmllint, read by that type', () => {
    const given = drawing('<shape xsi:type="Circle"><name>a</name><radius>1</radius></shape>');
    expect(xmllintVerdict(xsd, given)).toBe('');
    expect(decode(given)).toMatchObject({
      shape: { $xsiType: 'Circle', value: { name: 'a', radius: '1' } },
    });
  });

  it.each([
    { name: 'an unknown type', given: drawing('<label xsi:type="Nope"><name>a</name></label>') },
    {
      name: 'an unrelated type',
      given: drawing('<label xsi:type="Shape"><name>a</name></label>'),
    },
    {
      name: 'a type derived from another one',
      given: drawing('<label xsi:type="Circle"><name>a</name><radius>1</radius></label>'),
    },
    {
      name: 'an undeclared prefix',
      given: drawing('<label xsi:type="q:Label"><name>a</name></label>'),
    },
    {
      name: 'the right local name in no namespace',
      given: `<t:drawing xmlns:t="urn:r8:types" ${XSI}><t:label xsi:type="Label"><t:name>a</t:name></t:label></t:drawing>`,
    },
    {
      name: 'simple content, another type',
      given: drawing('<price xsi:type="Label" currency="EUR">1.5</price>'),
    },
    {
      name: 'a nil element keeping its attributes',
      given: drawing('<price xsi:nil="true" xsi:type="Nope" currency="EUR"/>'),
    },
    {
      name: 'an anonymous type, given a named one',
      given: drawing('<note xsi:type="Label"><name>a</name></note>'),
    },
    { name: 'the anonymous type of the root', given: drawing('', ' xsi:type="Label"') },
  ])('$name: refused by xmllint and the decoder (xsi-type-invalid)', ({ given }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(decodeError(() => decode(given))).toMatchObject({
      code: 'xsi-type-invalid',
      message: expect.stringMatching(
        /names no type derived from its declared type|its type is anonymous|is not declared/,
      ),
    });
  });

  it('names the element, the type given and the declared one', () => {
    const given = drawing('\n<label xsi:type="Nope"><name>a</name></label>');
    expect(decodeError(() => decode(given))).toMatchObject({
      path: '/drawing/label',
      line: 2,
      message:
        '<label> ({urn:r8:types}) has xsi:type="Nope", which names no type derived from its declared type {urn:r8:types}Label',
    });
  });
});


describe('a lenient decode keeps unknown attributes (finding 3)', () => {
  const xsd = join(fixtures, 'lenient', 'Order.xsd');
  const order = (attributes: string, body: string) =>
    `<order xmlns="urn:r8:order" xmlns:v="urn:vendor" ${XSI}${attributes}>${body}</order>`;
  const item = '<item sku="1"><name>n</name><qty>2</qty></item>';
  const decode = (xml: string, lenient: boolean) =>
    modules.get('lenient')!.decodeOrder!(xml, { lenient }) as Value;
  const encode = (value: Value) => modules.get('lenient')!.encodeOrder!(value) as string;

  const cases = [
    {
      name: 'no namespace and a foreign one, on the root',
      given: order(' id="o" note="n" v:flag="1"', item),
      at: (value: Value) => value,
      want: { note: 'n', '{urn:vendor}flag': '1' },
    },
    {
      name: 'the document namespace (a prefix of its own) and xml:lang, on a nested type',
      given: order(
        ' xmlns:o="urn:r8:order"',
        '<item sku="1" o:extra="x" xml:lang="en"><name>n</name><qty>2</qty></item>',
      ),
      at: (value: Value) => (value.item as Value[])[0]!,
      want: { '{urn:r8:order}extra': 'x', '{http://www.w3.org/XML/1998/namespace}lang': 'en' },
    },
    {
      name: 'xsi:schemaLocation on the root, beside unknown elements',
      given: order(
        ' xsi:schemaLocation="urn:r8:order Order.xsd"',
        `<v:first/>${item}<v:last a="1"/>`,
      ),
      at: (value: Value) => value,
      want: {
        '{http://www.w3.org/2001/XMLSchema-instance}schemaLocation': 'urn:r8:order Order.xsd',
      },
    },
    {
      name: 'simple content',
      given: order('', `${item}<total currency="EUR" v:source="calc">3.5</total>`),
      at: (value: Value) => value.total as Value,
      want: { '{urn:vendor}source': 'calc' },
    },
    {
      name: 'a nil element with a declared attribute',
      given: order('', `${item}<discount xsi:nil="true" currency="EUR" v:why="none"/>`),
      at: (value: Value) => value.discount as Value,
      want: { '{urn:vendor}why': 'none' },
    },
    {
      name: 'a nil element with only unknown attributes',
      given: order('', `${item}<discount xsi:nil="true" why="none"/>`),
      at: (value: Value) => value.discount as Value,
      want: { why: 'none' },
    },
    {
      name: 'beside an attribute wildcard that takes the foreign ones',
      given: order('', `${item}<ext id="e" v:taken="1" local="2"><value>x</value></ext>`),
      at: (value: Value) => value.ext as Value,
      want: { local: '2' },
    },
    {
      name: 'xsi:noNamespaceSchemaLocation on a nested element',
      given: order(
        '',
        `<item sku="1" xsi:noNamespaceSchemaLocation="i.xsd"><name>n</name><qty>2</qty></item>`,
      ),
      at: (value: Value) => (value.item as Value[])[0]!,
      want: { '{http://www.w3.org/2001/XMLSchema-instance}noNamespaceSchemaLocation': 'i.xsd' },
    },
  ];

  it.each(cases)('$name: decode then encode gives the document back', ({ given, at, want }) => {
    const value = decode(given, true);
    expect({ ...(at(value)[UNKNOWN_ATTRIBUTES] as object) }).toStrictEqual(want);
    const again = encode(value);
    expect(canonicalXml(again)).toBe(canonicalXml(given));
    expect(decode(again, true)).toStrictEqual(value);
  });

  it.each(cases.filter((entry) => !entry.name.startsWith('xsi:')))(
    '$name: refused by xmllint and by a strict decode (attribute-unknown)',
    ({ given }) => {
      expect(xmllintVerdict(xsd, given)).not.toBe('');
      expect(decodeError(() => decode(given, false))).toMatchObject({ code: 'attribute-unknown' });
    },
  );

  it('xsi:schemaLocation is valid for xmllint and strict decodes do not keep it', () => {
    const given = cases.find((entry) => entry.name.startsWith('xsi:schemaLocation'))!.given;
    expect(xmllintVerdict(xsd, given.replace(/<v:[^>]*\/>/g, ''))).toBe('');
    const value = decode(given.replace(/<v:[^>]*\/>/g, ''), false);
    expect(value[UNKNOWN_ATTRIBUTES]).toBeUndefined();
    expect(value[UNKNOWN]).toBeUndefined();
  });

  it.each([
    { key: 'bad name', want: /is not "local" or "\{namespace\}local"/ },
    { key: 'xmlns', want: /is a namespace declaration/ },
    { key: '{http://www.w3.org/2000/xmlns/}v', want: /is a namespace declaration/ },
    {
      key: '{http://www.w3.org/2001/XMLSchema-instance}type',
      want: /is written from the value itself/,
    },
    { key: 'sku', want: /is given twice/ },
  ])('an edited record: key $key is refused by the encoder (value-invalid)', ({ key, want }) => {
    const value = decode(order('', item), true);
    (value.item as Value[])[0]![UNKNOWN_ATTRIBUTES] = { [key]: '1' };
    let error: unknown;
    try {
      encode(value);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EncodeError);
    expect(error).toMatchObject({ code: 'value-invalid', message: expect.stringMatching(want) });
  });
});
