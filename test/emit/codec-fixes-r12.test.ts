/**
 * Findings of review round 12 on codecs and validators, on small XSDs of
 * test/emit/fixtures/r12-codecs with xmllint as the oracle:
 * 1. (edge 1) validators read an absent element named like a member of `Object.prototype`
 *    (`constructor`, `toString`, `valueOf`...) as the inherited function and reported it;
 * 2. (edge 2) the `default`/`fixed` of a global element were ignored where it is the root;
 * 3. (edge 3) `xsi:nil="true"` on an element with a fixed value (cvc-elt.3.3.2.2) was accepted:
 *    the decoder refuses it, the validator reports a null there, the encoder refuses one;
 * 4. (omg 3) a choice whose branch is a sequence was refused as "only one of typeRef,
 *    allowedValues... may be given", which its own sequence contradicts;
 * 5. (omg 6) an element a strict wildcard takes that no global declaration of the set declares
 *    (sitemap.xsd alone and a sitemap with image/video/news extensions) was accepted.
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

const fixtures = join(import.meta.dirname, 'fixtures', 'r12-codecs');
const IDS = ['proto', 'root-fixed', 'nil-fixed', 'choice-msg', 'strict-wildcard', 'sitemap'];

const sets = useGeneratedSets<Module>(
  Object.fromEntries(IDS.map((id) => [id, join(fixtures, id)])),
);

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

describe('elements named like members of Object.prototype (edge 1)', () => {
  const xsd = join(fixtures, 'proto', 'Proto.xsd');
  const { decode, encode, issues } = rootCodecs(sets, 'proto', 'Proto', 'R');
  const NS = 'xmlns="urn:r12:proto"';
  const cases = [
    { given: `<r ${NS}><x>1</x></r>`, want: [] },
    { given: `<r ${NS}/>`, want: [] },
    { given: `<r ${NS} hasOwnProperty="h"><toString><a>s</a></toString><constructor>c</constructor><valueOf>4</valueOf><isPrototypeOf>i</isPrototypeOf><toLocaleString>l</toLocaleString></r>`, want: [] },
    { given: `<r ${NS}><propertyIsEnumerable>p</propertyIsEnumerable></r>`, want: [] },
  ];
  it.each(cases)('$given: no issues, as xmllint', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given)).toBe('');
    const value = decode(given);
    expect(issues(value)).toEqual(want);
    expect(decode(encode(value))).toEqual(value);
  });

  it('an empty object built by hand has none; given values are still checked', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ constructor: 5, valueOf: 'x' } as unknown as Value)).toEqual([
      '/r/constructor: a number is not a string (give the lexical string) (lexical-invalid)',
      '/r/valueOf: a string is not an integer (give a number or a bigint) (integer-invalid)',
    ]);
  });
});

describe('default and fixed values of a global element that is the root (edge 2)', () => {
  const xsd = join(fixtures, 'root-fixed', 'RootFixed.xsd');
  const NS = 'xmlns="urn:r12:rf"';
  const codecs = (root: string) => rootCodecs(sets, 'root-fixed', 'RootFixed', root);
  const cases = [
    { root: 'G', given: `<g ${NS}/>`, want: 7 },
    { root: 'G', given: `<g ${NS}>3</g>`, want: 3 },
    { root: 'Gf', given: `<gf ${NS}/>`, want: 'F' },
    { root: 'Gf', given: `<gf ${NS}>F</gf>`, want: 'F' },
    {
      root: 'Gf',
      given: `<gf ${NS}>X</gf>`,
      want: 'value-invalid: "X" is not the fixed value "F"',
    },
    { root: 'Amount', given: `<amount ${NS} currency="EUR"/>`, want: { $currency: 'EUR', $value: 5 } },
    {
      root: 'Amount',
      given: `<amount ${NS}>6</amount>`,
      want: 'value-invalid: "6" is not the fixed value "5"',
    },
  ];
  it.each(cases)('$given: $want', ({ root, given, want }) => {
    expect(xmllintVerdict(xsd, given) === '').toBe(typeof want !== 'string' || want === 'F');
    const { decode } = codecs(root);
    if (typeof want === 'string' && want !== 'F')
      expect(decodeOutcome(() => decode(given))).toBe(want);
    else expect(decode(given)).toEqual(want);
  });

  it('the validator refuses a value other than the fixed one at the root', () => {
    expect(codecs('Gf').issues('X' as unknown as Value)).toEqual([
      '/gf: "X" is not the fixed value "F" (fixed-mismatch)',
    ]);
    expect(codecs('Gf').issues('F' as unknown as Value)).toEqual([]);
    expect(codecs('Amount').issues({ $value: 6 })).toEqual([
      '/amount: "6" is not the fixed value "5" (fixed-mismatch)',
    ]);
  });
});

describe('xsi:nil on an element with a fixed value (edge 3)', () => {
  const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
  const NS = `xmlns="urn:r12:nf" ${XSI}`;
  const local = rootCodecs(sets, 'nil-fixed', 'NilFixed', 'R');
  const nilOf = (name: string, fixed: string) =>
    `nil-invalid: <${name}> is xsi:nil="true" but has the fixed value "${fixed}": an element with a fixed value cannot be nil`;
  const cases = [
    { given: `<r ${NS}><nf xsi:nil="true"/></r>`, want: nilOf('nf', 'F') },
    { given: `<r ${NS}><amount currency="EUR" xsi:nil="true"/></r>`, want: nilOf('amount', '5') },
    { given: `<r ${NS}><items>I</items><items xsi:nil="true"/></r>`, want: nilOf('items', 'I') },
    { given: `<r ${NS}><nf xsi:nil="false">F</nf><amount xsi:nil="false">5</amount></r>`, want: 'ok' },
    { given: `<r ${NS}><nf/><items/></r>`, want: 'ok' },
    { given: `<r ${NS}><free xsi:nil="true"/></r>`, want: 'ok' },
  ];
  it.each(cases)('$given: $want', ({ given, want }) => {
    expect(xmllintVerdict(join(fixtures, 'nil-fixed', 'NilFixed.xsd'), given) === '').toBe(want === 'ok');
    expect(decodeOutcome(() => local.decode(given))).toBe(want);
  });

  it('the root too', () => {
    const xsd = join(fixtures, 'root-fixed', 'RootFixed.xsd');
    const given = `<nf xmlns="urn:r12:rf" ${XSI} xsi:nil="true"/>`;
    expect(xmllintVerdict(xsd, given)).toContain("cannot be 'nilled'");
    const root = rootCodecs(sets, 'root-fixed', 'RootFixed', 'Nf');
    expect(decodeOutcome(() => root.decode(given))).toBe(nilOf('nf', 'F'));
    expect(root.issues(null as unknown as Value)).toEqual([
      '/nf: null stands for xsi:nil, which the element\'s fixed value "F" forbids',
    ]);
    expect(encodeOutcome(() => root.encode(null as unknown as Value))).toBe(
      'value-invalid: null (xsi:nil) is not allowed for <nf>: it has the fixed value "F", and an element with a fixed value cannot be nil at /nf',
    );
  });

  it('the validator reports a null there, the encoder refuses it', () => {
    const refused = (name: string, fixed: string) =>
      `/r/${name}: null stands for xsi:nil, which the element's fixed value "${fixed}" forbids`;
    expect(local.issues({ nf: null, amount: { $nil: true }, items: ['I', null], free: null })).toEqual([
      refused('amount', '5'),
      refused('items[2]', 'I'),
      refused('nf', 'F'),
    ]);
    expect(encodeOutcome(() => local.encode({ nf: null, items: [] }))).toBe(
      'value-invalid: null (xsi:nil) is not allowed for <nf>: it has the fixed value "F", and an element with a fixed value cannot be nil at /r/nf',
    );
    expect(encodeOutcome(() => local.encode({ items: ['I', null] }))).toMatch(/^value-invalid: null \(xsi:nil\) is not allowed for <items>/);
    expect(encodeOutcome(() => local.encode({ amount: { $nil: true }, items: [] }))).toMatch(/^value-invalid: null \(xsi:nil\) is not allowed for <amount>/);
    expect(encodeOutcome(() => local.encode({ items: [], free: null }))).toBe('ok');
  });
});

describe('a choice whose branch is a sequence names what it allows (omg 3)', () => {
  const xsd = join(fixtures, 'choice-msg', 'Item.xsd');
  const NS = 'xmlns="urn:r12:item"';
  const item = rootCodecs(sets, 'choice-msg', 'Item', '');
  const pick = rootCodecs(sets, 'choice-msg', 'Item', 'Pick');
  const branches = 'the choice (typeRef, allowedValues, typeConstraint) | component | functionItem takes one branch only, and the elements before it took another';
  const cases = [
    { decode: item.decode, given: `<item ${NS}><typeRef>a</typeRef><allowedValues>b</allowedValues><typeConstraint>c</typeConstraint></item>`, want: 'ok' },
    { decode: item.decode, given: `<item ${NS}><component>a</component><component>b</component></item>`, want: 'ok' },
    {
      decode: item.decode,
      given: `<item ${NS}><typeRef>a</typeRef><component>b</component></item>`,
      want: `element-unexpected: element <component> ({urn:r12:item}) is not allowed here: ${branches}`,
    },
    {
      decode: item.decode,
      given: `<item ${NS}><component>b</component><allowedValues>a</allowedValues></item>`,
      want: `element-unexpected: element <allowedValues> ({urn:r12:item}) is not allowed here: ${branches}`,
    },
    // Branches of one element each keep the short wording.
    {
      decode: pick.decode,
      given: `<pick ${NS}><a>1</a><b>2</b></pick>`,
      want: 'element-unexpected: element <b> ({urn:r12:item}) is not allowed here: only one of a, b may be given',
    },
  ];
  it.each(cases)('$given: $want', ({ decode, given, want }) => {
    expect(xmllintVerdict(xsd, given) === '').toBe(want === 'ok');
    expect(decodeOutcome(() => decode(given))).toBe(want);
  });
});

describe('a strict wildcard takes only globally declared elements (omg 6)', () => {
  const xsd = join(fixtures, 'strict-wildcard', 'Feed.xsd');
  const feed = rootCodecs(sets, 'strict-wildcard', 'Feed', '');
  const NS = 'xmlns="urn:r12:feed" xmlns:e="urn:r12:ext" xmlns:o="urn:r12:other"';
  const undeclared = (name: string, ns: string) =>
    `element <${name}> ({${ns}}) has no global declaration in the schema set that may stand in a document (an abstract one may not), which the strict wildcard (processContents="strict") that takes it demands`;
  const cases = [
    { given: `<feed ${NS}><entry><title>t</title><e:known>k</e:known></entry></feed>`, want: 'ok' },
    {
      given: `<feed ${NS}><entry><title>t</title><o:x>1</o:x></entry></feed>`,
      want: `element-unknown: ${undeclared('x', 'urn:r12:other')}`,
    },
    {
      given: `<feed ${NS}><entry><title>t</title><e:unknown/></entry></feed>`,
      want: `element-unknown: ${undeclared('unknown', 'urn:r12:ext')}`,
    },
    // An abstract declaration never stands in a document (r12 re-review 1: "The element declaration is abstract").
    {
      given: `<feed ${NS}><entry><title>t</title><e:head>h</e:head></entry></feed>`,
      want: `element-unknown: ${undeclared('head', 'urn:r12:ext')}`,
    },
    { given: `<feed ${NS}><entry><title>t</title><e:member>m</e:member></entry></feed>`, want: 'ok' },
    // A lax wildcard takes it.
    { given: `<feed ${NS}><entry><title>t</title></entry><extra><o:x>1</o:x></extra></feed>`, want: 'ok' },
  ];
  it.each(cases)('$given: $want', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given) === '').toBe(want === 'ok');
    expect(decodeOutcome(() => feed.decode(given))).toBe(want);
    // A lenient decode keeps it; the validator reports it, as `fleetcase validate` does.
    const value = feed.decode(given, { lenient: true });
    const issues = feed.issues(value);
    expect(issues).toEqual(want === 'ok' ? [] : [expect.stringContaining('has no global declaration')]);
  });

  it('sitemap.xsd alone refuses the image/video/news/xhtml extensions of a real sitemap', () => {
    const folder = join(fixtures, 'sitemap');
    const given = readFileSync(join(folder, 'ext.xml'), 'utf8');
    const sitemap = rootCodecs(sets, 'sitemap', 'Sitemap', 'Urlset');
    expect(xmllintVerdict(join(folder, 'sitemap.xsd'), given)).toContain('demanded by the strict wildcard');
    expect(decodeOutcome(() => sitemap.decode(given))).toBe(
      `element-unknown: ${undeclared('link', 'http://www.w3.org/1999/xhtml')}`,
    );
    const issues = sitemap.issues(sitemap.decode(given, { lenient: true }));
    expect(issues.map((issue) => issue.slice(0, issue.indexOf(':')))).toEqual([
      '/urlset/url/image',
      '/urlset/url/link',
      '/urlset/url/news',
      '/urlset/url/video',
    ]);
  });
});
