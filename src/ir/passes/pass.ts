/** The shape of an IR pass and what the loader hands every pass besides the generation. */
import type { Facets, IrGeneration, SourceLocation } from '../nodes.js';
import type { QName } from '../qname.js';

/**
 * A complex type derived by extension whose `content`/`attributes` still hold only what the
 * derivation itself declares; ./flatten-extensions.ts merges the base in.
 * @example { base: '{…/0.1/Case/CaseTypes}Customer', derivation: 'complexContent', source: { file: '0.1/CaseTypes.xsd', line: 40 } }
 */
export interface PendingExtension {
  base: QName;
  /**
   * `complexContent`: extension, base particles first, then the extension's; `simpleContent`:
   * extension, the base's text type; `complexRestriction`: the type's own content model, the
   * base's attributes not redeclared or prohibited; `simpleRestriction`: likewise, and the base's
   * text type restricted by `facets`.
   */
  derivation: 'complexContent' | 'simpleContent' | 'complexRestriction' | 'simpleRestriction';
  /** Restrictions: the base attributes the type prohibits (`use="prohibited"`). */
  prohibited?: QName[];
  /** `simpleRestriction`: the facets restricting the base's text type. */
  facets?: Facets;
  /**
   * `simpleRestriction` with an enumeration: its values as expanded names (`{ns}local`, resolved
   * with the schema's bindings), used instead when the base's text type is xs:QName.
   */
  qnameEnumeration?: string[];
  source: SourceLocation;
}

/** Side information the mapper (src/schema/map) leaves for the passes. */
export interface IrPassContext {
  /** Derived types, by QName, not yet flattened. */
  pendingExtensions: ReadonlyMap<QName, PendingExtension>;
}

/**
 * One IR pass: a named verb that takes a generation and returns the transformed generation
 * (a new object; the input is not modified).
 */
export interface IrPass {
  /** @example 'flatten-extensions' */
  name: string;
  run(generation: IrGeneration, context: IrPassContext): IrGeneration;
}
