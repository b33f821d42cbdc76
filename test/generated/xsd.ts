/**
 * Test helper: validates XML strings against an XSD with libxml2 (libxml2-wasm), each schema
 * compiled once per process; imports are read from disk.
 */
import { readFileSync } from 'node:fs';
import { XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

let registered = false;
const compiled = new Map<string, XsdValidator>();

function validatorFor(xsdPath: string): XsdValidator {
  let validator = compiled.get(xsdPath);
  if (!validator) {
    if (!registered) registered = xmlRegisterFsInputProviders() || true;
    // The schema document must outlive the validator: it is kept for the life of the process.
    const document = XmlDocument.fromBuffer(readFileSync(xsdPath), { url: xsdPath });
    validator = XsdValidator.fromDoc(document);
    compiled.set(xsdPath, validator);
  }
  return validator;
}

/** libxml2's errors for `xml` against the XSD at `xsdPath` (`[]` = valid). */
export function xsdErrors(xsdPath: string, xml: string): string[] {
  const validator = validatorFor(xsdPath);
  let document: XmlDocument | undefined;
  try {
    document = XmlDocument.fromString(xml);
    validator.validate(document);
    return [];
  } catch (error) {
    if (error instanceof XmlValidateError || error instanceof XmlParseError) {
      return error.details.map((detail) => `${detail.line ?? '?'}: ${detail.message.trim()}`);
    }
    throw error;
  } finally {
    document?.dispose();
  }
}
