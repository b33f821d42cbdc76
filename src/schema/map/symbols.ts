/**
 * The symbol spaces of a set of XSD documents (XSD Part 1, 2.5: type definitions, element
 * declarations, attribute declarations, model groups and attribute groups each have their own
 * space), keyed by QName, plus which namespaces each target namespace may refer to.
 */
import { qname, XSD_NAMESPACE, type QName } from '../../ir/qname.js';
import type {
  XsdAttribute,
  XsdAttributeGroup,
  XsdComplexType,
  XsdElement,
  XsdGroup,
  XsdIdentityConstraint,
  XsdParticle,
  XsdSchema,
  XsdSimpleType,
} from '../xsd/model.js';
import { reportDuplicateDefinitions, type Clash, type SymbolSpace } from './duplicate-definitions.js';

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
  /** Identity constraints (unique, key, keyref) of every element declaration, for keyref `refer`. */
  identityConstraints: Map<QName, Declared<XsdIdentityConstraint>>;
  /** Target namespace -> namespaces its documents may reference (own, imported, XSD). */
  visible: Map<string, Set<string>>;
}

/**
 * Builds the symbol table of `documents`. Two definitions of one QName in one symbol space are
 * SchemaDuplicateDefinition, every one of the set reported at once (./duplicate-definitions.ts:
 * saying what the name is, whether the definitions are the same, and when two files are copies
 * of one schema); the load then stops.
 */
export function buildSymbolTable(documents: XsdSchema[]): SymbolTable {
  const table: SymbolTable = {
    types: new Map(),
    elements: new Map(),
    attributes: new Map(),
    groups: new Map(),
    attributeGroups: new Map(),
    identityConstraints: new Map(),
    visible: new Map(),
  };
  const clashes: Clash[] = [];
  for (const schema of documents) {
    const namespace = schema.targetNamespace;
    let visible = table.visible.get(namespace);
    if (!visible) table.visible.set(namespace, (visible = new Set([namespace, XSD_NAMESPACE])));
    for (const directive of schema.imports) visible.add(directive.namespace ?? '');
    add(table.types, 'type', schema, [...schema.complexTypes, ...schema.simpleTypes], clashes);
    add(table.elements, 'element', schema, schema.elements, clashes);
    add(table.attributes, 'attribute', schema, schema.attributes, clashes);
    add(table.groups, 'group', schema, schema.groups, clashes);
    add(table.attributeGroups, 'attributeGroup', schema, schema.attributeGroups, clashes);
    add(table.identityConstraints, 'identityConstraint', schema, constraintsOf(schema), clashes);
  }
  const stop = reportDuplicateDefinitions(clashes, documents);
  if (stop) throw stop;
  return table;
}

/** The identity constraints of every element declaration of a document, however deeply nested. */
function constraintsOf(schema: XsdSchema): XsdIdentityConstraint[] {
  const found: XsdIdentityConstraint[] = [];
  const element = (declaration: XsdElement): void => {
    found.push(...(declaration.constraints ?? []));
    if (declaration.complexType) complexType(declaration.complexType);
  };
  const particle = (node: XsdParticle): void => {
    if (node.kind === 'element') element(node);
    else if (node.kind === 'all' || node.kind === 'sequence' || node.kind === 'choice') node.particles.forEach(particle);
  };
  const complexType = (type: XsdComplexType): void => {
    const content = type.content;
    if ('particle' in content && content.particle) particle(content.particle);
  };
  schema.elements.forEach(element);
  schema.complexTypes.forEach(complexType);
  for (const group of schema.groups) particle(group.particle);
  return found;
}

/** Adds `definitions` to a symbol space; a name already there is a clash (the first definition stays). */
function add<T extends { name?: string; source: { file: string; line: number } }>(
  space: Map<QName, Declared<T>>,
  spaceName: SymbolSpace,
  schema: XsdSchema,
  definitions: T[],
  clashes: Clash[],
): void {
  for (const definition of definitions) {
    const name = qname(schema.targetNamespace, definition.name!);
    const other = space.get(name);
    if (!other) space.set(name, { definition, schema });
    else if (other.definition !== definition) clashes.push({ space: spaceName, name, definition, schema, other });
  }
}
