/**
 * Generated codecs on test/emit/fixtures/semantics/Semantics.xsd: the value semantics of XSD
 * that a decoder must apply and an encoder must keep. Every document below is first judged by
 * libxml2 (the oracle): a valid one must decode to the value wanted, re-encode to a document
 * libxml2 accepts, and decode again to the same value; an invalid one must be refused with a
 * located DecodeError.
 * - whitespace is normalized before facets (`xs:token`, `xs:NMTOKEN`, a `collapse` facet);
 * - an empty element takes its default or fixed value, an absent attribute its default or fixed
 *   one, and a fixed value is required;
 * - a nil element keeps its attributes (`{ $nil: true, ... }`);
 * - elements named `constructor`, `toString`, `valueOf`... are ordinary fields;
 * - a repeated choice `(email | phone)*` keeps its order (`$content`);
 * - the lexical spaces of string-valued built-ins are checked;
 * - the unknown attribute an error names is the unknown one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { packageRoot } from '../../src/paths.js';
import { DecodeError, UNKNOWN } from '../../src/runtime/index.js';
import { xsdErrors } from '../generated/xsd.js';
import { strictTypeErrors } from './strict-tsc.js';

const schemas = join(packageRoot, 'test', 'emit', 'fixtures', 'semantics');
const xsd = join(schemas, 'Semantics.xsd');
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

interface Codec {
  decodeSemanticsOrder(xml: string, options?: { lenient?: boolean }): Record<string, unknown>;
  encodeSemanticsOrder(value: unknown): string;
}

let out = '';
let codec: Codec;

beforeAll(async () => {
  out = mkdtempSync(join(packageRoot, 'test', 'emit', '.codec-semantics-'));
  const io = memoryIo(packageRoot);
  const code = await main(
    ['generate', '--schemas', schemas, '--out', out, '--targets', 'types,codecs'],
    io,
  );
  expect(io.err).toBe('');
  expect(code).toBe(0);
  codec = (await import(join(out, 'semantics', 'index.ts'))) as Codec;
}, 60_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

/** An order document with `body` inside and `attributes` on the root. */
const order = (body: string, attributes = '') =>
  `<order xmlns="urn:example:semantics" ${XSI}${attributes}>${body}</order>`;

/** Decodes a document libxml2 accepts, round-trips it through encode, returns the value. */
function decodeValid(xml: string): Record<string, unknown> {
  expect(xsdErrors(xsd, xml), 'libxml2 accepts the document').toStrictEqual([]);
  const value = codec.decodeSemanticsOrder(xml);
  const again = codec.encodeSemanticsOrder(value);
  expect(xsdErrors(xsd, again), again).toStrictEqual([]);
  expect(codec.decodeSemanticsOrder(again)).toStrictEqual(value);
  return value;
}

/** The DecodeError of a document libxml2 refuses. */
function decodeInvalid(xml: string): DecodeError {
  expect(xsdErrors(xsd, xml), 'libxml2 refuses the document').not.toStrictEqual([]);
  try {
    codec.decodeSemanticsOrder(xml);
  } catch (error) {
    if (error instanceof DecodeError) return error;
    throw error;
  }
  throw new Error('expected a DecodeError');
}

describe('generated code', () => {
  it('type-checks under --strict', () => {
    expect(strictTypeErrors(out, [join(out, 'semantics', 'index.ts')])).toBe('');
  }, 60_000);

  it('types a nil element of a type with attributes as null or its attributes', () => {
    const types = readFileSync(join(out, 'semantics', 'types.ts'), 'utf8');
    // currencyID is required, and a nil element keeps it: null (no attributes) is no value there.
    expect(types).toContain('discount: (Amount | { $nil: true; $currencyID: Currency })[];');
    expect(types).toContain('note?: Note | { $nil: true; $lang?: string } | null;');
  });
});

