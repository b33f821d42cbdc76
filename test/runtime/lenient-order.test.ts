/**
 * A lenient decode keeps unknown elements with their position among the parent's content items
 * (`UnknownElement.position`), and the encoder writes each back there: decode then encode gives
 * the document back (compared in a canonical form), in a plain sequence, a nested type, an ordered
 * `$content`, mixed content (`$mixed`, the text around an unknown element kept apart), with
 * several unknowns in a row, first or last. Codecs generated from
 * test/runtime/fixtures/lenient-order/Lenient.xsd; libxml2 is the oracle for the known part.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import {
  DecodeError,
  UNKNOWN,
  XmlWriter,
  type UnknownElement,
} from '../../src/runtime/index.js';
import { useGeneratedSets } from '../emit/generated-sets.js';
import { xsdErrors } from '../generated/xsd.js';
import { canonicalXml } from './canonical-xml.js';

const schemas = join(packageRoot, 'test', 'runtime', 'fixtures', 'lenient-order');
const NS = 'urn:example:lenient';

type Value = Record<string | symbol, unknown> & { [UNKNOWN]?: UnknownElement[] };
interface Codec {
  decodeLenientDoc(xml: string, options?: { lenient?: boolean }): Value;
  encodeLenientDoc(value: Value, options?: { xmlDeclaration?: boolean }): string;
}

const sets = useGeneratedSets<Codec>({ 'lenient-order': schemas }, ['types', 'codecs']);
const codec = (): Codec => sets.modules.get('lenient-order')!;

/** A `doc` document with `body` inside. */
const doc = (body: string, attributes = '') => `<doc xmlns="${NS}"${attributes}>${body}</doc>`;


describe('the fixture', () => {
  it('is valid XSD whose documents libxml2 accepts without the unknown elements', () => {
    const known = doc(
      '<greeting>g</greeting><name>a</name><inner><a>1</a><b>2</b></inner>' +
        '<batch><balance>1</balance><withdraw>2</withdraw></batch><text>a<link href="h">l</link>c</text>',
      ' id="1"',
    );
    expect(xsdErrors(join(schemas, 'Lenient.xsd'), known)).toStrictEqual([]);
  });
});

describe('a lenient round trip puts unknown elements back where they were', () => {
  const cases: Array<{ name: string; given: string }> = [
    {
      name: 'sequence: between repeated elements',
      given: doc('<greeting>g</greeting><x/><name>a</name><y/><name>b</name>'),
    },
    {
      name: 'sequence: first, after the attributes',
      given: doc('<x/><greeting>g</greeting><name>a</name>', ' id="1"'),
    },
    {
      name: 'sequence: several in a row, last',
      given: doc('<greeting>g</greeting><name>a</name><x/><y>t</y><z/>'),
    },
    {
      name: 'sequence: only unknowns after the required one',
      given: doc('<greeting>g</greeting><x/><y/>'),
    },
    {
      name: 'nested: inside a child type and around it',
      given: doc('<greeting>g</greeting><inner><x/><a>1</a><y/><b>2</b><z/></inner><w/>'),
    },
    {
      name: 'foreign namespace, an unknown with children of its own',
      given: doc(
        '<greeting>g</greeting><v:ext xmlns:v="urn:v" v:k="1"><v:deep>d<greeting>no</greeting></v:deep></v:ext><name>a</name>',
      ),
    },
    {
      name: '$content: between and after the choices',
      given: doc(
        '<greeting>g</greeting><batch><balance>1</balance><foo/><withdraw>2</withdraw><balance>3</balance><bar/></batch>',
      ),
    },
    {
      name: '$content: first, and nothing else',
      given: doc('<greeting>g</greeting><batch><foo/><bar/></batch>'),
    },
    {
      name: '$mixed: the text before and after an unknown element stays apart',
      given: doc('<greeting>g</greeting><text>a<u>x</u>b<link href="h">l</link>c</text>'),
    },
    {
      name: '$mixed: first, and several in a row last',
      given: doc('<greeting>g</greeting><text><u/>a<link href="h">l</link><v/><w/></text>'),
    },
    {
      name: '$mixed: only unknowns, whitespace between them',
      given: doc('<greeting>g</greeting><text><u/> <v/>\n</text>'),
    },
    {
      name: 'every level at once',
      given: doc(
        '<q/><greeting>g</greeting><r/><inner><a>1</a><s/></inner><batch><t/><balance>1</balance></batch>' +
          '<text>a<u/><link href="h">l</link></text><end/>',
        ' id="1"',
      ),
    },
  ];

  it.each(cases)('$name', ({ given }) => {
    const value = codec().decodeLenientDoc(given, { lenient: true });
    const again = codec().encodeLenientDoc(value);
    expect(canonicalXml(again)).toBe(canonicalXml(given));
    expect(codec().decodeLenientDoc(again, { lenient: true })).toStrictEqual(value);
    // The same value encodes the same way twice (the writer keeps its bookkeeping to itself).
    expect(codec().encodeLenientDoc(value)).toBe(again);
  });

  it.each(cases)('strict decode still refuses it: $name', ({ given }) => {
    expect(() => codec().decodeLenientDoc(given)).toThrow(
      expect.objectContaining({ code: 'element-unknown' }) as DecodeError,
    );
  });

  it.each([
    {
      given: doc('<greeting>g</greeting><x/><name>a</name><y/><name>b</name>'),
      want: { x: 1, y: 3 },
    },
    { given: doc('<greeting>g</greeting><text>a<u>x</u>b</text>'), want: { u: 1 } },
    { given: doc('<greeting>g</greeting><text><u/><v/></text>'), want: { u: 0, v: 1 } },
  ])('records the position among content items: $given', ({ given, want }) => {
    const value = codec().decodeLenientDoc(given, { lenient: true });
    const text = value.text as Value | undefined;
    const kept = [...(value[UNKNOWN] ?? []), ...(text?.[UNKNOWN] ?? [])];
    expect(
      Object.fromEntries(kept.map((element) => [element.local, element.position])),
    ).toStrictEqual(want);
  });
});

