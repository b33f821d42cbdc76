/**
 * Shape changes between generations, as data: a plain value in one generation that is an element
 * with a value child in the other (a VMRS `code`, with an optional `description`). The 0.0.7 item
 * VMRS codes are plain strings (`<eit:code15>AB</eit:code15>`); from 0.1 each is a VMRS code
 * element (`<vmrs:code15><vmrs:code>AB</vmrs:code><vmrs:description>…</vmrs:description></vmrs:code15>`),
 * per API-FACTS.md "Types and shapes". `fleetcase diff` names the value's new home (and its
 * restrictions, read from the IR) in the type change; `fleetcase migrate` moves the value: going
 * up, the value becomes the `code`; going down, the `code` becomes the value and the
 * `description` is dropped (reported).
 */

/** A value that travels as the text of a child element. */
export interface ValueWrapper {
  /** Only for elements of this local name; undefined = any. @example 'code33' */
  element?: string;
  /** Local name of the child holding the value. */
  child: string;
  /** Other children that may accompany it; dropped (with this reason) when going to the plain form. */
  companions: readonly string[];
  cite: string;
}

/** Wrappers, tried in order. */
export const VALUE_WRAPPERS: readonly ValueWrapper[] = [
  {
    child: 'code',
    companions: ['description'],
    cite: 'API-FACTS.md "Types and shapes": from 0.1 a VMRS code is an element with code and description children; in 0.0.7 the item VMRS codes are plain strings',
  },
];

/**
 * The wrapper of element `element` whose value child is among `childNames`, if any.
 * @example wrapperFor('code18', ['code', 'description'])?.child // 'code'
 */
export function wrapperFor(
  element: string,
  childNames: readonly string[],
): ValueWrapper | undefined {
  return VALUE_WRAPPERS.find(
    (wrapper) =>
      (wrapper.element === undefined || wrapper.element === element) &&
      childNames.includes(wrapper.child),
  );
}

/**
 * The wrapper whose value child or companions are among `childNames`: an element holding only a
 * `description` is still a VMRS code element, one without its code.
 * @example wrapperHolding('code18', ['description'])?.child // 'code'
 */
export function wrapperHolding(
  element: string,
  childNames: readonly string[],
): ValueWrapper | undefined {
  return VALUE_WRAPPERS.find(
    (wrapper) =>
      (wrapper.element === undefined || wrapper.element === element) &&
      childNames.some((name) => name === wrapper.child || wrapper.companions.includes(name)),
  );
}
