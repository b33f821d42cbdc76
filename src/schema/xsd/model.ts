/**
 * A typed model of XML Schema 1.0 documents, restricted to the subset fleetcase supports
 * (see ../SUBSET.md). The reader (./schema.ts and
 * siblings) builds it from an XSD file and refuses everything outside the subset, so every
 * construct that reaches this model is one the mapper (../map) knows how to carry into the IR.
 *
 * QName-valued attributes (`type`, `ref`, `base`) are already resolved against the in-scope
 * namespace bindings of the element that carries them.
 * @see https://www.w3.org/TR/xmlschema-1/ (Part 1, Structures)
 */
import type { Facets } from '../../ir/nodes.js';

/** Where a construct is: display path and 1-based line of its start tag. */
export interface XsdSource {
  /** @example '0.3-beta/CaseRequest.xsd' */
  file: string;
  line: number;
}

/**
 * Where each facet of one restriction step stands, so that a facet value refused by the mapper
 * (an enumeration value outside the base type, `fractionDigits` above `totalDigits`) is named
 * at its own line: one entry per value for `enumeration` and `pattern`, one for the others.
 */
export type XsdFacetSources = { [K in keyof Facets]?: XsdSource[] };

/** A resolved QName attribute value. @example { namespace: 'http://www.w3.org/2001/XMLSchema', local: 'string' } */
export interface XsdName {
  namespace: string;
  local: string;
}

/** minOccurs/maxOccurs of a particle (Part 1, 3.9.2). */
export interface XsdOccurs {
  min: number;
  max: number | 'unbounded';
}

/** A derivation or substitution a `block` (or `blockDefault`) attribute names (Part 1, 3.3.2, 3.4.2). */
export type XsdBlock = 'extension' | 'restriction' | 'substitution';

/** A derivation a `final` (or `finalDefault`) attribute forbids (Part 1, 3.3.2, 3.4.2; Part 2, 4.1.2). */
export type XsdFinal = 'extension' | 'restriction' | 'list' | 'union';

/** Value of `form`, `elementFormDefault`, `attributeFormDefault`. */
export type XsdForm = 'qualified' | 'unqualified';

/** `<xs:import>` (Part 1, 4.2.3). */
export interface XsdImport {
  namespace?: string;
  schemaLocation?: string;
  source: XsdSource;
}

/** `<xs:include>` (Part 1, 4.2.1). */
export interface XsdInclude {
  schemaLocation: string;
  source: XsdSource;
}

/** `<xs:element>`, global or local (Part 1, 3.3). Exactly one of name/ref is set. */
export interface XsdElement {
  kind: 'element';
  name?: string;
  ref?: XsdName;
  type?: XsdName;
  complexType?: XsdComplexType;
  simpleType?: XsdSimpleType;
  occurs: XsdOccurs;
  nillable: boolean;
  default?: string;
  fixed?: string;
  form?: XsdForm;
  /** Global elements: the head of the substitution group the element joins (Part 1, 3.3.2). */
  substitutionGroup?: XsdName;
  /** Global elements: `abstract="true"` (only members of its substitution group may appear). */
  abstract?: boolean;
  /** {disallowed substitutions}: its `block`, else the schema's `blockDefault` (absent: none). */
  block?: XsdBlock[];
  /** Global elements: {substitution group exclusions}, its `final` else `finalDefault` (absent: none). */
  final?: XsdFinal[];
  /** Identity constraints declared on the element (Part 1, 3.11). */
  constraints?: XsdIdentityConstraint[];
  doc?: string;
  source: XsdSource;
}

/**
 * `<xs:unique>`, `<xs:key>`, `<xs:keyref>` (Part 1, 3.11.2): XPath strings as written, and the
 * namespace bindings in scope for their prefixes.
 */
export interface XsdIdentityConstraint {
  kind: 'unique' | 'key' | 'keyref';
  name: string;
  /** keyref: the key or unique constraint it refers to. */
  refer?: XsdName;
  selector: string;
  fields: string[];
  /** Prefix -> URI for the prefixes the XPaths use ('' is not used by XPath 1.0 names). */
  namespaces: Record<string, string>;
  source: XsdSource;
}

/** `<xs:all>`, `<xs:sequence>`, `<xs:choice>` (Part 1, 3.8). */
export interface XsdModelGroup {
  kind: 'all' | 'sequence' | 'choice';
  occurs: XsdOccurs;
  particles: XsdParticle[];
  source: XsdSource;
}

/** `<xs:group ref="…"/>` inside a content model (Part 1, 3.7). */
export interface XsdGroupRef {
  kind: 'groupRef';
  ref: XsdName;
  occurs: XsdOccurs;
  source: XsdSource;
}

/**
 * `<xs:any>` (Part 1, 3.10.2) with its raw `namespace` value (`##any`, `##other`, or a list of
 * URIs, `##targetNamespace` and `##local`), resolved by the mapper against the schema.
 */
export interface XsdAny {
  kind: 'any';
  namespace: string;
  processContents: 'strict' | 'lax' | 'skip';
  occurs: XsdOccurs;
  doc?: string;
  source: XsdSource;
}

/** `<xs:anyAttribute>` (Part 1, 3.10.2), listed among the attribute uses of its owner. */
export interface XsdAnyAttribute {
  kind: 'anyAttribute';
  namespace: string;
  processContents: 'strict' | 'lax' | 'skip';
  source: XsdSource;
}

