/**
 * Code generated from third-party XSD sets (test/emit/fixtures/third-party, from a black-box
 * review): the same element name twice in one sequence, validators of hand-built values
 * (occurrence bounds, choices, required attributes, fixed values, null), attributes named like
 * the `$` properties, and two schemas named alike by their files. xmllint is the oracle: every
 * document a test decodes is valid for it, every value a validator refuses encodes to a document
 * it rejects.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'third-party');
type Module = Record<string, (...args: unknown[]) => unknown>;

/** The sets, by the folder `--schemas` names (relative to the fixtures). */
const SETS = { po: 'purchase-order/po', model: 'model', mixed: 'mixed', wildcards: 'wildcards', main: 'same-file-names/main' };

const { modules } = useGeneratedSets<Module>(
  Object.fromEntries(Object.entries(SETS).map(([id, folder]) => [id, join(fixtures, folder)])),
);

/** xmllint's verdict on `xml` against the XSD `xsd` (relative to the fixtures): '' when valid. */
const xmllint = (xsd: string, xml: string): string => xmllintVerdict(join(fixtures, xsd), xml);

const fixture = (path: string) => readFileSync(join(fixtures, path), 'utf8');

describe('the same element name twice in one sequence (a?, b, a)', () => {
  const model = () => modules.get('model')!;
  it.each([
    { given: 'd1.xml', want: { a: 'first', b: 'B', a_2: 'second' } },
    { given: 'd3.xml', want: { b: 'B', a_2: 'second' } },
  ])('$given decodes into a and a_2, and re-encodes in order', ({ given, want }) => {
    const xml = fixture(`model/${given}`);
    expect(xmllint('model/Model.xsd', xml)).toBe('');
    const value = model().decodeModelDoc!(xml) as { t1: unknown };
    expect({ ...(value.t1 as object) }).toStrictEqual(want);
    const encoded = model().encodeModelDoc!(value) as string;
    expect(xmllint('model/Model.xsd', encoded)).toBe('');
    expect(model().decodeModelDoc!(encoded)).toStrictEqual(value);
    expect(model().validateModelDoc!(value)).toStrictEqual([]);
  });

  it.each([
    { given: '<t1><a>1</a><a>2</a><b>B</b></t1>', want: 'element-unexpected' },
    { given: '<t1><a>1</a><b>B</b></t1>', want: 'element-missing' },
    // a may come twice (a_2): a third is no duplicate of one, the model takes no more
    { given: '<t1><b>B</b><a>1</a><a>2</a></t1>', want: 'element-unexpected' },
  ])('refuses $given as xmllint does', ({ given, want }) => {
    const xml = `<doc xmlns="urn:model">${given}</doc>`;
    expect(xmllint('model/Model.xsd', xml)).not.toBe('');
    expect(() => model().decodeModelDoc!(xml)).toThrow(expect.objectContaining({ code: want }));
  });
});

describe('validators of the model set: optional groups and bounds', () => {
  type Doc = Record<string, any>;
  it.each([
    { name: 'one element of an optional group (from, to)?', given: (doc: Doc) => void delete doc.t3.to, want: [['xsd-missing-element', '/doc/t3']] },
    { name: 'more than maxOccurs="2"', given: (doc: Doc) => void (doc.t10.n = ['1', '2', '3']), want: [['xsd-unexpected-element', '/doc/t10/n[3]']] },
    { name: 'both branches of the extended choice', given: (doc: Doc) => void (doc.t6.p = 'P'), want: [['xsd-unexpected-element', '/doc/t6/q']] },
  ])('$name', ({ given, want }) => {
    const model = modules.get('model')!;
    const doc = structuredClone(model.decodeModelDoc!(fixture('model/d1.xml'))) as Doc;
    given(doc);
    const issues = model.validateModelDoc!(doc) as Array<{ rule: string; path: string }>;
    expect(issues.map((issue) => [issue.rule, issue.path])).toStrictEqual(want);
    let encoded: string | undefined;
    try {
      encoded = model.encodeModelDoc!(doc) as string;
    } catch {
      encoded = undefined;
    }
    if (encoded !== undefined) expect(xmllint('model/Model.xsd', encoded)).not.toBe('');
  });
});

describe('the same element name twice in mixed content', () => {
  it.each([
    { given: 'x<a>1</a><b>2</b><a>3</a>', want: ['x', { $element: 'a', value: '1' }, { $element: 'b', value: '2' }, { $element: 'a_2', value: '3' }] },
    { given: '<b>2</b>t<a>3</a>', want: [{ $element: 'b', value: '2' }, 't', { $element: 'a_2', value: '3' }] },
  ])('$given', ({ given, want }) => {
    const mixed = modules.get('mixed')!;
    const xml = `<m xmlns="urn:m">${given}</m>`;
    expect(xmllint('mixed/Mixed.xsd', xml)).toBe('');
    const value = mixed.decodeMixedM!(xml) as { $mixed: unknown[] };
    expect(value.$mixed).toStrictEqual(want);
    expect(mixed.encodeMixedM!(value, { xmlDeclaration: false })).toBe(xml);
    expect(mixed.validateMixedM!(value)).toStrictEqual([]);
  });
});

