/**
 * No attribute may be declared in the XML Schema instance namespace (review r11 grid #5; XSD
 * Part 1, 3.2.6 no-xsi): W3C's XMLSchema-instance.xsd (shipped by open-vm-tools beside its real
 * schemas), or a schema importing it to refer to `xsi:nil`, is SchemaInvalid at each declaration,
 * as xmllint (and `fleetcase validate`) refuse it, instead of codecs that read `xsi:nil` as data.
 * A folder holding that file beside real schemas is refused too, whether or not they import it:
 * the folder is one set, and the message says to remove the file. Elements, types and
 * unqualified local attributes in that namespace are allowed, as xmllint has them.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { writeTree } from './helpers.js';

const XS = 'http://www.w3.org/2001/XMLSchema';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** W3C's XMLSchema-instance.xsd, without its DTD and documentation. */
const w3cInstance = `<xs:schema targetNamespace="${XSI}" xmlns:xs="${XS}">
 <xs:attribute name="nil"/>
 <xs:attribute name="type"/>
 <xs:attribute name="schemaLocation"/>
 <xs:attribute name="noNamespaceSchemaLocation"/>
</xs:schema>
`;

/** The review's repro (noxsi/a.xsd): a schema importing the instance schema to require `xsi:nil`. */
const importer = `<xs:schema xmlns:xs="${XS}" xmlns:xsi="${XSI}" targetNamespace="urn:a" elementFormDefault="qualified">
  <xs:import namespace="${XSI}" schemaLocation="xsi.xsd"/>
  <xs:element name="e">
    <xs:complexType>
      <xs:simpleContent><xs:extension base="xs:int"><xs:attribute ref="xsi:nil" use="required"/></xs:extension></xs:simpleContent>
    </xs:complexType>
  </xs:element>
</xs:schema>
`;

/** A schema of the instance namespace with an element, a type and local attributes. */
const elements = (form: string) => `<xs:schema xmlns:xs="${XS}" targetNamespace="${XSI}" elementFormDefault="qualified">
  <xs:element name="e"><xs:complexType><xs:attribute name="loc" type="xs:string"${form}/></xs:complexType></xs:element>
  <xs:attributeGroup name="G"><xs:attribute name="x"${form}/></xs:attributeGroup>
</xs:schema>
`;

const plain = `<xs:schema xmlns:xs="${XS}" targetNamespace="urn:b" elementFormDefault="qualified">
  <xs:element name="b" type="xs:int"/>
</xs:schema>
`;

const why = (scope: string) =>
  `is declared in namespace '${XSI}' (${scope}), where no schema may declare attributes (XSD Part 1, 3.2.6 no-xsi: xsi:type, xsi:nil, xsi:schemaLocation and xsi:noNamespaceSchemaLocation are built in); remove the declaration, or the file (and any xs:import of it) if it only declares these, as W3C's XMLSchema-instance.xsd does`;
const global = 'the targetNamespace of its schema';
const qualified = 'qualified, in the targetNamespace of its schema';

/** The lines of the load's error ([] when it loads). */
function loadLines(folder: string): string[] {
  try {
    loadSchemaSet(folder);
    return [];
  } catch (error) {
    if (isFleetcaseError(error)) return error.message.split('\n');
    throw error;
  }
}

describe('no attribute declarations in the XSI namespace (no-xsi)', () => {
  const cases: Array<{ name: string; given: Record<string, string>; xsd: string; xml: string; want: string[] }> = [
    {
      name: "the review's repro: a schema importing one that declares xsi:type and xsi:nil",
      given: { 'xsi.xsd': w3cInstance.split('\n').slice(0, 3).join('\n') + '\n</xs:schema>\n', 'a.xsd': importer },
      xsd: 'a.xsd',
      xml: '<e xmlns="urn:a">5</e>',
      want: [`set/xsi.xsd:2: attribute 'nil' ${why(global)}`, `set/xsi.xsd:3: attribute 'type' ${why(global)}`, '2 schema errors'],
    },
    {
      name: "W3C's XMLSchema-instance.xsd beside a real schema that does not import it: the folder is refused",
      given: { 'XMLSchema-instance.xsd': w3cInstance, 'b.xsd': plain },
      xsd: 'XMLSchema-instance.xsd',
      xml: '<b xmlns="urn:b">5</b>',
      want: [
        `set/XMLSchema-instance.xsd:2: attribute 'nil' ${why(global)}`,
        `set/XMLSchema-instance.xsd:3: attribute 'type' ${why(global)}`,
        `set/XMLSchema-instance.xsd:4: attribute 'schemaLocation' ${why(global)}`,
        `set/XMLSchema-instance.xsd:5: attribute 'noNamespaceSchemaLocation' ${why(global)}`,
        '4 schema errors',
      ],
    },
    {
      name: 'qualified local attributes (of an element, of an attribute group) in a schema of that namespace',
      given: { 'el.xsd': elements(' form="qualified"') },
      xsd: 'el.xsd',
      xml: `<xsi:e xmlns:xsi="${XSI}"/>`,
      want: [`set/el.xsd:2: attribute 'loc' ${why(qualified)}`, `set/el.xsd:3: attribute 'x' ${why(qualified)}`, '2 schema errors'],
    },
    {
      name: 'elements, types and unqualified local attributes in that namespace are allowed',
      given: { 'el.xsd': elements('') },
      xsd: 'el.xsd',
      xml: `<xsi:e xmlns:xsi="${XSI}" loc="here"/>`,
      want: [],
    },
  ];

  it.each(cases)('$name', ({ given, xsd, xml, want }) => {
    const root = writeTree(Object.fromEntries(Object.entries(given).map(([file, text]) => [`set/${file}`, text])));
    const verdict = xmllintVerdict(join(root, 'set', xsd), xml);
    if (want.length === 0) expect(verdict).toBe('');
    else expect(verdict.match(/The target namespace must not match/g)).toHaveLength(want.length - 1);
    expect(loadLines(join(root, 'set'))).toStrictEqual(want);
  });
});
