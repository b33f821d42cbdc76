/**
 * Peer: libxmljs2 (the native libxml2 binding) as users commonly call it, per document:
 * `parseXml(xsdText, { baseUrl })`, `parseXml(document)`, `document.validate(xsdDoc)`. Its API
 * has no compiled-schema handle: `validate` compiles the schema on every call anyway, so
 * parsing the XSD each time adds little; the XSD text itself is read once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Libxmljs from 'libxmljs2';
import type { PeerValidate } from './libxml2-wasm.js';

const require = createRequire(import.meta.url);

/** A per-call libxmljs2 validator (schema recompiled for every document). */
export function createLibxmljs2PerCall(): PeerValidate {
  const libxmljs = require('libxmljs2') as typeof Libxmljs;
  const texts = new Map<string, string>();
  return (document, xsdFile) => {
    let xsdText = texts.get(xsdFile);
    if (xsdText === undefined) texts.set(xsdFile, (xsdText = readFileSync(xsdFile, 'utf8')));
    const schema = libxmljs.parseXml(xsdText, { baseUrl: xsdFile });
    const parsed = libxmljs.parseXml(document.toString('utf8'));
    return parsed.validate(schema);
  };
}
