/**
 * The intermediate representation (IR): the contract between the loader (src/schema) and every
 * downstream stage (emitters, validator, diff, migrate, server). Nothing downstream re-reads XSD
 * text. Plain discriminated unions with `create*` factories (./factories.ts) and `is*` guards
 * (./guards.ts).
 *
 * Names are `{uri}local` QName strings (./qname.ts). Occurrence and nil-ability live in one
 * `Occurs` object per particle, with derived helpers `isOptional`, `isList`, `isNillable` in
 * ./occurs.ts so that no emitter re-derives occurrence logic.
 */
import type { QName } from './qname.js';

/** Where a node came from: file path (relative to the schemas folder) and 1-based line. */
export interface SourceLocation {
  /** @example '0.3-beta/CaseRequest.xsd' */
  file: string;
  line: number;
}

/** XML Schema built-in simple types the IR knows by name (XSD Part 2, section 3). */
export type XsdBuiltin =
  | 'string'
  | 'normalizedString'
  | 'token'
  | 'boolean'
  | 'decimal'
  | 'integer'
  | 'int'
  | 'long'
  | 'short'
  | 'byte'
  | 'nonNegativeInteger'
  | 'positiveInteger'
  | 'nonPositiveInteger'
  | 'negativeInteger'
  | 'unsignedInt'
  | 'unsignedLong'
  | 'unsignedShort'
  | 'unsignedByte'
  | 'float'
  | 'double'
  | 'dateTime'
  | 'date'
  | 'time'
  | 'duration'
  | 'gYear'
  | 'gYearMonth'
  | 'gMonth'
  | 'gMonthDay'
  | 'gDay'
  | 'anyURI'
  | 'base64Binary'
  | 'hexBinary'
  | 'QName'
  | 'ID'
  | 'IDREF'
  | 'NCName'
  | 'Name'
  | 'NMTOKEN'
  | 'language'
  | 'anySimpleType'
  /** List built-ins (XSD Part 2, 3.3.2, 3.3.10, 3.3.12): whitespace-separated NMTOKEN / IDREF / ENTITY items, at least one. */
  | 'NMTOKENS'
  | 'IDREFS'
  | 'ENTITIES'
  /**
   * The ur-type (XSD Part 1, 3.4.7): any attributes, any content. Not a simple type: an element
   * of this type (`type="xs:anyType"`, or no type at all) is carried as raw XML by emitters.
   */
  | 'anyType';

/**
 * A reference to a type: a built-in, or a named simple/complex type of the generation's type
 * table (anonymous types get a synthesized QName, see IrComplexType.anonymous).
 * @example { kind: 'builtin', name: 'dateTime' }
 * @example { kind: 'named', name: '{http://www.decisiv.net/platform_api/0.1/Case/CaseTypes}Currency' }
 */
export type TypeRef = { kind: 'builtin'; name: XsdBuiltin } | { kind: 'named'; name: QName };

/**
 * Occurrence bounds and nil-ability of a particle, kept apart: absent (minOccurs=0) is not nil.
 * @example { min: 0, max: 1, nillable: true }
 */
export interface Occurs {
  min: number;
  /** 'unbounded' for maxOccurs="unbounded". */
  max: number | 'unbounded';
  nillable: boolean;
}

/**
 * Facets of a simple-type restriction (XSD Part 2, section 4.3). Absent facet = unconstrained.
 * @example { fractionDigits: 2 }
 * @example { enumeration: ['sold', 'not sold', 'deferred'] }
 */
export interface Facets {
  enumeration?: string[];
  /** Each entry is one xs:pattern (patterns in one restriction step are OR-ed). */
  pattern?: string[];
  length?: number;
  minLength?: number;
  maxLength?: number;
  totalDigits?: number;
  fractionDigits?: number;
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
  whiteSpace?: 'preserve' | 'replace' | 'collapse';
}

/**
 * A named (or synthesized-name) simple type: a restriction of a built-in primitive, with the
 * facets of the whole derivation chain merged; or a list (`itemType`) or union (`memberTypes`)
 * type, whose `base` is `anySimpleType` (XSD Part 2, 2.5.1 varieties atomic, list, union).
 * @example { kind: 'simpleType', name: '{…/CaseTypes}Currency', base: 'decimal', facets: { fractionDigits: 2 } }
 * @example { kind: 'simpleType', name: '{urn:x}Sizes', base: 'anySimpleType', itemType: { kind: 'builtin', name: 'int' }, facets: { maxLength: 3 } }
 */
