/**
 * No attribute may be declared in the XML Schema instance namespace (XSD Part 1, 3.2.6, Schema
 * Component Constraint "xsi: Not Allowed", no-xsi): xsi:type, xsi:nil, xsi:schemaLocation and
 * xsi:noNamespaceSchemaLocation are built into every schema, and a schema that declares them
 * again (W3C's own XMLSchema-instance.xsd, which says it "should never be used as such", shipped
 * by open-vm-tools) would have the codecs read `xsi:nil` as data. xmllint refuses such a schema,
 * and every schema importing it, at each declaration; so does the loader. Elements and types in
 * that namespace are allowed, as xmllint has them.
 */
import { XSI_NAMESPACE } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import type { XsdSource } from '../xsd/model.js';

/**
 * Reports (SchemaInvalid, at the declaration) an attribute declaration whose name would be in
 * the XSI namespace: a global one of a schema with that targetNamespace, or a qualified local one.
 * @example checkNoXsi('nil', XSI_NAMESPACE, 'global', { file: 'xsi.xsd', line: 3 })
 */
export function checkNoXsi(name: string, namespace: string, scope: 'global' | 'qualified', source: XsdSource): void {
  if (namespace !== XSI_NAMESPACE) return;
  const why = scope === 'global' ? 'the targetNamespace of its schema' : 'qualified, in the targetNamespace of its schema';
  reportInvalid({
    file: source.file,
    line: source.line,
    detail:
      `attribute '${name}' is declared in namespace '${XSI_NAMESPACE}' (${why}), where no schema may declare attributes ` +
      '(XSD Part 1, 3.2.6 no-xsi: xsi:type, xsi:nil, xsi:schemaLocation and xsi:noNamespaceSchemaLocation are built in); ' +
      "remove the declaration, or the file (and any xs:import of it) if it only declares these, as W3C's XMLSchema-instance.xsd does",
  });
}
