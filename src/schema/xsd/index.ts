/**
 * Step one of the two-step load (STYLE.md): XSD files -> a typed model of XML Schema itself.
 * Step two (../map) turns this model into the IR.
 */
export * from './model.js';
export { readSchema, readSchemaFile, type SchemaFileRef } from './schema.js';
export { readXsdXml, type XsdXmlNode } from './xml-tree.js';
