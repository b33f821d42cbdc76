/**
 * libxml2's follow-up to a value it refused where an identity constraint (`xs:unique`, `xs:key`,
 * `xs:keyref`) reads it as a field: "Warning: No precomputed value available, the value was
 * either invalid or something strange happened." The value's own error ("[facet 'minLength']
 * The value '' has a length of '0'") already says what is wrong; counted as an error of its own
 * the warning doubled the count and, at the same place, was listed first (review r13 sbom 9).
 * It is dropped where the engine reports an error on the same element or attribute; elsewhere it
 * stays, as the warning it says it is.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-identity-constraint (XSD Part 1, 3.11.4: identity-constraint satisfied)
 */
import type { EngineFinding } from './engines/engine.js';

/** The warning's words, after "Element 'x'[, attribute 'a']: ". */
const NO_PRECOMPUTED_VALUE = 'Warning: No precomputed value available';

/** Where a finding is, and what it names: "Element 'c', attribute 'bom-ref': " on `/*\/*[2]`. */
function placeOf(finding: EngineFinding, subject: string): string {
  return `${finding.xpath ?? finding.line}\u0000${subject}`;
}

/** The "Element '…'[, attribute '…']: " a libxml2 message starts with, or undefined. */
function subjectOf(message: string): string | undefined {
  return /^Element '[^']*'(?:, attribute '[^']*')?: /.exec(message)?.[0];
}

/**
 * The findings without libxml2's "No precomputed value" warnings that follow an error on the
 * same element or attribute; those left are warnings (libxml2 reports them at error level).
 */
export function withoutIdcValueWarnings(findings: readonly EngineFinding[]): readonly EngineFinding[] {
  if (!findings.some((finding) => finding.message.includes(NO_PRECOMPUTED_VALUE))) return findings;
  const errors = new Set<string>();
  for (const finding of findings) {
    const subject = subjectOf(finding.message);
    if (subject !== undefined && !finding.message.includes(NO_PRECOMPUTED_VALUE) && finding.level !== 'warning') errors.add(placeOf(finding, subject));
  }
  const kept: EngineFinding[] = [];
  for (const finding of findings) {
    const subject = finding.engine !== 'xerces' && finding.message.includes(NO_PRECOMPUTED_VALUE) ? subjectOf(finding.message) : undefined;
    if (subject === undefined) kept.push(finding);
    else if (!errors.has(placeOf(finding, subject))) kept.push({ ...finding, level: 'warning' });
  }
  return kept;
}
