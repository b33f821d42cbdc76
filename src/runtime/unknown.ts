/**
 * Unknown elements kept by a lenient decode, so that re-encoding loses nothing. They hang off the
 * decoded value under a symbol key: invisible to JSON.stringify and to the typed fields, copied
 * by object spread, compared by vitest's toStrictEqual.
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
}

/** A decoded value that may carry unknown children (every generated interface is one). */
export interface Lenient {
  [UNKNOWN]?: UnknownElement[];
}
