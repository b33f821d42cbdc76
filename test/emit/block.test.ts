/**
 * `block` on a substitution group's head, on its type, on a type in between, and the schema's
 * `blockDefault` (XSD Part 1, 3.3.6 Substitution Group OK (Transitive)): a member they keep out
 * may not stand for the head. The generated decoder and validator agree with xmllint on each
 * member of test/fixtures/block (they accepted every member before).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintValid } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'block');
type Module = Record<string, (value: unknown, options?: unknown) => unknown>;
const sets = useGeneratedSets<Module>({ block: fixtures, blockXsi: join(import.meta.dirname, 'fixtures', 'block-xsi') });
const module = (): Module => sets.modules.get('block')!;
const xsd = join(fixtures, 'Block.xsd');
const doc = (body: string) => `<subject xmlns="urn:block" xmlns:a="urn:block-all">${body}</subject>`;

/** Each member (or head) in its place, and whether XSD lets it stand there. */
const CASES: Array<[element: string, valid: boolean, why: string]> = [
  ['<hSub/>', true, 'a head stands for itself'],
  ['<mSub/>', false, 'the head blocks substitution'],
  ['<mExtE/>', false, 'the head blocks extension: its type extends the head type'],
  ['<mExtR/>', true, 'the head blocks extension only: its type restricts the head type'],
  ['<mExtSame/>', true, 'the head type itself: no derivation to block'],
  ['<mResR/>', false, 'the head blocks restriction'],
  ['<mResE/>', true, 'the head blocks restriction only'],
  ['<mTyp/>', false, 'the head type blocks extension'],
  ['<mMid1/>', true, "a type's own block says nothing of its derivation from the head type"],
  ['<mMid2/>', false, 'a type in between blocks restriction'],
  ['<mTr1/>', true, 'a member of the head type'],
  ['<mTr2/>', false, "a member of a member: the head's block applies all the way down"],
  ['<a:hAll>v</a:hAll>', true, 'a head stands for itself under blockDefault="#all"'],
  ['<a:mAll>v</a:mAll>', false, 'blockDefault="#all" blocks substitution'],
  ['<a:mNone>v</a:mNone>', true, 'block="" lifts blockDefault'],
];

describe('block narrows substitution groups', () => {
  it('the generated code type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  it.each(CASES)('%s: valid %s (%s), as xmllint says', (element, valid) => {
    const xml = doc(element);
    expect(xmllintValid(xsd, xml)).toBe(valid);
    if (valid) {
      const value = module().decodeBlockSubject!(xml);
      expect(module().validateBlockSubject!(value)).toStrictEqual([]);
      expect(module().decodeBlockSubject!(module().encodeBlockSubject!(value))).toStrictEqual(value);
    } else {
      expect(() => module().decodeBlockSubject!(xml)).toThrow();
    }
  });
});

describe('a blocked member built by hand', () => {
  it('is refused by the validator and the encoder', () => {
    const value = { hExt: [{ $element: 'mExtE', value: {} }] };
    expect(module().validateBlockSubject!(value)).toMatchObject([{ path: '/subject/mExtE' }]);
    expect(() => module().encodeBlockSubject!(value)).toThrow();
  });
});

describe("a complex type's block narrows what an xsi:type may name", () => {
  const xsiXsd = join(import.meta.dirname, 'fixtures', 'block-xsi', 'BlockXsi.xsd');
  const xsiDoc = (body: string) => `<subject xmlns="urn:block-xsi" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${body}</subject>`;
  it.each([
    ['<h xsi:type="MT"/>', false, 'its type blocks extension'],
    ['<h xsi:type="RT"/>', true, 'its type blocks extension only'],
    ['<a xsi:type="A1"/>', true, 'no block on its type'],
    ['<a xsi:type="A2"/>', true, "a type in between does not count for xsi:type (as it does for substitution)"],
  ] as const)('%s: valid %s (%s), as xmllint says', (element, valid) => {
    const xml = xsiDoc(element);
    expect(xmllintValid(xsiXsd, xml)).toBe(valid);
    const blockXsi = sets.modules.get('blockXsi')!;
    if (valid) expect(blockXsi.decodeBlockXsiSubject!(blockXsi.encodeBlockXsiSubject!(blockXsi.decodeBlockXsiSubject!(xml)))).toStrictEqual(blockXsi.decodeBlockXsiSubject!(xml));
    else expect(() => blockXsi.decodeBlockXsiSubject!(xml)).toThrow(/xsi:type/);
  });
});
