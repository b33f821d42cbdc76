/**
 * The text of the XML namespace's schema as the W3C publishes it at
 * http://www.w3.org/2001/xml.xsd (`xml:lang`, `xml:space`, `xml:base`, `xml:id`): the loader's
 * built-in copy (./xml-namespace.ts), and what the validator's libxml2 reads for that location
 * when a set ships none. A module of its own, free of the XSD reader, so that validating threads
 * load only this text.
 */

/** The XML namespace. */
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** The built-in schema document of the XML namespace. */
export const XML_NAMESPACE_SCHEMA_TEXT = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${XML_NAMESPACE}">
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
