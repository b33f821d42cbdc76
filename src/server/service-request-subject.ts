/**
 * SPEC.md: a service request (`POST /service_locations/{id}/service_requests`) names "an asset or
 * a parent case". The validator's rule `service-request-subject-missing` says so, offering
 * `assetIdentifier or parentCase`; but a generation's FleetServiceRequest XSD may carry no parent
 * case element at all (SPEC.md's list of service request body elements names none), and then a
 * 422 must not promise one. Whether the document can carry `<parentCase>` is asked of its own
 * codec (default namespace, then the CaseTypes `ct:` namespace), once per document.
 */
import type { ValidationEntry } from './failures.js';
import type { ServerDocument } from './route-model.js';

const RULE = 'service-request-subject-missing';
const carries = new WeakMap<ServerDocument, boolean>();

/** Whether `document` (a `serviceRequest` root) takes a `<parentCase><id>…</id></parentCase>`. */
export function takesParentCase(document: ServerDocument): boolean {
  let known = carries.get(document);
  if (known === undefined) {
    const caseTypes = document.namespace.replace(/\/[^/]+$/, '/CaseTypes');
    const probes = [
      `<${document.root} xmlns="${document.namespace}"><parentCase><id>1</id></parentCase></${document.root}>`,
      `<${document.root} xmlns="${document.namespace}" xmlns:ct="${caseTypes}"><ct:parentCase><ct:id>1</ct:id></ct:parentCase></${document.root}>`,
    ];
    known = probes.some((probe) => {
      try {
        document.decode(probe);
        return true;
      } catch {
        return false;
      }
    });
    carries.set(document, known);
  }
  return known;
}

/**
 * The 422 entries with the subject rule's entry told as it is for this document: where the
 * document cannot carry a parent case, the entry asks for the asset alone and says why.
 */
export function subjectEntries(entries: ValidationEntry[], rules: readonly string[], document: ServerDocument): ValidationEntry[] {
  if (!rules.includes(RULE) || takesParentCase(document)) return entries;
  return entries.map((entry, index) =>
    rules[index] !== RULE
      ? entry
      : {
          ...entry,
          field: 'assetIdentifier/id',
          messages: [
            `<${document.root}> names no asset: give assetIdentifier/id with a value (SPEC.md allows a parent case instead, ` +
              `but the ${document.version} FleetServiceRequest schema has no element for it)`,
          ],
        },
  );
}
