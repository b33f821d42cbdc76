/**
 * Findings of review round 10 on codecs, on small XSDs of test/emit/fixtures/r10-codecs with
 * xmllint as the oracle:
 * 1. (ent #1) the `xsi:type` of an element of type xs:anyType (vSphere's `DynamicProperty/val`)
 *    must name a type: an undeclared prefix, an unknown or abstract type is `xsi-type-invalid`
 *    (lenient decodes too); a built-in simple type makes the text one of its values
 *    (`xs:int` "four" is `value-invalid`); a type of the set keeps its content unchecked (a
 *    documented limit: `fleetcase validate` checks it);
 * 2. (ent #7) a required repeated choice given no occurrence is `element-missing` naming the
 *    choices, not `element-unexpected` with a vague message;
 * 3. (ent #5) codec messages name a qualified attribute with its namespace (`xml:lang`);
 * 4. (web #4) a missing required `xs:any` is named by what it takes, not `<*>`;
 * 5. (eng #6) a qualified attribute in the document's own namespace gets the schema's prefix,
 *    not a made-up `ns1`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DecodeError } from '../../src/runtime/index.js';
import {
  decodeError,
  decodeOutcome,
  encodeOutcome,
  rootCodecs,
  strictErrorsOf,
  useGeneratedSets,
  type CodecModule as Module,
  type Value,
} from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r10-codecs');
const IDS = ['anytype', 'repeated-choice', 'qualified-attributes', 'any-required', 'own-prefix', 'empty-content'];

const sets = useGeneratedSets<Module>(
  Object.fromEntries(IDS.map((id) => [id, join(fixtures, id)])),
);

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

/** The code and message of the DecodeError `decode` throws, or 'ok'. */
const outcome = decodeOutcome;

