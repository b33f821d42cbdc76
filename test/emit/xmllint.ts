/** xmllint as the oracle of the generator's tests on XSD sets. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * xmllint's verdict on `xml` against the XSD at `xsdPath`: '' when valid, else its messages.
 * Bytes are given as they are (a string goes as UTF-8).
 */
export function xmllintVerdict(xsdPath: string, xml: string | Uint8Array): string {
  try {
    execFileSync('/usr/bin/xmllint', ['--noout', '--nonet', '--schema', xsdPath, '-'], { input: xml, stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

/** True when xmllint finds `xml` well-formed (no schema). */
export function xmllintWellFormed(xml: string): boolean {
  try {
    execFileSync('/usr/bin/xmllint', ['--noout', '--nonet', '-'], { input: xml, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** True when xmllint finds `xml` (its text, or the file at `file:`) valid against the XSD at `xsdPath`. */
export function xmllintValid(xsdPath: string, xml: string | Uint8Array | { file: string }): boolean {
  return xmllintVerdict(xsdPath, typeof xml === 'object' && 'file' in xml ? readFileSync(xml.file) : xml) === '';
}
