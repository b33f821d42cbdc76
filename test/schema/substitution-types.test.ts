/**
 * A substitution group member's type must be its head's or derive from it (XSD Part 1, 3.3.6
 * e-props-correct.4): every row is compiled by libxml2 too, which agrees on what loads.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFleetcaseError } from '../../src/errors.js';
import { loadFailure, xsd, writeTree } from './helpers.js';
import { SchemaCompiler } from './libxml.js';

const TYPES = [
  '<xs:complexType name="Head"><xs:sequence><xs:element name="a" type="xs:string"/></xs:sequence></xs:complexType>',
  '<xs:complexType name="Other"><xs:sequence><xs:element name="b" type="xs:string"/></xs:sequence></xs:complexType>',
  '<xs:complexType name="Wider"><xs:complexContent><xs:extension base="t:Head"><xs:sequence><xs:element name="c" type="xs:int"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>',
  '<xs:complexType name="Widest"><xs:complexContent><xs:extension base="t:Wider"/></xs:complexContent></xs:complexType>',
  '<xs:simpleType name="Code"><xs:restriction base="xs:token"><xs:maxLength value="4"/></xs:restriction></xs:simpleType>',
  '<xs:simpleType name="Short"><xs:restriction base="t:Code"><xs:maxLength value="2"/></xs:restriction></xs:simpleType>',
  '<xs:simpleType name="IntOrCode"><xs:union memberTypes="xs:int t:Code"/></xs:simpleType>',
  '<xs:complexType name="Priced"><xs:simpleContent><xs:extension base="t:Code"><xs:attribute name="at" type="xs:date"/></xs:extension></xs:simpleContent></xs:complexType>',
];

const rows: Array<{ name: string; head: string; member: string; refused?: RegExp }> = [
  { name: 'the same type', head: 'type="t:Head"', member: 'type="t:Head"' },
  { name: 'no type (the head’s)', head: 'type="t:Head"', member: '' },
  { name: 'an extension', head: 'type="t:Head"', member: 'type="t:Wider"' },
  { name: 'an extension of an extension', head: 'type="t:Head"', member: 'type="t:Widest"' },
  { name: 'a restriction chain of a simple type', head: 'type="xs:token"', member: 'type="t:Short"' },
  { name: 'a member type of a union head', head: 'type="t:IntOrCode"', member: 'type="xs:int"' },
  { name: 'a simple-content type extending the head’s simple type', head: 'type="t:Code"', member: 'type="t:Priced"' },
  { name: 'anything, under an xs:anyType head', head: '', member: 'type="t:Other"' },
  { name: 'an unrelated complex type', head: 'type="t:Head"', member: 'type="t:Other"', refused: /its type 'Other' is not derived from 'Head', the head's type/ },
  { name: 'a simple type under a complex head', head: 'type="t:Head"', member: 'type="xs:int"', refused: /its type xs:int is not derived from 'Head'/ },
  { name: 'a base of the head’s type', head: 'type="t:Wider"', member: 'type="t:Head"', refused: /its type 'Head' is not derived from 'Wider'/ },
  { name: 'a sibling simple type', head: 'type="xs:int"', member: 'type="t:Code"', refused: /its type 'Code' is not derived from xs:int/ },
  {
    name: 'an anonymous complex type',
    head: 'type="t:Head"',
    member: '',
    refused: /its type the anonymous type of element member is not derived from 'Head'/,
  },
];

describe('substitution group member types (e-props-correct.4)', () => {
  const compiler = new SchemaCompiler();
  it.each(rows)('$name', ({ name, head, member, refused }) => {
    const anonymous = name === 'an anonymous complex type' ? '<xs:complexType><xs:sequence><xs:element name="z" type="xs:string"/></xs:sequence></xs:complexType>' : '';
    const memberElement = anonymous
      ? `<xs:element name="member" substitutionGroup="t:head">${anonymous}</xs:element>`
      : `<xs:element name="member" ${member} substitutionGroup="t:head"/>`;
    const dir = writeTree({ 'set/a.xsd': xsd([...TYPES, `<xs:element name="head" ${head}/>`, memberElement]) });
    const libxml = compiler.compile(join(dir, 'set', 'a.xsd'));
    expect('errors' in libxml).toBe(refused !== undefined);
    const caught = loadFailure(join(dir, 'set'));
    if (!refused) return expect(caught).toBeUndefined();
    expect(isFleetcaseError(caught) && caught.kind).toBe('SchemaInvalid');
    expect(String((caught as Error).message)).toMatch(refused);
    expect(isFleetcaseError(caught) && caught.props).toMatchObject({ file: 'set/a.xsd', line: TYPES.length + 3 });
  });
});
