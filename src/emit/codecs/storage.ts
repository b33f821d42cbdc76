/**
 * Where a `read<Type>` function keeps the occurrences of each field while it reads: the field's
 * own property (`value.x`, a list's `length`), or, for children kept in document order (mixed
 * content, repeated groups), the `content` list with a counter per field (`seen0`...).
 */
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { propertyAccess, stringLiteral } from '../naming/identifiers.js';

/** `value.<property>` of a field. */
export const value = (field: FieldPlan) => propertyAccess('value', field.property);

/**
 * The members of `Object.prototype`, by which name a property of a plain object is never
 * undefined (`value.constructor` is `Object`): for such fields, presence is an own property.
 */
const PROTOTYPE_MEMBERS: ReadonlySet<string> = new Set([
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** True when a property is named like a member of `Object.prototype` (`constructor`, `toString`...). */
export function isPrototypeMember(property: string): boolean {
  return PROTOTYPE_MEMBERS.has(property);
}

/**
 * Where a field's occurrences are counted and stored: its own property (`value.x`, a list's
 * `length`), or, for mixed content, the `content` list in document order with a counter per
 * field (`seen0`...).
 */
export interface Storage {
  /** Occurrences so far (lists). */
  count(field: FieldPlan): string;
  /** The field has occurred (single fields). */
  isSet(field: FieldPlan): string;
  /** The field has not occurred (single fields). */
  isUnset(field: FieldPlan): string;
  /** Statements before storing an occurrence. */
  before(field: FieldPlan, indent: number): string[];
  /** The store `lead + read + suffix`, the read wrapped in `open` + ... + `close`. */
  store(field: FieldPlan, open: string, close: string): { lead: string; suffix: string };
}

const PROPERTY_STORAGE: Storage = {
  count: (field) => `${value(field)}.length`,
  isSet: (field) =>
    isPrototypeMember(field.property)
      ? `Object.hasOwn(value, ${stringLiteral(field.property)})`
      : `${value(field)} !== undefined`,
  isUnset: (field) =>
    isPrototypeMember(field.property)
      ? `!Object.hasOwn(value, ${stringLiteral(field.property)})`
      : `${value(field)} === undefined`,
  before: () => [],
  store: (field, open, close) =>
    field.list
      ? { lead: `${value(field)}.push(${open}`, suffix: `${close});` }
      : { lead: `${value(field)} = ${open}`, suffix: `${close};` },
};

/** Mixed content storage; `used` collects the counters some check reads (only those are kept). */
function mixedStorage(plan: ContentPlan): Storage & { used: Set<number> } {
  const used = new Set<number>();
  const seen = (field: FieldPlan) => {
    used.add(plan.fields.indexOf(field));
    return `seen${plan.fields.indexOf(field)}`;
  };
  return {
    used,
    count: seen,
    isSet: (field) => `${seen(field)} !== 0`,
    isUnset: (field) => `${seen(field)} === 0`,
    // Called after the checks of the field's case, which come after the checks after the loop.
    before: (field, indent) =>
      used.has(plan.fields.indexOf(field))
        ? [`${' '.repeat(indent)}seen${plan.fields.indexOf(field)}++;`]
        : [],
    store: (field, open, close) => ({
      lead: `content.push({ $element: ${stringLiteral(field.property)}, value: ${open}`,
      suffix: `${close} });`,
    }),
  };
}

const storages = new WeakMap<ContentPlan, Storage & { used?: Set<number> }>();

/** The storage of a plan's fields (one per plan, so that its counters are shared). */
export function storageOf(plan: ContentPlan): Storage & { used?: Set<number> } {
  let storage = storages.get(plan);
  if (!storage)
    storages.set(plan, (storage = plan.sequenced ? mixedStorage(plan) : PROPERTY_STORAGE));
  return storage;
}
