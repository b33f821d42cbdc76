/**
 * The loader reads a chameleon include (XSD Part 1, 4.2.1: a schema without targetNamespace
 * included by one that has one) in the includer's namespace: its components, and every QName
 * reference to no namespace in it, take that namespace; a file included into two namespaces
 * gives each its own components. (Refused before: NF-e 4.00's leiaute files include the
 * no-namespace DFeTiposBasicos.)
 */
import { describe, expect, it } from 'vitest';
import { loadError, loadInline, NS, NS_B, xsd } from './helpers.js';

const PART = xsd(['<xs:simpleType name="Code"><xs:restriction base="xs:string"/></xs:simpleType>', '<xs:element name="code" type="Code"/>'], { namespace: '' });

describe('chameleon includes', () => {
  it('give the included components the includer\'s namespace, and its references to no namespace', () => {
    const generation = loadInline({ 'set/a.xsd': xsd(['<xs:include schemaLocation="part.xsd"/>']), 'set/part.xsd': PART });
    expect(Object.keys(generation.types)).toContain(`{${NS}}Code`);
    expect(generation.elements[`{${NS}}code`]?.type).toMatchObject({ kind: 'named', name: `{${NS}}Code` });
  });

  it('one file included into two namespaces is read once in each', () => {
    const generation = loadInline({
      'set/a.xsd': xsd(['<xs:include schemaLocation="../common/part.xsd"/>']),
      'set/b.xsd': xsd(['<xs:include schemaLocation="../common/part.xsd"/>'], { namespace: NS_B }),
      'common/part.xsd': PART,
    });
    expect(Object.keys(generation.types).filter((name) => name.endsWith('}Code')).sort()).toEqual([`{${NS}}Code`, `{${NS_B}}Code`]);
  });

  it('an error in the included file names that file and line', () => {
    const error = loadError({
      'set/a.xsd': xsd(['<xs:include schemaLocation="part.xsd"/>']),
      'set/part.xsd': xsd(['<xs:element name="code" type="Missing"/>'], { namespace: '' }),
    });
    expect(error.message).toMatch(/part\.xsd:2/);
    expect(error.message).not.toMatch(/#chameleon/);
  });
});
