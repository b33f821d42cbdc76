/**
 * An XSD whose targetNamespace is an entity its internal subset declares
 * (`targetNamespace="&ns;"`, review r11 re-review N1): validate finds the document's XSD by the
 * expanded namespace, as the schema loader (generate) and xmllint read it.
 */
import { describe, expect, it } from 'vitest';
import { xmllintVerdict } from '../emit/xmllint.js';
import { runCli, tempDir } from './helpers.js';

const XSD = `<?xml version="1.0"?>
<!DOCTYPE xs:schema [
<!ENTITY ns "urn:entity:ns">
]>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="&ns;" xmlns="&ns;" elementFormDefault="qualified">
  <xs:element name="r" type="xs:int"/>
</xs:schema>
`;

describe('a targetNamespace written as an entity', () => {
  it.each([
    { given: '<r xmlns="urn:entity:ns">5</r>', want: [] },
    { given: '<r xmlns="urn:entity:ns">x</r>', want: ['xsd-invalid-value'] },
  ])('$given: $want', async ({ given, want }) => {
    const temp = tempDir();
    try {
      const xsd = temp.write('g/s.xsd', XSD);
      const document = temp.write('d.xml', given);
      expect(xmllintVerdict(xsd, given) === '').toBe(want.length === 0);
      const { out } = await runCli(['validate', '--schemas', `${temp.dir}/g`, '--format', 'json', document]);
      const rules = JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule);
      expect(rules).toEqual(want);
    } finally {
      temp.cleanup();
    }
  });
});
