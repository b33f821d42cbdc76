/**
 * Peer: bare libxml2-wasm, the way its README does it and as fast as it gets: each XSD parsed
 * and compiled once into an `XsdValidator`, then per document parse, validate, dispose. No
 * namespace lookup, no safe pre-parse, no rule layer: the floor under fleetcase's default
 * engine. XSD imports are read through libxml2-wasm's own file-system input provider.
 */
import { readFileSync } from 'node:fs';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

/** Validates a document against an XSD path; true when valid. */
export type PeerValidate = (document: Buffer, xsdFile: string) => boolean;

/** A bare libxml2-wasm validator with schemas compiled once; `dispose` frees them. */
export function createBareLibxml2Wasm(): { validate: PeerValidate; dispose(): void } {
  xmlRegisterFsInputProviders();
  const compiled = new Map<string, { schema: XmlDocument; validator: XsdValidator }>();
  const validatorFor = (xsdFile: string): XsdValidator => {
    let entry = compiled.get(xsdFile);
    if (!entry) {
      const schema = XmlDocument.fromBuffer(readFileSync(xsdFile), { url: xsdFile });
      entry = { schema, validator: XsdValidator.fromDoc(schema) };
      compiled.set(xsdFile, entry);
    }
    return entry.validator;
  };
  return {
    validate(document, xsdFile) {
      const validator = validatorFor(xsdFile);
      const parsed = XmlDocument.fromBuffer(document);
      try {
        validator.validate(parsed);
        return true;
      } catch (error) {
        if (error instanceof XmlValidateError) return false;
        throw error;
      } finally {
        parsed.dispose();
      }
    },
    dispose() {
      for (const { schema, validator } of compiled.values()) {
        validator.dispose();
        schema.dispose();
      }
      compiled.clear();
    },
  };
}
