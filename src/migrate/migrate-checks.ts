/**
 * The ids a migration reports of its own, beside the validator's (a result and its source are
 * validated with the rule layer and the pipeline checks of src/validate): listed by
 * `fleetcase rules` so that every id a `migrate` report carries is documented somewhere.
 */
import type { Severity } from '../validate/issue.js';

/** One check of `fleetcase migrate`. */
export interface MigrateCheck {
  id: string;
  severity: Severity;
  doc: string;
}

/** Every check of `fleetcase migrate`, in the order a migration meets them. */
export const MIGRATE_CHECKS: readonly MigrateCheck[] = [
  {
    id: 'migrate-source-unknown',
    severity: 'error',
    doc: "The document is no document of any generation: its root namespace is not an API namespace, or no generation (or not the one --from names) has it, or its schema has no such root element (a helper schema's elements are parts of other documents). Nothing is written.",
  },
  {
    id: 'migrate-target-missing',
    severity: 'error',
    doc: 'The target generation has no such schema, or the schema there has no such root element (0.0.7 and 0.1 have no multi-item `items` root). Nothing is written.',
  },
  {
    id: 'migrate-root-dropped',
    severity: 'error',
    doc: 'The root element could not be carried into the target: nothing is written.',
  },
  {
    id: 'migrate-no-endpoint',
    severity: 'warning',
    doc: "Without --endpoint: the result is valid as a document, but no endpoint of the target takes or answers it where one of the source's did (a 0.0.7 part body: 0.3-beta sends parts inside an item). With --endpoint, validation judges the endpoint instead (`endpoint-unknown`, `endpoint-mismatch`).",
  },
];