describe('xsi:type on an element of type xs:anyType (ent #1)', () => {
  const xsd = join(fixtures, 'anytype', 'AnyValues.xsd');
  const { decode, encode, issues } = rootCodecs(sets, 'anytype', 'AnyValues');
  const NAMESPACES =
    'xmlns="urn:r10:anytype" xmlns:t="urn:r10:anytype" xmlns:o="urn:r10:other" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema"';
  const doc = (v: string) => `<r ${NAMESPACES}>${v}</r>`;

  it.each([
    { name: 'no xsi:type', v: '<v><any>thing</any></v>' },
    { name: 'a built-in simple type', v: '<v xsi:type="xs:int">4</v>' },
    {
      name: 'an integer beyond 2^53 (the raw XML keeps it)',
      v: '<v xsi:type="xs:long">9007199254740993</v>',
    },
    { name: 'a string split by a comment', v: '<v xsi:type="xs:string">x<!-- c -->y</v>' },
    { name: 'a list built-in', v: '<v xsi:type="xs:NMTOKENS">a b</v>' },
    { name: 'a QName whose prefix is declared', v: '<v xsi:type="xs:QName">t:a</v>' },
    { name: 'xs:anyType itself', v: '<v xsi:type="xs:anyType">x<b/></v>' },
    { name: 'a complex type of the set, unprefixed', v: '<v xsi:type="Pair"><a>1</a></v>' },
    { name: 'a simple type of the set', v: '<v xsi:type="t:Color">red</v>' },
    { name: 'a type of an imported namespace', v: '<v xsi:type="o:Extra"/>' },
    { name: 'nil on the nillable element', v: '<v/><n xsi:nil="true"/>' },
    // Re-review r10 N1: a nil element has no text to check against its built-in xsi:type.
    { name: 'nil with a built-in xsi:type', v: '<v/><n xsi:type="xs:int" xsi:nil="true"/>' },
  ])('$name: valid for xmllint, decodes, validates and round-trips', ({ v }) => {
    const xml = doc(v);
    expect(xmllintVerdict(xsd, xml)).toBe('');
    const value = decode(xml);
    expect(issues(value)).toStrictEqual([]);
    const again = encode(value);
    expect(xmllintVerdict(xsd, again)).toBe('');
    expect(decode(again)).toStrictEqual(value);
  });

  it.each([
    {
      name: 'an unknown type',
      v: '<v xsi:type="NoSuchType">4</v>',
      want: 'xsi-type-invalid: <v> ({urn:r10:anytype}) has xsi:type="NoSuchType", which names no type: {urn:r10:anytype}NoSuchType is neither a type of the schema set nor an XML Schema built-in',
    },
    {
      name: 'an undeclared prefix',
      v: '<v xsi:type="q:int">4</v>',
      want: `xsi-type-invalid: <v> ({urn:r10:anytype}) has xsi:type="q:int", whose prefix 'q' is not declared (no xmlns:q in scope)`,
    },
    {
      name: 'no built-in of XML Schema',
      v: '<v xsi:type="xs:integr">4</v>',
      want: 'xsi-type-invalid: <v> ({urn:r10:anytype}) has xsi:type="xs:integr", but XML Schema has no built-in type integr',
    },
    {
      name: 'an abstract type',
      v: '<v xsi:type="t:Shape"/>',
      want: 'xsi-type-invalid: <v> ({urn:r10:anytype}) has xsi:type="t:Shape", which names the abstract type {urn:r10:anytype}Shape',
    },
    {
      name: 'no QName',
      v: '<v xsi:type="t:">4</v>',
      want: 'xsi-type-invalid: <v> ({urn:r10:anytype}) has xsi:type="t:", which is no QName',
    },
    {
      name: 'xs:int "four"',
      v: '<v xsi:type="xs:int">four</v>',
      want: 'value-invalid: <v> ({urn:r10:anytype}) has xsi:type="xs:int": "four" is not an integer (xs:int)',
    },
    {
      name: 'xs:byte out of range',
      v: '<v xsi:type="xs:byte">300</v>',
      want: 'value-invalid: <v> ({urn:r10:anytype}) has xsi:type="xs:byte": 300 is outside the range of xs:byte (-128..127)',
    },
    {
      name: 'xs:boolean "yes"',
      v: '<v xsi:type="xs:boolean">yes</v>',
      want: 'value-invalid: <v> ({urn:r10:anytype}) has xsi:type="xs:boolean": "yes" is not a boolean (true or false)',
    },
    {
      name: 'a QName whose prefix is not declared',
      v: '<v xsi:type="xs:QName">q:a</v>',
      want: `value-invalid: <v> ({urn:r10:anytype}) has xsi:type="xs:QName": the prefix 'q' of "q:a" is not declared (no xmlns:q in scope)`,
    },
    {
      name: 'an ENTITY (no DTD declares one)',
      v: '<v xsi:type="xs:ENTITY">a</v>',
      want: 'value-invalid: <v> ({urn:r10:anytype}) has xsi:type="xs:ENTITY": "a" is no xs:ENTITY: it would name a declaration of a DTD, which the document cannot have',
    },
    {
      name: 'a simple type holding an element',
      v: '<v xsi:type="xs:int"><b/></v>',
      want: 'content-unexpected: <v> ({urn:r10:anytype}) has xsi:type="xs:int", a simple type: it may hold no child element',
    },
    {
      name: 'a simple type with an attribute',
      v: '<v xsi:type="xs:string" a="1">x</v>',
      want: 'attribute-unknown: unknown attribute a on <v> ({urn:r10:anytype})',
    },
    // Re-review r10 N3: a nil element holds no content.
    {
      name: 'a nil element with text',
      v: '<v/><n xsi:nil="true">4</n>',
      want: 'nil-invalid: <n> ({urn:r10:anytype}) is xsi:nil="true" but has content (a nil element has none)',
    },
    {
      name: 'a nil element with an xsi:type naming no type',
      v: '<v/><n xsi:type="NoSuchType" xsi:nil="true"/>',
      want: 'xsi-type-invalid: <n> ({urn:r10:anytype}) has xsi:type="NoSuchType", which names no type: {urn:r10:anytype}NoSuchType is neither a type of the schema set nor an XML Schema built-in',
    },
    {
      name: 'xsi:nil on an element that is not nillable',
      v: '<v xsi:nil="true"/>',
      want: 'nil-invalid: <v> ({urn:r10:anytype}) has xsi:nil but is not nillable (xsi:nil, whatever its value, is allowed on a nillable element only)',
    },
  ])('$name: invalid for xmllint, refused by the strict decode', ({ v, want }) => {
    const xml = doc(v);
    expect(xmllintVerdict(xsd, xml)).not.toBe('');
    expect(outcome(() => decode(xml))).toBe(want);
  });

  it('an xsi:type naming no type fails the lenient decode too; an attribute a simple type lacks is kept', () => {
    expect(outcome(() => decode(doc('<v xsi:type="NoSuchType">4</v>'), { lenient: true }))).toMatch(
      /^xsi-type-invalid: /,
    );
    expect(
      outcome(() => decode(doc('<v xsi:type="xs:string" a="1">x</v>'), { lenient: true })),
    ).toBe('ok');
  });

  it('the error points at the element', () => {
    const error = decodeError(() =>
      decode(`<r ${NAMESPACES}>\n  <v/>\n  <v xsi:type="xs:int">four</v></r>`),
    );
    expect(error).toBeInstanceOf(DecodeError);
    expect([error!.line, error!.column, error!.path]).toStrictEqual([3, 3, '/r/v']);
  });

  it('a root of type xs:anyType is checked the same way', () => {
    const { decode: decodeAny, encode: encodeAny } = rootCodecs(
      sets,
      'anytype',
      'AnyValues',
      'Any',
    );
    const xml = `<any ${NAMESPACES} xsi:type="xs:int">four</any>`;
    expect(xmllintVerdict(xsd, xml)).not.toBe('');
    expect(outcome(() => decodeAny(xml))).toMatch(/^value-invalid: /);
    const raw = { namespace: 'urn:r10:anytype', local: 'any', xml } as unknown as Value;
    expect(encodeOutcome(() => encodeAny(raw))).toMatch(
      /^value-invalid: xsi:type="xs:int": "four"/,
    );
  });

  it('documented limit: the content of a type of the set is left to XSD engines', () => {
    for (const v of ['<v xsi:type="Pair"><b>1</b></v>', '<v xsi:type="t:Color">blue</v>']) {
      expect(xmllintVerdict(xsd, doc(v))).not.toBe('');
      expect(outcome(() => decode(doc(v)))).toBe('ok');
    }
  });

  it('a value built by hand: the encoder and the validator refuse what the decoder refuses', () => {
    const raw = (v: string) => ({
      namespace: 'urn:r10:anytype',
      local: 'v',
      xml: v.replace('<v ', `<v ${NAMESPACES} `),
    });
    const four = { v: [raw('<v xsi:type="xs:int">four</v>')] } as unknown as Value;
    expect(encodeOutcome(() => encode(four))).toBe(
      'value-invalid: xsi:type="xs:int": "four" is not an integer (xs:int) at /r/v',
    );
    expect(issues(four)).toStrictEqual([
      '/r/v: xsi:type="xs:int": "four" is not an integer (xs:int) (integer-invalid)',
    ]);
    const unknown = { v: [raw('<v xsi:type="NoSuchType">4</v>')] } as unknown as Value;
    expect(encodeOutcome(() => encode(unknown))).toMatch(
      /^value-invalid: xsi:type="NoSuchType", which names no type/,
    );
    // The validator knows the set's types too (closing10: it checked only prefixes and built-ins).
    expect(issues(unknown)).toStrictEqual([
      expect.stringMatching(/^\/r\/v: xsi:type="NoSuchType", which names no type.*\(xsi-type-invalid\)$/),
    ]);
    expect(issues({ v: [raw('<v xsi:type="Pair"><a>1</a><b>2</b></v>')] } as unknown as Value)).toStrictEqual([]);
    const unbound = { v: [raw('<v xsi:type="q:int">4</v>')] } as unknown as Value;
    expect(issues(unbound)).toStrictEqual([
      `/r/v: xsi:type="q:int", whose prefix 'q' is not declared (no xmlns:q in scope) (xsi-type-invalid)`,
    ]);
  });
});

