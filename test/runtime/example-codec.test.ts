import { describe, expect, it } from 'vitest';
import { DecodeError, UNKNOWN, type DecodeErrorCode } from '../../src/runtime/index.js';
import { decodeMiniCase, encodeMiniCase, NS_CASE, NS_CT, type MiniCase } from './example-codec.js';

const DOC = `<?xml version="1.0" encoding="UTF-8"?>
<case xmlns="${NS_CASE}" xmlns:ct="${NS_CT}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <cause>Flat tire &amp; bent rim</cause>
  <ct:breakdown>
    <ct:driverName>Dana Smith</ct:driverName>
    <ct:driverPhone xsi:nil="true"/>
    <ct:city><![CDATA[Fort Wayne]]></ct:city>
  </ct:breakdown>
  <ct:assetInformation>
    <ct:mileage>120034</ct:mileage>
    <ct:trailer><ct:unitNumber>T-17</ct:unitNumber><ct:loaded>1</ct:loaded></ct:trailer>
  </ct:assetInformation>
</case>`;

const VALUE: MiniCase = {
  cause: 'Flat tire & bent rim',
  breakdown: { driverName: 'Dana Smith', driverPhone: null, city: 'Fort Wayne' },
  assetInformation: { mileage: 120034, trailer: { unitNumber: 'T-17', loaded: true } },
};

