/**
 * Entities a schema file declares in its DOCTYPE's internal subset are expanded (review r9
 * tools, finding 6: SUMO's baseTypes.xsd writes its patterns with `&FloatPattern;`), as xmllint
 * does; nothing is read from elsewhere, expansion is bounded, lines do not move. What is not
 * expanded is refused saying what and how to expand it (`xmllint --noent --dropdtd`), never as
 * "not well-formed" with "DTDs are refused".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IrSimpleType } from '../../../src/ir/nodes.js';
import { loadSchemaSet } from '../../../src/schema/load.js';
import { xmllintVerdict } from '../../emit/xmllint.js';
import { loadError, writeTree } from '../helpers.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'r9-tools', 'entity');
const XS = 'xmlns:xs="http://www.w3.org/2001/XMLSchema"';

/** A one-file set: `subset` is the internal subset, `facet` the facet of the simple type of element r. */
function entitySchema(subset: string, facet: string, head = ''): string {
  return [
    '<?xml version="1.0"?>',
    `<!DOCTYPE xs:schema${head} [`,
    subset,
    ']>',
    `<xs:schema ${XS}>`,
    `  <xs:element name="r"><xs:simpleType><xs:restriction base="xs:string">${facet}</xs:restriction></xs:simpleType></xs:element>`,
    '  <xs:element name="after" type="xs:string"/>',
    '</xs:schema>',
    '',
  ].join('\n');
}

/** The facets of r's type and the line of element `after`, loading `text` as set/a.xsd; xmllint's verdict on `doc`. */
function load(
  text: string,
  doc: string,
): { facets: IrSimpleType['facets']; afterLine: number; xmllint: string } {
  const root = writeTree({ 'set/a.xsd': text });
  const generation = loadSchemaSet(join(root, 'set'));
  const type = generation.types['r'] as IrSimpleType;
  return {
    facets: type.facets,
    afterLine: generation.elements['after']!.source!.line,
    xmllint: xmllintVerdict(join(root, 'set/a.xsd'), doc),
  };
}

describe('internal entities are expanded as xmllint expands them', () => {
  it("the reviewer's SUMO repro: a pattern written with &FloatPattern;", () => {
    const generation = loadSchemaSet(FIXTURE);
    const pattern = '(\\-)?(\\d+\\.?|(\\d*\\.\\d+)),(\\-)?(\\d+\\.?|(\\d*\\.\\d+))';
    expect((generation.types['pos'] as IrSimpleType).facets.pattern).toEqual([pattern]);
    expect(xmllintVerdict(join(FIXTURE, 't.xsd'), readFileSync(join(FIXTURE, 'doc.xml')))).toBe('');
  });

  const cases: Array<{
    name: string;
    subset: string;
    facet: string;
    doc: string;
    want: Partial<IrSimpleType['facets']>;
  }> = [
    {
      name: 'an entity referring to another one',
      subset: '<!ENTITY d "[0-9]"><!ENTITY two "&d;&d;">',
      facet: '<xs:pattern value="&two;"/>',
      doc: '<r>12</r>',
      want: { pattern: ['[0-9][0-9]'] },
    },
    {
      name: 'a quote of the attribute delimiter in the replacement text',
      subset: `<!ENTITY q 'a"b'>`,
      facet: '<xs:enumeration value="&q;"/>',
      doc: '<r>a"b</r>',
      want: { enumeration: ['a"b'] },
    },
    {
      name: 'a tab and a line break (character references) in an attribute value: spaces',
      subset: '<!ENTITY t "a&#9;b&#10;c">',
      facet: '<xs:enumeration value="&t;"/>',
      doc: '<r>a b c</r>',
      want: { enumeration: ['a b c'] },
    },
    {
      name: 'a line break written in the declaration, and the first of two declarations',
      subset: '<!ENTITY n "x\ny">\n<!ENTITY n "ignored">',
      facet: '<xs:enumeration value="&n;"/>',
      doc: '<r>x y</r>',
      want: { enumeration: ['x y'] },
    },
    {
      name: 'predefined entities and character references inside the replacement text',
      subset: '<!ENTITY p "&#38;lt;&amp;&#x41;">',
      facet: '<xs:enumeration value="&p;"/>',
      doc: '<r>&lt;&amp;A</r>',
      want: { enumeration: ['<&A'] },
    },
  ];
  it.each(cases)('$name', ({ subset, facet, doc, want }) => {
    const loaded = load(entitySchema(subset, facet), doc);
    expect(loaded.xmllint).toBe('');
    expect(loaded.facets).toMatchObject(want);
    // Lines do not move: `after` stands on line 7 of the file, 8 when the subset spans two.
    expect(loaded.afterLine).toBe(6 + subset.split('\n').length);
  });

  it('expands in content (documentation) with the lines of the file kept, not in comments or CDATA', () => {
    const text = [
      '<!DOCTYPE xs:schema [<!ENTITY who "the\nauthors">]>',
      `<xs:schema ${XS}>`,
      '  <xs:element name="r" type="xs:string"><xs:annotation><xs:documentation>By &who;. <!-- &nope; --><![CDATA[&who;]]></xs:documentation></xs:annotation></xs:element>',
      '  <xs:element name="after" type="xs:string"/>',
      '</xs:schema>',
    ].join('\n');
    const generation = loadSchemaSet(join(writeTree({ 'set/a.xsd': text }), 'set'));
    expect(generation.elements['r']!.doc).toBe('By the\nauthors. &who;');
    expect(generation.elements['after']!.source!.line).toBe(5);
  });
});