describe('decoding valid documents (libxml2 accepts each)', () => {
  const given: Array<[name: string, xml: string, want: Record<string, unknown>]> = [
    [
      'whitespace collapsed before a token enumeration (attribute) and an NMTOKEN one',
      order(
        `<discount currencyID=" EUR ">1.50</discount><gender>\n female\n</gender>`,
        ' status="submitted"',
      ),
      {
        $status: 'submitted',
        $version: '2.1',
        discount: [{ $currencyID: 'EUR', $value: '1.50' }],
        gender: 'female',
      },
    ],
    [
      'a nil element keeps its attributes; a nil element without any is null',
      order(
        `<discount currencyID="EUR" xsi:nil="true"/><discount currencyID="USD">2</discount>` +
          `<note xsi:nil="true"><!-- none --></note>`,
      ),
      {
        $status: 'draft',
        $version: '2.1',
        discount: [
          { $nil: true, $currencyID: 'EUR' },
          { $currencyID: 'USD', $value: '2' },
        ],
        note: null,
      },
    ],
    [
      'a nil element keeps an optional attribute',
      order(`<note lang="en-GB" xsi:nil="true"/>`),
      { $status: 'draft', $version: '2.1', discount: [], note: { $nil: true, $lang: 'en-GB' } },
    ],
    [
      'empty elements take their default or fixed value; absent attributes theirs',
      order(`<backorder/><interface></interface><format/><rate><!-- c --></rate>`),
      {
        $status: 'draft',
        $version: '2.1',
        discount: [],
        backorder: false,
        interface: 'none',
        format: 'UBL',
        rate: '2.1',
      },
    ],
    [
      'a fixed attribute value in another lexical form of the same value',
      order(`<rate>2.1</rate>`, ' version="02.10"'),
      { $status: 'draft', $version: '02.10', discount: [], rate: '2.1' },
    ],
    [
      'elements named like members of Object.prototype',
      order(
        `<keywords><valueOf>7</valueOf><toString>t</toString><hasOwnProperty>h</hasOwnProperty></keywords>` +
          `<constructor>c</constructor>`,
      ),
      {
        $status: 'draft',
        $version: '2.1',
        discount: [],
        keywords: { valueOf: 7, toString: 't', hasOwnProperty: 'h' },
        constructor: 'c',
      },
    ],
    [
      'a repeated choice in document order',
      order(
        `<contacts><phone>1</phone><email>e</email><phone>2</phone><preferred>e</preferred></contacts>`,
      ),
      {
        $status: 'draft',
        $version: '2.1',
        discount: [],
        contacts: {
          $content: [
            { $element: 'phone', value: '1' },
            { $element: 'email', value: 'e' },
            { $element: 'phone', value: '2' },
            { $element: 'preferred', value: 'e' },
          ],
        },
      },
    ],
    [
      'string-valued built-ins, normalized',
      order(
        `<lexical lang=" en "><gYearMonth>2024-02</gYearMonth><gMonthDay>--02-29</gMonthDay>` +
          `<duration>P1DT2H</duration><base64Binary>q83v qw==</base64Binary><hexBinary>0aFF</hexBinary>` +
          `<NCName> a.b </NCName><NMTOKEN>1:2</NMTOKEN>` +
          `<NMTOKENS> a  b </NMTOKENS><ID>x1</ID><code>  A \t B </code></lexical>`,
      ),
      {
        $status: 'draft',
        $version: '2.1',
        discount: [],
        lexical: {
          $lang: 'en',
          gYearMonth: '2024-02',
          gMonthDay: '--02-29',
          duration: 'P1DT2H',
          base64Binary: 'q83v qw==',
          hexBinary: '0aFF',
          NCName: 'a.b',
          NMTOKEN: '1:2',
          NMTOKENS: ['a', 'b'],
          ID: 'x1',
          code: 'A B',
        },
      },
    ],
  ];
  it.each(given)('%s', (_name, xml, want) => {
    expect(decodeValid(xml)).toStrictEqual(want);
  });

  it('writes a nil element with its attributes back', () => {
    const value = codec.decodeSemanticsOrder(order(`<discount currencyID="EUR" xsi:nil="true"/>`));
    expect(codec.encodeSemanticsOrder(value)).toContain(
      '<discount currencyID="EUR" xsi:nil="true"/>',
    );
  });

  it('writes nothing for Object.prototype names a value does not have', () => {
    const xml = codec.encodeSemanticsOrder({ discount: [], keywords: {} });
    expect(xml).not.toContain('constructor');
    expect(xml).toContain('<keywords/>');
  });
});

