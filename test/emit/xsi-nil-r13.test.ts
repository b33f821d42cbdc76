/**
 * Findings of review round 13 (interplay) on xsi:type and xsi:nil, on small XSDs of
 * test/emit/fixtures/r13-xsi with xmllint as the oracle:
 * 1. validators.ts did not compile where a nillable element's type has derived types and an
 *    attribute of type xs:decimal, xs:date or xs:QName (the inline nil forms used `Decimal`,
 *    `DateString`, `QNameString` without importing them);
 * 2. an unqualified element whose xsi:type names a type in no namespace was written under
 *    `xmlns=""`, a spelling libxml2 misreads (and a qualified one could not be written at all);
 * 4. `null` for a nillable element whose type (declared, or named by `$xsiType`) has a required
 *    attribute was typed, written as `xsi:nil="true"` without it, and not reported;
 * 5. a `{ $xsiType, value }` wrapper where no xsi:type can be named was dropped without a word;
 * 8. the nillable union of a type with derived types was written out at every element.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeOutcome,
  encodeOutcome,
  rootCodecs,
  strictErrorsOf,
  useGeneratedSets,
  type CodecModule as Module,
  type Value,
} from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r13-xsi');
const IDS = ['nil-brands', 'nil-required', 'wrapper', 'many-nillable', 'no-namespace'];
const sets = useGeneratedSets<Module>(Object.fromEntries(IDS.map((id) => [id, join(fixtures, id)])));
const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** Decodes a document xmllint accepts: validator clean, re-encoded valid, decoded back equal. */
function roundTrip(codecs: ReturnType<typeof rootCodecs>, xsd: string, xml: string): { value: Value; encoded: string } {
  expect(xmllintVerdict(xsd, xml)).toBe('');
  const value = codecs.decode(xml);
  expect(codecs.issues(value)).toEqual([]);
  const encoded = codecs.encode(value);
  expect(xmllintVerdict(xsd, encoded)).toBe('');
  expect(codecs.decode(encoded)).toStrictEqual(value);
  return { value, encoded };
}

