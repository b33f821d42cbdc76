/**
 * Wildcards in codecs (XSD Part 1, 3.10): an element an `xs:any` field accepts is captured as
 * raw XML (`r.capture()`, the lenient mode's own capture) into its `$any` list, in document
 * position, and written back verbatim there; the attributes an `xs:anyAttribute` accepts go to
 * `$anyAttributes` (keyed `{ns}local`, a null-prototype object) and are written after the
 * declared ones. The content of a matched element is not validated by the codec (libxml2 does,
 * in `fleetcase validate`); of processContents, only `strict` is applied: the element must have
 * a global declaration in the set (./declared-elements.ts). The writer checks what a value
 * built by hand may get wrong (`w.anyElements`, `w.anyAttributes`: well-formed raw XML named as
 * its item says, namespaces the wildcard accepts, attribute keys that are names).
 * @see https://www.w3.org/TR/xmlschema-1/#Wildcards
 */
import type { IrNamespaceConstraint } from '../../ir/nodes.js';
import { qname } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import type { ContentPlan } from '../model/content.js';
import { stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, ifStatement } from '../print/code.js';

/** The test of a namespace `variable` against a constraint (`true` for ##any). */
export function namespaceTest(
  constraint: IrNamespaceConstraint,
  variable: string,
  context: EmitContext,
): string {
  if (constraint.kind === 'any') return 'true';
  const constant = (namespace: string) =>
    namespace === '' ? "''" : context.namespaceConstant(namespace);
  const [operator, joiner] = constraint.kind === 'only' ? ['===', ' || '] : ['!==', ' && '];
  return constraint.namespaces
    .map((namespace) => `${variable} ${operator} ${constant(namespace)}`)
    .join(joiner);
}

/**
 * A namespace constraint as the runtime's `NamespaceConstraint` literal (`{ not: [NS_PO, ''] }`,
 * `{}` for ##any), each URI printed by `uri` (a namespace constant in codecs, a string literal
 * in validators).
 */
export function constraintLiteral(
  constraint: IrNamespaceConstraint,
  uri: (namespace: string) => string,
): string {
  if (constraint.kind === 'any') return '{}';
  return `{ ${constraint.kind}: [${constraint.namespaces.map(uri).join(', ')}] }`;
}

/** The namespace constant of a URI in codecs ('' for no namespace). */
export function namespaceExpression(context: EmitContext): (namespace: string) => string {
  return (namespace) => (namespace === '' ? "''" : context.namespaceConstant(namespace));
}

/** The `{ns}local` keys of the declared attributes, as string literals (`r.anyAttributes`). */
function declaredKeys(plan: ContentPlan): string[] {
  return plan.attributes.map((attribute) =>
    stringLiteral(qname(attribute.namespace, attribute.local)),
  );
}

/** Statements taking the attributes of an attribute wildcard (after the declared ones). */
export function readAnyAttributes(plan: ContentPlan, context: EmitContext): string[] {
  if (!plan.anyAttribute) return [];
  const declared = declaredKeys(plan);
  const test = namespaceTest(plan.anyAttribute.namespaces, 'namespace', context);
  const accepts = test === 'true' ? '() => true' : `(namespace) => ${test}`;
  const call = `r.anyAttributes(${declared.length > 0 ? `[${declared.join(', ')}]` : '[]'}, ${accepts})`;
  const lines =
    `  const others = ${call};`.length <= 100
      ? [`  const others = ${call};`]
      : [
          // Typed: an empty `[]` would be an implicit any[] under --strict (TS7034).
          arrayLiteral(2, 'const declared: string[] = ', declared, ';'),
          `  const others = r.anyAttributes(declared, ${accepts});`,
        ];
  lines.push(ifStatement(2, 'others !== undefined', 'value.$anyAttributes = others;'));
  return lines;
}

/**
 * The statement writing the attributes an attribute wildcard kept, with what the writer checks
 * the keys against: the wildcard's namespaces and the declared attributes' keys.
 */
export function writeAnyAttributes(plan: ContentPlan, context: EmitContext): string[] {
  if (!plan.anyAttribute) return [];
  const constraint = constraintLiteral(plan.anyAttribute.namespaces, namespaceExpression(context));
  const args = ['value.$anyAttributes', constraint, `[${declaredKeys(plan).join(', ')}]`];
  return [
    ifStatement(2, 'value.$anyAttributes !== undefined', {
      lead: '',
      callee: 'w.anyAttributes',
      args,
    }),
  ];
}
