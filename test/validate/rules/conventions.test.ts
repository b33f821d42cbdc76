/** The convention rules on single values, as given/want tables (SPEC.md "Conventions"). */
import { describe, expect, it } from 'vitest';
import { runRules, valueNode } from '../../../src/validate/rules/index.js';

/** Rule ids reported for one field of a 0.3-beta case update. */
function rulesFor(field: string, value: unknown): string[] {
  const issues = runRules(valueNode({ [field]: value }, 'case'), {
    generation: '0.3-beta',
    schema: 'CaseRequest',
    root: 'case',
  });
  return issues.map((issue) => issue.rule);
}

describe('timestamps', () => {
  it.each([
    { given: '2024-03-01T08:30:00.0', want: [] },
    { given: '2024-03-01T08:30:00.123456', want: [] },
    { given: '2024-03-01T08:30:00Z', want: [] },
    { given: '2024-03-01T08:30:00+00:00', want: [] },
    { given: '2024-03-01T08:30:00-07:00', want: [] },
    { given: ' 2024-03-01T08:30:00Z\n', want: [] },
    { given: '2024-03-01T08:30:00', want: ['timestamp-form-nonstandard'] },
    { given: '2024-03-01T08:30:00.000Z', want: ['timestamp-form-nonstandard'] },
    // Not an xs:dateTime at all: the XSD check's finding (xsd-invalid-value), not this rule's.
    { given: '2024-03-01T08:30Z', want: [] },
    { given: '2024-03-01', want: [] },
    { given: '2024-03-05 17:02', want: [] },
    { given: '2024-03-01T25:00:00', want: [] },
    { given: null, want: [] },
  ])('downtime $given', ({ given, want }) => {
    expect(rulesFor('downtime', given)).toStrictEqual(want);
  });
});

describe('dates', () => {
  it.each([
    { given: '2024-03-11', want: [] },
    { given: '2024-03-11Z', want: ['date-form-nonstandard'] },
    { given: '2024-03-11+01:00', want: ['date-form-nonstandard'] },
    // Not an xs:date at all: the XSD check's finding (xsd-invalid-value), not this rule's.
    { given: '2024-03-11T00:00:00Z', want: [] },
    { given: '20240311', want: [] },
  ])('invoiceDate $given', ({ given, want }) => {
    expect(rulesFor('invoiceDate', given)).toStrictEqual(want);
  });
});

describe('money', () => {
  it.each([
    { given: '10', want: [] },
    { given: '10.5', want: [] },
    { given: '10.50', want: [] },
    { given: '10.500', want: [] },
    { given: '10.505', want: ['money-fraction-digits-exceeded'] },
    { given: 'ten', want: [] },
  ])('invoiceAmount $given', ({ given, want }) => {
    expect(rulesFor('invoiceAmount', given)).toStrictEqual(want);
  });

  it('a money name used as a container is not a money value', () => {
    const issues = runRules(
      valueNode(
        { additionalChargesTotals: { total: [{ category: 'Towing', amount: '1.999' }] } },
        'estimate',
      ),
      {
        generation: '0.3-beta',
        schema: 'EstimateResponse',
        root: 'estimate',
      },
    );
    expect(issues.map((issue) => [issue.rule, issue.path])).toStrictEqual([
      ['money-fraction-digits-exceeded', '/estimate/additionalChargesTotals/total/amount'],
    ]);
  });
});

describe('booleans', () => {
  it.each([
    { given: 'true', want: [] },
    { given: 'false', want: [] },
    { given: true, want: [] },
    { given: '1', want: ['boolean-form-nonstandard'] },
    { given: '0', want: ['boolean-form-nonstandard'] },
    // Not an xs:boolean at all: the XSD check's finding (xsd-invalid-value), not this rule's.
    { given: 'TRUE', want: [] },
    { given: 'yes', want: [] },
  ])('closed $given', ({ given, want }) => {
    expect(rulesFor('closed', given)).toStrictEqual(want);
  });
});
