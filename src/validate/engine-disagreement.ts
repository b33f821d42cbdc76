/**
 * `--engine both`: compares libxml2's and Xerces' verdicts on a document (after the rule layer
 * has taken the problems it covers). Where one engine finds a violation and the other finds the
 * document valid, the difference is reported as `engine-disagreement`: each Xerces-only error
 * at its element (libxml2's own issues are already in the report), or libxml2's first error
 * when Xerces accepts the document. Both invalid (even with different details) is agreement:
 * libxml2 stops at the first error of a content model, Xerces goes on.
 */
import type { Issue } from './issue.js';
import { PIPELINE_MESSAGES, pipelineIssue } from './pipeline-checks.js';
import type { XsdIssue } from './xsd-findings.js';

/** Disagreement issues between the primary engine's and the second engine's remaining XSD issues. */
export function engineDisagreements(primary: readonly XsdIssue[], second: readonly XsdIssue[]): Issue[] {
  const primaryErrors = primary.filter((issue) => issue.severity === 'error');
  const secondErrors = second.filter((issue) => issue.severity === 'error');
  if (primaryErrors.length > 0 === secondErrors.length > 0) return [];
  if (secondErrors.length > 0) {
    return secondErrors.map((issue) =>
      pipelineIssue(
        'engine-disagreement',
        PIPELINE_MESSAGES['engine-disagreement']({ reporter: issue.engine, silent: primary[0]?.engine ?? 'libxml2', message: `${issue.rule}: ${issue.message}` }),
        issue,
      ),
    );
  }
  const first = primaryErrors[0]!;
  const more = primaryErrors.length > 1 ? ` (and ${primaryErrors.length - 1} more)` : '';
  return [
    pipelineIssue(
      'engine-disagreement',
      PIPELINE_MESSAGES['engine-disagreement']({ reporter: first.engine, silent: 'xerces', message: `${first.rule}: ${first.message}${more}` }),
      first,
    ),
  ];
}
