/**
 * The schema loader: XSD files -> typed XSD model (./xsd) -> IR (./map, then src/ir/passes),
 * assembled per generation with the endpoint descriptors (./descriptors).
 *
 * Supported XSD subset (details and rationale in ./SUBSET.md):
 * - `xs:schema` with targetNamespace, elementFormDefault, attributeFormDefault; `xs:import` and
 *   `xs:include` with relative schemaLocations, across folders (a chameleon include is read in the includer's namespace);
 * - global and local `xs:element` (name/type/ref, minOccurs/maxOccurs, nillable, default, fixed,
 *   form, substitutionGroup, abstract, identity constraints; no type: xs:anyType); named and
 *   anonymous `xs:complexType` (mixed, abstract) with `xs:all` / `xs:sequence` / `xs:choice`
 *   (nested) and `xs:any` wildcards, `xs:group` definitions and references, `xs:complexContent`
 *   extension (flattened, base particles first) and restriction, `xs:simpleContent` extension
 *   and restriction;
 * - `xs:attribute` (use, default, fixed, ref, form), `xs:attributeGroup`, `xs:anyAttribute`;
 * - `xs:simpleType` restriction with every facet, chained through named and nested simple types,
 *   `xs:list` and `xs:union`;
 * - `xs:annotation/xs:documentation` -> `doc`.
 *
 * Everything else (xs:redefine, xs:override, xs:notation, ENTITY/NOTATION, an element of an
 * abstract type…) is refused with `SchemaUnsupportedConstruct` naming file, line and construct
 * (every one of a load at once: ./refusals.ts);
 * missing files are `SchemaFileMissing`, unresolved names `SchemaUnresolvedReference`, broken XML
 * `SchemaXmlMalformed`. Nothing is skipped silently.
 *
 * IR conventions: anonymous types are named after their place, in the declaring schema's
 * namespace: a global element's type `{ns}case`, a local element's `{ns}CaseRequestType.customers`
 * (nested: `{ns}case.customers.billing`), an attribute's `{ns}Owner@attr`; a clash gets `#2`, `#3`.
 * `IrSchema.prefix` is the prefix the schema's own file binds to its namespace (else the one other
 * files use most, else `ns1`, `ns2`…).
 */
export { loadModel, loadGeneration, loadSchemaSet, listGenerations, type LoadOptions, type LoadSchemaSetOptions } from './load.js';
export { listSchemas, describeGeneration, type SchemasListing, type GenerationListing, type SchemaListingEntry, type ListSchemasOptions } from './listing.js';
export { effectiveSchemaFiles, generationFolders, type EffectiveSchemaFile } from './effective-set.js';
export { allSchemas, schemaForNamespace, schemaForElement } from './lookup.js';
export { SchemaFileCache } from './files.js';
