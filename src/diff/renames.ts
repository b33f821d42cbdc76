/**
 * The renames SPEC.md states, as data: `fleetcase diff` reports these as renames (not as a
 * removal plus an addition) and `fleetcase migrate` rewrites them, in either direction. A rule
 * applies wherever its element sits under a parent of the given name, in any document: the diff
 * and migrate only use it where one generation has the old name and the other the new one.
 */

/** An element renamed between generations. */
export interface ElementRename {
  /** Local name of the parent element; undefined = any parent. @example 'item' */
  parent?: string;
  /** The older name. @example 'approvalStatus' */
  from: string;
  /** The newer name. @example 'soldStatus' */
  to: string;
  /** Where SPEC.md (or our schema notes) say so. */
  cite: string;
}

/** Enumeration values renamed between generations, for one element. */
export interface EnumerationRename {
  /** Local name of the parent element. @example 'workStatus' */
  parent: string;
  /** Local name of the element holding the value. @example 'code' */
  element: string;
  /** Older value -> newer value. */
  values: ReadonlyArray<readonly [string, string]>;
  cite: string;
}

/** Element renames, oldest generation's name first. */
export const ELEMENT_RENAMES: readonly ElementRename[] = [
  {
    from: 'approvalStatus',
    to: 'soldStatus',
    cite: 'SPEC.md, Estimate line item: "soldStatus | optional | sold, not sold, deferred (named approvalStatus in 0.0.7)"',
  },
  {
    parent: 'approvalStatus',
    from: 'reason_description',
    to: 'reasonDescription',
    cite: 'SPEC.md, Estimate version: "reasonDescription (in the 0.1 sample `reason_description`)"; schemas/README.md: reason_description in 0.1, reasonDescription from 0.2',
  },
  {
    from: 'VMRS',
    to: 'vmrs',
    cite: 'SPEC.md, Estimate line item: request field "vmrs", and "The code fields are returned inside an element named `VMRS`" (0.0.7 writes VMRS, and its requests also take the spelling vmrs: schemas/0.0.7/DIFFERENCES.md D29)',
  },
];

/** Enumeration value renames, older value first. */
export const ENUMERATION_RENAMES: readonly EnumerationRename[] = [
  {
    parent: 'workStatus',
    element: 'code',
    values: [
      ['Start', 'start'],
      ['Stop', 'stop'],
      ['Complete', 'complete'],
    ],
    cite: 'SPEC.md, WorkStatus: "code: required; start, stop, complete (0.0.7 writes Start, Stop, Complete)"',
  },
];

/**
 * The rename rule that turns child `name` (under `parent`) of one generation into `candidate`
 * of the other, in either direction; undefined when none does.
 * @example elementRenameBetween('item', 'approvalStatus', 'soldStatus')?.cite
 */
export function elementRenameBetween(
  parent: string,
  name: string,
  candidate: string,
): ElementRename | undefined {
  return ELEMENT_RENAMES.find(
    (rule) =>
      (rule.parent === undefined || rule.parent === parent) &&
      ((rule.from === name && rule.to === candidate) ||
        (rule.to === name && rule.from === candidate)),
  );
}

/** The names child `name` (under `parent`) may have in another generation, by the rename table. */
export function renamedElementNames(
  parent: string,
  name: string,
): Array<{ name: string; rule: ElementRename }> {
  return ELEMENT_RENAMES.filter(
    (rule) => rule.parent === undefined || rule.parent === parent,
  ).flatMap((rule) =>
    rule.from === name
      ? [{ name: rule.to, rule }]
      : rule.to === name
        ? [{ name: rule.from, rule }]
        : [],
  );
}

/**
 * The value `value` of element `element` under `parent` has in the other generation, in either
 * direction, with the rule; undefined when the table has none.
 * @example enumerationRenameOf('workStatus', 'code', 'Start')?.value // 'start'
 */
export function enumerationRenameOf(
  parent: string,
  element: string,
  value: string,
): { value: string; rule: EnumerationRename } | undefined {
  for (const rule of ENUMERATION_RENAMES) {
    if (rule.parent !== parent || rule.element !== element) continue;
    for (const [older, newer] of rule.values) {
      if (older === value) return { value: newer, rule };
      if (newer === value) return { value: older, rule };
    }
  }
  return undefined;
}
