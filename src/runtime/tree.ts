/**
 * A generic, safe XML element tree: the shared representation for the rule layer, migrate,
 * the validator's safe pre-parse and tests. Implemented by ./parse-tree.ts (plain TypeScript,
 * no native dependency). The generated codecs use the faster streaming reader instead.
 *
 * Safety: DOCTYPE is refused, no entity other than the five predefined ones and character
 * references is expanded, depth/size/attribute bounds apply, and element or attribute names
 * such as `__proto__` are plain data (no object is keyed by a document name).
 */

/** An attribute, namespace-resolved. `xmlns` declarations are kept in `namespaces`, not here. */
export interface XmlAttributeNode {
  namespace: string;
  local: string;
  prefix: string;
  value: string;
}

/** An element, namespace-resolved, with its position (1-based line and column of `<`). */
export interface XmlElementNode {
  kind: 'element';
  namespace: string;
  local: string;
  prefix: string;
  attributes: XmlAttributeNode[];
  /** Namespace declarations made on this element: prefix ('' for default) -> URI. */
  namespaces: Array<{ prefix: string; uri: string }>;
  children: XmlChildNode[];
  line: number;
  column: number;
}

/** Character data (entity and character references already decoded; CDATA flagged). */
export interface XmlTextNode {
  kind: 'text';
  value: string;
  cdata: boolean;
  line: number;
  column: number;
}

/** A comment or processing instruction, kept so that re-serialising loses nothing. */
export interface XmlMiscNode {
  kind: 'comment' | 'pi';
  value: string;
  line: number;
  column: number;
}

export type XmlChildNode = XmlElementNode | XmlTextNode | XmlMiscNode;

/** Bounds a parse enforces. */
export interface XmlLimits {
  /** Largest input in bytes (UTF-8). @example 64 * 1024 * 1024 */
  maxBytes: number;
  /** Deepest element nesting. @example 256 */
  maxDepth: number;
  /** Most attributes on one element. */
  maxAttributes: number;
  /** Longest single text node, in characters. */
  maxTextLength: number;
  /**
   * Most namespace declarations in scope at once (bounds the cost of resolving a prefix).
   * Optional for compatibility; default 128. @example 128
   */
  maxNamespaces?: number;
  /**
   * Most elements in one document (bounds the memory of a tree: 16 million `<x/>` fit in
   * 64 MiB). Optional for compatibility; default 2 000 000. @example 2_000_000
   */
  maxElements?: number;
}

/**
 * Why a parse failed; each code is also the rule id the validator reports.
 * @example 'doctype-forbidden'
 */
export type XmlErrorCode =
  | 'xml-empty'
  | 'xml-malformed'
  | 'xml-truncated'
  | 'xml-binary'
  | 'encoding-invalid-utf8'
  | 'encoding-unsupported'
  | 'doctype-forbidden'
  | 'entity-undefined'
  | 'depth-limit'
  | 'size-limit'
  | 'text-limit'
  | 'attribute-limit'
  | 'namespace-undeclared';
