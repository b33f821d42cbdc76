/**
 * Validates a migrated document against its target generation through the project's validator
 * (src/validate: safe parse, XSD with libxml2, rule layer without an endpoint). Kept behind this
 * one function so that migrate does not depend on how the validator is assembled. The validator
 * knows the default namespace root only, so a document under another root is rebased first.
 */
import { DEFAULT_NS_ROOT } from '../ir/index.js';
import type { Issue } from '../validate/issue.js';
import { validateDocument } from '../validate/validate-document.js';

/** Options of {@link validateMigrated}. */
export interface ValidateMigratedOptions {
  schemasDir?: string;
  nsRoot?: string;
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
  const root = options.nsRoot?.replace(/\/$/, '');
  const text =
    root && root !== DEFAULT_NS_ROOT ? xml.split(`"${root}/`).join(`"${DEFAULT_NS_ROOT}/`) : xml;
  return validateDocument(text, {
    generation,
    ...(options.schemasDir ? { schemasDir: options.schemasDir } : {}),
  }).issues;
}
