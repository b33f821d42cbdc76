/**
 * Words for types the loader named itself (review r12 edge, finding 5: the QName refusal showed
 * `<xs:simpleType name="union@memberTypes">`, a name no search of XSD.xsd finds).
 */
import { describe, expect, it } from 'vitest';
import { anonymousTypeWords } from '../../src/schema/map/anonymous-type-words.js';

describe('anonymousTypeWords', () => {
  it.each([
    { given: 'union@memberTypes', want: 'the anonymous simple type of attribute memberTypes of union' },
    { given: '@lang', want: 'the anonymous simple type of top-level attribute lang' },
    { given: 'Case.customers', want: 'the anonymous type of element customers of Case' },
    { given: 'note', want: 'the anonymous type of element note' },
    { given: 'note#2', want: 'the anonymous type of element note' },
    { given: 'Amount.value', want: 'the simple content of "Amount"' },
    { given: 'Codes.item', want: 'the anonymous item type of the list "Codes"' },
    { given: 'Size.member2', want: 'the anonymous member type 2 of the union "Size"' },
    { given: 'r@dims.item', want: 'the anonymous item type of the list of the anonymous simple type of attribute dims of r' },
  ])('$given', ({ given, want }) => {
    expect(anonymousTypeWords(given)).toBe(want);
  });
});
