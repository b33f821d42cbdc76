/**
 * Nil elements that keep their attributes (XSD Part 1, 2.6.2 xsi:nil): an element whose type
 * declares attributes may carry them while it is nil (`<Discount currencyID="EUR"
 * xsi:nil="true"/>`, where `currencyID` may even be required). Such an element decodes to
 * `{ $nil: true, $currencyID: 'EUR' }` instead of `null`, and encodes back with its attributes;
 * a nil element without attributes is `null`, as everywhere else.
 */

/** A nil element's value that keeps its attributes (`$name` properties besides `$nil`). */
export interface NilWithAttributes {
  $nil: true;
}

/**
 * True for the value of a nil element: `null`, or an object with `$nil: true`.
 * @example if (nilled(value.Discount)) writeNil(value.Discount)
 */
export function nilled<T>(value: T): value is Extract<T, null | NilWithAttributes> {
  return (
    value === null ||
    (typeof value === 'object' && (value as Partial<NilWithAttributes>).$nil === true)
  );
}
