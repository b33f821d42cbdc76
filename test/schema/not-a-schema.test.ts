/**
 * A file of a set that is no XML Schema is refused naming what it is. An `<xs:schema>` of a
 * draft namespace (2000/10, as libeclipse-xsd-java ships one) said "the root element is
 * <xs:schema>, expected <xs:schema>" (review r30 newsets L4): the namespace is the difference.
 */
import { describe, expect, it } from 'vitest';
import { loadOutcome, writeTree } from './helpers.js';
import { join } from 'node:path';

describe('a file that is no XML Schema', () => {
  it.each([
    [
      'a schema of a draft namespace names both namespaces',
      '<xs:schema xmlns:xs="http://www.w3.org/2000/10/XMLSchema" targetNamespace="urn:x"><xs:element name="a"/></xs:schema>',
      "a.xsd:1: not an XML Schema: the root element <xs:schema> is in the namespace 'http://www.w3.org/2000/10/XMLSchema', expected <xs:schema> in 'http://www.w3.org/2001/XMLSchema' (XML Schema 1.0; drafts before it are not read)",
    ],
    ['another document names its root', '<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"/>', 'a.xsd:1: not an XML Schema: the root element is <wsdl:definitions>, expected <xs:schema>'],
  ])('%s', (_name, text, want) => {
    const root = writeTree({ 'set/a.xsd': text });
    expect(loadOutcome(join(root, 'set'))?.message).toContain(want);
  });
});
