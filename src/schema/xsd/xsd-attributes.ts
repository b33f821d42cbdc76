/**
 * Which attributes XML Schema 1.0 allows on a declaration or definition by where it stands
 * (Part 1, the XML representation of each component and its constraints src-element,
 * src-attribute, src-ct, src-simple-type...): `use` only on a local attribute, `abstract` and
 * `substitutionGroup` only on a global element, nothing but `minOccurs`/`maxOccurs`/`id` beside
 * an element's `ref`, no `name` on an anonymous type. Such an attribute in the wrong place is a
 * schema error (the XSD is wrong; xmllint: "The attribute 'use' is not allowed"), not a
 * construct outside fleetcase's subset, which an attribute XSD 1.0 has nowhere on the element
 * stays (XSD 1.1's `targetNamespace` on a local element, say).
 */

/** Where a declaration, definition or reference stands. */
export type XsdPlace = 'global' | 'local' | 'ref';

/** XSD element local name -> place -> the attributes XSD 1.0 allows there. */
const ALLOWED: Readonly<Record<string, Partial<Record<XsdPlace, readonly string[]>>>> = {
  element: {
    global: ['id', 'name', 'type', 'substitutionGroup', 'default', 'fixed', 'nillable', 'abstract', 'final', 'block'],
    local: ['id', 'name', 'type', 'minOccurs', 'maxOccurs', 'default', 'fixed', 'nillable', 'block', 'form'],
    ref: ['id', 'ref', 'minOccurs', 'maxOccurs'],
  },
  attribute: {
    global: ['id', 'name', 'type', 'default', 'fixed'],
    local: ['id', 'name', 'type', 'use', 'default', 'fixed', 'form'],
    ref: ['id', 'ref', 'use', 'default', 'fixed'],
  },
  complexType: {
    global: ['id', 'name', 'abstract', 'block', 'final', 'mixed'],
    local: ['id', 'mixed'],
  },
  simpleType: {
    global: ['id', 'name', 'final'],
    local: ['id'],
  },
  group: {
    global: ['id', 'name'],
    ref: ['id', 'ref', 'minOccurs', 'maxOccurs'],
  },
  attributeGroup: {
    global: ['id', 'name'],
    ref: ['id', 'ref'],
  },
};

/** How a message names a place of `<xs:local>`: a top-level, local or anonymous one, or a reference. */
function placeWords(local: string, place: XsdPlace): string {
  if (place === 'global') return 'top-level';
  if (place === 'local') return local.endsWith('Type') ? 'anonymous' : 'local';
  // An element's or attribute's reference is a local use like a local declaration.
  return ALLOWED[local]?.local ? 'local' : 'reference';
}

/**
 * Why XML Schema forbids `attribute` on `<xs:local>` in `place`, when it allows it on that
 * element elsewhere (or when `ignoredAnywhere`, an attribute fleetcase ignores, `final` say, is
 * one XSD 1.0 never has on that element); undefined when it is allowed there, or when XSD 1.0
 * has no such attribute for that element at all (the caller refuses it as an unknown attribute,
 * perhaps of XSD 1.1).
 * @example forbiddenAttribute('attribute', 'global', 'use', false) // "use is not allowed on a top-level xs:attribute (XML Schema allows it on local ones only); …"
 */
export function forbiddenAttribute(local: string, place: XsdPlace, attribute: string, ignoredAnywhere: boolean): string | undefined {
  const places = ALLOWED[local];
  const here = places?.[place];
  if (!places || !here || here.includes(attribute)) return undefined;
  const elsewhere = (Object.keys(places) as XsdPlace[]).filter((other) => places[other]!.includes(attribute));
  if (elsewhere.length === 0 && !ignoredAnywhere) return undefined;
  const what = place === 'ref' ? `beside ref on an xs:${local}` : `on ${placeWords(local, place) === 'anonymous' ? 'an' : 'a'} ${placeWords(local, place)} xs:${local}`;
  const ones = [...new Set(elsewhere.map((other) => (placeWords(local, other) === 'reference' ? 'references (ref=…)' : `${placeWords(local, other)} ones`)))];
  const allowed =
    place === 'ref'
      ? `XML Schema allows only ${here.filter((name) => name !== 'ref').join(', ')} there`
      : ones.length > 0
        ? `XML Schema allows it on ${ones.join(' and ')} only`
        : `XML Schema has no such attribute on xs:${local}`;
  return `${attribute} is not allowed ${what} (${allowed}); the schema is wrong: remove the attribute`;
}
