/**
 * The document-level diff: document types (schemas) added or removed, their root elements, the
 * namespaces each document uses (its own and its helpers', as its elements carry them: a 0.3-beta
 * CaseRequest uses CaseTypes 0.3-beta but GroupedUser and VMRS 0.2), then the fields of every
 * root both generations have. Outside the API, schema names come from file names: a document
 * removed while exactly one added one declares the same roots (`bom-1.5.SNAPSHOT.xsd` and
 * `bom-1.6.SNAPSHOT.xsd`, both `<bom>`) is that file renamed, and the two are diffed as one.
 */
import { localName, type IrGeneration, type IrSchema } from '../ir/index.js';
import type { Change, DocumentSubject, FieldInfo } from './changes.js';
import { diffFields } from './diff-fields.js';
import type { DocumentCatalog } from './documents.js';
import { derivedRoots, isDerivedRoot } from './derived-roots.js';
import { mergeTypeWide } from './type-wide.js';
import { collectFields, MAX_DOCUMENT_FIELDS, rootsOf } from './fields.js';
import { FleetcaseError } from '../errors.js';
import { requireRuleFields } from './rule-required-fields.js';

/**
 * Every field of every root of one document schema, by root local name; then the fields of each
 * type an `xsi:type` may name somewhere in it, as a root of its own keyed `xsi:type=<Name>`
 * (./derived-roots.ts): the content of a derived type is compared once, where its name (which
 * documents write) pairs it.
 */
