/**
 * Unknown elements and attributes kept by a lenient decode, so that re-encoding loses nothing:
 * each element is written back verbatim where it stood among its siblings, each attribute on its
 * element. They hang off the decoded value under symbol keys: invisible to JSON.stringify and to
 * the typed fields, copied by object spread, compared by vitest's toStrictEqual.
 */

/** The property under which a lenient decode stores the unknown children of an element. */
export const UNKNOWN: unique symbol = Symbol.for('fleetcase.unknown');

/** An element the schema does not declare, captured verbatim. */
export interface UnknownElement {
  /** Namespace URI of the element ('' = none). */
  namespace: string;
  local: string;
  /**
   * The element exactly as written (start tag to end tag, references still escaped), with the
   * namespace declarations it relied on from its ancestors added to its start tag, so it can be
   * re-emitted anywhere and mean the same thing.
   * @example '<ct:towing xmlns:ct="http://www.decisiv.net/platform_api/0.3-beta/Case/CaseTypes">yes</ct:towing>'
   */
  xml: string;
  /**
   * Where the element stood in its parent, set by a lenient decode (`XmlReader.unknown`): how
   * many content items came before it, i.e. element children (known or unknown) and, in mixed
   * content, the pieces of text between them (each one `$mixed` string). The encoder re-emits it
   * right before the item written at that position; absent, or beyond what the (edited) value
   * writes, it goes after the parent's last child.
   * @example 1 // `<a/><x/><b/>`: x after one item
   */
  position?: number;
}

/**
 * The property under which a lenient decode stores the attributes of an element its type does
 * not declare (and `xsi:schemaLocation`/`xsi:noNamespaceSchemaLocation`), keyed `{namespace}local`
 * (`local` when unqualified) like `$anyAttributes`, in a null-prototype object.
 * @example { '{urn:vendor}note': 'checked', lang: 'en' }
 */
export const UNKNOWN_ATTRIBUTES: unique symbol = Symbol.for('fleetcase.unknownAttributes');

/** A decoded value that may carry unknown children and attributes (every generated interface is one). */
export interface Lenient {
  [UNKNOWN]?: UnknownElement[];
  [UNKNOWN_ATTRIBUTES]?: Record<string, string>;
}
