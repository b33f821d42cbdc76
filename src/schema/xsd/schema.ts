/**
 * Reads one XSD document (`<xs:schema>`, XSD Part 1, 3.15) into the typed model of ./model.ts.
 * Top-level `xs:redefine`, `xs:override` and `xs:notation` are outside the subset and refused.
 */
import { XSD_NAMESPACE } from '../../ir/qname.js';
import { recoverInvalid } from '../refusals.js';
import { attributeHandlers, readAttribute } from './attribute.js';
import { readBlockDefault } from './block.js';
import { readComplexType } from './complex-type.js';
import { readElement } from './element.js';
import { readFinalDefault } from './final.js';
import type { XsdAttributeGroup, XsdAttributeUse, XsdSchema } from './model.js';
import { readGroupDefinition } from './model-group.js';
import { checkAttributes, eachChild, invalid, optional, readDoc, readForm, sourceOf, type ReadContext } from './reader.js';
import { readSimpleType } from './simple-type.js';
import { readXsdXml, type XsdXmlNode } from './xml-tree.js';

/** Where the document is: absolute path on disk and display path for messages. */
export interface SchemaFileRef {
  path: string;
  /** @example '0.3-beta/CaseRequest.xsd' */
  file: string;
  /** Display path of the document whose import/include led here. */
  from?: string;
  /** The includer's namespace, for a document without targetNamespace read by a chameleon include. */
  chameleon?: string;
}

/** Parses and reads the XSD file `ref.path` (Part 1, 3.15 and 4.2). */
export function readSchemaFile(ref: SchemaFileRef): XsdSchema {
  const root = readXsdXml(ref.path, { file: ref.file, ...optional('from', ref.from) });
  return readSchema(root, ref);
}

/** Reads an `<xs:schema>` element tree. */
export function readSchema(node: XsdXmlNode, ref: SchemaFileRef): XsdSchema {
  const context: ReadContext = { file: ref.file, ...optional('chameleon', ref.chameleon) };
  if (node.namespace !== XSD_NAMESPACE || node.local !== 'schema') {
    const name = `${node.prefix ? `${node.prefix}:` : ''}${node.local}`;
    // A <schema> of another namespace (a draft of XSD, 2000/10): name the namespace, the one difference.
    const detail =
      node.local === 'schema'
        ? `the root element <${name}> is in the namespace '${node.namespace}', expected <xs:schema> in '${XSD_NAMESPACE}' (XML Schema 1.0; drafts before it are not read)`
        : `the root element is <${name}>, expected <xs:schema>`;
    invalid(node, context, `not an XML Schema: ${detail}`);
  }
  checkAttributes(node, context, ['targetNamespace', 'elementFormDefault', 'attributeFormDefault']);
  const blockDefault = readBlockDefault(node, context);
  if (blockDefault) context.blockDefault = blockDefault;
  const finalDefault = readFinalDefault(node, context);
  if (finalDefault) context.finalDefault = finalDefault;
  // No URI holds a brace (RFC 3986; libxml2 refuses it as a URI), and names are `{namespace}local`
  // throughout: `urn:a${b}` ended at its `}` (review r25 hostilexsd L5: "has no constant").
  const declared = node.attributes.get('targetNamespace');
  if (declared !== undefined && /[{}]/.test(declared))
    invalid(node, context, `targetNamespace "${declared}" holds a brace ('{' or '}'), which no URI may hold`);
  const schema: XsdSchema = {
    path: ref.path,
    file: ref.file,
    targetNamespace: ref.chameleon ?? node.attributes.get('targetNamespace')?.trim() ?? '',
    elementFormDefault: readForm(node, context, 'elementFormDefault') ?? 'unqualified',
    attributeFormDefault: readForm(node, context, 'attributeFormDefault') ?? 'unqualified',
    bindings: node.bindings,
    imports: [],
    includes: [],
    elements: [],
    complexTypes: [],
    simpleTypes: [],
    attributes: [],
    groups: [],
    attributeGroups: [],
    ...optional('doc', readDoc(node, context)),
    source: sourceOf(node, context),
  };
  eachChild(node, context, {
    import: (child) => {
      checkAttributes(child, context, ['namespace', 'schemaLocation']);
      eachChild(child, context, {});
      // src-import.1.1 and 1.2, as xmllint and Xerces refuse them (review r25 hostilexsd M2).
      const imported = child.attributes.get('namespace')?.trim();
      if (imported === undefined && declared === undefined)
        invalid(child, context, 'xs:import needs a namespace attribute in a schema without a targetNamespace (a file of no namespace is taken in with xs:include)');
      if (imported !== undefined && imported === declared?.trim())
        invalid(child, context, `xs:import of namespace '${imported}', the schema's own targetNamespace (a file of the same namespace is taken in with xs:include)`);
      schema.imports.push({
        ...optional('namespace', imported),
        ...optional('schemaLocation', child.attributes.get('schemaLocation')?.trim()),
        source: sourceOf(child, context),
      });
    },
    include: (child) => {
      checkAttributes(child, context, ['schemaLocation']);
      eachChild(child, context, {});
      const schemaLocation = child.attributes.get('schemaLocation')?.trim();
      if (!schemaLocation) invalid(child, context, 'xs:include needs a schemaLocation attribute');
      schema.includes.push({ schemaLocation, source: sourceOf(child, context) });
    },
    element: (child) => add(schema.elements, () => named(child, readElement(child, context, 'global'))),
    complexType: (child) => add(schema.complexTypes, () => named(child, readComplexType(child, context, 'global'))),
    simpleType: (child) => add(schema.simpleTypes, () => named(child, readSimpleType(child, context, 'global'))),
    attribute: (child) => add(schema.attributes, () => named(child, readAttribute(child, context, 'global'))),
    group: (child) => add(schema.groups, () => readGroupDefinition(child, context)),
    attributeGroup: (child) => add(schema.attributeGroups, () => readAttributeGroupDefinition(child, context)),
  });
  return schema;

  // A component with a schema error is left out (the error recorded) and the next one read.
  function add<T>(into: T[], read: () => T): void {
    const value = recoverInvalid(read);
    if (value !== undefined) into.push(value);
  }

  // Top-level declarations and definitions must be named (Part 1, 3.x.2 "{name}").
  function named<T extends { name?: string }>(child: XsdXmlNode, value: T): T {
    if (value.name === undefined) invalid(child, context, `a top-level xs:${child.local} needs a name attribute`);
    return value;
  }
}

function readAttributeGroupDefinition(node: XsdXmlNode, context: ReadContext): XsdAttributeGroup {
  checkAttributes(node, context, ['name'], 'global');
  const name = node.attributes.get('name');
  if (name === undefined) invalid(node, context, 'a top-level xs:attributeGroup needs a name attribute');
  const attributes: XsdAttributeUse[] = [];
  eachChild(node, context, attributeHandlers(attributes, context));
  return { kind: 'attributeGroup', name, attributes, ...optional('doc', readDoc(node, context)), source: sourceOf(node, context) };
}
