/**
 * `fleetcase migrate`: rewrites documents between generations (namespaces of the document and
 * its helpers as the target has them, renames from src/diff/renames.ts, work status case, VMRS
 * code shape), reports what was dropped and what the target requires that the source lacks (or,
 * with `fillNil`, writes it as xsi:nil where nillable: required by the target XSD or by a rule of
 * the target generation), and validates the result against the target.
 */
export { migrateDocument, type MigrateOptions } from './migrate-document.js';
export {
  migrateFiles,
  type FileMigration,
  type MigrateFilesOptions,
  type MigrationRun,
} from './migrate-files.js';
export { formatMigrationJson, formatMigrationText } from './format.js';
export type { MigrationChange, MigrationIssue, MigrationLoss, MigrationResult } from './result.js';
export { VALUE_WRAPPERS, type ValueWrapper } from './reshape.js';
export { validateMigrated } from './validate-target.js';
export { MIGRATE_CHECKS, type MigrateCheck } from './migrate-checks.js';