export interface IrSimpleType {
  kind: 'simpleType';
  name: QName;
  /** The built-in the derivation chain bottoms out in. */
  base: XsdBuiltin;
  /** The direct base when it is itself a named simple type. */
  baseType?: QName;
  facets: Facets;
  /**
   * Set for a list type (xs:list, also inherited by a restriction of one): the type of each
   * whitespace-separated item. `facets` then constrain the list: length/minLength/maxLength
   * count items, enumeration and pattern apply to the whole lexical form.
   */
  itemType?: TypeRef;
  /**
   * Set for a union type (xs:union, also inherited by a restriction of one): the member types in
   * the order a value is tried against them. `facets` may then hold enumeration and pattern.
   */
  memberTypes?: TypeRef[];
  /**
   * True for an anonymous type (no `name` in the file): its name is synthesized from where it
   * stands (`union@memberTypes`), so messages word it (src/schema/map/anonymous-type-words.ts).
   */
  anonymous?: true;
  doc?: string;
  source: SourceLocation;
}

/**
 * An element particle of a content model (a "field").
 * `name` carries the namespace the element has in instance documents (qualified by
 * elementFormDefault/form, or the referenced global element's namespace for `ref`).
 * @example { kind: 'element', name: '{…/0.1/Case/CaseRequest}cause', type: { kind: 'builtin', name: 'string' }, occurs: { min: 0, max: 1, nillable: true } }
 */
export interface IrElement {
  kind: 'element';
  name: QName;
  type: TypeRef;
  occurs: Occurs;
  /** The global element this particle references (xs:element ref=…), if any. */
  ref?: QName;
  default?: string;
  fixed?: string;
  /** Identity constraints of a local element declaration (a `ref` finds them on the global one). */
  constraints?: IrIdentityConstraint[];
  doc?: string;
  source: SourceLocation;
}

/**
 * An identity constraint on an element declaration (XSD Part 1, 3.11): the values the `fields`
 * select under each node the `selector` selects must be unique (`unique`), present and unique
 * (`key`), or match those of the key or unique constraint `refer` names (`keyref`). XPaths are as
 * written; `namespaces` binds their prefixes. Carried for information: generated validators do
 * not check them; XSD engines (libxml2) do, in `fleetcase validate`.
 * @example { kind: 'key', name: '{urn:example:po}partKey', selector: './/po:part', fields: ['@sku'], namespaces: { po: 'urn:example:po' } }
 */
export interface IrIdentityConstraint {
  kind: 'unique' | 'key' | 'keyref';
  name: QName;
  /** keyref: the key or unique constraint whose values it refers to. */
  refer?: QName;
  selector: string;
  fields: string[];
  namespaces: Record<string, string>;
  source: SourceLocation;
}

/** A nested model group (all / sequence / choice) inside a content model. */
export interface IrGroup {
  kind: 'all' | 'sequence' | 'choice';
  /** Occurrence of the group itself (nillable is always false). */
  occurs: Occurs;
  particles: IrParticle[];
  source: SourceLocation;
}

/**
 * The namespaces a wildcard accepts (XSD Part 1, 3.10.1 {namespace constraint}), URIs as in
 * instance documents ('' = no namespace): `##any`; `##other` = not the target namespace and
 * not unqualified; a list (`##targetNamespace`, `##local`, URIs).
 * @example { kind: 'any' }
 * @example { kind: 'not', namespaces: ['urn:example:po', ''] }
 * @example { kind: 'only', namespaces: ['', 'http://www.w3.org/1999/xhtml'] }
 */
export type IrNamespaceConstraint =
  | { kind: 'any' }
  | { kind: 'not'; namespaces: string[] }
  | { kind: 'only'; namespaces: string[] };

/**
 * An element wildcard `xs:any` (XSD Part 1, 3.10): any element of the accepted namespaces.
 * `processContents` says how an XSD engine validates the matched element (strict: it must be
 * declared; lax: if declared; skip: not at all); emitters keep matched elements as raw XML.
 * @example { kind: 'any', namespaces: { kind: 'not', namespaces: ['urn:example:po', ''] }, processContents: 'lax', occurs: { min: 0, max: 'unbounded', nillable: false } }
 */
export interface IrWildcard {
  kind: 'any';
  namespaces: IrNamespaceConstraint;
  processContents: 'strict' | 'lax' | 'skip';
  occurs: Occurs;
  doc?: string;
  source: SourceLocation;
}

