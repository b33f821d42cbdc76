/**
 * Review r30 spec M2: the 0.0.7 CaseRequest's required children of primaryContact, breakdown
 * and assetInformation (SPEC.md "Requirement rules" item 2) were required by the shared CaseTypes
 * in every document, so a service request or a case response with a partial primaryContact was
 * refused, though SPEC.md requires nothing of them there (API-FACTS "Where they differ" 3). The
 * shared types leave them optional; the rule case-required-field-missing requires them in the
 * CaseRequest, where the verdict stays an error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/validate/index.js';

const fixture = (name: string) => readFileSync(`test/fixtures/0.0.7/valid/${name}`, 'utf8');
/** The fixture with its contact reduced to a name and its breakdown to a city. */
const partial = (xml: string) =>
  xml
    .replace(/<ct:phone>[^<]*<\/ct:phone>\s*|<ct:relation>[^<]*<\/ct:relation>\s*/g, '')
    .replace(/<ct:(driverName|driverPhone|location|state)>[^<]*<\/ct:\1>\s*/g, '');

describe('0.0.7 contact and breakdown children are required in the CaseRequest only', () => {
  it.each(['FleetServiceRequest.serviceRequest.1.xml', 'CaseResponse.case.1.xml'])('%s with a partial contact and breakdown is valid', (name) => {
    const xml = partial(fixture(name));
    expect(xml).not.toContain('<ct:phone>');
    expect(validateDocument(xml).issues).toStrictEqual([]);
  });

  it('a CaseRequest with a partial contact and breakdown: case-required-field-missing for each field', () => {
    const xml = partial(fixture('CaseRequest.case.1.xml'));
    const issues = validateDocument(xml).issues;
    expect(issues.map((issue) => `${issue.rule} ${issue.path} ${/lacks '(\w+)'/.exec(issue.message)?.[1]}`)).toStrictEqual([
      'case-required-field-missing /case/primaryContact phone',
      'case-required-field-missing /case/primaryContact relation',
      'case-required-field-missing /case/breakdown driverName',
      'case-required-field-missing /case/breakdown driverPhone',
      'case-required-field-missing /case/breakdown location',
      'case-required-field-missing /case/breakdown state',
    ]);
  });
});
