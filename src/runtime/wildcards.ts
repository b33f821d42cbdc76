/**
 * Wildcards (XSD Part 1, 3.10): the namespace test generated validators run on the raw elements
 * an `xs:any` field holds (decoders test namespaces inline).
 */
import type { ScalarIssue } from './scalar-error.js';
import type { UnknownElement } from './unknown.js';

/**
 * The namespaces a wildcard accepts: all but `not`, or only `only` ('' = no namespace).
 * @example { not: ['urn:example:po', ''] }
 */
export interface NamespaceConstraint {
  only?: readonly string[];
  not?: readonly string[];
}

/** The issue of a raw element whose namespace the wildcard does not accept, else undefined. */
export function checkWildcardNamespace(
  element: UnknownElement,
  constraint: NamespaceConstraint,
): ScalarIssue | undefined {
  const { namespace } = element;
  const allowed = constraint.only
    ? constraint.only.includes(namespace)
    : !(constraint.not ?? []).includes(namespace);
  if (allowed) return undefined;
  const name = namespace === '' ? element.local : `{${namespace}}${element.local}`;
  return {
    code: 'namespace-not-allowed',
    message: `element ${name} is not in a namespace the wildcard accepts`,
  };
}

/**
 * The issue of a raw element standing for a declared element of type xs:anyType whose name is
 * not the declared one, else undefined.
 */
export function checkRawElementName(
  element: UnknownElement,
  namespace: string,
  local: string,
): ScalarIssue | undefined {
  if (element.namespace === namespace && element.local === local) return undefined;
  return {
    code: 'name-mismatch',
    message: `the raw element is <${element.local}> {${element.namespace}}, not <${local}> {${namespace}}`,
  };
}

/**
 * A document whose root element is raw XML (a root of type xs:anyType): the declaration unless
 * `xmlDeclaration: false`, then the element as captured (self-contained).
 */
export function rawDocument(
  element: UnknownElement,
  options: { xmlDeclaration?: boolean } = {},
): string {
  const declaration =
    options.xmlDeclaration === false ? '' : '<?xml version="1.0" encoding="UTF-8"?>\n';
  return declaration + element.xml;
}