describe('decoding invalid documents (libxml2 refuses each)', () => {
  const given: Array<[name: string, xml: string, want: Partial<DecodeError>]> = [
    [
      'a nil element without its required attribute',
      order(`<discount xsi:nil="true"/>`),
      { code: 'attribute-missing', path: '/order/discount' },
    ],
    [
      'whitespace inside a nil element',
      order(`<note xsi:nil="true"> </note>`),
      { code: 'nil-invalid', path: '/order/note' },
    ],
    [
      'an attribute other than its fixed value',
      order('', ' version="2.0"'),
      { code: 'value-invalid', detail: 'fixed-mismatch', path: '/order' },
    ],
    [
      'an element other than its fixed value',
      order(`<format>XYZ</format>`),
      { code: 'value-invalid', detail: 'fixed-mismatch', path: '/order/format', line: 1 },
    ],
    [
      'whitespace where a boolean with a default is wanted',
      order(`<backorder> </backorder>`),
      { code: 'value-invalid', detail: 'boolean-invalid', path: '/order/backorder' },
    ],
    [
      'a second <toString> in an xs:all',
      order(`<keywords><toString>a</toString><toString>b</toString></keywords>`),
      { code: 'element-duplicate', path: '/order/keywords/toString' },
    ],
    [
      'a repeated choice without the element after it',
      order(`<contacts><phone>1</phone></contacts>`),
      { code: 'element-missing', path: '/order/contacts' },
    ],
    [
      'a repeated choice after the element it comes before',
      order(`<contacts><phone>1</phone><preferred>e</preferred><email>e</email></contacts>`),
      { code: 'element-unexpected', path: '/order/contacts' },
    ],
    [
      'an undeclared attribute after declared ones',
      order('', ' version="2.1" status="draft" foo="bar"'),
      {
        code: 'attribute-unknown',
        message: 'unknown attribute foo on <order> ({urn:example:semantics})',
      },
    ],
    ...(
      [
        ['gYearMonth', '2024-13'],
        ['gMonthDay', '--02-30'],
        ['duration', 'P1DT'],
        ['base64Binary', 'q83'],
        ['hexBinary', 'ABC'],
        ['NCName', 'a:b'],
        ['NMTOKEN', 'a b'],
        ['NMTOKENS', 'a ?'],
        ['ID', '1x'],
      ] as const
    ).map(
      ([element, text]) =>
        [
          `<${element}>${text}</${element}>`,
          order(`<lexical><${element}>${text}</${element}></lexical>`),
          { code: 'value-invalid', detail: 'lexical-invalid', path: `/order/lexical/${element}` },
        ] as [string, string, Partial<DecodeError>],
    ),
    [
      'an xs:language attribute outside its lexical space',
      order(`<lexical lang="english!!"/>`),
      { code: 'value-invalid', detail: 'lexical-invalid', path: '/order/lexical' },
    ],
  ];
  it.each(given)('%s', (_name, xml, want) => {
    expect(decodeInvalid(xml)).toMatchObject(want);
  });
});

describe('lenient decoding', () => {
  it('keeps unknown children of a type with Object.prototype names', () => {
    const value = codec.decodeSemanticsOrder(order(`<keywords><other>x</other></keywords>`), {
      lenient: true,
    }) as { keywords: Record<symbol, unknown> };
    expect(value.keywords[UNKNOWN]).toHaveLength(1);
    const again = codec.decodeSemanticsOrder(codec.encodeSemanticsOrder(value), { lenient: true });
    expect(again).toStrictEqual(value);
  });
});
