/**
 * Test helper: compile XSDs and validate XML files with libxml2 (libxml2-wasm), caching compiled
 * schemas per path. Imports are resolved from disk through libxml2-wasm's fs input providers.
 */
import { readFileSync } from 'node:fs';
import { XmlDocument, XmlParseError, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

let registered = false;

/** A compiled schema, or the errors that kept it from compiling. */
export type Compiled = { validator: XsdValidator; document: XmlDocument } | { errors: string[] };

const format = (details: Array<{ message: string; line?: number; file?: string }>) =>
  details.map((detail) => `${detail.file ? `${detail.file}:` : ''}${detail.line ?? '?'}: ${detail.message.trim()}`);

/** Compiled XSDs by absolute path. */
export class SchemaCompiler {
  private readonly compiled = new Map<string, Compiled>();

  /** Compiles the XSD at `path` (once). */
  compile(path: string): Compiled {
    let entry = this.compiled.get(path);
    if (entry) return entry;
    if (!registered) registered = xmlRegisterFsInputProviders() || true;
    let document: XmlDocument | undefined;
    try {
      document = XmlDocument.fromBuffer(readFileSync(path), { url: path });
      // The compiled schema may point into the document, so both live until dispose().
      entry = { validator: XsdValidator.fromDoc(document), document };
    } catch (error) {
      document?.dispose();
      entry = { errors: error instanceof XmlValidateError || error instanceof XmlParseError ? format(error.details) : [String(error)] };
    }
    this.compiled.set(path, entry);
    return entry;
  }

  /** Errors of validating the XML file `xmlPath` against the XSD at `xsdPath` ([] = valid). */
  validate(xsdPath: string, xmlPath: string): string[] {
    const compiled = this.compile(xsdPath);
    if ('errors' in compiled) return compiled.errors.map((error) => `schema does not compile: ${error}`);
    let document: XmlDocument | undefined;
    try {
      document = XmlDocument.fromBuffer(readFileSync(xmlPath), { url: xmlPath });
      compiled.validator.validate(document);
      return [];
    } catch (error) {
      return error instanceof XmlValidateError || error instanceof XmlParseError ? format(error.details) : [String(error)];
    } finally {
      document?.dispose();
    }
  }

  /** Frees every compiled schema. */
  dispose(): void {
    for (const entry of this.compiled.values()) {
      if ('validator' in entry) {
        entry.validator.dispose();
        entry.document.dispose();
      }
    }
    this.compiled.clear();
  }
}

/** Namespace URI and local name of an XML file's root element; undefined when not well-formed. */
export function rootElementOf(xmlPath: string): { namespace: string; local: string } | undefined {
  let document: XmlDocument;
  try {
    document = XmlDocument.fromBuffer(readFileSync(xmlPath), { url: xmlPath });
  } catch {
    return undefined;
  }
  try {
    return { namespace: document.root.namespaceUri, local: document.root.name };
  } finally {
    document.dispose();
  }
}