/** An attribute wildcard `xs:anyAttribute` (XSD Part 1, 3.10) of a complex type. */
export interface IrAttributeWildcard {
  namespaces: IrNamespaceConstraint;
  processContents: 'strict' | 'lax' | 'skip';
  source: SourceLocation;
}

/** A particle of a content model. */
export type IrParticle = IrElement | IrGroup | IrWildcard;

/** An attribute of a complex type. */
export interface IrAttribute {
  kind: 'attribute';
  name: QName;
  type: TypeRef;
  required: boolean;
  default?: string;
  fixed?: string;
  doc?: string;
  source: SourceLocation;
}

/**
 * A complex type. `content` is the top model group (undefined for empty or simple content);
 * `simpleContent` is set when the type has text content of a simple type (xs:simpleContent).
 * Extension is flattened by the loader: base particles first, then the extension's; a
 * restriction has its own content model and inherits the base's attributes.
 * @example { kind: 'complexType', name: '{…/0.1/Case/CaseTypes}Breakdown', content: { kind: 'all', … }, attributes: [], anonymous: false }
 */
export interface IrComplexType {
  kind: 'complexType';
  name: QName;
  content?: IrGroup;
  simpleContent?: TypeRef;
  attributes: IrAttribute[];
  /** `xs:anyAttribute`: attributes of the accepted namespaces besides the declared ones. */
  anyAttribute?: IrAttributeWildcard;
  mixed: boolean;
  /** True for an anonymous type; its name is synthesized from the enclosing element path. */
  anonymous: boolean;
  /** `abstract="true"`: only a base of other types (an element of it would need xsi:type). */
  abstract?: boolean;
  /**
   * {prohibited substitutions} (`block`, else the schema's `blockDefault`): the derivations from
   * it that may not stand where it is expected (src/ir/substitution-groups.ts). Absent: none.
   */
  block?: Array<'extension' | 'restriction'>;
  /** How it derives from `baseType`. */
  derivation?: 'extension' | 'restriction';
  /**
   * The named base type when derived by extension (already flattened into content) or by
   * restriction (its own content model; the base's attributes already inherited).
   */
  baseType?: QName;
  doc?: string;
  source: SourceLocation;
}

/** Any named type of a generation. */
export type IrType = IrSimpleType | IrComplexType;

/**
 * A global element that may stand as a document root.
 * @example { name: '{…/0.3-beta/Case/CaseRequest}case', type: { kind: 'named', name: '{…}CaseRequestType' }, nillable: false, schema: 'CaseRequest' }
 */
export interface IrRootElement {
  name: QName;
  type: TypeRef;
  nillable: boolean;
  /** The value of the element when it is empty (also where it is the document root). */
  default?: string;
  /** The only value the element may have; the value when it is empty. */
  fixed?: string;
  /**
   * The head of the substitution group this element is a member of (XSD Part 1, 3.3.2
   * {substitution group affiliation}): where a content model refers to the head, this element
   * may stand instead (so may the members of its own group, transitively).
   */
  substitutionGroup?: QName;
  /** `abstract="true"`: the element never appears itself, only members of its group do. */
  abstract?: boolean;
  /**
   * {disallowed substitutions} (`block`, else the schema's `blockDefault`): `substitution` keeps
   * every member of its group out; `extension`/`restriction` keep out the members whose type
   * derives from its type that way (src/ir/substitution-groups.ts). Absent: none.
   */
  block?: Array<'extension' | 'restriction' | 'substitution'>;
  /** Identity constraints declared on the element (unique, key, keyref). */
  constraints?: IrIdentityConstraint[];
  /** Name of the schema that declares it. */
  schema: string;
  doc?: string;
  source: SourceLocation;
}

/**
 * One schema document of a generation's effective set.
 * @example { name: 'NoteRequest', version: '0.1', namespace: 'http://www.decisiv.net/platform_api/0.1/Case/NoteRequest', prefix: 'n', file: '0.1/NoteRequest.xsd', roots: ['note'], imports: […] }
 */
export interface IrSchema {
  /** Schema name: the last segment of the API namespace (CaseRequest, VMRS, 400ErrorResponse…). */
  name: string;
  /** The version of this schema (the generation that issued it), not of the whole API. */
  version: string;
  namespace: string;
  /** The prefix the API writes for this namespace when nested (ct, g, eit…); '' for documents. */
  prefix: string;
  /** Path relative to the schemas folder. */
  file: string;
  /** Local names of the global elements usable as document roots. */
  roots: string[];
  /** Namespaces this schema imports. */
  imports: string[];
  /** True when this generation issued the schema; false when inherited from an earlier one. */
  issued: boolean;
  doc?: string;
}

