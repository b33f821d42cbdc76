/**
 * Findings of a black-box review on third-party XSD sets (test/emit/fixtures/review-g: a SOAP 1.2
 * envelope, an ISO 20022 pain.001 subset, a GML subset): xs:QName values decode to expanded
 * names, raw xs:any XML keeps the declarations of prefixes its values use, encoders refuse a
 * missing required attribute, and validators report what the encoder or an XSD engine would
 * refuse. xmllint is the oracle: what a validator reports, the encoder refuses or xmllint rejects
 * in the document it wrote (a list item holding whitespace: the document decodes to other items).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'review-g');
type Module = Record<string, (...args: unknown[]) => unknown>;

const sets = useGeneratedSets<Module>(Object.fromEntries(['soap', 'soap-body', 'pain', 'gml', 'fhir'].map((id) => [id, join(fixtures, id)])));
const { modules } = sets;

/** xmllint's verdict on `xml` against the XSD `xsd` (relative to the fixtures): '' when valid. */
const xmllint = (xsd: string, xml: string): string => xmllintVerdict(join(fixtures, xsd), xml);

const fixture = (path: string) => readFileSync(join(fixtures, path), 'utf8');

describe('xs:QName values (finding 1, 2)', () => {
  // Once refused at generate; now values are expanded names (test/emit/qname-values.test.ts).
  it('decode to expanded names through the prefixes in scope and survive a round trip', () => {
    const soap = modules.get('soap')!;
    const xml = fixture('soap/fault1.xml');
    expect(xmllint('soap/env.xsd', xml)).toBe('');
    const value = soap.decodeEnvFault!(xml) as { Code: Record<string, any> };
    expect(value.Code.Value).toBe('{http://www.w3.org/2003/05/soap-envelope}Sender');
    expect(value.Code.Subcode.Value).toBe('{urn:app}BadInput');
    expect(value.Code.Subcode.Subcode.Value).toBe('{urn:z}Deep');
    expect(soap.validateEnvFault!(value)).toStrictEqual([]);
    const encoded = soap.encodeEnvFault!(value) as string;
    expect(xmllint('soap/env.xsd', encoded)).toBe('');
    expect(soap.decodeEnvFault!(encoded)).toStrictEqual(value);
  });
});

describe('raw xs:any XML keeps the declarations its values use (finding 3)', () => {
  it('xsi:type="xs:decimal" and a QName in text, declared on the root, survive a round trip', () => {
    const soap = modules.get('soap-body')!;
    const xml = fixture('soap-body/env2.xml');
    expect(xmllint('soap-body/env.xsd', xml)).toBe('');
    const value = soap.decodeEnvEnvelope!(xml) as { Body: { $any: { xml: string }[] } };
    const [price, code] = value.Body.$any;
    expect(price!.xml).toContain('xmlns:xs="http://www.w3.org/2001/XMLSchema"');
    expect(code!.xml).toContain('xmlns:m="urn:quotes"');
    const encoded = soap.encodeEnvEnvelope!(value) as string;
    expect(xmllint('soap-body/env.xsd', encoded)).toBe('');
    expect(soap.decodeEnvEnvelope!(encoded)).toStrictEqual(value);
  });
});

const pain = (): Record<string, any> => ({
  CstmrCdtTrfInitn: {
    GrpHdr: { MsgId: 'm', CreDtTm: '2024-01-01T00:00:00Z', NbOfTxs: '1', InitgPty: {} },
    PmtInf: [
      {
        PmtInfId: 'p',
        PmtMtd: 'TRF',
        ReqdExctnDt: { Dt: '2024-01-01' },
        Dbtr: {},
        DbtrAcct: { Id: { Othr: 'x' } },
        CdtTrfTxInf: [{ PmtId: 'e', Amt: { InstdAmt: { $Ccy: 'EUR', $value: '1' } }, RmtInf: [] }],
      },
    ],
  },
});

describe('a missing required attribute (finding 4)', () => {
  it('the encoder throws an EncodeError naming the attribute and the element path', () => {
    const module = modules.get('pain')!;
    const value = pain();
    expect(xmllint('pain/pain.xsd', module.encodePainDocument!(value) as string)).toBe('');
    delete value.CstmrCdtTrfInitn.PmtInf[0].CdtTrfTxInf[0].Amt.InstdAmt.$Ccy;
    expect(() => module.encodePainDocument!(value)).toThrow(
      expect.objectContaining({
        name: 'EncodeError',
        code: 'attribute-missing',
        message: expect.stringMatching(/required attribute Ccy is missing at \/.*\/InstdAmt$/),
      }),
    );
    expect(module.validatePainDocument!(value)).toMatchObject([
      { message: 'required attribute Ccy is missing' },
    ]);
  });
});

const gml = (): Record<string, any> => ({
  featureMember: [{ name: 'x', geometry: { $type: 'simple' } }],
});
const feature = (value: Record<string, any>) => value.featureMember[0];

