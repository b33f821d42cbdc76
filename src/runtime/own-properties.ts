/**
 * Elements named like members of `Object.prototype` (`constructor`, `toString`, `valueOf`...):
 * on a plain object `value.constructor` is never undefined, so generated code must not take it
 * for the element's presence. Decoders test `Object.hasOwn(value, 'constructor')`; an encoder of
 * such a type first takes the value's own properties.
 */

/**
 * A copy of the value's own properties (symbol keys included: the unknown children of a lenient
 * decode) on an object without prototype, where an absent property reads as undefined.
 * @example ownProperties({}).constructor // undefined
 */
export function ownProperties<T extends object>(value: T): T {
  return Object.assign(Object.create(null) as T, value);
}