describe('validators refuse hand-built values that encode to invalid XML', () => {
  const po = () => modules.get('po')!;
  type Order = Record<string, any>;
  const cases: Array<{ name: string; given: (order: Order) => void; want: Array<[rule: string, path: string]> }> = [
    { name: 'both branches of a choice', given: (order) => void (order.PickupLocation = 'dock'), want: [['xsd-unexpected-element', '/Order/PickupLocation']] },
    {
      name: 'no branch of a required choice',
      given: (order) => void delete order.AllowanceCharge[0].Percent,
      want: [['xsd-missing-element', '/Order/AllowanceCharge[1]']],
    },
    {
      name: 'more items than maxOccurs',
      given: (order) => void (order.BuyerParty.PostalAddress.StreetName = ['a', 'b', 'c', 'd', 'e']),
      want: [['xsd-unexpected-element', '/Order/BuyerParty/PostalAddress/StreetName[4]']],
    },
    {
      name: 'a required attribute missing',
      given: (order) => void delete order.AnticipatedMonetaryTotal.PayableAmount.$currencyID,
      want: [['xsd-invalid', '/Order/AnticipatedMonetaryTotal/PayableAmount']],
    },
    { name: 'a fixed attribute changed', given: (order) => void (order.$version = '9.9'), want: [['xsd-invalid-value', '/Order/@version']] },
    { name: 'null on a non-nillable element', given: (order) => void (order.IssueTime = null), want: [['xsd-invalid', '/Order/IssueTime']] },
    { name: 'null among non-nillable items', given: (order) => void (order.OrderLine[1] = null), want: [['xsd-invalid', '/Order/OrderLine[2]']] },
    { name: 'null on a required non-nillable element', given: (order) => void (order.IssueDate = null), want: [['xsd-invalid', '/Order/IssueDate']] },
  ];

  it('a decoded document has no issue', () => {
    const order = po().decodePurchaseOrderOrder!(fixture('purchase-order/order1.xml'));
    expect(po().validatePurchaseOrderOrder!(order)).toStrictEqual([]);
  });

  it.each(cases)('$name', ({ given, want }) => {
    const order = structuredClone(po().decodePurchaseOrderOrder!(fixture('purchase-order/order1.xml'))) as Order;
    given(order);
    const issues = po().validatePurchaseOrderOrder!(order) as Array<{ rule: string; path: string }>;
    expect(issues.map((issue) => [issue.rule, issue.path])).toStrictEqual(want);
    // The oracle: what the encoder makes of the value (if anything) is invalid.
    let encoded: string | undefined;
    try {
      encoded = po().encodePurchaseOrderOrder!(order) as string;
    } catch {
      encoded = undefined;
    }
    if (encoded !== undefined) expect(xmllint('purchase-order/po/PurchaseOrder.xsd', encoded)).not.toBe('');
  });
});

describe('attributes named like the $ properties of the same type', () => {
  it('an attribute `any` beside xs:any decodes, validates and re-encodes (s11/C.xsd)', () => {
    const wildcards = modules.get('wildcards')!;
    const xml = fixture('wildcards/c.xml');
    expect(xmllint('wildcards/C.xsd', xml)).toBe('');
    const value = wildcards.decodeCR!(xml) as { w: Record<string, unknown> };
    expect(value.w.$any_2).toBe('A');
    expect(value.w.$anyAttributes_2).toBe('AA');
    expect(value.w.$any).toHaveLength(1);
    const encoded = wildcards.encodeCR!(value) as string;
    expect(xmllint('wildcards/C.xsd', encoded)).toBe('');
    expect(wildcards.decodeCR!(encoded)).toStrictEqual(value);
    expect(wildcards.validateCR!(value)).toStrictEqual([]);
  });
});

describe('two schemas named alike by their files (a/Types.xsd, b/Types.xsd)', () => {
  it('each gets its roots: the second is qualified by its folder', () => {
    const main = modules.get('main')!;
    const a = main.decodeTypesItem!('<Item xmlns="urn:a"><code>c</code></Item>');
    const b = main.decodeBTypesItem!('<Item xmlns="urn:b"><qty>2</qty></Item>');
    expect(a).toStrictEqual({ code: 'c' });
    expect(b).toStrictEqual({ qty: 2 });
    expect(main.encodeBTypesItem!(b, { xmlDeclaration: false })).toBe('<Item xmlns="urn:b"><qty>2</qty></Item>');
  });
});