describe('a required repeated choice given no occurrence (ent #7)', () => {
  const xsd = join(fixtures, 'repeated-choice', 'Pages.xsd');
  const stem = 'Pages';
  const cases = [
    {
      root: 'XPAGES',
      given: '<XPAGES><INFORMATIONS>i</INFORMATIONS></XPAGES>',
      want: 'element-missing: required element <PAGE | REFXPAGES | XPAGES> is missing',
    },
    {
      root: 'Pairs',
      given: '<pairs><key>k</key><value>v</value><key>k</key></pairs>',
      want: 'element-missing: required element <value> is missing',
    },
    {
      root: 'Pairs',
      given: '<pairs><key>k</key><key>k</key><value>v</value></pairs>',
      want: 'element-unexpected: the child elements do not follow the content model: child element 2, <key>, is not allowed there (expected: element <value>)',
    },
    {
      root: 'Items',
      given: '<items/>',
      want: 'element-missing: required element <item> or an element from namespace urn:r10:extension is missing',
    },
  ];
  it.each(cases)('$given: invalid for xmllint; $want', ({ root, given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    const { decode } = rootCodecs(sets, 'repeated-choice', stem, root);
    expect(outcome(() => decode(given))).toBe(want);
  });

  it('a valid document still decodes', () => {
    const given =
      '<XPAGES><INFORMATIONS>i</INFORMATIONS><PAGE>p</PAGE><REFXPAGES>r</REFXPAGES></XPAGES>';
    expect(xmllintVerdict(xsd, given)).toBe('');
    expect(outcome(() => rootCodecs(sets, 'repeated-choice', stem, 'XPAGES').decode(given))).toBe(
      'ok',
    );
  });
});

describe('qualified attributes are named with their namespace (ent #5)', () => {
  const xsd = join(fixtures, 'qualified-attributes', 'Page.xsd');
  const { decode, encode } = rootCodecs(sets, 'qualified-attributes', 'Page', '');
  const doc = (body: string, root = ' xml:lang="fr"') =>
    `<page xmlns="urn:r10:page" xmlns:pg="urn:r10:page"${root}>${body}</page>`;
  it.each([
    {
      given: doc('<p lang="fr" xml:lang="fr_FR">x</p>'),
      want: 'value-invalid: attribute xml:lang: "fr_FR" is not a value of any member type of the local union type',
    },
    {
      given: doc('<p lang="fr_FR" xml:lang="fr">x</p>'),
      want: 'value-invalid: attribute lang: "fr_FR" is not an xs:language',
    },
    {
      given: doc('<pre xml:space="default">x</pre>', ' xml:lang="fr"').replace(
        '<pre',
        '<p>x</p><pre',
      ),
      want: 'value-invalid: attribute xml:space: "default" is not the fixed value "preserve"',
    },
    {
      given: doc('<p pg:level="one">x</p>'),
      want: 'value-invalid: attribute {urn:r10:page}level: "one" is not an integer (xs:int)',
    },
    {
      given: doc('<p>x</p>', ''),
      want: 'attribute-missing: required attribute xml:lang is missing',
    },
  ])('$given: $want', ({ given, want }) => {
    // xml:space="default" against a fixed "preserve" on an attribute reference: libxml2 misses it (ent #2).
    if (!given.includes('xml:space')) expect(xmllintVerdict(xsd, given)).not.toBe('');
    expect(outcome(() => decode(given))).toBe(want);
  });

  it('the encoder names them so too', () => {
    const value = decode(doc('<p xml:lang="fr">x</p>'));
    const p = (value.p as Value[])[0]!;
    expect(encodeOutcome(() => encode({ ...value, p: [{ ...p, $lang_2: 5 }] }))).toBe(
      'value-invalid: attribute xml:lang: 5 is not a value of any member type of the local union type at /page/p/@xml:lang',
    );
    expect(encodeOutcome(() => encode({ ...value, p: [{ ...p, $level: 'x' }] }))).toMatch(
      /^value-invalid: attribute \{urn:r10:page\}level: /,
    );
  });
});

describe('a missing required xs:any is named by what it takes (web #4)', () => {
  const xsd = join(fixtures, 'any-required', 'Extension.xsd');
  it.each([
    {
      root: '',
      given: '<Extension xmlns="urn:r10:ext"/>',
      want: 'element-missing: required element from a namespace other than urn:r10:ext is missing',
    },
    {
      root: 'KeyValue',
      given: '<KeyValue xmlns="urn:r10:ext"/>',
      want: 'element-missing: required element <DSAKeyValue | RSAKeyValue> or an element from a namespace other than urn:r10:ext is missing',
    },
  ])('$given: invalid for xmllint; $want', ({ root, given, want }) => {
    expect(xmllintVerdict(xsd, given)).not.toBe('');
    const { decode } = rootCodecs(sets, 'any-required', 'Extension', root);
    expect(outcome(() => decode(given))).toBe(want);
  });
});

describe("a qualified attribute in the document's own namespace gets the schema's prefix (eng #6)", () => {
  const xsd = join(fixtures, 'own-prefix', 'Level.xsd');
  it('el, as Level.xsd binds it, not ns1', () => {
    const { decode, encode } = rootCodecs(sets, 'own-prefix', 'Level', '');
    const given = '<el:level xmlns:el="urn:el"><el:info el:type="x"/></el:level>';
    expect(xmllintVerdict(xsd, given)).toBe('');
    const again = encode(decode(given));
    expect(again).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<level xmlns="urn:el" xmlns:el="urn:el"><info el:type="x"/></level>',
    );
    expect(xmllintVerdict(xsd, again)).toBe('');
    expect(decode(again)).toStrictEqual(decode(given));
  });
});

describe('an element of empty content (review r10 misc2 1)', () => {
  const xsd = join(fixtures, 'empty-content', 'Empty.xsd');
  const { decode, encode } = rootCodecs(sets, 'empty-content', 'Empty');
  it.each([
    { given: '<r><e a="1"/><e></e><e><!-- c --></e></r>', want: 'ok' },
    { given: '<r><e> </e></r>', want: 'text-unexpected: text is not allowed inside <e>: its content is empty (whitespace included)' },
    { given: '<r><e>\n</e></r>', want: 'text-unexpected: text is not allowed inside <e>: its content is empty (whitespace included)' },
    { given: '<r><e>x</e></r>', want: 'text-unexpected: text is not allowed inside <e>: its content is empty (whitespace included)' },
  ])('$given: as xmllint says', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given) === '').toBe(want === 'ok');
    expect(outcome(() => decode(given))).toBe(want);
  });

  it('a lenient decode lets whitespace pass (no data), and the value re-encodes to a valid document', () => {
    const value = decode('<r><e a="1"> </e></r>', { lenient: true });
    const again = encode(value);
    expect(xmllintVerdict(xsd, again)).toBe('');
    expect(decode(again)).toStrictEqual(value);
  });
});
