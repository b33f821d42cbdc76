/**
 * The shape of a value built by hand (from JSON, by a caller that ignores the TS types), as the
 * generated encoders and validators both judge it, with one wording: the encoder refuses what a
 * validator reports (`EncodeError` `value-invalid` / `element-unknown`; issue `xsd-invalid`,
 * `xsd-unexpected-element`). A decoded value always has the right shape; these checks cost one
 * `typeof` on the encoder's ordinary path.
 */
import { misplacedXsiTypeProblem } from './derived-types.js';
import { jsTypeOf, type ScalarIssue } from './scalar-error.js';

/**
 * Why `value` cannot be the value of an element of complex type (no object, or one giving a
 * `$xsiType` where none can be named: `misplacedXsiTypeProblem`), else undefined.
 */
export function objectProblem(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null) return misplacedXsiTypeProblem(value);
  return `${jsTypeOf(value)} is not the value of an element with attributes or children (give an object)`;
}

/**
 * Why `value` cannot be the list of a repeated element (or `$mixed`/`$content`), else
 * undefined; `undefined` itself is fine here (no items: an optional list left out).
 */
export function listProblem(value: unknown): string | undefined {
  if (value === undefined || Array.isArray(value)) return undefined;
  return `${jsTypeOf(value)} is not a list of elements (give an array, [] for none)`;
}

/**
 * The `$element` of a `$mixed`/`$content` item or a substitution group value, or undefined when
 * the item is no `{ $element, value }` object (a number, null, an object without `$element`).
 */
export function childName(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const name = (item as { $element?: unknown }).$element;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Why a child item names no element allowed where it stands: `$element` is no property of the
 * content (`element-unknown`), or the item is no `{ $element, value }` object at all.
 */
export function childProblem(item: unknown): string {
  const name = childName(item);
  if (name !== undefined) return `<${name}> is not a child element this content allows`;
  return `${jsTypeOf(item)} is not a child element ({ $element, value })`;
}

/**
 * The issue of the value of an `xs:list` type that is no array (`'1 2'` where `[1, 2]` is
 * expected: the encoder's formatter refuses it), else undefined.
 */
export function listValueIssue(value: unknown): ScalarIssue | undefined {
  if (Array.isArray(value)) return undefined;
  return {
    code: 'lexical-invalid',
    message: `${jsTypeOf(value)} is not the value of a list type (give an array of its items)`,
  };
}
