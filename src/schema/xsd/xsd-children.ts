/**
 * Which XSD elements XML Schema allows inside which (the XML representations of XSD 1.0, Part 1
 * and Part 2 4.3, plus the additions of XSD 1.1): it tells a child the reader lacks (valid XSD,
 * refused as outside the subset) from one XSD does not allow there (an invalid schema:
 * `xs:sequence` directly inside `xs:element`, as SUMO's statistic_file.xsd has it).
 * `xs:restriction` and `xs:extension` take the union of their simpleType, simpleContent and
 * complexContent forms: the reader dispatches each form itself.
 */

const FACETS = [
  'enumeration',
  'pattern',
  'length',
  'minLength',
  'maxLength',
  'totalDigits',
  'fractionDigits',
  'minInclusive',
  'maxInclusive',
  'minExclusive',
  'maxExclusive',
  'whiteSpace',
];
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
