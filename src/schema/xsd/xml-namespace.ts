/**
 * The schema of the XML namespace (`xml:lang`, `xml:space`, `xml:base`, `xml:id`), as the W3C
 * publishes it at http://www.w3.org/2001/xml.xsd. Schema sets import it from that remote location
 * or without any, and loading is offline: this built-in document stands in for it then. A set
 * that ships its own copy (a relative schemaLocation) uses that copy.
 * @see https://www.w3.org/XML/1998/namespace
 */
import type { XsdSchema } from './model.js';
import { readSchema } from './schema.js';
import { readXsdBytes } from './xml-tree.js';

/** The XML namespace. */
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** The display path and key of the built-in document. */
export const BUILTIN_XML_SCHEMA = '<built-in>/xml.xsd';

const TEXT = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${XML_NAMESPACE}">
  <xs:attribute name="lang">
    <xs:annotation><xs:documentation>The language of the element's content (BCP 47), or '' for none.</xs:documentation></xs:annotation>
    <xs:simpleType>
      <xs:union memberTypes="xs:language">
        <xs:simpleType><xs:restriction base="xs:string"><xs:enumeration value=""/></xs:restriction></xs:simpleType>
      </xs:union>
    </xs:simpleType>
  </xs:attribute>
  <xs:attribute name="space">
    <xs:simpleType>
      <xs:restriction base="xs:NCName"><xs:enumeration value="default"/><xs:enumeration value="preserve"/></xs:restriction>
    </xs:simpleType>
  </xs:attribute>
  <xs:attribute name="base" type="xs:anyURI"/>
  <xs:attribute name="id" type="xs:ID"/>
  <xs:attributeGroup name="specialAttrs">
    <xs:attribute ref="xml:base"/>
    <xs:attribute ref="xml:lang"/>
    <xs:attribute ref="xml:space"/>
    <xs:attribute ref="xml:id"/>
  </xs:attributeGroup>
</xs:schema>
`;

let cached: XsdSchema | undefined;

/** The built-in schema of the XML namespace (parsed once). */
export function builtinXmlSchema(): XsdSchema {
  cached ??= readSchema(readXsdBytes(new TextEncoder().encode(TEXT), { file: BUILTIN_XML_SCHEMA }), {
    path: BUILTIN_XML_SCHEMA,
    file: BUILTIN_XML_SCHEMA,
  });
  return cached;
}
