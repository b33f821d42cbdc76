/**
 * The attribute-level diff of one element present in both generations (XSD Part 1, 3.2 attribute
 * declarations, 3.5 attribute uses). Attributes pair by name (namespace and local name; their
 * order means nothing); each pair is compared for use (required or optional), value space
 * (builtin base, enumeration, other facets, as for elements), default and fixed value. The path
 * of an attribute is its element's path plus `@name` (`/bom/component/@type`). Neutral records
 * only: the checks judge them.
 */
import type { Facets } from '../ir/index.js';
import type { AttributeInfo, Change, DocumentSubject } from './changes.js';
import { diffFacets } from './diff-field.js';

/**
 * The facets of an attribute's type as its values see them: with a fixed value, an enumeration
 * admits that one value only (review r17 newsets H1: OVAL's `datatype` fixed to "string" in a
 * type enumerating ten datatypes, then two of them allowed, read as eight values "no longer
 * accepted", 140 false breaking findings).
 */
function admitted(facets: Facets, fixed: string | undefined): Facets {
  return fixed !== undefined && facets.enumeration ? { ...facets, enumeration: [fixed] } : facets;
}

function diffPair(
  subject: DocumentSubject,
  path: string,
  from: AttributeInfo,
  to: AttributeInfo,
): Change[] {
  const changes: Change[] = [];
  if (from.required !== to.required)
    changes.push({
      kind: 'attribute-use-changed',
      subject,
      path,
      from: from.required,
      to: to.required,
    });
  const before = from.type;
  const after = to.type;
  if (
    before.kind !== 'simple' ||
    after.kind !== 'simple' ||
    before.base !== after.base ||
    before.variety !== after.variety
  ) {
    if (JSON.stringify(before) !== JSON.stringify(after))
      changes.push({ kind: 'attribute-type-changed', subject, path, from: before, to: after });
  } else {
    changes.push(...diffFacets(subject, path, admitted(before.facets, from.fixed), admitted(after.facets, to.fixed)));
  }
  if (from.fixed !== to.fixed) {
    // A fixed value admits that one value: the facet checks judge it like a one-value enumeration.
    changes.push({
      kind: 'facet-changed',
      subject,
      path,
      facet: 'fixed',
      ...(from.fixed !== undefined ? { from: from.fixed } : {}),
      ...(to.fixed !== undefined ? { to: to.fixed } : {}),
    });
  }
  if (from.default !== to.default) {
    changes.push({
      kind: 'attribute-default-changed',
      subject,
      path,
      ...(from.default !== undefined ? { from: from.default } : {}),
      ...(to.default !== undefined ? { to: to.default } : {}),
    });
  }
  return changes;
}

/**
 * The attribute changes of the element at `fromPath` (base) and `toPath` (revision). Removals
 * are named by the base path, the rest by the revision's.
 * @example diffAttributes(subject, '/bom/component', '/bom/component', before.attributes, after.attributes)
 */
export function diffAttributes(
  subject: DocumentSubject,
  fromPath: string,
  toPath: string,
  from: readonly AttributeInfo[] = [],
  to: readonly AttributeInfo[] = [],
): Change[] {
  const changes: Change[] = [];
  for (const attribute of from) {
    if (!to.some((other) => other.name === attribute.name))
      changes.push({
        kind: 'attribute-removed',
        subject,
        path: `${fromPath}/${attribute.label}`,
        attribute,
      });
  }
  for (const attribute of to) {
    const before = from.find((other) => other.name === attribute.name);
    const path = `${toPath}/${attribute.label}`;
    if (!before) changes.push({ kind: 'attribute-added', subject, path, attribute });
    else changes.push(...diffPair(subject, path, before, attribute));
  }
  return changes;
}
