/**
 * Compares one field present in both generations (same path, or renamed by the rename table):
 * namespace, occurrence, nil-ability, value space (builtin base, enumeration, other facets) and
 * content model. Text is compared as text wherever an element has no children: a plain value and
 * the simple content of a type that adds attributes are the same value space (XSD Part 1, 3.4.2
 * simple content); a switch to or from mixed content is a type change. Emits neutral change
 * records only.
 */
import { reversedPairs } from './sequence-order.js';
import { compareContentModels, showContentModel } from './content-models.js';
import { FACET_NAMES, type Facets } from '../ir/index.js';
import type { Change, DocumentSubject, FieldInfo, TypeSummary, ValueHome } from './changes.js';
import { enumerationRenameOf } from './renames.js';

/** Facets compared one by one; enumeration lists are compared value by value instead. */
const FACETS: ReadonlyArray<keyof Facets> = FACET_NAMES.filter((facet) => facet !== 'enumeration');

/** The last two local names of a path (a prefix `ct:` dropped): parent and element. */
export function tailNames(path: string): { parent: string; element: string } {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.slice(segment.indexOf(':') + 1));
  return { parent: parts[parts.length - 2] ?? '', element: parts[parts.length - 1] ?? '' };
}

function sameValue(left: unknown, right: unknown): boolean {
  if (Array.isArray(left) && Array.isArray(right))
    return [...left].sort().join('\u0000') === [...right].sort().join('\u0000');
  return left === right;
}

function diffEnumeration(
  subject: DocumentSubject,
  path: string,
  from: string[],
  to: string[],
): Change[] {
  const { parent, element } = tailNames(path);
  // Sets, not list searches: 80 000 values were quadratic (review r21 scale M3).
  const [before, after] = [new Set(from), new Set(to)];
  const removedSet = new Set(from.filter((value) => !after.has(value)));
  const addedSet = new Set(to.filter((value) => !before.has(value)));
  const renamed: Array<{ from: string; to: string; cite: string }> = [];
  for (const value of removedSet) {
    const rename = enumerationRenameOf(parent, element, value);
    if (rename && addedSet.has(rename.value)) {
      renamed.push({ from: value, to: rename.value, cite: rename.rule.cite });
      removedSet.delete(value);
      addedSet.delete(rename.value);
    }
  }
  const removed = from.filter((value) => removedSet.has(value));
  const added = to.filter((value) => addedSet.has(value));
  if (!removed.length && !added.length && !renamed.length) return [];
  return [{ kind: 'enumeration-changed', subject, path, added, removed, renamed }];
}

/** The changes between two sets of facets of one field or attribute (`path`). */
export function diffFacets(
  subject: DocumentSubject,
  path: string,
  from: Facets,
  to: Facets,
): Change[] {
  const changes: Change[] = [];
  const fromEnum = from.enumeration;
  const toEnum = to.enumeration;
  if (fromEnum && toEnum) changes.push(...diffEnumeration(subject, path, fromEnum, toEnum));
  else if (fromEnum || toEnum) {
    changes.push({
      kind: 'facet-changed',
      subject,
      path,
      facet: 'enumeration',
      ...(fromEnum ? { from: fromEnum } : {}),
      ...(toEnum ? { to: toEnum } : {}),
    });
  }
  for (const facet of FACETS) {
    const before = from[facet];
    const after = to[facet];
    if (sameValue(before, after)) continue;
    changes.push({
      kind: 'facet-changed',
      subject,
      path,
      facet,
      ...(before !== undefined ? { from: before } : {}),
      ...(after !== undefined ? { to: after } : {}),
    });
  }
  return changes;
}

/** The text a type carries when it has no child elements: itself if simple, its simple content if complex. */
function textOnly(type: TypeSummary): TypeSummary | undefined {
  if (type.kind === 'simple') return type;
  return type.text && !type.elements.length && !type.mixed ? type.text : undefined;
}

/** The element wildcards of two complex types, all together, and their attribute wildcards (./wildcards.ts). */
function diffWildcards(
  subject: DocumentSubject,
  path: string,
  from: TypeSummary & { kind: 'complex' },
  to: TypeSummary & { kind: 'complex' },
): Change[] {
  const changes: Change[] = [];
  const [before, after] = [from.wildcards ?? [], to.wildcards ?? []];
  if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ kind: 'wildcard-changed', subject, path, on: 'element', from: before, to: after });
  if (JSON.stringify(from.anyAttribute) !== JSON.stringify(to.anyAttribute))
    changes.push({
      kind: 'wildcard-changed',
      subject,
      path,
      on: 'attribute',
      from: from.anyAttribute ? [from.anyAttribute] : [],
      to: to.anyAttribute ? [to.anyAttribute] : [],
    });
  return changes;
}

