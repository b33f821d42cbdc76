/**
 * The properties a value of a generated complex type may have, and those it has beyond them: a
 * value built from JSON, a form or a database row may carry a misspelt key (`caues`,
 * `phone_number`) that TypeScript's excess-property check, which sees object literals only, never
 * flags. The encoder writes no property it does not know, so such a key would vanish from the
 * document without notice: `w.startObject` refuses it (`EncodeError` `property-unknown`) and the
 * generated validators report it (issue `property-unknown`), in the words of this module.
 *
 * Each generated module declares one set per complex type, `propertiesOf<Type>` (and
 * `nilPropertiesOf<Type>` for the `{ $nil: true, ... }` form of a nil element with attributes):
 * its elements' properties (or `$mixed` / `$content`), `$value`, attributes as `$name`,
 * `$anyAttributes`, and a wildcard's `$any`, exactly the interface's members. Symbol keys (what a
 * lenient decode keeps: `UNKNOWN`, `UNKNOWN_ATTRIBUTES`) are no concern of it, and a property
 * holding `undefined` carries no data: neither is reported. The wrappers around a value (`{
 * $xsiType, value }`, `{ $element, value }`) are not checked: a misspelt `value` leaves the
 * element missing, which is refused already.
 */
import { firstValuesAndMore, nearestValues } from './allowed-values.js';

/** The property names of the values of one complex type (the module's `propertiesOf<Type>`). */
export type KnownProperties = ReadonlySet<string>;

/**
 * The set of property names given space-separated (property names hold no space: they come
 * from XML names), in one or more strings (a long list is printed in lines that fit), frozen.
 * Built once per type when the generated module loads.
 * @example const propertiesOfContact = knownProperties('name phone email $type');
 */
export function knownProperties(...names: string[]): KnownProperties {
  return Object.freeze(new Set(names.flatMap((group) => (group === '' ? [] : group.split(' ')))));
}

/**
 * The first own string key of `value` that is not in `known` and holds something other than
 * undefined, else undefined: the encoder's check, one pass over the keys. A `for...in` loop
 * allocates no array: encoding a decoded 0.3-beta `CaseResponse` costs 9-11% more with it, 10-19%
 * with `Object.keys`. The inherited keys it also visits are let through by `Object.hasOwn`,
 * asked only of an unknown one.
 */
export function unknownProperty(value: object, known: KnownProperties): string | undefined {
  for (const key in value) {
    if (known.has(key) || !Object.hasOwn(value, key)) continue;
    if ((value as Record<string, unknown>)[key] !== undefined) return key;
  }
  return undefined;
}

/** Every own string key of `value` that is not in `known` and holds something (validators). */
export function unknownProperties(value: object, known: KnownProperties): string[] {
  const found: string[] = [];
  for (const key of Object.keys(value))
    if (!known.has(key) && (value as Record<string, unknown>)[key] !== undefined) found.push(key);
  return found;
}

/**
 * What is wrong with the property `key` of a value whose type has the properties `known`: one
 * wording for the encoder and the validators, naming the property it was likely meant to be
 * (`caues`: `cause`; a swap of neighbours is one edit), else the known ones.
 * @example unknownPropertyProblem('caues', propertiesOfCaseRequestType) // 'unknown property "caues": no element or attribute carries it (did you mean "cause"?)'
 */
export function unknownPropertyProblem(key: string, known: KnownProperties): string {
  const names = [...known];
  const quote = (name: string) => JSON.stringify(name);
  const near = nearestValues(key, names, true);
  const hint =
    near.length > 0
      ? `did you mean ${near.map(quote).join(' or ')}?`
      : names.length === 0
        ? 'the element has no properties'
        : `its properties: ${firstValuesAndMore(names, quote)}`;
  return `unknown property ${quote(key)}: no element or attribute carries it (${hint})`;
}
