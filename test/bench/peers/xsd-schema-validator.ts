/**
 * Peer: xsd-schema-validator (Xerces in a JVM). Its `validateXML(xml, schemaPath)` starts one
 * JVM per call, which compiles the schema and validates one document; documents go one after
 * another, as a script looping over files would call it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface XsdSchemaValidator {
  validateXML(xml: Buffer, schema: string): Promise<{ valid: boolean }>;
}

/** Validates one document in a fresh JVM; resolves true when valid, false when invalid. */
export function createXsdSchemaValidator(): (document: Buffer, xsdFile: string) => Promise<boolean> {
  const module = require('xsd-schema-validator') as XsdSchemaValidator;
  return async (document, xsdFile) => {
    try {
      return (await module.validateXML(document, xsdFile)).valid;
    } catch (error) {
      // An invalid document rejects with the messages; anything else (no JVM) is a failure.
      if ((error as { messages?: unknown }).messages) return false;
      throw error;
    }
  };
}
