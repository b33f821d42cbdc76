/**
 * Imports whose schemaLocation is only a hint (review r9 tools, findings 5 and 9). A remote
 * location (`http://…`) is resolved from whichever document of the set declares the namespace,
 * also one the set loads through another file's relative import (WMTS 1.0 imports OWS 1.1 so),
 * whatever the order of the files; xmllint compiles such a set (it skips the second import of a
 * namespace). A URN location (an XML catalog name, DITA's `urn:oasis:…`) is said to be one, not
 * read as a file path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { loadError, loadInline } from './helpers.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'r9-tools', 'remote');
const file = (path: string) => readFileSync(join(FIXTURE, path), 'utf8');
/** The reviewer's repro: set/a1.xsd imports urn:b from http:, set/a2.xsd from ../other/b.xsd. */
const remote = file('set/a1.xsd');
const relative = file('set/a2.xsd');
const b = file('other/b.xsd');

describe('a remote import is resolved from a document the set loads through another import', () => {
  it('xmllint compiles the set and validates a document using the remotely imported element', () => {
    expect(xmllintVerdict(join(FIXTURE, 'main.xsd'), file('doc.xml'))).toBe('');
  });

  it("the reviewer's folder loads: the remote import stands for other/b.xsd", () => {
    const generation = loadSchemaSet(join(FIXTURE, 'set'));
    expect(Object.keys(generation.elements).sort()).toEqual([
      '{urn:a2}A2',
      '{urn:a}A1',
      '{urn:b}B',
    ]);
    expect(generation.schemas.find((schema) => schema.namespace === 'urn:a')?.imports).toEqual([
      'urn:b',
    ]);
  });

  const orders: Array<{ name: string; given: Record<string, string> }> = [
    {
      name: 'the remote import in the first file',
      given: { 'set/a1.xsd': remote, 'set/a2.xsd': relative, 'other/b.xsd': b },
    },
    {
      name: 'the remote import in the last file',
      given: { 'set/z.xsd': remote, 'set/a2.xsd': relative, 'other/b.xsd': b },
    },
    {
      name: 'the namespace two imports away (a2 -> c -> b)',
      given: {
        'set/a1.xsd': remote,
        'set/a2.xsd': relative
          .replace(
            'urn:b" schemaLocation="../other/b.xsd"',
            'urn:c" schemaLocation="../other/c.xsd"',
          )
          .replace('b:B', 'c:C')
          .replace('xmlns:b="urn:b"', 'xmlns:c="urn:c"'),
        'other/c.xsd': b
          .replace('targetNamespace="urn:b"', 'targetNamespace="urn:c" xmlns:b="urn:b"')
          .replace(
            '<xs:element name="B" type="xs:string"/>',
            '<xs:import namespace="urn:b" schemaLocation="b.xsd"/><xs:element name="C" type="xs:string"/>',
          ),
        'other/b.xsd': b,
      },
    },
  ];
  it.each(orders)('$name', ({ given }) => {
    const first = loadInline(given);
    expect(first.elements['{urn:b}B']).toBeDefined();
    // Deterministic: the same set loads to the same IR.
    expect(JSON.stringify(loadInline(given))).toBe(JSON.stringify(first));
  });

  it('is still refused, plainly, when no document of the set declares the namespace', () => {
    const error = loadError({ 'set/a1.xsd': remote, 'other/b.xsd': b });
    expect(error.kind).toBe('SchemaUnsupportedConstruct');
    expect(error.message.split('\n')[0]).toBe(
      `set/a1.xsd:2: <xs:import namespace="urn:b" schemaLocation="http://example.org/b.xsd">: remote schema locations are not fetched, and no .xsd file of the set declares targetNamespace 'urn:b'; put a copy of that schema in the folder: an import is resolved from the file that declares its namespace`,
    );
  });
});

describe('a URN schemaLocation (XML catalog name) is said to be one', () => {
  const URN = 'urn:oasis:names:tc:dita:xsd:topicMod.xsd:1.2';
  const schema = (body: string, namespace = 'urn:t') =>
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${namespace}">\n${body}\n</xs:schema>\n`;

  it.each([
    {
      name: 'an include',
      given: { 'set/a.xsd': schema(`<xs:include schemaLocation="${URN}"/>`) },
      want: `set/a.xsd:2: <xs:include schemaLocation="${URN}">: a URN (an XML catalog name) is not resolved: catalogs are not read; include the file by a relative schemaLocation`,
    },
    {
      name: 'an import of a namespace no file of the set declares',
      given: { 'set/a.xsd': schema(`<xs:import namespace="urn:d" schemaLocation="${URN}"/>`) },
      want: `set/a.xsd:2: <xs:import namespace="urn:d" schemaLocation="${URN}">: a URN (an XML catalog name) is not resolved: catalogs are not read, and no .xsd file of the set declares targetNamespace 'urn:d'; put a copy of that schema in the folder: an import is resolved from the file that declares its namespace`,
    },
  ])('$name: refused naming the file and line, not as a missing file', ({ given, want }) => {
    const error = loadError(given);
    expect(error.kind).toBe('SchemaUnsupportedConstruct');
    expect(error.message).toBe(want);
  });

  it('names every URN location of a run, one line each', () => {
    const error = loadError({
      'set/a.xsd': schema(
        [
          `<xs:include schemaLocation="${URN}"/>`,
          `<xs:include schemaLocation="${URN.replace('topicMod', 'mapMod')}"/>`,
        ].join('\n'),
      ),
    });
    expect(error.message.split('\n').map((line) => line.split(': ')[0])).toEqual([
      'set/a.xsd:2',
      'set/a.xsd:3',
      '2 schemaLocations not followed',
    ]);
  });

  it('an import of a namespace a file of the set declares is resolved from that file, as a remote one', () => {
    const generation = loadInline({
      'set/a.xsd': schema(`<xs:import namespace="urn:d" schemaLocation="urn:x-catalog:d.xsd"/>`),
      'set/d.xsd': schema('<xs:element name="D" type="xs:string"/>', 'urn:d'),
    });
    expect(generation.elements['{urn:d}D']).toBeDefined();
  });

  it('the XML namespace from a catalog name is the built-in copy (as from its remote home)', () => {
    const generation = loadInline({
      'set/a.xsd': schema(
        '<xs:import namespace="http://www.w3.org/XML/1998/namespace" schemaLocation="urn:oasis:names:tc:dita:xsd:xml.xsd:1.2"/>\n<xs:element name="e"><xs:complexType><xs:attribute ref="xml:lang"/></xs:complexType></xs:element>',
      ),
    });
    expect(generation.elements['{urn:t}e']).toBeDefined();
  });
});
