/**
 * The generator: IR -> TypeScript types, XML codecs and validators per generation
 * (`fleetcase generate`). Targets live in `src/emit/<target>/` and are listed in ./targets.ts;
 * ./write.ts is the one writer (banner, formatting, atomic write, `--check`).
 */
export {
  generate,
  generateFiles,
  emitGeneration,
  loadGenerations,
  isGenerationsFolder,
  schemasBaseDir,
  importsFor,
  selectTargets,
} from './generate.js';
export type { GenerateOptions, GenerateResult } from './generate.js';
export { createEmitContext, type EmitContext, type EmitOptions } from './context.js';
export { TARGETS } from './targets.js';
export type { EmitTarget, GeneratedFile } from './target.js';
export {
  banner,
  departsFromPrettier,
  finishFile,
  formatLongStatements,
  formatWithPrettier,
  hasLongCodeLine,
  inputHash,
  staleFiles,
  writeFilesAtomically,
} from './write.js';
export {
  planContent,
  type ContentPlan,
  type FieldPlan,
  type AttributePlan,
  type ChoicePlan,
} from './model/content.js';
export { scalarOf, kindOfBuiltin, type Scalar, type ScalarKind } from './model/scalars.js';
export { rootEntries, type RootEntry } from './naming/root-names.js';
export { assignTypeNames } from './naming/type-names.js';
