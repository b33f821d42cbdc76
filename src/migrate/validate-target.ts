/**
 * Validates a migrated document against its target generation through the project's validator
 * (src/validate: safe parse, XSD with libxml2, rule layer, with the endpoint `migrate --endpoint` names). Kept behind this
 * one function so that migrate does not depend on how the validator is assembled. A document
 * under another namespace root is validated against the schemas rebased onto it (`nsRoot`), so
 * its issues keep the document's own lines, columns and namespaces.
 */
import type { Issue } from '../validate/issue.js';
import { DEFAULT_XML_LIMITS } from '../runtime/limits.js';
import { limitsForMaxBytes } from '../validate/size-limit.js';
import { validateDocument } from '../validate/validate-document.js';

/** The largest result of migrate's own that is validated (a second validator, compiled once, takes it). */
const OWN_RESULT_MAX_BYTES = 1024 * 1024 * 1024;

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
    // A result migrate wrote itself is no hostile input: one grown past the 64 MiB a document
    // may have (a 26 MB list of 0.0.7 items gives 71 MB) is judged, not refused as too large
    // with advice to raise a limit migrate has no flag for (review r23 recheck M3).
    ...(Buffer.byteLength(xml) > DEFAULT_XML_LIMITS.maxBytes ? { limits: limitsForMaxBytes(OWN_RESULT_MAX_BYTES) } : {}),
    ...(options.schemasDir ? { schemasDir: options.schemasDir } : {}),
    ...(options.nsRoot ? { nsRoot: options.nsRoot } : {}),
    ...(options.rules === false ? { rules: false } : {}),
    ...(options.endpoint !== undefined ? { endpoint: options.endpoint } : {}),
  }).issues;
}
