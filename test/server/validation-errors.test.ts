/** Codec and validator findings as the entries of a 422 UnprocessableEntityErrorResponse. */
import { describe, expect, it } from 'vitest';
import { DecodeError } from '../../src/runtime/errors.js';
import { decodeErrorEntry, fieldOf, issueEntries } from '../../src/server/validation-errors.js';

describe('issueEntries', () => {
  it.each([
    [
      'a rule naming the missing field',
      { rule: 'case-required-field-missing', severity: 'error' as const, message: "<breakdown> lacks 'city', which every 0.0.7 CaseRequest must give", path: '/case/breakdown' },
      [{ resource: 'case', field: 'breakdown/city', code: 'missing_field', messages: ["<breakdown> lacks 'city', which every 0.0.7 CaseRequest must give"] }],
    ],
    [
      'a missing element reported on its parent (the root)',
      { rule: 'xsd-missing-element', severity: 'error' as const, message: 'required element <description> is missing', path: '/attachment' },
      [{ resource: 'attachment', field: 'description', code: 'missing_field', messages: ['required element <description> is missing'] }],
    ],
    [
      'a bad value',
      { rule: 'xsd-invalid-value', severity: 'error' as const, message: '"x" is not a decimal (decimal-invalid)', path: '/items/item[2]/labor/rate' },
      [{ resource: 'items', field: 'item[2]/labor/rate', code: 'invalid', messages: ['"x" is not a decimal (decimal-invalid)'] }],
    ],
    ['a warning refuses nothing', { rule: 'labor-total-ignored', severity: 'warning' as const, message: 'ignored', path: '/item/labor' }, []],
  ])('%s', (_name, issue, want) => expect(issueEntries([issue], issue.path.split('/')[1]!)).toStrictEqual(want));
});

describe('decodeErrorEntry', () => {
  it.each([
    [
      'an unknown element',
      new DecodeError('element-unknown', 'unknown element <colour> in /case', 3, 5, '/case/colour'),
      { resource: 'case', field: 'colour', code: 'invalid', messages: ['unknown element <colour> in /case (line 3, column 5)'] },
    ],
    [
      'a missing element, with its prefix',
      new DecodeError('element-missing', 'required element <ct:mileage> is missing', 4, 3, '/case/assetInformation'),
      { resource: 'case', field: 'assetInformation/mileage', code: 'missing_field', messages: ['required element <ct:mileage> is missing (line 4, column 3)'] },
    ],
  ])('%s', (_name, error, want) => expect(decodeErrorEntry(error, 'case')).toStrictEqual(want));
});

describe('fieldOf', () => {
  it.each([
    ['/case/primaryContact/name', 'primaryContact/name'],
    ['/case', 'case'],
    ['', 'case'],
  ])('%s', (given, want) => expect(fieldOf(given, 'case')).toBe(want));
});
