/**
 * Which XSD elements XML Schema allows inside which (the XML representations of XSD 1.0, Part 1
 * and Part 2 4.3, plus the additions of XSD 1.1): it tells a child the reader lacks (valid XSD,
 * refused as outside the subset) from one XSD does not allow there (an invalid schema:
 * `xs:sequence` directly inside `xs:element`, as SUMO's statistic_file.xsd has it).
 * `xs:restriction` and `xs:extension` take the union of their simpleType, simpleContent and
 * complexContent forms: the reader dispatches each form itself.
 */
import { FACET_NAMES } from '../../ir/facet-names.js';

const FACETS: readonly string[] = FACET_NAMES;
const ATTRIBUTES = ['attribute', 'attributeGroup', 'anyAttribute'];
const MODEL_GROUPS = ['group', 'all', 'choice', 'sequence'];
const ANNOTATION_ONLY = ['annotation'];

/** XSD 1.0: parent local name -> the XSD children it may hold. */
const XSD_10: Readonly<Record<string, readonly string[]>> = {
  schema: [
    'include',
    'import',
    'redefine',
    'annotation',
    'simpleType',
    'complexType',
    'group',
    'attributeGroup',
    'element',
    'attribute',
    'notation',
  ],
  annotation: ['appinfo', 'documentation'],
  redefine: ['annotation', 'simpleType', 'complexType', 'group', 'attributeGroup'],
  element: ['annotation', 'simpleType', 'complexType', 'unique', 'key', 'keyref'],
  attribute: ['annotation', 'simpleType'],
  complexType: ['annotation', 'simpleContent', 'complexContent', ...MODEL_GROUPS, ...ATTRIBUTES],
  simpleContent: ['annotation', 'restriction', 'extension'],
  complexContent: ['annotation', 'restriction', 'extension'],
  restriction: ['annotation', 'simpleType', ...FACETS, ...MODEL_GROUPS, ...ATTRIBUTES],
  extension: ['annotation', ...MODEL_GROUPS, ...ATTRIBUTES],
  simpleType: ['annotation', 'restriction', 'list', 'union'],
  list: ['annotation', 'simpleType'],
  union: ['annotation', 'simpleType'],
  group: ['annotation', 'all', 'choice', 'sequence'],
  all: ['annotation', 'element'],
  choice: ['annotation', 'element', 'group', 'choice', 'sequence', 'any'],
  sequence: ['annotation', 'element', 'group', 'choice', 'sequence', 'any'],
  attributeGroup: ['annotation', ...ATTRIBUTES],
  unique: ['annotation', 'selector', 'field'],
  key: ['annotation', 'selector', 'field'],
  keyref: ['annotation', 'selector', 'field'],
  ...Object.fromEntries(
    ['include', 'import', 'any', 'anyAttribute', 'selector', 'field', 'notation', ...FACETS].map(
      (name) => [name, ANNOTATION_ONLY],
    ),
  ),
};

/** XSD 1.1 additions: valid XSD that the subset (XSD 1.0) refuses as unsupported. */
const XSD_11: Readonly<Record<string, readonly string[]>> = {
  schema: ['override', 'defaultOpenContent'],
  element: ['alternative'],
  complexType: ['openContent', 'assert'],
  restriction: ['openContent', 'assert', 'assertion', 'explicitTimezone'],
  extension: ['openContent', 'assert'],
  all: ['any', 'group'],
};

/** True when XML Schema (1.0 or 1.1) allows `<xs:child>` inside `<xs:parent>`. */
export function xsdAllowsChild(parent: string, child: string): boolean {
  return (XSD_10[parent]?.includes(child) ?? false) || (XSD_11[parent]?.includes(child) ?? false);
}

/** The XSD 1.0 children of `<xs:parent>`, for messages: `xs:annotation, xs:simpleType, …`. */
export function xsdChildrenOf(parent: string): string {
  return (XSD_10[parent] ?? []).map((name) => `xs:${name}`).join(', ');
}

/** True when `local` names an element of the XSD vocabulary (1.0 or 1.1). */
export function isXsdElementName(local: string): boolean {
  return [XSD_10, XSD_11].some(
    (table) =>
      Object.hasOwn(table, local) ||
      Object.values(table).some((children) => children.includes(local)),
  );
}

/**
 * The order XML Schema gives the children of an XSD element (XSD 1.0 Part 1, the XML
 * representation of each component): per parent, each child's place; a child may not follow one
 * of a later place (`xs:attribute` then `xs:sequence` in a complexType, as phpsysinfo3.xsd has
 * it: xmllint refuses the schema). A child not listed (in a parent listed) has place 0: it is
 * `xs:annotation`, which comes first. Parents not listed (`xs:schema`'s annotations may stand
 * anywhere among its definitions, `xs:redefine`'s too) have no order to keep here; at schema
 * level only the imports and includes come first.
 */
const ORDER: Readonly<Record<string, Readonly<Record<string, number>>>> = (() => {
  const places = (...groups: ReadonlyArray<readonly string[]>) =>
    Object.fromEntries(groups.flatMap((group, at) => group.map((name) => [name, at + 1])));
  const attributes = [['attribute', 'attributeGroup'], ['anyAttribute']];
  return {
    complexType: places(['simpleContent', 'complexContent', ...MODEL_GROUPS], ...attributes),
    extension: places(MODEL_GROUPS, ...attributes),
    // The simpleContent form (simpleType, facets) and the complexContent form (a model group) in one.
    restriction: places(['simpleType', ...MODEL_GROUPS], FACETS, ...attributes),
    element: places(['simpleType', 'complexType'], ['unique', 'key', 'keyref']),
    attribute: places(['simpleType']),
    simpleType: places(['restriction', 'list', 'union']),
    list: places(['simpleType']),
    union: places(['simpleType']),
    attributeGroup: places(...attributes),
    group: places(['all', 'choice', 'sequence']),
    all: places(['element', 'any', 'group']),
    choice: places(['element', 'group', 'choice', 'sequence', 'any']),
    sequence: places(['element', 'group', 'choice', 'sequence', 'any']),
    unique: places(['selector'], ['field']),
    key: places(['selector'], ['field']),
    keyref: places(['selector'], ['field']),
    simpleContent: places(['restriction', 'extension']),
    complexContent: places(['restriction', 'extension']),
    ...Object.fromEntries(['include', 'import', 'any', 'anyAttribute', 'notation', 'field', 'selector', ...FACETS].map((name) => [name, {}])),
  };
})();

/** The schema element's own order: directives (and annotations) before every definition. */
const SCHEMA_DIRECTIVES = new Set(['include', 'import', 'redefine', 'override', 'annotation']);

/**
 * The place of `<xs:child>` among the children of `<xs:parent>` (see ORDER), or undefined
 * where the order is not kept here. At schema level: 0 for a directive (or annotation), 1 for
 * a definition, so a directive after a definition is out of order.
 */
export function xsdChildPlace(parent: string, child: string): number | undefined {
  if (parent === 'schema') return SCHEMA_DIRECTIVES.has(child) ? (child === 'annotation' ? undefined : 0) : 1;
  const order = ORDER[parent];
  if (!order) return undefined;
  return order[child] ?? (child === 'annotation' ? 0 : undefined);
}