function decodeFailure(given: string | Uint8Array, lenient = false): DecodeError {
  try {
    decodeMiniCase(given, { lenient });
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('expected a decode error');
}

describe('example codec (the pattern generated codecs follow)', () => {
  it('decodes typed values: nil vs absent, entities, CDATA, unsignedInt, boolean 1', () => {
    expect(decodeMiniCase(DOC)).toStrictEqual(VALUE);
  });

  it('encodes with the document namespace as default and ct declared on the root', () => {
    expect(encodeMiniCase(VALUE)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        `<case xmlns="${NS_CASE}" xmlns:ct="${NS_CT}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        '<cause>Flat tire &amp; bent rim</cause>' +
        '<ct:breakdown><ct:driverName>Dana Smith</ct:driverName><ct:driverPhone xsi:nil="true"/><ct:city>Fort Wayne</ct:city></ct:breakdown>' +
        '<ct:assetInformation><ct:mileage>120034</ct:mileage><ct:trailer><ct:unitNumber>T-17</ct:unitNumber><ct:loaded>true</ct:loaded></ct:trailer></ct:assetInformation>' +
        '</case>',
    );
  });

  it('declares only the namespaces it used', () => {
    expect(encodeMiniCase({ cause: 'x' })).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<case xmlns="${NS_CASE}"><cause>x</cause></case>`,
    );
  });

  it('round-trips: decode(encode(v)) equals v', () => {
    const values: MiniCase[] = [
      VALUE,
      {},
      { breakdown: null },
      { assetInformation: { mileage: null, engineHours: 0 } },
      { cause: '<&>"\'\r\n' },
    ];
    for (const value of values) expect(decodeMiniCase(encodeMiniCase(value))).toStrictEqual(value);
  });

  it('accepts the same document with other prefixes', () => {
    const other = DOC.replaceAll('ct:', 'types:')
      .replace('xmlns:types=', 'xmlns:types=')
      .replaceAll('xmlns:ct=', 'xmlns:types=');
    expect(decodeMiniCase(other)).toStrictEqual(VALUE);
  });

  it('accepts whitespace written as character references where only elements are allowed', () => {
    // XSD counts characters, not markup: `&#10;` is whitespace, as xmllint and Xerces agree.
    const given = DOC.replace('<ct:breakdown>', '<ct:breakdown>&#10;&#x20;&#9;&#13;');
    expect(decodeMiniCase(given)).toStrictEqual(VALUE);
    expect(decodeFailure(DOC.replace('<ct:breakdown>', '<ct:breakdown>&#10;&#65;')).code).toBe(
      'text-unexpected',
    );
  });

  const failures: Array<{
    name: string;
    given: string;
    want: { code: DecodeErrorCode; path: string; line: number; detail?: string };
  }> = [
    {
      name: 'unknown element (strict)',
      given: DOC.replace('<ct:city>', '<ct:towing>yes</ct:towing><ct:city>'),
      want: { code: 'element-unknown', path: '/case/breakdown/towing', line: 7 },
    },
    {
      name: 'known local name in the wrong namespace',
      given: DOC.replace('<cause>Flat tire &amp; bent rim</cause>', '<ct:cause>x</ct:cause>'),
      want: { code: 'element-unknown', path: '/case/cause', line: 3 },
    },
    {
      name: 'duplicate element',
      given: DOC.replace('<ct:city>', '<ct:state>IN</ct:state><ct:state>OH</ct:state><ct:city>'),
      want: { code: 'element-duplicate', path: '/case/breakdown/state', line: 7 },
    },
    {
      name: 'required element missing',
      given: DOC.replace('<ct:mileage>120034</ct:mileage>', ''),
      want: { code: 'element-missing', path: '/case/assetInformation', line: 9 },
    },
    {
      name: 'bad unsignedInt',
      given: DOC.replace('120034', '-5'),
      want: {
        code: 'value-invalid',
        path: '/case/assetInformation/mileage',
        line: 10,
        detail: 'integer-out-of-range',
      },
    },
    {
      name: 'bad boolean',
      given: DOC.replace('<ct:loaded>1<', '<ct:loaded>yes<'),
      want: {
        code: 'value-invalid',
        path: '/case/assetInformation/trailer/loaded',
        line: 11,
        detail: 'boolean-invalid',
      },
    },
    {
      name: 'nil on a non-nillable element',
      given: DOC.replace('<ct:trailer>', '<ct:trailer xsi:nil="true">'),
      want: { code: 'nil-invalid', path: '/case/assetInformation/trailer', line: 11 },
    },
    {
      name: 'nil element with content',
      given: DOC.replace(
        '<ct:driverPhone xsi:nil="true"/>',
        '<ct:driverPhone xsi:nil="true">555</ct:driverPhone>',
      ),
      want: { code: 'nil-invalid', path: '/case/breakdown/driverPhone', line: 6 },
    },
    {
      name: 'element inside a simple value',
      given: DOC.replace('<ct:driverName>Dana Smith', '<ct:driverName><b>Dana</b>'),
      want: { code: 'content-unexpected', path: '/case/breakdown/driverName/b', line: 5 },
    },
    {
      name: 'text where only elements are allowed',
      given: DOC.replace('<ct:breakdown>', '<ct:breakdown>stray'),
      want: { code: 'text-unexpected', path: '/case/breakdown', line: 4 },
    },
    {
      name: 'unknown attribute',
      given: DOC.replace('<ct:breakdown>', '<ct:breakdown id="1">'),
      want: { code: 'attribute-unknown', path: '/case/breakdown', line: 4 },
    },
    {
      name: 'wrong root',
      given: `<ct:breakdown xmlns:ct="${NS_CT}"/>`,
      want: { code: 'root-unknown', path: '/breakdown', line: 1 },
    },
    {
      name: 'well-formedness errors keep their codes',
      given: DOC.replace('bent rim', 'bent &rim;'),
      want: { code: 'entity-undefined', path: '/case/cause', line: 3 },
    },
  ];
  it.each(failures)('$name -> $want.code', ({ given, want }) => {
    const error = decodeFailure(given);
    expect({
      code: error.code,
      path: error.path,
      line: error.line,
      ...(error.detail ? { detail: error.detail } : {}),
    }).toStrictEqual(want);
    expect(error.message).not.toBe('');
  });
});

describe('lenient mode', () => {
  const extra = DOC.replace(
    '<ct:city>',
    '<ct:towing priority="high"><ct:company>Ace &amp; Co</ct:company><x:note xmlns:x="urn:x">ok</x:note></ct:towing><uuid>42</uuid><ct:city>',
  );

  it('keeps unknown elements, self-contained, and re-emits them', () => {
    const value = decodeMiniCase(extra, { lenient: true });
    expect(value.breakdown?.[UNKNOWN]).toStrictEqual([
      {
        namespace: NS_CT,
        local: 'towing',
        xml: `<ct:towing xmlns:ct="${NS_CT}" priority="high"><ct:company>Ace &amp; Co</ct:company><x:note xmlns:x="urn:x">ok</x:note></ct:towing>`,
        position: 2, // after driverName and driverPhone
      },
      {
        namespace: NS_CASE,
        local: 'uuid',
        xml: `<uuid xmlns="${NS_CASE}">42</uuid>`,
        position: 3,
      },
    ]);
    const again = encodeMiniCase(value);
    expect(again).toMatch(/<ct:towing[^]*<\/ct:towing><uuid[^>]*>42<\/uuid><ct:city>/);
    expect(decodeMiniCase(again, { lenient: true })).toStrictEqual(value);
    expect(decodeFailure(again).code).toBe('element-unknown');
  });

  it('captures a self-closing unknown element that uses an outer prefix', () => {
    const value = decodeMiniCase(DOC.replace('<ct:city>', '<ct:flag/><ct:city>'), {
      lenient: true,
    });
    expect(value.breakdown?.[UNKNOWN]).toStrictEqual([
      { namespace: NS_CT, local: 'flag', xml: `<ct:flag xmlns:ct="${NS_CT}"/>`, position: 2 },
    ]);
    expect(value.breakdown?.city).toBe('Fort Wayne');
  });

  it('still refuses what is not well-formed', () => {
    expect(decodeFailure(extra.replace('Ace &amp; Co', 'Ace & Co'), true).code).toBe(
      'xml-malformed',
    );
  });
});
