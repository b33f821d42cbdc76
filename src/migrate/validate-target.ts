/**
 * Validates a migrated document against its target generation through the project's validator
 * (src/validate: safe parse, XSD with libxml2, rule layer, with the endpoint `migrate --endpoint` names). Kept behind this
 * one function so that migrate does not depend on how the validator is assembled. A document
 * under another namespace root is validated against the schemas rebased onto it (`nsRoot`), so
 * its issues keep the document's own lines, columns and namespaces.
 */
import type { Issue } from '../validate/issue.js';
import { validateDocument } from '../validate/validate-document.js';

/** Options of {@link validateMigrated}. */
export interface ValidateMigratedOptions {
  schemasDir?: string;
  nsRoot?: string;
  /** Run the rule layer (SPEC.md's rules) after the XSD (default true; `migrate --no-rules`). */
  rules?: boolean;
  /** Endpoint the document is sent to (`migrate --endpoint`), resolved in `generation`. @example 'POST /items/{item_id}' */
  endpoint?: string;
}

/**
 * The validation issues of `xml` as a document of `generation`.
 * @example validateMigrated(xml, '0.3-beta').filter((issue) => issue.severity === 'error')
 */
export function validateMigrated(
  xml: string,
  generation: string,
  options: ValidateMigratedOptions = {},
): Issue[] {
  return validateDocument(xml, {
    generation,
    ...(options.schemasDir ? { schemasDir: options.schemasDir } : {}),
    ...(options.nsRoot ? { nsRoot: options.nsRoot } : {}),
    ...(options.rules === false ? { rules: false } : {}),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
  }).issues;
}