it('the generated code type-checks under --strict (1)', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('nil forms with branded attributes, of types with derived types (1)', () => {
  const xsd = join(fixtures, 'nil-brands', 'Brands.xsd');
  const codecs = rootCodecs(sets, 'nil-brands', 'Brands', 'Doc');
  const doc = (body: string) => `<doc xmlns="urn:r13:brands" ${XSI}>${body}</doc>`;
  it.each([
    {
      given: doc('<amount price="1.50" when="2024-01-02" xsi:nil="true"/>'),
      want: { amount: { $nil: true, $price: '1.50', $when: '2024-01-02' }, more: [] },
    },
    {
      given: doc(
        '<amount xsi:nil="true"/><more xmlns:b="urn:r13:brands" xsi:type="b:TaxedAmount" code="b:VAT" xsi:nil="true"/><more><a>x</a></more>' +
          '<expr xsi:type="Const" value="2.0" xsi:nil="true"/>',
      ),
      want: {
        amount: null,
        more: [{ $xsiType: 'TaxedAmount', value: { $nil: true, $code: '{urn:r13:brands}VAT' } }, { a: 'x' }],
        expr: { $xsiType: 'Const', value: { $nil: true, $value: '2.0' } },
      },
    },
  ])('$given round-trips', ({ given, want }) => {
    expect(roundTrip(codecs, xsd, given).value).toStrictEqual(want);
  });
});

describe('null where a nil element needs a required attribute (4)', () => {
  const xsd = join(fixtures, 'nil-required', 'Required.xsd');
  const root = rootCodecs(sets, 'nil-required', 'Required', 'Root');
  const top = rootCodecs(sets, 'nil-required', 'Required', 'Top');
  const doc = (body: string) => `<root xmlns="urn:r13:required" ${XSI}><item><a/></item>${body}</root>`;
  const problem = (attribute: string) =>
    `required attribute ${attribute} is missing: null stands for a nil element without attributes; give { $nil: true } with the required ones`;

  it('the TS type offers no bare null there', () => {
    const types = readFileSync(join(sets.out, 'nil-required', 'types.ts'), 'utf8');
    expect(types).toContain('plain?: Plain | { $nil: true; $label: string; $code?: Code };');
    expect(types).toContain("Base | { $xsiType: 'Labelled'; value: Labelled | { $nil: true; $label: string } } | null;");
    expect(types).toContain('export type RequiredTop = Plain | { $nil: true; $label: string; $code?: Code };');
  });

  it('a nil element with its required attribute round-trips', () => {
    roundTrip(root, xsd, doc('<plain label="x" xsi:nil="true"/><plains label="y" code="ABC" xsi:nil="true"/>'));
    roundTrip(root, xsd, `<root xmlns="urn:r13:required" ${XSI}><item xsi:type="Labelled" label="l" xsi:nil="true"/></root>`);
  });

  it.each([
    { given: doc('<plain xsi:nil="true"/>'), want: 'attribute-missing: required attribute label is missing' },
    {
      given: `<root xmlns="urn:r13:required" ${XSI}><item xsi:type="Labelled" xsi:nil="true"/></root>`,
      want: 'attribute-missing: required attribute label is missing',
    },
  ])('$given: refused by xmllint and the decoder', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).toMatch(/The attribute 'label' is required but missing/);
    expect(decodeOutcome(() => root.decode(given))).toBe(want);
  });

  it.each([
    {
      name: 'null for plain',
      given: { item: { a: '' }, plain: null },
      encode: `attribute-missing: ${problem('label')} at /root/plain`,
      issues: [`/root/plain: ${problem('label')}`],
    },
    {
      name: 'null among plains',
      given: { item: { a: '' }, plains: [{ $nil: true, $label: 'x' }, null] },
      encode: `attribute-missing: ${problem('label')} at /root/plains`,
      issues: [`/root/plains[2]: ${problem('label')}`],
    },
    {
      name: 'null for an item of the derived type',
      given: { item: { $xsiType: 'Labelled', value: null } },
      encode: `attribute-missing: ${problem('label')} at /root/item`,
      issues: [`/root/item: ${problem('label')}`],
    },
    {
      name: '{ $nil: true } without the attribute, for an item of the derived type',
      given: { item: { $xsiType: 'Labelled', value: { $nil: true } } },
      encode: 'attribute-missing: required attribute label is missing at /root/item',
      issues: ['/root/item: required attribute label is missing'],
    },
    {
      name: 'a nil value breaking its attribute type',
      given: { item: { a: '' }, plain: { $nil: true, $label: 'x', $code: 'abc' } },
      encode: 'ok',
      issues: [expect.stringMatching(/^\/root\/plain\/@code: .*pattern/)],
    },
  ])('$name: refused by the encoder, reported by the validator', ({ given, encode, issues }) => {
    expect(encodeOutcome(() => root.encode(given as Value))).toBe(encode);
    expect(root.issues(given as Value)).toEqual(issues);
  });

  it('a nil value breaking its attribute type is what xmllint refuses', () => {
    const encoded = root.encode({ item: { a: '' }, plain: { $nil: true, $label: 'x', $code: 'abc' } } as Value);
    expect(xmllintVerdict(xsd, encoded)).toMatch(/'abc' is not accepted by the pattern/);
  });

  it('a root: null refused and reported, its nil form round-trips', () => {
    expect(encodeOutcome(() => top.encode(null as unknown as Value))).toBe(
      `attribute-missing: ${problem('label')} at /top`,
    );
    expect(top.issues(null as unknown as Value)).toEqual([`/top: ${problem('label')}`]);
    roundTrip(top, xsd, `<top xmlns="urn:r13:required" ${XSI} label="t" xsi:nil="true"/>`);
  });
});