/** A path or query parameter of an endpoint. */
export interface IrParam {
  name: string;
  /** Free-form format as the spec gives it. @example 'YYYYMMDD' */
  format?: string;
  type: 'string' | 'integer' | 'boolean' | 'date';
  required: boolean;
  doc?: string;
}

/** A part of a multipart/form-data request body. */
export interface IrMultipartPart {
  name: string;
  required: boolean;
  /** For an XML part: the schema and root element it carries. */
  schema?: string;
  root?: string;
  /** For a file part: accepted media types. @example ['application/pdf'] */
  contentTypes?: string[];
  doc?: string;
}

/** A request body of an endpoint. */
export interface IrRequestBody {
  contentType: 'application/xml' | 'multipart/form-data' | 'application/x-www-form-urlencoded' | 'application/json';
  /** XML bodies: schema name and accepted root element local names. */
  schema?: string;
  roots?: string[];
  parts?: IrMultipartPart[];
  /** Form/JSON bodies: field names. */
  fields?: IrParam[];
  required: boolean;
}

/** A response of an endpoint. */
export interface IrResponse {
  /** Status codes this response is given with. @example [200, 202, 204] */
  status: number[];
  contentType?: 'application/xml' | 'application/json' | 'application/octet-stream';
  schema?: string;
  root?: string;
  /** JSON responses: field names. */
  fields?: string[];
  doc?: string;
}

/**
 * An endpoint rule that the schema cannot express, as the descriptor documents it; `rule` names
 * the rule-layer rule that enforces it (its only implementation; a test keeps the two linked).
 * @example { kind: 'atLeastOneOf', rule: 'case-create-detail-missing', fields: ['primaryContact', 'customComplaintCodes', 'assetCheckInTime', 'status'] }
 */
export type IrEndpointRule = {
  /** `requiredWhenParentGiven`: each field is required when its parent element is given (`VMRS/code14`). */
  kind: 'atLeastOneOf' | 'required' | 'requiredWhenParentGiven' | 'ignoredOnInput';
  /** Id of the rule-layer rule that enforces it (its one implementation). @example 'case-create-detail-missing' */
  rule: string;
  fields: string[];
  doc?: string;
};

/** Authentication accepted by an endpoint. */
export type IrAuth = 'none' | 'basic' | 'bearer' | 'oauth';

/**
 * An endpoint of a generation, from the descriptor files.
 * @example { operationId: 'createAssetCase', method: 'POST', path: '/assets/{id}/cases', aliases: [], … }
 */
export interface IrEndpoint {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path relative to `{base_url}/platform_api`, or absolute on the auth server (`base: 'auth'`). */
  path: string;
  /** Other paths the spec shows for the same operation. */
  aliases: string[];
  /** Which server the path is on: the platform API, or the OAuth authorization server. */
  base: 'platform' | 'auth';
  pathParams: IrParam[];
  query: IrParam[];
  /** Sortable fields and the sort parameter name (when the spec names it). */
  sort?: { param?: string; fields: string[]; supported: boolean };
  /** Results per response of a collection. */
  pageSize?: number;
  /** Order of a collection. @example 'created_at desc' */
  order?: string;
  request?: IrRequestBody;
  responses: IrResponse[];
  auth: IrAuth[];
  rules: IrEndpointRule[];
  doc?: string;
  /** Where in the descriptor file this endpoint is declared. */
  source: SourceLocation;
}

/**
 * A generation: its effective schema set (latest version of each schema issued at or before
 * it), the types and global elements of that set, and its endpoints.
 */
export interface IrGeneration {
  /** @example '0.3-beta' */
  id: string;
  nsRoot: string;
  schemas: IrSchema[];
  /**
   * Schemas outside the effective set that its schemas import: another version of a schema
   * name, reached through an inherited schema (0.3-beta inherits NoteResponse 0.1, which imports
   * CaseTypes 0.1 while the effective CaseTypes is 0.3-beta). Their types and elements are in
   * `types`/`elements`; look a namespace up in `schemas` and then here.
   */
  extraSchemas?: IrSchema[];
  /** Every named and synthesized type, by QName, in stable (sorted) order. */
  types: Record<QName, IrType>;
  /** Every global element, by QName. */
  elements: Record<QName, IrRootElement>;
  endpoints: IrEndpoint[];
}

/** The whole model: generations in order. */
export interface IrModel {
  generations: IrGeneration[];
}
