/**
 * What a generated module collects while it is printed: runtime imports and module-level helper
 * declarations (each emitted once, in name order). The codecs and validators targets share it.
 */
export interface ModuleSupport {
  runtime: Set<string>;
  /** Helper name -> declaration, emitted once each, in name order. */
  helpers: Map<string, string>;
  /** Type-only imports from the runtime (`UnionMember`, `UnionMemberCheck`), when the module needs any. */
  runtimeTypes?: Set<string>;
  /** Types of ./types.js the helpers name (substitution group unions). */
  localTypes?: Set<string>;
}
