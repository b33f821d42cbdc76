/**
 * The neutral structural diff's output: typed change records. A change says WHAT differs between
 * two generations (a field became required, an endpoint disappeared); it never says whether that
 * is bad. Classifying is the checks' job (./checks), so the same record can be breaking for a
 * writer of requests and harmless for a reader of responses.
 */
import type { ContentModel } from '../runtime/content-model.js';
import type { WildcardSummary } from './wildcards.js';
import type { DeclarationFacts } from './declaration-facts.js';
import type { Facets, IrEndpointRule, IrParam, Occurs, QName, XsdBuiltin } from '../ir/index.js';

/** Which side of the API a document (or an endpoint aspect) travels on. */
export type Direction = 'request' | 'response' | 'both';

/** How bad a finding is for an integrator moving from the base to the revision. */
export type Level = 'breaking' | 'warning' | 'info';

/**
 * A document type (schema) and, for field changes, one of its root elements.
 * @example { kind: 'document', schema: 'CaseRequest', root: 'case', direction: 'request' }
 */
export interface DocumentSubject {
  kind: 'document';
  schema: string;
  root?: string;
  direction: Direction;
}

/**
 * An endpoint, named by its method and path (the revision's path when it exists in both).
 * @example { kind: 'endpoint', method: 'POST', path: '/assets/{id}/cases', operationId: 'createAssetCase', direction: 'both' }
 */
export interface EndpointSubject {
  kind: 'endpoint';
  method: string;
  path: string;
  operationId: string;
  direction: Direction;
}

/** What a change is about. */
export type Subject = DocumentSubject | EndpointSubject;

/**
 * The value space of a field, as a document sees it: type names are invisible in instances, so
 * two fields with the same builtin base and facets are the same whatever their types are called.
 * @example { kind: 'simple', base: 'string', name: 'StatusCode', facets: { enumeration: ['Start', 'Stop', 'Complete'] } }
 * @example { kind: 'complex', name: 'Contact', content: 'all', elements: ['name', 'phone', 'relation'] }
 */
export type TypeSummary =
  | {
      kind: 'simple';
      base: XsdBuiltin;
      name?: string;
      facets: Facets;
      /** A list or union type: what it is made of. @example 'list of int' */
      variety?: string;
    }
  | {
      kind: 'complex';
      name?: string;
      content: 'all' | 'sequence' | 'choice' | 'empty';
      /** Local names of the child elements, in order. */
      elements: string[];
      /** The pairs `before\u0000after` the content model orders (./sequence-order.ts). */
      order?: string[];
      simpleContent?: XsdBuiltin;
      /** The value space of the text of a simple-content type (its facets included). */
      text?: TypeSummary;
      /**
       * Set for mixed content (XSD Part 1, 3.4.2 {content type} mixed): text may stand between
       * the child elements. `textAlone`: every child may be left out, so text alone is valid.
       * @example { textAlone: true }
       */
      mixed?: { textAlone: boolean };
      /** The element wildcards (xs:any) of the content, in order (./wildcards.ts). */
      wildcards?: WildcardSummary[];
      /** The attribute wildcard (xs:anyAttribute). */
      anyAttribute?: WildcardSummary;
      /** The content model, for comparing the combinations of children it allows (./content-models.ts). */
      model?: ContentModel;
    };

/**
 * One attribute of an element (XSD Part 1, 3.2 and 3.5 attribute uses), as a document sees it.
 * @example { label: '@size', name: 'size', required: false, type: { kind: 'simple', base: 'decimal', facets: {} } }
 */
export interface AttributeInfo {
  /** The path segment: `@size`, or `@xml:lang` for an attribute in a namespace. */
  label: string;
  /** The attribute's QName (`size`, `{http://www.w3.org/XML/1998/namespace}lang`). */
  name: QName;
  required: boolean;
  type: TypeSummary;
  /** The value a validating reader sees when the attribute is left out. */
  default?: string;
  /** The only value the attribute may have. */
  fixed?: string;
}

/**
 * One element of a document, found by walking a root element's type.
 * @example { path: '/case/primaryContact/name', name: '{…/0.0.7/Case/CaseTypes}name', schema: 'CaseTypes', occurs: { min: 1, max: 1, nillable: false }, type: { kind: 'simple', base: 'string', facets: {} } }
 */