describe('a $xsiType where no xsi:type can be named (5)', () => {
  const xsd = join(fixtures, 'wrapper', 'Wrapper.xsd');
  const codecs = rootCodecs(sets, 'wrapper', 'Wrapper', 'Root');
  const misplaced =
    '$xsiType "Leaf" is not allowed here: only an element whose declared type has derived types takes { $xsiType, value }, and not within one; give the value itself';

  it('a wrapper on an element of a type with derived types is fine', () => {
    const { encoded } = roundTrip(
      codecs,
      xsd,
      `<root xmlns="urn:r13:wrapper" ${XSI}><base xsi:type="Leaf"><a>x</a><b>y</b></base><leaf><b>z</b></leaf></root>`,
    );
    expect(encoded).toContain('<base xsi:type="Leaf"><a>x</a><b>y</b></base>');
  });

  it.each([
    {
      name: 'on an element whose type has no derived types',
      given: { base: [{}], leaf: { $xsiType: 'Leaf', value: { a: 'x', b: 'y' } } },
      at: '/root/leaf',
    },
    {
      name: 'inside another one',
      given: { base: [{ $xsiType: 'Leaf', value: { $xsiType: 'Leaf', value: { b: 'y' } } }] },
      at: '/root/base',
    },
  ])('$name: refused by the encoder, reported by the validator', ({ given, at }) => {
    expect(codecs.issues(given as Value)).toEqual([`${at}: ${misplaced}`]);
    const local = at.split('/').pop();
    expect(encodeOutcome(() => codecs.encode(given as Value))).toBe(`value-invalid: element <${local}>: ${misplaced} at ${at}`);
  });
});

describe('nillable elements of a type with derived types share one named union (8)', () => {
  const xsd = join(fixtures, 'many-nillable', 'Many.xsd');
  const codecs = rootCodecs(sets, 'many-nillable', 'Many', 'Root');

  it('types.ts names each derived type twice: in BaseOrDerived and BaseOrDerivedNillable', () => {
    const types = readFileSync(join(sets.out, 'many-nillable', 'types.ts'), 'utf8');
    expect(types.match(/\$xsiType: 'D3'/g)).toHaveLength(2);
    expect(types.match(/: BaseOrDerivedNillable\[\];/g)).toHaveLength(8);
  });

  it('values of several elements round-trip', () => {
    roundTrip(
      codecs,
      xsd,
      `<root xmlns="urn:r13:many" ${XSI}><el0 xsi:type="D2" at2="2" xsi:nil="true"/><el0 xsi:nil="true"/>` +
        `<el3 id="i" xsi:nil="true"/><el7 xsi:type="D4"><a>x</a><e4>y</e4></el7></root>`,
    );
  });
});

describe('xsi:type naming a type in no namespace (2)', () => {
  const xsd = join(fixtures, 'no-namespace', 'Main.xsd');
  const codecs = rootCodecs(sets, 'no-namespace', 'Main', 'Doc');

  it.each([
    {
      given: `<m:doc xmlns:m="urn:r13:main" ${XSI}><local xsi:type="DerivedT"><v>e</v><w>zz</w></local></m:doc>`,
      want: '<local xsi:type="DerivedT"><v>e</v><w>zz</w></local>',
    },
    {
      // A qualified element: no xsi:type in no namespace could be written under a default one.
      given: `<m:doc xmlns:m="urn:r13:main" ${XSI}><local><v>e</v></local><m:qual xsi:type="DerivedT"><v>q</v><w>r</w></m:qual></m:doc>`,
      want: '<m:qual xsi:type="DerivedT"><v>q</v><w>r</w></m:qual>',
    },
  ])('$given re-encodes without a default namespace, as xmllint reads it', ({ given, want }) => {
    const { encoded } = roundTrip(codecs, xsd, given);
    expect(encoded).not.toMatch(/xmlns=/);
    expect(encoded).toContain(want);
  });

  it('the spelling libxml2 misreads is not what the encoder writes', () => {
    const misread = `<doc xmlns="urn:r13:main" ${XSI}><local xmlns="" xsi:type="DerivedT"><v>e</v><w>zz</w></local></doc>`;
    expect(xmllintVerdict(xsd, misread)).toMatch(/does not resolve to a type definition/);
  });
});
