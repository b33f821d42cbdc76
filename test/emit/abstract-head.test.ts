/**
 * An abstract element with no substitution member in the set (SAML 2.0's BaseID, Condition,
 * Statement): its value type is `never`, the generated code still type-checks under --strict
 * (it switched on `value.$element` of `never`), and decoder, validator and encoder all refuse
 * the element, as xmllint does.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncodeError } from '../../src/runtime/index.js';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'abstract-head');
type Module = Record<string, (value: unknown) => unknown>;
const sets = useGeneratedSets<Module>({ abstract: fixtures });
const module = (): Module => sets.modules.get('abstract')!;
const xsd = join(fixtures, 'Abstract.xsd');
const doc = (body: string) => `<subject xmlns="urn:abstract-head">${body}</subject>`;

describe('an abstract head without members', () => {
  it('the generated code type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  it('a document without it decodes, validates and round-trips', () => {
    const xml = doc('<name>n</name>');
    expect(xmllintVerdict(xsd, xml)).toBe('');
    const value = module().decodeAbstractSubject!(xml);
    expect(module().validateAbstractSubject!(value)).toStrictEqual([]);
    expect(module().decodeAbstractSubject!(module().encodeAbstractSubject!(value))).toStrictEqual(value);
  });

  it('the element itself is refused by xmllint, the decoder, the validator and the encoder', () => {
    const xml = doc('<Base/><name>n</name>');
    expect(xmllintVerdict(xsd, xml)).not.toBe('');
    expect(() => module().decodeAbstractSubject!(xml)).toThrow();
    const value = { Base: { $element: 'Base', value: {} }, name: 'n' };
    expect(module().validateAbstractSubject!(value)).toMatchObject([{ path: '/subject/Base' }]);
    expect(() => module().encodeAbstractSubject!(value)).toThrow(EncodeError);
  });
});
