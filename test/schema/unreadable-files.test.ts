/**
 * Files that cannot be read (review r12 nfe, finding 6): in NF-e's PL_010b_V1.30 folder a file
 * wrongly encoded (Latin-1 bytes under `encoding="UTF-8"`) hid the other files' refusals, and
 * two missing included files showed one run at a time, said to be "imported". Each unreadable
 * file is now listed with the other files' errors in one run; a missing file says whether an
 * include or an import named it; a wrongly encoded schema file is told to declare its encoding
 * (one that declares ISO-8859-1 loads, as for xmllint) or be re-encoded.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';
import { NS_B, writeTree, xsd } from './helpers.js';

/** A schema whose comment holds `Recepção` in Latin-1 bytes, under the given XML declaration. */
function latin1(declaration: string): Buffer {
  return Buffer.concat([
    Buffer.from(`${declaration}\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:test:d" elementFormDefault="qualified">\n<!-- `),
    Buffer.from('Recepção', 'latin1'),
    Buffer.from(' -->\n<xs:element name="d" type="xs:string"/>\n</xs:schema>\n'),
  ]);
}

/** Writes `files` (and the Latin-1 ones) and loads `set/`: the error's kind and lines. */
function load(files: Record<string, string>, binary: Record<string, Buffer> = {}): { kind: string; lines: string[] } | 'loaded' {
  const root = writeTree({ 'set/.keep': '', ...files });
  for (const [path, bytes] of Object.entries(binary)) writeFileSync(join(root, path), bytes);
  try {
    loadSchemaSet(join(root, 'set'));
    return 'loaded';
  } catch (error) {
    if (isFleetcaseError(error)) return { kind: error.kind, lines: error.message.split('\n') };
    throw error;
  }
}

const UTF8_ADVICE =
  'the file is read as UTF-8, as its XML declaration says or as XML does without one; declare the encoding in the XML declaration (<?xml version="1.0" encoding="ISO-8859-1"?>) or re-encode the file as UTF-8';

describe('every unreadable file of a folder is listed with the other files\' errors', () => {
  const cases: Array<{ name: string; given: Record<string, string>; binary?: Record<string, Buffer>; want: { kind: string; lines: string[] } | 'loaded' }> = [
    {
      name: 'a wrongly encoded file, a refusal, a missing include and a missing import: one run',
      given: {
        'set/a.xsd': xsd(['<xs:include schemaLocation="layout-a"/>', '<xs:element name="a" type="xs:string"/>']),
        'set/b.xsd': xsd([`<xs:import namespace="${NS_B}" schemaLocation="../other/c.xsd"/>`, '<xs:notation name="n" public="p"/>'], { namespace: 'urn:test:other' }),
      },
      binary: { 'set/d.xsd': latin1('<?xml version="1.0" encoding="UTF-8"?>') },
      want: {
        kind: 'SchemaInvalid',
        lines: [
          'schema file not found: set/layout-a (included from set/a.xsd:2)',
          'schema file not found: other/c.xsd (imported from set/b.xsd:2)',
          'set/b.xsd:3: unsupported XSD construct <xs:notation> in xs:schema',
          `set/d.xsd:3: schema is not well-formed XML: invalid UTF-8 byte 0xE7 at byte offset 165: ${UTF8_ADVICE}`,
          '3 schema errors and 1 unsupported XSD construct: see README "Supported XSD subset"',
        ],
      },
    },
    {
      name: 'a file that is not well-formed does not hide the clashes of two others',
      given: {
        'set/a.xsd': xsd(['<xs:complexType name="T"/>']),
        'set/b.xsd': xsd(['<xs:complexType name="T"><xs:sequence/></xs:complexType>']),
        'set/c.xsd': xsd(['<xs:element name="x" type="xs:string">', '</xs:elemnt>']),
      },
      want: {
        kind: 'SchemaInvalid',
        lines: [
          "set/b.xsd:2: type '{urn:test:a}T' is defined twice (also at set/a.xsd:2; the two definitions differ)",
          expect.stringMatching(/^set\/c\.xsd:3: schema is not well-formed XML: /) as unknown as string,
          '2 schema errors',
        ],
      },
    },
    {
      name: 'a lone missing include: said to be included, as it is',
      given: { 'set/a.xsd': xsd(['<xs:include schemaLocation="gone.xsd"/>']) },
      want: { kind: 'SchemaFileMissing', lines: ['schema file not found: set/gone.xsd (included from set/a.xsd:2)'] },
    },
    {
      name: 'an included file that is no XML names its includer (review r25 hostilexsd L2)',
      given: { 'set/a.xsd': xsd(['<xs:include schemaLocation="../notes.txt"/>']), 'notes.txt': 'root:x:0:0:root:/root:/bin/sh\n' },
      want: { kind: 'SchemaXmlMalformed', lines: ['notes.txt:1: schema is not well-formed XML: text before the root element (not an XML document?) (included from set/a.xsd:2)'] },
    },
    {
      name: 'Latin-1 without a declaration: told to declare the encoding',
      given: {},
      binary: { 'set/d.xsd': latin1('') },
      want: { kind: 'SchemaXmlMalformed', lines: [`set/d.xsd:3: schema is not well-formed XML: invalid UTF-8 byte 0xE7 at byte offset 127: ${UTF8_ADVICE}`] },
    },
    {
      name: 'Latin-1 that declares ISO-8859-1 loads',
      given: {},
      binary: { 'set/d.xsd': latin1('<?xml version="1.0" encoding="ISO-8859-1"?>') },
      want: 'loaded',
    },
  ];

  it.each(cases)('$name', ({ given, binary, want }) => {
    expect(load(given, binary)).toStrictEqual(want);
  });

  it('xmllint agrees on the encodings: the declared one compiles, the undeclared one does not', () => {
    const root = writeTree({});
    writeFileSync(join(root, 'declared.xsd'), latin1('<?xml version="1.0" encoding="ISO-8859-1"?>'));
    writeFileSync(join(root, 'undeclared.xsd'), latin1('<?xml version="1.0" encoding="UTF-8"?>'));
    const document = '<d xmlns="urn:test:d">x</d>';
    expect(xmllintVerdict(join(root, 'declared.xsd'), document)).toBe('');
    expect(xmllintVerdict(join(root, 'undeclared.xsd'), document)).toMatch(/not proper UTF-8|Input is not proper UTF-8|Failed to parse/);
  });
});
