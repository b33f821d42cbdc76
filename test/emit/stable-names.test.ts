/**
 * Exported names of a `--schemas` folder that must not move when nothing about the named thing
 * changed: type names where two types of one schema clash (`Keywords`, `keywords`) do not carry
 * the folder's name (a folder's name is no version), and a root declared in a file that two
 * schemas include keeps its schema when another includer joins the folder.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmitContext, rootEntries } from '../../src/emit/index.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { writeTree, xsd } from '../schema/helpers.js';

const options = { runtimeImport: 'fleetcase/runtime', rulesImport: 'fleetcase/runtime' };

describe('type names of clashing types do not depend on the folder name', () => {
  const employee = xsd([
    '<xs:complexType name="Keywords"><xs:sequence><xs:element name="k" type="xs:string"/></xs:sequence></xs:complexType>',
    '<xs:complexType name="keywords"><xs:sequence><xs:element name="k" type="xs:string"/></xs:sequence></xs:complexType>',
    '<xs:element name="employee"><xs:complexType><xs:sequence>',
    '  <xs:element name="Keywords" type="t:Keywords"/><xs:element name="keywords" type="t:keywords"/>',
    '</xs:sequence></xs:complexType></xs:element>',
  ]);
  it.each(['s2', 's2rev'])('folder %s', (folder) => {
    const generation = loadSchemaSet(join(writeTree({ [`${folder}/Employee.xsd`]: employee }), folder), { id: 's2' });
    const context = createEmitContext(generation, options);
    expect(['Keywords', 'keywords'].map((local) => context.typeName(`{urn:test:a}${local}`))).toStrictEqual(['EmployeeKeywords', 'EmployeeKeywords2']);
  });
});

describe('a root of an included file keeps its schema when another includer joins', () => {
  const part = (body: string[]) => xsd(body, { namespace: 'urn:d' });
  const main = {
    'set/Main.xsd': part(['<xs:include schemaLocation="inc/B.xsd"/>', '<xs:element name="top" type="xs:string"/>']),
    'set/inc/B.xsd': part(['<xs:include schemaLocation="D.xsd"/>']),
    'set/inc/D.xsd': part(['<xs:element name="dglobal" type="xs:string"/>']),
  };
  const other = { 'set/Other.xsd': part(['<xs:include schemaLocation="inc/D.xsd"/>', '<xs:element name="other" type="xs:string"/>']) };
  it.each([
    { name: 'Main.xsd alone', given: main, want: ['decodeMainDglobal', 'decodeMainTop'] },
    { name: 'with Other.xsd', given: { ...main, ...other }, want: ['decodeMainDglobal', 'decodeMainTop', 'decodeOther'] },
  ])('$name', ({ given, want }) => {
    const generation = loadSchemaSet(join(writeTree(given), 'set'));
    expect(rootEntries(generation).map((root) => root.decode)).toStrictEqual(want);
  });
});