describe('an edited value', () => {
  const cases: Array<{ name: string; given: string; edit: (value: Value) => void; want: string }> =
    [
      {
        name: 'a position beyond the children written goes last',
        given: doc('<greeting>g</greeting><name>a</name><x/><name>b</name>'),
        edit: (value) => {
          value.name = [];
        },
        want: doc('<greeting>g</greeting><x/>'),
      },
      {
        name: 'children added before an unknown push it back',
        given: doc('<greeting>g</greeting><x/>'),
        edit: (value) => {
          value.name = ['a', 'b'];
        },
        want: doc('<greeting>g</greeting><x/><name>a</name><name>b</name>'),
      },
      {
        name: 'an unknown element without a position goes last, the others by position',
        given: doc('<greeting>g</greeting><x/><name>a</name>'),
        edit: (value) => {
          value[UNKNOWN]!.unshift({ namespace: '', local: 'late', xml: '<late xmlns=""/>' });
        },
        want: doc('<greeting>g</greeting><x/><name>a</name><late xmlns=""/>'),
      },
    ];
  it.each(cases)('$name', ({ given, edit, want }) => {
    const value = codec().decodeLenientDoc(given, { lenient: true });
    edit(value);
    expect(canonicalXml(codec().encodeLenientDoc(value))).toBe(canonicalXml(want));
  });
});

describe('XmlWriter.unknown', () => {
  const at = (local: string, position?: number): UnknownElement => ({
    namespace: '',
    local,
    xml: `<${local}/>`,
    ...(position === undefined ? {} : { position }),
  });
  it.each([
    {
      name: 'elements a wildcard took count as content items',
      build: (w: XmlWriter) => {
        w.start('', 'r');
        w.unknown({ [UNKNOWN]: [at('u', 2)] });
        w.raw([at('any1'), at('any2')]);
        w.element('', 'k', 'v');
        w.end();
      },
      want: '<r><any1/><any2/><u/><k>v</k></r>',
    },
    {
      name: 'called after the children (older generated code): all last',
      build: (w: XmlWriter) => {
        w.start('', 'r');
        w.element('', 'k', 'v');
        w.unknown({ [UNKNOWN]: [at('u', 0)] });
        w.end();
      },
      want: '<r><k>v</k><u/></r>',
    },
    {
      name: 'nil and nested elements count once; the start tag closes after the attributes',
      build: (w: XmlWriter) => {
        w.start('', 'r');
        w.attribute('', 'id', '1');
        w.unknown({ [UNKNOWN]: [at('u', 0), at('v', 2)] });
        w.nil('', 'n');
        w.start('', 'c');
        w.element('', 'k', 'v');
        w.end();
        w.end();
      },
      want: '<r id="1"><u/><n xsi:nil="true"/><v/><c><k>v</k></c></r>',
    },
  ])('$name', ({ build, want }) => {
    const w = new XmlWriter({ defaultNamespace: '', xmlDeclaration: false });
    build(w);
    const xml = w.finish().replace(/ xmlns:xsi="[^"]*"/, '');
    expect(xml).toBe(want);
  });
});
