/**
 * The symbol spaces of a set of XSD documents (XSD Part 1, 2.5: type definitions, element
 * declarations, attribute declarations, model groups and attribute groups each have their own
 * space), keyed by QName, plus which namespaces each target namespace may refer to.
 */
import { fail } from '../../errors.js';
import { qname, XSD_NAMESPACE, type QName } from '../../ir/qname.js';
import type {
  XsdAttribute,
  XsdAttributeGroup,
  XsdComplexType,
  XsdElement,
  XsdGroup,
  XsdSchema,
  XsdSimpleType,
} from '../xsd/model.js';

/** A top-level component and the document that declares it. */
export interface Declared<T> {
  definition: T;
  schema: XsdSchema;
}

/** Top-level components of a document set, by QName, per symbol space. */
export interface SymbolTable {
  types: Map<QName, Declared<XsdComplexType | XsdSimpleType>>;
  elements: Map<QName, Declared<XsdElement>>;
  attributes: Map<QName, Declared<XsdAttribute>>;
  groups: Map<QName, Declared<XsdGroup>>;
  attributeGroups: Map<QName, Declared<XsdAttributeGroup>>;
  /** Target namespace -> namespaces its documents may reference (own, imported, XSD). */
  visible: Map<string, Set<string>>;
}

/**
 * Builds the symbol table of `documents`. Two different definitions of one QName in one
 * symbol space throw SchemaDuplicateDefinition.
 */
export function buildSymbolTable(documents: XsdSchema[]): SymbolTable {
  const table: SymbolTable = {
    types: new Map(),
    elements: new Map(),
    attributes: new Map(),
    groups: new Map(),
    attributeGroups: new Map(),
    visible: new Map(),
  };
  for (const schema of documents) {
    const namespace = schema.targetNamespace;
    let visible = table.visible.get(namespace);
    if (!visible) table.visible.set(namespace, (visible = new Set([namespace, XSD_NAMESPACE])));
    for (const directive of schema.imports) visible.add(directive.namespace ?? '');
    add(table.types, schema, [...schema.complexTypes, ...schema.simpleTypes]);
    add(table.elements, schema, schema.elements);
    add(table.attributes, schema, schema.attributes);
    add(table.groups, schema, schema.groups);
    add(table.attributeGroups, schema, schema.attributeGroups);
  }
  return table;
}

function add<T extends { name?: string; source: { file: string; line: number } }>(
  space: Map<QName, Declared<T>>,
  schema: XsdSchema,
  definitions: T[],
): void {
  for (const definition of definitions) {
    const name = qname(schema.targetNamespace, definition.name!);
    const other = space.get(name);
    if (other && other.definition !== definition) {
      fail('SchemaDuplicateDefinition', {
        file: definition.source.file,
        line: definition.source.line,
        name,
        other: `${other.definition.source.file}:${other.definition.source.line}`,
      });
    }
    space.set(name, { definition, schema });
  }
}
