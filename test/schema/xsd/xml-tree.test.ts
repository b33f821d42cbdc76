/**
 * readXsdXml: the runtime's XML parser reads XSD files; files in another encoding or with a
 * DOCTYPE are still read, with the lines of the file; malformed files fail with file and line.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../../src/errors.js';
import { readXsdXml, type XsdXmlNode } from '../../../src/schema/xsd/xml-tree.js';
import { writeTree } from '../helpers.js';

const XS = 'http://www.w3.org/2001/XMLSchema';

/** Writes `bytes` as a file and reads it. */
function read(bytes: Buffer): XsdXmlNode {
  const root = writeTree({});
  const path = join(root, 'a.xsd');
  writeFileSync(path, bytes);
  return readXsdXml(path, { file: 'set/a.xsd' });
}

function readError(bytes: Buffer): { kind: string; props: Record<string, unknown> } {
  try {
    read(bytes);
  } catch (error) {
    if (isFleetcaseError(error))
      return { kind: error.kind, props: error.props as Record<string, unknown> };
    throw error;
  }
  throw new Error('no error');
}

const schema = (head: string, doc = 'Größe') =>
  [
    head,
    `<xs:schema xmlns:xs="${XS}" targetNamespace="urn:t" xmlns:t="urn:t">`,
    `  <xs:annotation><xs:documentation>${doc}</xs:documentation></xs:annotation>`,
    '  <xs:element name="e" type="xs:string"/>',
    '</xs:schema>',
    '',
  ].join('\n');

describe('readXsdXml', () => {
  it('reads names, namespaces, attributes, documentation and start-tag lines', () => {
    const tree = read(Buffer.from(schema('<?xml version="1.0" encoding="UTF-8"?>')));
    expect(tree).toMatchObject({ namespace: XS, local: 'schema', prefix: 'xs', line: 2, text: '' });
    expect(tree.scope.get('t')).toBe('urn:t');
    expect(tree.attributes.get('targetNamespace')).toBe('urn:t');
    expect(tree.children.map((child) => [child.local, child.line])).toStrictEqual([
      ['annotation', 3],
      ['element', 4],
    ]);
    expect(tree.children[0]!.children[0]!.content).toBe('Größe');
  });

  it('decodes a file in another declared encoding (Latin-1)', () => {
    const text = schema('<?xml version="1.0" encoding="ISO-8859-1"?>');
    const tree = read(Buffer.from(text, 'latin1'));
    expect(tree.children[0]!.children[0]!.content).toBe('Größe');
  });

  it('decodes UTF-16 with a byte order mark', () => {
    const text = schema('<?xml version="1.0" encoding="UTF-16"?>');
    const tree = read(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(tree.children[0]!.children[0]!.content).toBe('Größe');
    expect(tree.children[1]!.line).toBe(4);
  });

  it('reads a file with a DOCTYPE (internal subset included), keeping its lines', () => {
    const doctype =
      '<?xml version="1.0"?>\n<!DOCTYPE xs:schema PUBLIC "-//W3C//DTD XMLSCHEMA 200102//EN" "XMLSchema.dtd" [\n<!-- it\'s ]> here -->\n<!ENTITY x "y">\n]>';
    const tree = read(Buffer.from(schema(doctype)));
    expect(tree.line).toBe(6);
    expect(tree.children[1]!.line).toBe(8);
  });

  it('expands an entity the internal subset declares (./internal-entities.test.ts), and no other', () => {
    const doctype = '<!DOCTYPE xs:schema [<!ENTITY x "expanded">]>';
    expect(read(Buffer.from(schema(doctype, '&x;'))).children[0]!.children[0]!.content).toBe('expanded');
    expect(readError(Buffer.from(schema(doctype, '&y;')))).toMatchObject({
      kind: 'SchemaXmlMalformed',
      props: { file: 'set/a.xsd', line: 3 },
    });
  });

  it('says a nesting past the limit is a limit, not malformed XML (review r25 hostilexsd L4)', () => {
    const deep = `${'<x>'.repeat(1100)}${'</x>'.repeat(1100)}`;
    const error = readError(Buffer.from(schema('', deep)));
    expect(error).toMatchObject({ kind: 'SchemaInvalid', props: { file: 'set/a.xsd', line: 3 } });
    expect(error.props.detail).toBe("the schema file is beyond a limit of fleetcase's schema reader: elements are nested deeper than the limit of 1024");
  });

  it('refuses an unknown encoding with file and line', () => {
    const error = readError(Buffer.from(schema('<?xml version="1.0" encoding="x-no-such"?>')));
    expect(error).toMatchObject({
      kind: 'SchemaXmlMalformed',
      props: { file: 'set/a.xsd', line: 1 },
    });
    expect(error.props.detail).toContain('x-no-such');
  });

  it('reports a malformed file with the line of the problem', () => {
    const text = schema('<?xml version="1.0"?>').replace('</xs:schema>', '</xs:schemaa>');
    expect(readError(Buffer.from(text))).toMatchObject({
      kind: 'SchemaXmlMalformed',
      props: { line: 5 },
    });
  });
});