function diffType(
  subject: DocumentSubject,
  path: string,
  from: TypeSummary,
  to: TypeSummary,
  value: ValueHome | undefined,
): Change[] {
  // Text on both sides (a plain value, or simple content beside attributes): the value space is
  // what a document sees; the attributes a simple-content type adds are diffed on their own.
  const fromText = textOnly(from);
  const toText = textOnly(to);
  if (fromText?.kind === 'simple' && toText?.kind === 'simple') {
    if (fromText.base !== toText.base || fromText.variety !== toText.variety)
      return [{ kind: 'type-changed', subject, path, from, to }];
    return diffFacets(subject, path, fromText.facets, toText.facets);
  }
  if (from.kind === 'complex' && to.kind === 'complex') {
    const changes: Change[] = [];
    if (Boolean(from.text) !== Boolean(to.text) || Boolean(from.mixed) !== Boolean(to.mixed))
      changes.push({ kind: 'type-changed', subject, path, from, to });
    if (from.content !== to.content)
      changes.push({
        kind: 'content-model-changed',
        subject,
        path,
        from: from.content,
        to: to.content,
      });
    const reversed = reversedPairs(from.order ?? [], to.order ?? []);
    if (reversed.length > 0) changes.push({ kind: 'children-reordered', subject, path, pairs: reversed });
    // Which children may come together (./content-models.ts); a swap of two children, or xs:all
    // turned sequence, is told by the order checks instead.
    const orderOnly =
      reversed.length > 0 ||
      (from.content === 'all' && to.content === 'sequence') ||
      (from.content === 'sequence' && to.content === 'all');
    const move = !orderOnly && from.model && to.model ? compareContentModels(from.model, to.model) : undefined;
    if (move) changes.push({ kind: 'combinations-changed', subject, path, from: showContentModel(from.model!), to: showContentModel(to.model!), ...move });
    changes.push(...diffWildcards(subject, path, from, to));
    return changes;
  }
  return [{ kind: 'type-changed', subject, path, from, to, ...(value ? { value } : {}) }];
}

/**
 * The changes between a field of the base and the same field of the revision (at `to.path`).
 * `value`: where the value lives now, for a field whose type turned simple <-> complex.
 */
export function diffField(
  subject: DocumentSubject,
  from: FieldInfo,
  to: FieldInfo,
  value?: ValueHome,
): Change[] {
  const path = to.path;
  const changes: Change[] = [];
  // The same namespace URI is no move, whatever files declare it on either side.
  if (from.schema !== to.schema && from.namespace !== to.namespace) {
    changes.push({
      kind: 'element-namespace-changed',
      subject,
      path,
      from: from.schema,
      to: to.schema,
      fromNamespace: from.namespace,
      toNamespace: to.namespace,
    });
  }
  if (from.occurs.min !== to.occurs.min || from.occurs.max !== to.occurs.max) {
    changes.push({ kind: 'occurs-changed', subject, path, from: from.occurs, to: to.occurs });
  }
  if (from.occurs.nillable !== to.occurs.nillable) {
    changes.push({
      kind: 'nillable-changed',
      subject,
      path,
      from: from.occurs.nillable,
      to: to.occurs.nillable,
    });
  }
  changes.push(...diffType(subject, path, from.type, to.type, value));
  changes.push(...diffDeclarationFacts(subject, path, from, to));
  return changes;
}

/** Added and removed values between two sorted lists (undefined: none). */
function listDelta(from: readonly string[] = [], to: readonly string[] = []): { added: string[]; removed: string[] } {
  return { added: to.filter((value) => !from.includes(value)), removed: from.filter((value) => !to.includes(value)) };
}

/** Substitution group members, derived types, abstractness and identity constraints (./declaration-facts.ts). */
function diffDeclarationFacts(subject: DocumentSubject, path: string, from: FieldInfo, to: FieldInfo): Change[] {
  const changes: Change[] = [];
  const substitutes = listDelta(from.substitutes, to.substitutes);
  if (substitutes.added.length || substitutes.removed.length) changes.push({ kind: 'substitutes-changed', subject, path, ...substitutes });
  if (Boolean(from.abstract) !== Boolean(to.abstract)) changes.push({ kind: 'abstract-changed', subject, path, from: Boolean(from.abstract), to: Boolean(to.abstract) });
  // Removed and added apart: each is one change of the document wherever it is met (../type-wide.ts).
  const derived = listDelta(from.derivedTypes, to.derivedTypes);
  if (derived.removed.length) changes.push({ kind: 'derived-types-changed', subject, path, added: [], removed: derived.removed });
  if (derived.added.length) changes.push({ kind: 'derived-types-changed', subject, path, added: derived.added, removed: [] });
  if (Boolean(from.typeAbstract) !== Boolean(to.typeAbstract))
    changes.push({ kind: 'type-abstract-changed', subject, path, from: Boolean(from.typeAbstract), to: Boolean(to.typeAbstract) });
  const constraints = listDelta(from.constraints, to.constraints);
  // A key that became unique on the same values asks less (values may now be absent): no new constraint.
  constraints.added = constraints.added.filter((added) => !(added.startsWith('unique ') && constraints.removed.includes(`key ${added.slice('unique '.length)}`)));
  if (constraints.added.length || constraints.removed.length) changes.push({ kind: 'constraints-changed', subject, path, ...constraints });
  // A fixed value admits that one value: the facet checks judge it as they do an attribute's.
  if (from.fixed !== to.fixed)
    changes.push({ kind: 'facet-changed', subject, path, facet: 'fixed', ...(from.fixed !== undefined ? { from: from.fixed } : {}), ...(to.fixed !== undefined ? { to: to.fixed } : {}) });
  // What an empty element means: its default, else its fixed value (fixed "A" -> default "A"
  // means "A" both times; review r21 recheck L2).
  const [before, after] = [from.default ?? from.fixed, to.default ?? to.fixed];
  if (from.default !== to.default && before !== after)
    changes.push({ kind: 'element-default-changed', subject, path, ...(before !== undefined ? { from: before } : {}), ...(after !== undefined ? { to: after } : {}) });
  return changes;
}