describe('validators report what the encoder or xmllint refuses (finding 5)', () => {
  it.each([
    {
      given: 'xs:ID attribute "a b"',
      change: (v: any) =>
        (feature(v).geometry.AbstractGeometry = {
          $element: 'Point',
          value: { $id: 'a b', pos: { $value: [] } },
        }),
      want: /is not an xs:ID/,
    },
    {
      given: 'a list item with a space',
      change: (v: any) => (feature(v).tags = ['a b']),
      want: /item 1: list item "a b" is empty or holds whitespace/,
      splits: true,
    },
    {
      given: 'an empty list item',
      change: (v: any) => (feature(v).tags = ['']),
      want: /item 1: list item "" is empty/,
      splits: true,
    },
    {
      given: 'a union value no member accepts',
      change: (v: any) => (feature(v).geometry.$nilReason = '%%'),
      want: /not a value of any member type of \{http:\/\/www\.opengis\.net\/gml\/3\.2\}NilReasonType/,
    },
    {
      given: 'a control character',
      change: (v: any) => (feature(v).name = 'a\u0001b'),
      want: /U\+0001 cannot be written in XML 1\.0 \(character-invalid\)/,
    },
    {
      given: 'U+0000',
      change: (v: any) => (feature(v).name = 'a\u0000b'),
      want: /U\+0000 cannot be written/,
    },
    {
      given: 'a lone surrogate',
      change: (v: any) => (feature(v).name = 'a\uD800b'),
      want: /U\+D800 cannot be written/,
    },
  ])('$given', ({ change, want, splits }) => {
    const module = modules.get('gml')!;
    expect(module.validateGeoFeatureCollection!(gml())).toStrictEqual([]);
    const value = gml();
    change(value);
    const issues = module.validateGeoFeatureCollection!(value) as {
      rule: string;
      message: string;
    }[];
    expect(issues).toMatchObject([
      { rule: 'xsd-invalid-value', message: expect.stringMatching(want) },
    ]);
    // The oracle: the encoder refuses the value, or xmllint refuses what it wrote.
    let encoded: string | undefined;
    try {
      encoded = module.encodeGeoFeatureCollection!(value) as string;
    } catch {
      encoded = undefined;
    }
    if (encoded === undefined) return;
    // A list item with whitespace writes valid XML that decodes to other items.
    if (splits) expect(module.decodeGeoFeatureCollection!(encoded)).not.toStrictEqual(value);
    else expect(xmllint('gml/geo.xsd', encoded)).not.toBe('');
  });

  it('a Date where a date-time string is expected is an issue, not a crash', () => {
    const module = modules.get('pain')!;
    const value = pain();
    value.CstmrCdtTrfInitn.GrpHdr.CreDtTm = new Date(0);
    expect(module.validatePainDocument!(value)).toMatchObject([
      {
        rule: 'xsd-invalid-value',
        path: '/Document/CstmrCdtTrfInitn/GrpHdr/CreDtTm',
        message: expect.stringMatching(/a Date object is not a date-time string/),
      },
    ]);
  });
});

describe('decode checks minOccurs > 1 in a choice branch (finding 8)', () => {
  it('a LineString with one pos (minOccurs 2) is refused like xmllint does; two decode', () => {
    const module = modules.get('gml')!;
    const valid = fixture('gml/valid1.xml');
    expect(xmllint('gml/geo.xsd', valid)).toBe('');
    expect(() => module.decodeGeoFeatureCollection!(valid)).not.toThrow();
    const onePos = fixture('gml/one-pos.xml');
    expect(xmllint('gml/geo.xsd', onePos)).toMatch(
      /Missing child element\(s\)\. Expected is \( \{http:\/\/www\.opengis\.net\/gml\/3\.2\}pos \)/,
    );
    expect(() => module.decodeGeoFeatureCollection!(onePos)).toThrow(
      expect.objectContaining({
        code: 'element-missing',
        line: 20,
        message: expect.stringContaining('pos'),
      }),
    );
  });
});

describe('xsi:type naming another type than the declared one (finding 6)', () => {
  it.each([
    {
      given: 'x1.xml',
      want: { $xsiType: 'Age', value: { value: { $value: '42' }, unit: { $value: 'a' }, system: { $value: 'http://unitsofmeasure.org' } } },
    },
    { given: 'x2.xml', want: { $xsiType: 'SimpleQuantity', value: { value: { $value: '42' } } } },
  ])('$given: valid for xmllint, read by the derived type, written back with it', ({ given, want }) => {
    const module = modules.get('fhir')!;
    const xml = fixture(`fhir/${given}`);
    expect(xmllint('fhir/fhir.xsd', xml)).toBe('');
    const value = module.decodeFhirPatient!(xml) as { age: unknown };
    expect(value.age).toMatchObject(want);
    const encoded = module.encodeFhirPatient!(value) as string;
    expect(encoded).toContain(`<age xsi:type="${want.$xsiType}">`);
    expect(xmllint('fhir/fhir.xsd', encoded)).toBe('');
    expect(module.decodeFhirPatient!(encoded)).toStrictEqual(value);
  });

  it('an xsi:type naming the declared type itself decodes', () => {
    const xml = fixture('fhir/x3.xml');
    expect(xmllint('fhir/fhir.xsd', xml)).toBe('');
    expect(modules.get('fhir')!.decodeFhirPatient!(xml)).toMatchObject({
      age: { value: { $value: '42' } },
    });
  });
});
