/**
 * Nil elements that keep their attributes (XSD Part 1, 2.6.2 xsi:nil): an element whose type
 * declares attributes may carry them while it is nil (`<Discount currencyID="EUR"
 * xsi:nil="true"/>`, where `currencyID` may even be required). Such an element decodes to
 * `{ $nil: true, $currencyID: 'EUR' }` instead of `null`, and encodes back with its attributes;
 * a nil element without attributes is `null`, as everywhere else.
 */
import type { XmlReader } from './reader.js';

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

/**
 * For a nillable element with a fixed value, which cannot be nil (XSD Part 1, 3.3.4 Element
 * Locally Valid (Element) 3.3.2.2, as xmllint judges it): refuses `xsi:nil="true"`
 * (`nil-invalid`), takes an `xsi:nil="false"` as any nillable element does, and returns the
 * reader, on the element, to read it with.
 * @example notNilFixed(r, 'F').textAs(parseToken, 'F')
 */
export function notNilFixed(r: XmlReader, fixed: string): XmlReader {
  if (r.isNil()) {
    const message = `<${r.local}> is xsi:nil="true" but has the fixed value ${JSON.stringify(fixed)}: an element with a fixed value cannot be nil`;
    r.fail('nil-invalid', message);
  }
  return r;
}

/**
 * Why `null` cannot stand for a nil element whose type has the required attribute `attribute`
 * (its label: `label`, `{urn:a}code`): a nil element keeps its attributes and a required one
 * stays required (XSD Part 1, 3.3.4 clause 3.2 leaves them to the type), while `null` is a nil
 * element without any. One wording for the encoder (`attribute-missing`) and the validators.
 */
export function nullWithoutAttributeProblem(attribute: string): string {
  return `required attribute ${attribute} is missing: null stands for a nil element without attributes; give { $nil: true } with the required ones`;
}