export interface FieldInfo extends DeclarationFacts {
  /** Element path of local names (a sibling with the same local name gets its prefix: `ct:status`). */
  path: string;
  name: QName;
  /** Namespace of the element in instances. */
  namespace: string;
  /** Schema name of that namespace (CaseTypes, VMRS…), or the namespace when it is not an API one. */
  schema: string;
  /** Effective occurrence: the element's bounds times those of the groups around it. */
  occurs: Occurs;
  type: TypeSummary;
  /** Set when the element's type is that of a root of the same document (`/cases/case` -> `/case`): not walked again. */
  sameAs?: string;
  /**
   * Set when the element's type is recursive (./recursion.ts) and is walked at another path, the
   * one given (the first in breadth-first order): its inside is that path's, not walked again.
   * In a folded document (./fields.ts `collectFields`), also an element that is a root of the
   * document: the path given is that root's (`/para`), in the fields of that root.
   */
  recursion?: string;
  /** The attributes of the element's (complex) type, in declaration order. */
  attributes?: AttributeInfo[];
}

/**
 * Where the value of a field whose type turned simple <-> complex lives in the revision, by the
 * value-wrapper table (./value-wrappers.ts): moved `into` a child element (a 0.0.7 VMRS string
 * becomes the `code` of a VMRS code element) or `out-of` it (back to the element itself).
 * `type` is the value space of the new home, `before` that of the old one, both from the IR.
 * @example { move: 'into', child: 'code', type: { kind: 'simple', base: 'string', name: 'VMRSCode18Code', facets: { pattern: ['[A-Za-z0-9]{2}'] } }, before: { kind: 'simple', base: 'string', facets: {} } }
 */
export interface ValueHome {
  move: 'into' | 'out-of';
  /** Local name of the child that holds (or held) the value. */
  child: string;
  type: TypeSummary;
  before: TypeSummary;
}

/** An endpoint as a change record names it. */
export interface EndpointRef {
  method: string;
  path: string;
  operationId: string;
}

/** A response body summary. */
export interface BodyRef {
  contentType?: string;
  schema?: string;
  root?: string;
}

/**
 * Every facet name the diff compares (enumeration lists are diffed value by value), plus an
 * attribute's `fixed` value: it admits one value, as a one-value enumeration would, so the facet
 * checks classify it the same way (added: tightened; removed: loosened).
 */
export type FacetName = keyof Facets | 'fixed';

interface On<S extends Subject> {
  subject: S;
}
interface AtPath extends On<DocumentSubject> {
  /** Path in the revision (for a removal: in the base); an attribute's ends in `@name`. */
  path: string;
}

