/**
 * `xsi:type` naming a type derived from the declared one (src/runtime/derived-types.ts): the
 * `$xsiType` ids, what an element's `xsi:type` says (`derivedTypeOf`, `XmlReader.derivedType`),
 * what a value built by hand gives (`xsiTypeOfValue`), and the writer's `xsi:type` attribute
 * (`XmlWriter.derivedType`: the prefix of its namespace, declared on the root).
 */
import { describe, expect, it } from 'vitest';
import {
  DecodeError,
  derivedTypes,
  EncodeError,
  XmlReader,
  XmlWriter,
  xsiTypeIds,
  xsiTypeOfValue,
} from '../../src/runtime/index.js';
import { derivedTypeOf } from '../../src/runtime/derived-types.js';

const SHAPE = derivedTypes('urn:d', 'Shape', false, [
  ['urn:d', 'Circle Ring', 'Polygon'],
  ['urn:x', 'Star Circle'],
]);
const ABSTRACT = derivedTypes('urn:d', 'Figure', true, [['urn:d', 'Square']]);
const BINDINGS = new Map([
  ['d', 'urn:d'],
  ['x', 'urn:x'],
]);
const lookup = (prefix: string) => BINDINGS.get(prefix);

describe('xsiTypeIds', () => {
  it.each([
    { given: [['urn:d', 'Circle']] as const, want: ['Circle'] },
    {
      given: [['urn:d', 'Circle'], ['urn:x', 'Circle'], ['urn:x', 'Star']] as const,
      want: ['{urn:d}Circle', '{urn:x}Circle', 'Star'],
    },
    { given: [['', 'Circle'], ['urn:x', 'Circle']] as const, want: ['Circle', '{urn:x}Circle'] },
  ])('$want', ({ given, want }) => {
    expect(xsiTypeIds(given)).toEqual(want);
  });
});

describe('derivedTypeOf', () => {
  it.each([
    { name: 'no xsi:type', derived: SHAPE, given: undefined, want: {} },
    { name: 'the declared type', derived: SHAPE, given: 'd:Shape', want: {} },
    { name: 'a derived type, default namespace', derived: SHAPE, given: ' Ring ', want: { id: 'Ring' } },
    { name: 'a shared local name', derived: SHAPE, given: 'x:Circle', want: { id: '{urn:x}Circle' } },
    { name: 'of another namespace', derived: SHAPE, given: 'x:Star', want: { id: 'Star' } },
    {
      name: 'an abstract derived type',
      derived: SHAPE,
      given: 'd:Polygon',
      want: { problem: 'which names the abstract type {urn:d}Polygon' },
    },
    {
      name: 'an unrelated type',
      derived: SHAPE,
      given: 'x:Other',
      want: { problem: 'which names no type derived from its declared type {urn:d}Shape' },
    },
    {
      name: 'an undeclared prefix',
      derived: SHAPE,
      given: 'q:Ring',
      want: { problem: "whose prefix 'q' is not declared (no xmlns:q in scope)" },
    },
    {
      name: 'an abstract declared type, no xsi:type',
      derived: ABSTRACT,
      given: undefined,
      want: {
        problem:
          'it is declared of the abstract type {urn:d}Figure, so it needs an xsi:type naming a non-abstract type derived from it',
      },
    },
    {
      name: 'an abstract declared type, named',
      derived: ABSTRACT,
      given: 'Figure',
      want: {
        problem:
          'which names the abstract type itself: it is declared of the abstract type {urn:d}Figure, so it needs an xsi:type naming a non-abstract type derived from it',
      },
    },
    { name: 'an abstract declared type, a derived one', derived: ABSTRACT, given: 'Square', want: { id: 'Square' } },
  ])('$name', ({ derived, given, want }) => {
    expect(derivedTypeOf(derived, given, lookup, 'urn:d')).toStrictEqual(want);
  });
});

