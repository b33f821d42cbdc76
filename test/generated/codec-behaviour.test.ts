/**
 * What the generated codecs promise, on the checked-in 0.3-beta output: exact decimals, nil
 * distinct from absent, API prefixes, strict errors with line and element path, lenient
 * decoding that keeps unknown elements so that re-encoding loses nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  decodeCaseRequestCase,
  decodeCaseResponseCases,
  decodeEstimateItemRequestItem,
  encodeCaseRequestCase,
  type CaseRequestCase,
} from '../../generated/0.3-beta/index.js';
import { DecodeError, UNKNOWN, decimal, type Decimal } from '../../src/runtime/index.js';

const NS = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest';
const CT = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

const doc = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<case xmlns="${NS}" xmlns:ct="${CT}" xmlns:xsi="${XSI}">
${body}
</case>`;

function decodeFailure(xml: string): DecodeError {
  try {
    decodeCaseRequestCase(xml);
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('expected a DecodeError');
}

describe('decimals', () => {
  it.each([['0.10'], ['12345678901234567.89'], ['-0.00'], ['+7.5'], ['3.']])(
    'keep %s exactly through decode and encode',
    (given) => {
      const value = decodeCaseRequestCase(doc(`<invoiceAmount>${given}</invoiceAmount>`));
      expect(value.invoiceAmount).toBe(given);
      expect(encodeCaseRequestCase(value)).toContain(`<invoiceAmount>${given}</invoiceAmount>`);
    },
  );

  it('refuses a value that is not a decimal, with line, path and the scalar code', () => {
    const error = decodeFailure(doc('  <severity>1e5</severity>'));
    expect({
      code: error.code,
      detail: error.detail,
      line: error.line,
      path: error.path,
    }).toStrictEqual({
      code: 'value-invalid',
      detail: 'decimal-invalid',
      line: 3,
      path: '/case/severity',
    });
  });
});

describe('nil and absent', () => {
  it('decodes xsi:nil as null and an absent element as no property', () => {
    const value = decodeCaseRequestCase(doc('<cause xsi:nil="true"/><department xsi:nil="true"/>'));
    expect(value).toStrictEqual({ cause: null, department: null });
    expect('complaint' in value).toBe(false);
  });

  it('encodes null as xsi:nil and leaves undefined out', () => {
    const xml = encodeCaseRequestCase({ cause: null, complaint: 'Brakes' });
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<case xmlns="${NS}" xmlns:xsi="${XSI}"><cause xsi:nil="true"/><complaint>Brakes</complaint></case>`,
    );
  });

  it('round-trips nil, absent and empty apart', () => {
    for (const given of [{}, { cause: null }, { cause: '' }] as CaseRequestCase[]) {
      expect(decodeCaseRequestCase(encodeCaseRequestCase(given))).toStrictEqual(given);
    }
  });
});

describe('namespaces and prefixes', () => {
  it('writes the document namespace as default and helper namespaces with the API prefix', () => {
    const xml = encodeCaseRequestCase(
      { assetInformation: { mileage: 12 }, customComplaintCodes: { code: ['A1'] } },
      { xmlDeclaration: false },
    );
    expect(xml).toBe(
      `<case xmlns="${NS}" xmlns:ct="${CT}"><assetInformation><ct:mileage>12</ct:mileage></assetInformation>` +
        '<ct:customComplaintCodes><ct:code>A1</ct:code></ct:customComplaintCodes></case>',
    );
  });

  it('reads any prefix the sender chose, by namespace', () => {
    const xml = `<c:case xmlns:c="${NS}" xmlns:x="${CT}"><c:assetInformation><x:mileage>7</x:mileage></c:assetInformation></c:case>`;
    expect(decodeCaseRequestCase(xml)).toStrictEqual({ assetInformation: { mileage: 7 } });
  });
});

describe('strict mode (default)', () => {
  it.each([
    [
      'unknown element',
      '<cause>x</cause>\n<towing>yes</towing>',
      'element-unknown',
      4,
      '/case/towing',
    ],
    ['known name, wrong namespace', '<ct:cause>x</ct:cause>', 'element-unknown', 3, '/case/cause'],
    [
      'duplicate element',
      '<cause>x</cause>\n<cause>y</cause>',
      'element-duplicate',
      4,
      '/case/cause',
    ],
    [
      'sequence out of order',
      '<customers>\n<shippingCustomer><ct:id>1</ct:id></shippingCustomer>\n<billingCustomer><ct:id>2</ct:id></billingCustomer>\n</customers>',
      'element-unexpected',
      5,
      '/case/customers/billingCustomer',
    ],
    [
      'required child missing',
      '<customers><billingCustomer></billingCustomer></customers>',
      'element-missing',
      3,
      '/case/customers/billingCustomer',
    ],
    [
      'nil on a non-nillable element',
      '<assetInformation xsi:nil="true"/>',
      'nil-invalid',
      3,
      '/case/assetInformation',
    ],
    ['undeclared attribute', '<cause note="1">x</cause>', 'attribute-unknown', 3, '/case/cause'],
    [
      'text where only elements go',
      '<assetInformation>loose text</assetInformation>',
      'text-unexpected',
      3,
      '/case/assetInformation',
    ],
  ])('%s -> %s with line and path', (_name, body, code, line, path) => {
    const error = decodeFailure(doc(body));
    expect({ code: error.code, line: error.line, path: error.path }).toStrictEqual({
      code,
      line,
      path,
    });
  });

  it('refuses a value outside an enumeration (the TS type is the union of its values)', () => {
    const NS_ITEM = 'http://www.decisiv.net/platform_api/0.3-beta/Case/EstimateItemRequest';
    const item = (sold: string) =>
      `<item xmlns="${NS_ITEM}"><code>C</code><name>N</name><soldStatus>${sold}</soldStatus></item>`;
    expect(decodeEstimateItemRequestItem(item('not sold')).soldStatus).toBe('not sold');
    expect(() => decodeEstimateItemRequestItem(item('maybe'))).toThrow(
      expect.objectContaining({
        code: 'value-invalid',
        detail: 'enumeration-mismatch',
        path: '/item/soldStatus',
      }),
    );
  });

  it('refuses another document root', () => {
    expect(() => decodeCaseRequestCase(`<cases xmlns="${NS}"/>`)).toThrow(
      expect.objectContaining({ code: 'root-unknown' }),
    );
  });
});

describe('lenient mode', () => {
  const given = doc(
    [
      '<cause>Flat</cause>',
      '<towing priority="high">yes <b>now</b></towing>',
      '<assetInformation><ct:mileage>5</ct:mileage><ct:axles xmlns:ct="urn:other">3</ct:axles></assetInformation>',
      '<ct:surprise/>',
    ].join('\n'),
  );

  it('keeps unknown elements on the value, out of the typed fields', () => {
    const value = decodeCaseRequestCase(given, { lenient: true });
    expect(value.cause).toBe('Flat');
    expect(value[UNKNOWN]?.map((element) => element.local)).toStrictEqual(['towing', 'surprise']);
    expect(
      value.assetInformation?.[UNKNOWN]?.map((element) => `${element.namespace} ${element.local}`),
    ).toStrictEqual(['urn:other axles']);
    expect(JSON.parse(JSON.stringify(value))).toStrictEqual({
      cause: 'Flat',
      assetInformation: { mileage: 5 },
    });
  });

  it('re-encodes them, so that decoding the output gives the same value', () => {
    const value = decodeCaseRequestCase(given, { lenient: true });
    const xml = encodeCaseRequestCase(value);
    expect(xml).toMatch(/<towing xmlns="[^"]+" priority="high">yes <b>now<\/b><\/towing>/);
    expect(decodeCaseRequestCase(xml, { lenient: true })).toStrictEqual(value);
  });
});

describe('collections', () => {
  it('decodes a repeated element to an array, [] when there is none', () => {
    const NS_RESPONSE = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseResponse';
    expect(decodeCaseResponseCases(`<cases xmlns="${NS_RESPONSE}"/>`)).toStrictEqual({ case: [] });
    const two = decodeCaseResponseCases(
      `<cases xmlns="${NS_RESPONSE}"><case><id>1</id><URL>u1</URL></case><case><id>2</id><URL>u2</URL></case></cases>`,
    );
    expect(two.case.map((item) => item.id)).toStrictEqual(['1', '2']);
  });
});

describe('typed values built in code', () => {
  it('encode what the runtime helpers build (decimal from a bigint)', () => {
    const amount: Decimal = decimal(1234n);
    expect(encodeCaseRequestCase({ invoiceAmount: amount })).toContain(
      '<invoiceAmount>1234</invoiceAmount>',
    );
  });
});