/** Every kind of change the neutral diff records. */
export type Change =
  | (On<DocumentSubject> & {
      kind: 'schema-added' | 'schema-removed';
      version: string;
      namespace: string;
      /** A removed document: the added documents that declare the same roots (none was paired with it). */
      sameRoots?: string[];
    })
  | (On<DocumentSubject> & {
      kind: 'namespace-changed';
      helper: string;
      from: string[];
      to: string[];
    })
  | (On<DocumentSubject> & { kind: 'namespace-added'; helper: string; to: string[] })
  | (On<DocumentSubject> & { kind: 'namespace-removed'; helper: string; from: string[] })
  | (On<DocumentSubject> & { kind: 'root-added' | 'root-removed'; root: string })
  | (On<DocumentSubject> & { kind: 'schema-renamed'; from: string; roots: string[] })
  /** The document's paths were folded at its roots and types (./diff-documents.ts `documentSides`): more than `limit`. */
  | (On<DocumentSubject> & { kind: 'document-folded'; limit: number })
  | (AtPath & { kind: 'element-added'; field: FieldInfo })
  | (AtPath & {
      kind: 'element-removed';
      field: FieldInfo;
      /**
       * The name SPEC.md renames it to (./renames.ts), where both generations have that one too
       * (0.0.7 takes SPEC.md's `vmrs` beside the deployed `VMRS`): what to write instead.
       */
      instead?: { path: string; cite: string };
    })
  | (AtPath & { kind: 'element-renamed'; from: string; cite: string })
  | (AtPath & { kind: 'occurs-changed'; from: Occurs; to: Occurs })
  | (AtPath & { kind: 'nillable-changed'; from: boolean; to: boolean })
  | (AtPath & { kind: 'type-changed'; from: TypeSummary; to: TypeSummary; value?: ValueHome })
  | (AtPath & {
      kind: 'enumeration-changed';
      added: string[];
      removed: string[];
      renamed: Array<{ from: string; to: string; cite: string }>;
    })
  | (AtPath & {
      kind: 'facet-changed';
      facet: FacetName;
      from?: string | number | string[];
      to?: string | number | string[];
    })
  | (AtPath & {
      kind: 'element-namespace-changed';
      from: string;
      to: string;
      fromNamespace: string;
      toNamespace: string;
    })
  | (AtPath & { kind: 'content-model-changed'; from: string; to: string })
  | (AtPath & { kind: 'combinations-changed'; from: string; to: string; narrowed: boolean; widened: boolean })
  /** Children a sequence ordered one way, the revision the other (`pairs` as the base orders them). */
  | (AtPath & { kind: 'children-reordered'; pairs: Array<[string, string]> })
  /** Members of the element's substitution group (local names) that may stand in its place now, or no longer. */
  | (AtPath & { kind: 'substitutes-changed'; added: string[]; removed: string[] })
  | (AtPath & { kind: 'abstract-changed'; from: boolean; to: boolean })
  /**
   * Types derived from the element's type (local names) that an `xsi:type` may name in its place
   * now, or no longer; `paths`: every element of the document it is met at (./type-wide.ts).
   */
  | (AtPath & { kind: 'derived-types-changed'; added: string[]; removed: string[]; paths?: string[] })
  /** Whether the element's type is abstract (its elements must name a derived type in `xsi:type`). */
  | (AtPath & { kind: 'type-abstract-changed'; from: boolean; to: boolean; paths?: string[] })
  /** Identity constraints (in words, ./declaration-facts.ts) declared on the element now, or no longer. */
  | (AtPath & { kind: 'constraints-changed'; added: string[]; removed: string[] })
  /** An element (`on: 'element'`) or attribute wildcard added, removed or changed; absent = none. */
  /** The element wildcards (`on: 'element'`, all of the type's together) or the attribute wildcard, before and after ([]: none). */
  | (AtPath & { kind: 'wildcard-changed'; on: 'element' | 'attribute'; from: WildcardSummary[]; to: WildcardSummary[] })
  | (AtPath & { kind: 'attribute-added' | 'attribute-removed'; attribute: AttributeInfo })
  /** `from`/`to`: whether the attribute is required (use="required"). */
  | (AtPath & { kind: 'attribute-use-changed'; from: boolean; to: boolean })
  | (AtPath & { kind: 'attribute-type-changed'; from: TypeSummary; to: TypeSummary })
  | (AtPath & { kind: 'attribute-default-changed'; from?: string; to?: string })
  | (AtPath & { kind: 'element-default-changed'; from?: string; to?: string })
  | (On<EndpointSubject> & { kind: 'endpoint-added'; replaces?: EndpointRef })
  | (On<EndpointSubject> & { kind: 'endpoint-removed'; replacedBy?: EndpointRef })
  | (On<EndpointSubject> & { kind: 'alias-added' | 'alias-removed'; alias: string })
  | (On<EndpointSubject> & {
      kind: 'path-param-renamed';
      position: number;
      from: string;
      to: string;
    })
  | (On<EndpointSubject> & { kind: 'query-param-added' | 'query-param-removed'; param: IrParam })
  | (On<EndpointSubject> & {
      kind: 'query-param-requirement-changed';
      name: string;
      from: boolean;
      to: boolean;
    })
  | (On<EndpointSubject> & { kind: 'page-size-changed'; from?: number; to?: number })
  | (On<EndpointSubject> & {
      kind: 'success-status-changed' | 'error-status-changed';
      from: number[];
      to: number[];
    })
  | (On<EndpointSubject> & {
      kind: 'request-body-added' | 'request-body-removed';
      body: BodyRef;
      required: boolean;
    })
  | (On<EndpointSubject> & { kind: 'request-content-type-changed'; from: string; to: string })
  | (On<EndpointSubject> & { kind: 'request-schema-changed'; from: string; to: string })
  | (On<EndpointSubject> & {
      kind: 'request-root-added' | 'request-root-removed';
      schema: string;
      root: string;
    })
  | (On<EndpointSubject> & {
      kind: 'response-body-changed';
      status: number;
      from: BodyRef;
      to: BodyRef;
    })
  | (On<EndpointSubject> & {
      kind: 'endpoint-rule-added' | 'endpoint-rule-removed';
      rule: IrEndpointRule;
    });

/** The kinds of change. */
export type ChangeKind = Change['kind'];

/** The change record(s) of the given kind(s). */
export type ChangeOf<K extends ChangeKind> = Narrow<Change, K>;

// Distributes over both the union members and the kinds: several records share one shape.
type Narrow<C, K> = C extends { kind: infer Kinds }
  ? K extends Kinds
    ? C & { kind: K }
    : never
  : never;
