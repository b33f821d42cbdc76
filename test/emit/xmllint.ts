/** xmllint as the oracle of the generator's tests on XSD sets. */
import { execFileSync } from 'node:child_process';

/** xmllint's verdict on `xml` against the XSD at `xsdPath`: '' when valid, else its messages. */
export function xmllintVerdict(xsdPath: string, xml: string): string {
  try {
    execFileSync('/usr/bin/xmllint', ['--noout', '--schema', xsdPath, '-'], { input: xml, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}