describe('xsiTypeOfValue (values built by hand)', () => {
  it.each([
    { name: 'a plain value', derived: SHAPE, given: { name: 'a' }, want: {} },
    { name: 'a derived value', derived: SHAPE, given: { $xsiType: 'Ring', value: {} }, want: { id: 'Ring' } },
    {
      name: 'an unknown $xsiType',
      derived: SHAPE,
      given: { $xsiType: 'Polygon', value: {} },
      want: {
        problem: `$xsiType "Polygon" names no non-abstract type derived from {urn:d}Shape ('{urn:d}Circle', 'Ring', 'Star', '{urn:x}Circle')`,
      },
    },
    {
      name: 'an abstract declared type without $xsiType',
      derived: ABSTRACT,
      given: {},
      want: {
        problem:
          'its declared type {urn:d}Figure is abstract: give { $xsiType, value } naming a non-abstract type derived from it',
      },
    },
    { name: 'an inherited $xsiType does not count', derived: SHAPE, given: Object.create({ $xsiType: 'Ring' }), want: {} },
  ])('$name', ({ derived, given, want }) => {
    expect(xsiTypeOfValue(given, derived)).toStrictEqual(want);
  });
});

describe('XmlReader.derivedType', () => {
  const read = (xml: string, derived = SHAPE, lenient = false) => {
    const r = new XmlReader(xml, { lenient });
    r.root();
    r.nextChild();
    return r.derivedType(derived);
  };
  it('gives the id of the type the xsi:type names, undefined for the declared type', () => {
    const xsi = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
    expect(read(`<a xmlns="urn:d" ${xsi}><s xsi:type="Ring"/></a>`)).toBe('Ring');
    expect(read(`<a xmlns="urn:d" ${xsi} xmlns:x="urn:x"><s xsi:type="x:Circle"/></a>`)).toBe('{urn:x}Circle');
    expect(read(`<a xmlns="urn:d"><s/></a>`)).toBeUndefined();
  });
  it.each([false, true])('refuses what no instance may have (lenient: %s)', (lenient) => {
    const xsi = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';
    expect(() => read(`<a xmlns="urn:d" ${xsi}>\n<s xsi:type="Polygon"/></a>`, SHAPE, lenient)).toThrow(
      expect.objectContaining({
        code: 'xsi-type-invalid',
        line: 2,
        path: '/a/s',
        message: '<s> ({urn:d}) has xsi:type="Polygon", which names the abstract type {urn:d}Polygon',
      }),
    );
    expect(() => read(`<a xmlns="urn:d"><s/></a>`, ABSTRACT, lenient)).toThrow(DecodeError);
  });
});

describe('XmlWriter.derivedType', () => {
  const write = (value: unknown, derived = SHAPE, prefixes: Array<[string, string]> = []) => {
    const w = new XmlWriter({ defaultNamespace: 'urn:d', prefixes, xmlDeclaration: false });
    w.start('urn:d', 'a');
    w.derivedType(value, 's', derived);
    w.start('urn:d', 's');
    w.end();
    w.end();
    return w.finish();
  };
  it.each([
    { name: 'the declared type: no xsi:type', given: { name: 'a' }, want: '<a xmlns="urn:d"><s/></a>' },
    {
      name: 'in the default namespace: unprefixed',
      given: { $xsiType: 'Ring', value: {} },
      want: '<a xmlns="urn:d" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><s xsi:type="Ring"/></a>',
    },
    {
      name: 'in another namespace: a prefix declared on the root',
      given: { $xsiType: 'Star', value: {} },
      want: '<a xmlns="urn:d" xmlns:ns1="urn:x" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><s xsi:type="ns1:Star"/></a>',
    },
  ])('$name', ({ given, want }) => {
    expect(write(given)).toBe(want);
  });

  it('takes the prefix the module gives a namespace', () => {
    expect(write({ $xsiType: '{urn:x}Circle', value: {} }, SHAPE, [['x', 'urn:x']])).toContain(
      '<s xsi:type="x:Circle"/>',
    );
  });

  it.each([
    { name: 'an unknown $xsiType', derived: SHAPE, given: { $xsiType: 'Nope', value: {} }, code: 'value-invalid' },
    { name: 'an abstract type without $xsiType', derived: ABSTRACT, given: {}, code: 'value-invalid' },
    { name: 'an abstract type, undefined', derived: ABSTRACT, given: undefined, code: 'element-missing' },
  ])('refuses $name', ({ derived, given, code }) => {
    expect(() => write(given, derived)).toThrow(EncodeError);
    expect(() => write(given, derived)).toThrow(expect.objectContaining({ code, path: '/a/s' }));
  });
});
