/**
 * The document validator (DESIGN.md "Validation"): safe parse -> namespace -> schema and
 * generation -> XSD engine -> rule layer -> issues, for one document (`validateDocument`,
 * `createValidator`) or many files on worker threads (`validateFiles`, `streamFiles`), with
 * reporters for text, json, junit, sarif and github.
 */
export { createValidator, createValidatorFor, type DocumentOptions, type Validator, type ValidatorOptions } from './validator.js';
export { validateDocument, type ValidateDocumentOptions } from './validate-document.js';
export { validateFiles, streamFiles, defaultJobs, type FilesOptions } from './validate-files.js';
export { addToSummary, compareIssues, isValid, type FileResult, type Issue, type Report, type Severity, type Summary } from './issue.js';
export { ENGINE_NAMES, DEFAULT_ENGINE, createEngine, type EngineName, type EngineFinding, type XsdEngine } from './engines/index.js';
export { FORMATS, REPORTERS, type FormatName, type Reporter, type ReporterContext } from './reporters/index.js';
export { PIPELINE_CHECKS, type PipelineCheck } from './pipeline-checks.js';
export { ruleCatalog, type RuleDescriptor } from './rule-catalog.js';
export { CONFIG_FILE_NAME, loadValidateConfig, type ValidateConfig } from './config.js';
export { loadSchemaIndex, type ModelOptions } from './model.js';
export { indexModel, indexSchemasFolder, endpointsOf, type SchemaIndex, type IndexedSchema } from './schema-index.js';
