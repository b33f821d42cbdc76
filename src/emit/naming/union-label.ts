/**
 * How messages of generated code name a union type: as XSD and xmllint name it, never by the TS
 * alias the generator made up (`UpnpClassNameType2`), which a user cannot map back to the
 * schema. A named type is `{namespace}local` (`{urn:upnp}className.type`), or its bare local
 * name without a namespace (`PauseType`), as xmllint prints it. An anonymous
 * type the IR's synthesized name shows as such (`@` of an attribute's type, `#` of a clash:
 * no NCName characters; src/schema/map/context.ts) is "the local union type", xmllint's words;
 * the IR does not mark the anonymous type of an element, so that one is named by its place
 * (`{urn:x}Item.class`).
 */
import type { QName } from '../../ir/qname.js';

/**
 * The union type `name` as messages name it.
 * @example unionLabel('{urn:meta}className.type') // '{urn:meta}className.type'
 * @example unionLabel('{http://www.w3.org/XML/1998/namespace}@lang') // 'the local union type'
 */
export function unionLabel(name: QName): string {
  return /[@#]/.test(name) ? 'the local union type' : name;
}
