/**
 * The document-level diff: document types (schemas) added or removed, their root elements, the
 * namespaces each document uses (its own and its helpers', as its elements carry them: a 0.3-beta
 * CaseRequest uses CaseTypes 0.3-beta but GroupedUser and VMRS 0.2), then the fields of every
 * root both generations have.
 */
import type { IrGeneration } from '../ir/index.js';
import type { Change, DocumentSubject, FieldInfo } from './changes.js';
import { diffFields } from './diff-fields.js';
import type { DocumentCatalog } from './documents.js';
import { collectFields, rootsOf } from './fields.js';

/** Every field of every root of one document schema, by root local name. */
function documentFields(
  generation: IrGeneration,
  schema: string,
): Map<string, Map<string, FieldInfo>> {
  const roots = rootsOf(generation, schema);
  const out = new Map<string, Map<string, FieldInfo>>();
  for (const [local, root] of [...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    out.set(local, collectFields(generation, root, [...roots.values()]));
  }
  return out;
}

/** Schema name -> the namespaces a document's elements use for it. */
function namespacesUsed(fields: Map<string, Map<string, FieldInfo>>): Map<string, string[]> {
  const used = new Map<string, Set<string>>();
  for (const rootFields of fields.values()) {
    for (const field of rootFields.values()) {
      if (!field.namespace) continue;
      const set = used.get(field.schema) ?? new Set<string>();
      set.add(field.namespace);
      used.set(field.schema, set);
    }
  }
  return new Map([...used].map(([schema, set]) => [schema, [...set].sort()]));
}

function diffNamespaces(
  subject: DocumentSubject,
  from: Map<string, string[]>,
  to: Map<string, string[]>,
): Change[] {
  const changes: Change[] = [];
  const names = [...new Set([...from.keys(), ...to.keys()])].sort((a, b) =>
    // The document's own namespace first, then its helpers by name.
    a === subject.schema ? -1 : b === subject.schema ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  for (const helper of names) {
    const before = from.get(helper);
    const after = to.get(helper);
    if (before && after) {
      if (before.join(' ') !== after.join(' '))
        changes.push({ kind: 'namespace-changed', subject, helper, from: before, to: after });
    } else if (after) changes.push({ kind: 'namespace-added', subject, helper, to: after });
    else if (before) changes.push({ kind: 'namespace-removed', subject, helper, from: before });
  }
  return changes;
}

/** Diffs every document type of two generations. */
export function diffDocuments(
  base: IrGeneration,
  revision: IrGeneration,
  catalog: DocumentCatalog,
): Change[] {
  const changes: Change[] = [];
  for (const schema of catalog.documents) {
    const subject: DocumentSubject = {
      kind: 'document',
      schema,
      direction: catalog.direction(schema),
    };
    const before = base.schemas.find((candidate) => candidate.name === schema);
    const after = revision.schemas.find((candidate) => candidate.name === schema);
    if (!before && after) {
      changes.push({
        kind: 'schema-added',
        subject,
        version: after.version,
        namespace: after.namespace,
      });
      continue;
    }
    if (before && !after) {
      changes.push({
        kind: 'schema-removed',
        subject,
        version: before.version,
        namespace: before.namespace,
      });
      continue;
    }
    if (!before || !after) continue;
    const fromFields = documentFields(base, schema);
    const toFields = documentFields(revision, schema);
    changes.push(...diffNamespaces(subject, namespacesUsed(fromFields), namespacesUsed(toFields)));
    for (const root of [...new Set([...fromFields.keys(), ...toFields.keys()])].sort()) {
      const rootSubject: DocumentSubject = { ...subject, root };
      const from = fromFields.get(root);
      const to = toFields.get(root);
      if (!from) changes.push({ kind: 'root-added', subject: rootSubject, root });
      else if (!to) changes.push({ kind: 'root-removed', subject: rootSubject, root });
      else changes.push(...diffFields(rootSubject, from, to));
    }
  }
  return changes;
}