/** A particle of a content model. */
export type XsdParticle = XsdElement | XsdModelGroup | XsdGroupRef | XsdAny;

/** `<xs:attribute>`, global or local (Part 1, 3.2). Exactly one of name/ref is set. */
export interface XsdAttribute {
  kind: 'attribute';
  name?: string;
  ref?: XsdName;
  type?: XsdName;
  simpleType?: XsdSimpleType;
  use: 'optional' | 'required' | 'prohibited';
  default?: string;
  fixed?: string;
  form?: XsdForm;
  doc?: string;
  source: XsdSource;
}

/** `<xs:attributeGroup ref="…"/>` inside a complex type or attribute group (Part 1, 3.6). */
export interface XsdAttributeGroupRef {
  kind: 'attributeGroupRef';
  ref: XsdName;
  source: XsdSource;
}

/** An attribute declaration, a reference to an attribute group, or an attribute wildcard. */
export type XsdAttributeUse = XsdAttribute | XsdAttributeGroupRef | XsdAnyAttribute;

/**
 * The content of a complex type (Part 1, 3.4.2), after the reader folded
 * `complexContent/restriction base="xs:anyType"` into `plain`.
 */
export type XsdComplexContent =
  | { kind: 'plain'; particle?: XsdModelGroup | XsdGroupRef; attributes: XsdAttributeUse[] }
  | {
      kind: 'complexExtension';
      base: XsdName;
      particle?: XsdModelGroup | XsdGroupRef;
      attributes: XsdAttributeUse[];
      source: XsdSource;
    }
  | { kind: 'simpleExtension'; base: XsdName; attributes: XsdAttributeUse[]; source: XsdSource }
  | {
      /** `xs:simpleContent/xs:restriction`: the base's text restricted (facets, or a nested type). */
      kind: 'simpleRestriction';
      base: XsdName;
      simpleType?: XsdSimpleType;
      facets: Facets;
      facetSources?: XsdFacetSources;
      attributes: XsdAttributeUse[];
      source: XsdSource;
    }
  | {
      /** `xs:complexContent/xs:restriction` of a base other than xs:anyType: its own content model. */
      kind: 'complexRestriction';
      base: XsdName;
      particle?: XsdModelGroup | XsdGroupRef;
      attributes: XsdAttributeUse[];
      source: XsdSource;
    };

/** `<xs:complexType>`, named (global) or anonymous (Part 1, 3.4). */
export interface XsdComplexType {
  kind: 'complexType';
  name?: string;
  mixed: boolean;
  /** `abstract="true"`: no element may have it as its type without xsi:type (Part 1, 3.4.2). */
  abstract?: boolean;
  /** {prohibited substitutions}: its `block`, else the schema's `blockDefault` (absent: none). */
  block?: XsdBlock[];
  /** Named types: {final}, its `final` else the schema's `finalDefault` (absent: none). */
  final?: XsdFinal[];
  content: XsdComplexContent;
  doc?: string;
  source: XsdSource;
}

/**
 * `<xs:simpleType>` (Part 2, 4.1). Derived by restriction: either `base` names the base type, or
 * `baseType` is an anonymous simple type nested in the restriction. Or a list (`list`) or a
 * union (`union`), whose `facets` are empty.
 */
export interface XsdSimpleType {
  kind: 'simpleType';
  name?: string;
  base?: XsdName;
  baseType?: XsdSimpleType;
  /** `<xs:list>` (Part 2, 4.1.2): `itemType` or a nested anonymous item type. */
  list?: { itemType?: XsdName; item?: XsdSimpleType; source: XsdSource };
  /** `<xs:union>` (Part 2, 4.1.2): `memberTypes` first, then the nested anonymous members. */
  union?: { memberTypes: XsdName[]; members: XsdSimpleType[]; source: XsdSource };
  /** The facets of this one restriction step. */
  facets: Facets;
  /** Where the facets of this step stand (absent: at `source`). */
  facetSources?: XsdFacetSources;
  /** Named types: {final}, its `final` else the schema's `finalDefault` (absent: none). */
  final?: XsdFinal[];
  doc?: string;
  source: XsdSource;
}

/** A named model group definition `<xs:group name="…">` (Part 1, 3.7). */
export interface XsdGroup {
  kind: 'group';
  name: string;
  particle: XsdModelGroup;
  doc?: string;
  source: XsdSource;
}

/** A named attribute group definition `<xs:attributeGroup name="…">` (Part 1, 3.6). */
export interface XsdAttributeGroup {
  kind: 'attributeGroup';
  name: string;
  attributes: XsdAttributeUse[];
  doc?: string;
  source: XsdSource;
}

/** One XSD document (Part 1, 3.15). */
export interface XsdSchema {
  /** Absolute path on disk. */
  path: string;
  /** Display path (relative to the load's base folder). */
  file: string;
  /** '' for a schema without targetNamespace. */
  targetNamespace: string;
  elementFormDefault: XsdForm;
  attributeFormDefault: XsdForm;
  /** Namespace bindings declared on `<xs:schema>`, in document order ('' = default). */
  bindings: Array<{ prefix: string; uri: string }>;
  imports: XsdImport[];
  includes: XsdInclude[];
  elements: XsdElement[];
  complexTypes: XsdComplexType[];
  simpleTypes: XsdSimpleType[];
  attributes: XsdAttribute[];
  groups: XsdGroup[];
  attributeGroups: XsdAttributeGroup[];
  doc?: string;
  source: XsdSource;
}