describe('what is not expanded is refused, saying so', () => {
  const WORKAROUND =
    "expand the file's entities first (xmllint --noent --dropdtd a.xsd > copy.xsd)";
  const cases: Array<{
    name: string;
    given: string;
    want: { kind: string; line: number; message: string };
    xmllint?: RegExp;
  }> = [
    {
      name: 'an entity referring to itself',
      given: entitySchema('<!ENTITY a "&b;"><!ENTITY b "&a;">', '<xs:pattern value="&a;"/>'),
      want: {
        kind: 'SchemaXmlMalformed',
        line: 6,
        message: 'schema is not well-formed XML: entity &a; refers to itself (&a; -> &b; -> &a;)',
      },
      xmllint: /entity reference loop/,
    },
    {
      name: 'an entity bomb (10^9 characters): bounded, and fast',
      given: entitySchema(
        [
          '<!ENTITY l0 "lol">',
          ...Array.from(
            { length: 9 },
            (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`,
          ),
        ].join(''),
        '<xs:pattern value="&l9;"/>',
      ),
      want: {
        kind: 'SchemaUnsupportedConstruct',
        line: 6,
        message: `entity expansion exceeds 1000000 characters (a bound against entity bombs); ${WORKAROUND}`,
      },
      xmllint: /entity reference loop|amplification/,
    },
    {
      name: 'an external entity, which is never read',
      given: entitySchema('<!ENTITY x SYSTEM "secret.txt">', '<xs:pattern value="&x;"/>'),
      want: {
        kind: 'SchemaUnsupportedConstruct',
        line: 6,
        message: `entity &x; is an external entity (SYSTEM "secret.txt"); external entities are never read; ${WORKAROUND}`,
      },
    },
    {
      name: 'an entity the external DTD would declare',
      given: entitySchema(
        '',
        '<xs:pattern value="&nbsp;"/>',
        ' PUBLIC "-//W3C//DTD XMLSCHEMA 200102//EN" "XMLSchema.dtd"',
      ),
      want: {
        kind: 'SchemaUnsupportedConstruct',
        line: 6,
        message: `entity &nbsp; is not declared in the file's internal subset, and its external DTD and parameter entities are never read; ${WORKAROUND}`,
      },
    },
    {
      name: 'an entity holding markup, in content',
      given: entitySchema(`<!ENTITY m '<xs:annotation/>'>`, '&m;'),
      want: {
        kind: 'SchemaUnsupportedConstruct',
        line: 6,
        message: `entity &m; holds markup; only entities of text are expanded; ${WORKAROUND}`,
      },
    },
    {
      name: 'an entity declared nowhere',
      given: entitySchema('<!ENTITY d "[0-9]">', '<xs:pattern value="&e;"/>'),
      want: {
        kind: 'SchemaXmlMalformed',
        line: 6,
        message:
          "schema is not well-formed XML: entity &e; is not declared (the DOCTYPE's internal subset does not declare it)",
      },
      xmllint: /Entity 'e' not defined/,
    },
    {
      name: "'<' in an attribute value through an entity",
      given: entitySchema('<!ENTITY lt2 "&#60;">', '<xs:pattern value="&lt2;"/>'),
      want: {
        kind: 'SchemaXmlMalformed',
        line: 6,
        message: "entity &lt2; holds '<', which an attribute value cannot",
      },
      xmllint: /'<' in entity 'lt2' is not allowed in attributes values/,
    },
    {
      name: 'an entity reference in a file without DOCTYPE',
      given: `<xs:schema ${XS}>\n  <xs:element name="r" type="xs:string"><xs:annotation><xs:documentation>&nbsp;</xs:documentation></xs:annotation></xs:element>\n</xs:schema>\n`,
      want: {
        kind: 'SchemaXmlMalformed',
        line: 2,
        message:
          'schema is not well-formed XML: entity &nbsp; is not declared: the file has no DOCTYPE declaring it (only &lt; &gt; &amp; &quot; &apos; and character references need none)',
      },
      xmllint: /Entity 'nbsp' not defined/,
    },
  ];
  it.each(cases)('$name', ({ given, want, xmllint }) => {
    const root = writeTree({ 'set/a.xsd': given, 'set/secret.txt': '[a-z]' });
    const started = Date.now();
    const error = (() => {
      try {
        loadSchemaSet(join(root, 'set'));
      } catch (caught) {
        return caught as Error & { kind: string; props: { line: number } };
      }
      throw new Error('expected the load to fail');
    })();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.kind).toBe(want.kind);
    expect(error.props.line).toBe(want.line);
    expect(error.message).toContain(want.message);
    expect(error.message).not.toContain('DTDs are refused');
    if (xmllint) expect(xmllintVerdict(join(root, 'set/a.xsd'), '<r/>')).toMatch(xmllint);
  });

  it('one run names every unexpanded reference, one line each', () => {
    const error = loadError({
      'set/a.xsd': entitySchema(
        '<!ENTITY x SYSTEM "x.txt">',
        '<xs:pattern value="&x;"/><xs:enumeration value="&x;"/>\n<xs:enumeration value="&y;"/>',
        ' SYSTEM "a.dtd"',
      ),
    });
    expect(error.message.split('\n').map((line) => line.split(': ')[0])).toEqual([
      'set/a.xsd:6',
      'set/a.xsd:7',
      '2 unsupported XSD constructs',
    ]);
  });
});