function documentFields(
  generation: IrGeneration,
  schema: string,
  fold: boolean,
): Map<string, Map<string, FieldInfo>> {
  const roots = rootsOf(generation, schema);
  const out = new Map<string, Map<string, FieldInfo>>();
  const budget = { left: MAX_DOCUMENT_FIELDS };
  for (const [local, root] of [...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const fields = collectFields(generation, root, [...roots.values()], budget, fold);
    requireRuleFields(generation.id, schema, local, fields);
    out.set(local, fields);
  }
  // A derived type's content may name further ones: until none is new.
  for (let fresh = derivedRoots(generation, schema, out); fresh.length > 0; fresh = derivedRoots(generation, schema, out)) {
    for (const derived of fresh) out.set(localName(derived.name), collectFields(generation, derived, [...roots.values()], budget, fold));
  }
  return out;
}

/** The fields of a document on both sides, and the limit past which they were folded, if they were. */
interface DocumentSides {
  from: Map<string, Map<string, FieldInfo>>;
  to: Map<string, Map<string, FieldInfo>>;
  foldedPast?: number;
}

/**
 * The fields of a document on both sides, path by path; folded on both sides where either has
 * more paths than the diff walks (`DiffTooManyPaths`): a vocabulary whose every root reaches
 * every other (DocBook 5.0: 362 roots, 3.4 million paths) is walked root by root, each stopping
 * at the elements that are roots of the document, whose inside is compared once, at that root,
 * and each type is walked at the first path it is met at (paths doubling level after level).
 * Past the limits even folded, the error stands.
 */
function documentSides(base: IrGeneration, former: string, revision: IrGeneration, schema: string): DocumentSides {
  const sides = (fold: boolean) => ({
    from: renameSchema(documentFields(base, former, fold), former, schema),
    to: documentFields(revision, schema, fold),
  });
  try {
    return sides(false);
  } catch (error) {
    if (error instanceof FleetcaseError && error.kind === 'DiffTooManyPaths') return { ...sides(true), foldedPast: (error as FleetcaseError<'DiffTooManyPaths'>).props.limit };
    throw error;
  }
}

/**
 * The fields of a renamed document, their own schema named as in the revision: its elements are
 * compared as the same document's, not as moved to another namespace schema.
 */
function renameSchema(
  fields: Map<string, Map<string, FieldInfo>>,
  from: string,
  to: string,
): Map<string, Map<string, FieldInfo>> {
  if (from === to) return fields;
  return new Map(
    [...fields].map(([root, rootFields]) => [
      root,
      new Map(
        [...rootFields].map(([path, field]) => [
          path,
          field.schema === from ? { ...field, schema: to } : field,
        ]),
      ),
    ]),
  );
}

/** Schema name -> the namespaces a document's elements use for it. */
function namespacesUsed(fields: Map<string, Map<string, FieldInfo>>): Map<string, string[]> {
  const used = new Map<string, Set<string>>();
  for (const [root, rootFields] of fields) {
    // The namespaces of the roots proper: a derived type's own are no namespace of the document's.
    if (isDerivedRoot(root)) continue;
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
  // A namespace the document uses on both sides is neither added nor removed, though the file
  // that names it may differ (a renamed sibling file of the same namespace).
  const usedBefore = new Set([...from.values()].flat());
  const usedAfter = new Set([...to.values()].flat());
  for (const helper of names) {
    // A document's own namespace comes and goes with its roots, which root-added and
    // root-removed report (a schema whose last root was removed keeps only its types).
    if (helper === subject.schema && !(from.has(helper) && to.has(helper))) continue;
    const before = from.get(helper);
    const after = to.get(helper);
    if (before && after) {
      if (before.join(' ') !== after.join(' '))
        changes.push({ kind: 'namespace-changed', subject, helper, from: before, to: after });
    } else if (after) {
      if (after.some((namespace) => !usedBefore.has(namespace)))
        changes.push({ kind: 'namespace-added', subject, helper, to: after });
    } else if (before && before.some((namespace) => !usedAfter.has(namespace)))
      changes.push({ kind: 'namespace-removed', subject, helper, from: before });
  }
  return changes;
}

/** The root local names of a schema, sorted, as one key ('' for none). */
function rootKey(schema: IrSchema): string {
  return [...schema.roots].sort().join(' ');
}

/** Removed documents paired with added ones by their roots, and the ones that could not be. */
export interface RootMatches {
  /** Removed document -> the added document that alone declares the same roots. */
  pairs: Map<string, string>;
  /** Removed document left unpaired -> the added documents declaring its roots (several match). */
  alike: Map<string, string[]>;
}

/**
 * Pairs a removed document with an added one where the two alone declare the same (non-empty)
 * set of roots: no other removed or added document declares it. Where several do, none is
 * paired, and each removed one is told the added ones it resembles. Then a removed document
 * still unpaired is paired with the one added document that declares all its roots and more
 * (or whose roots it declares, and more: the same pair diffed the other way),
 * where no other unpaired removed document would pair with it: a new version usually adds a
 * root (Shibboleth SP 2.0 -> 3.0 adds <ApplicationOverride>, SAML 1.0 -> 1.1's assertion
 * <DoNotCacheCondition>), and was reported removed plus added, every change inside hidden
 * (review r16 newsets M3).
 */
export function matchByRoots(
  base: IrGeneration,
  revision: IrGeneration,
  documents: readonly string[],
): RootMatches {
  const only = (side: IrGeneration, other: IrGeneration): IrSchema[] =>
    documents.flatMap((name) => {
      const schema = side.schemas.find((candidate) => candidate.name === name);
      const elsewhere = other.schemas.some((candidate) => candidate.name === name);
      return schema && !elsewhere && schema.roots.length ? [schema] : [];
    });
  const removed = only(base, revision);
  const added = only(revision, base);
  const pairs = new Map<string, string>();
  const alike = new Map<string, string[]>();
  for (const schema of removed) {
    const key = rootKey(schema);
    const others = removed.filter((candidate) => rootKey(candidate) === key);
    const matches = added.filter((candidate) => rootKey(candidate) === key);
    if (others.length === 1 && matches.length === 1) pairs.set(schema.name, matches[0]!.name);
    else if (matches.length)
      alike.set(
        schema.name,
        matches.map((match) => match.name),
      );
  }
  const unpaired = (): [IrSchema[], IrSchema[]] => [
    removed.filter((schema) => !pairs.has(schema.name) && !alike.has(schema.name)),
    added.filter((schema) => ![...pairs.values()].includes(schema.name)),
  ];
  pairSupersets(...unpaired(), pairs);
  pairByNamespace(...unpaired(), pairs);
  return { pairs, alike };
}

/**
 * Adds to `pairs` each removed document that shares its (non-empty) target namespace and some
 * roots with exactly one added document, the two alone of their namespace among those unpaired:
 * a version that drops one root and adds another (Spring's lang 4.0 -> 4.3: <jruby> out, <std>
 * in) was reported removed plus added, its surviving roots never compared (review r20 newsets M3).
 */
function pairByNamespace(removed: readonly IrSchema[], added: readonly IrSchema[], pairs: Map<string, string>): void {
  for (const schema of removed) {
    if (schema.namespace === '') continue;
    const rivals = removed.filter((other) => other.namespace === schema.namespace);
    const candidates = added.filter((other) => other.namespace === schema.namespace);
    if (rivals.length !== 1 || candidates.length !== 1) continue;
    if (candidates[0]!.roots.some((root) => schema.roots.includes(root))) pairs.set(schema.name, candidates[0]!.name);
  }
}

/** True when `wider` declares every root of `schema` and at least one more. */
function declaresMore(wider: IrSchema, schema: IrSchema): boolean {
  return wider.roots.length > schema.roots.length && schema.roots.every((root) => wider.roots.includes(root));
}

/** True when one of the two declares every root of the other and more (a version adding or dropping roots). */
function nested(a: IrSchema, b: IrSchema): boolean {
  return declaresMore(a, b) || declaresMore(b, a);
}

/**
 * Adds to `pairs` each removed document whose roots exactly one added document extends or
 * narrows, and it alone: both directions of a diff pair the same two (review r16 recheck M:
 * Shibboleth 3.0 -> 2.0 was removed plus added).
 */
function pairSupersets(removed: readonly IrSchema[], added: readonly IrSchema[], pairs: Map<string, string>): void {
  for (const schema of removed) {
    const candidates = added.filter((candidate) => nested(candidate, schema));
    if (candidates.length !== 1) continue;
    const rivals = removed.filter((other) => nested(candidates[0]!, other));
    if (rivals.length === 1) pairs.set(schema.name, candidates[0]!.name);
  }
}

/** Diffs every document type of two generations. */
export function diffDocuments(
  base: IrGeneration,
  revision: IrGeneration,
  catalog: DocumentCatalog,
): Change[] {
  const changes: Change[] = [];
  const { pairs: renamed, alike } = matchByRoots(base, revision, catalog.documents);
  const formerName = new Map([...renamed].map(([from, to]) => [to, from]));
  for (const schema of catalog.documents) {
    if (renamed.has(schema)) continue; // diffed under its new name
    const subject: DocumentSubject = {
      kind: 'document',
      schema,
      direction: catalog.direction(schema),
    };
    const former = formerName.get(schema) ?? schema;
    const before = base.schemas.find((candidate) => candidate.name === former);
    const after = revision.schemas.find((candidate) => candidate.name === schema);
    if (before && former !== schema)
      changes.push({
        kind: 'schema-renamed',
        subject,
        from: former,
        // The roots both declare (a version may add or drop some; root-added/-removed say which).
        roots: before.roots.filter((root) => after?.roots.includes(root)).sort(),
      });
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
        ...(alike.has(schema) ? { sameRoots: alike.get(schema)! } : {}),
      });
      continue;
    }
    if (!before || !after) continue;
    const { from: fromFields, to: toFields, foldedPast } = documentSides(base, former, revision, schema);
    if (foldedPast !== undefined) changes.push({ kind: 'document-folded', subject, limit: foldedPast });
    changes.push(...diffNamespaces(subject, namespacesUsed(fromFields), namespacesUsed(toFields)));
    const fieldChanges: Change[] = [];
    for (const root of [...new Set([...fromFields.keys(), ...toFields.keys()])].sort()) {
      const rootSubject: DocumentSubject = { ...subject, root };
      const from = fromFields.get(root);
      const to = toFields.get(root);
      // A derived type on one side only is derived-type-added/-removed where it may stand.
      if (isDerivedRoot(root) && (!from || !to)) continue;
      if (!from) fieldChanges.push({ kind: 'root-added', subject: rootSubject, root });
      else if (!to) fieldChanges.push({ kind: 'root-removed', subject: rootSubject, root });
      else fieldChanges.push(...diffFields(rootSubject, from, to, { base: (other) => fromFields.get(other), revision: (other) => toFields.get(other) }));
    }
    changes.push(...mergeTypeWide(fieldChanges));
  }
  return changes;
}
