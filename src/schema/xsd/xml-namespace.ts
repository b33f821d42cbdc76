/**
 * The schema of the XML namespace (`xml:lang`, `xml:space`, `xml:base`, `xml:id`), as the W3C
 * publishes it at http://www.w3.org/2001/xml.xsd. Schema sets import it from that remote location
 * or without any, and loading is offline: this built-in document stands in for it then. A set
 * that ships its own copy (a relative schemaLocation) uses that copy.
 * @see https://www.w3.org/XML/1998/namespace
 */
import type { XsdSchema } from './model.js';
import { XML_NAMESPACE_SCHEMA_TEXT } from './xml-namespace-text.js';
import { readSchema } from './schema.js';
import { readXsdBytes } from './xml-tree.js';

export { XML_NAMESPACE } from './xml-namespace-text.js';

/** The display path and key of the built-in document. */
export const BUILTIN_XML_SCHEMA = '<built-in>/xml.xsd';

let cached: XsdSchema | undefined;

/** The built-in schema of the XML namespace (parsed once). */
export function builtinXmlSchema(): XsdSchema {
  cached ??= readSchema(readXsdBytes(new TextEncoder().encode(XML_NAMESPACE_SCHEMA_TEXT), { file: BUILTIN_XML_SCHEMA }), {
    path: BUILTIN_XML_SCHEMA,
    file: BUILTIN_XML_SCHEMA,
  });
  return cached;
}
