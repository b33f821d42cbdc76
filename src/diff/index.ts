/**
 * `fleetcase diff`: a neutral structural diff of two generations' IRs (./diff-generations.ts:
 * document types, roots, namespaces, fields, endpoints), classified by a registry of checks
 * (./checks: id, level, direction, message), narrowed and formatted as text, JSON or a Markdown
 * migration guide. Renames SPEC.md states are data in ./renames.ts.
 */
export type {
  AttributeInfo,
  Change,
  ChangeKind,
  ChangeOf,
  Direction,
  DocumentSubject,
  EndpointSubject,
  FieldInfo,
  Level,
  Subject,
  TypeSummary,
  ValueHome,
} from './changes.js';
export { diffGenerations } from './diff-generations.js';
export { classifyChanges, LEVEL_RANK, type ClassifyOptions, type Finding } from './classify.js';
export { CHECKS, findCheck, MESSAGES, type Check } from './checks/index.js';
export {
  ELEMENT_RENAMES,
  ENUMERATION_RENAMES,
  type ElementRename,
  type EnumerationRename,
} from './renames.js';
export {
  diffReport,
  hasFindingsAtOrAbove,
  type DiffOptions,
  type DiffReport,
  type DocumentContext,
  type EndpointContext,
  type LevelCounts,
} from './report.js';
export { loadSchemaFolder, loadSides, type LoadSideOptions } from './load-side.js';
export {
  DIFF_FORMATS,
  describeChecks,
  formatChecks,
  formatDiff,
  formatDiffJson,
  formatDiffMarkdown,
  formatDiffText,
  type DiffFormat,
  type GuideRun,
} from './format/index.js';
export { collectFields, rootsOf } from './fields.js';
export { childElementsOf, type ChildElement } from './content.js';
