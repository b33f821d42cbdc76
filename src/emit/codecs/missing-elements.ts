/**
 * How decoders name the children a content model still needs (`r.missing`, `r.invalidContent`):
 * an element by its local name (`<a | b>`), an `xs:any` by what it takes, in the runtime's
 * words (`element from a namespace other than urn:a`), never as `*`, which means nothing to a
 * user (XSD Part 1, 3.10.4: a wildcard allows an element by its namespace).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-wildcard
 */
import type { IrNamespaceConstraint } from '../../ir/nodes.js';
import { expectedPhrase, wildcardPhrase, type NamespaceConstraint } from '../../runtime/wildcards.js';
import type { ContentPlan, FieldPlan } from '../model/content.js';
import { propertyKey, stringLiteral } from '../naming/identifiers.js';

/** The runtime's form of a wildcard's namespace constraint. */
function runtimeConstraint(constraint: IrNamespaceConstraint): NamespaceConstraint {
  return constraint.kind === 'any' ? {} : { [constraint.kind]: constraint.namespaces };
}

/** How a message names a field: its local name, or for a wildcard what it takes, in words. */
export function fieldLabel(field: FieldPlan): string {
  return field.wildcard
    ? wildcardPhrase(runtimeConstraint(field.wildcard.namespaces))
    : field.local;
}

/**
 * The elements that may stand for a field: its own name, or the members of the substitution
 * group it refers to (the head among them unless it is abstract: OpenJPA's `ext-version`, which
 * no document holds, is missing as `<openjpa-version>`; review r24 newsets L1).
 */
function elementNames(field: FieldPlan): string[] {
  const members = field.substitution?.members.map((member) => member.local) ?? [];
  // An abstract head without a member in the set: nothing may stand there, so name the head
  // (review r25 recheck M2: `required element <> is missing`).
  return members.length > 0 ? members : [field.local];
}

/**
 * The elements and wildcards that may stand for `fields`, each once, `|`-separated, as the
 * decoder names them (substitution group members for their head).
 */
export function standingNames(fields: readonly FieldPlan[]): string {
  return [...new Set(fields.flatMap((field) => (field.wildcard ? [fieldLabel(field)] : elementNames(field))))].join(' | ');
}

/** The names (`a | b`, the first `maxNames`, then `...`) and wildcard phrases of `fields`. */
function expectedParts(
  fields: readonly FieldPlan[],
  maxNames: number,
): { names: string; wildcards: string | undefined } {
  const names = [...new Set(fields.filter((field) => !field.wildcard).flatMap(elementNames))];
  const listed = names.length > maxNames ? [...names.slice(0, maxNames), '...'] : names;
  const wildcards = [...new Set(fields.filter((field) => field.wildcard).map(fieldLabel))];
  return {
    names: listed.join(' | '),
    wildcards: wildcards.length > 0 ? wildcards.join(' or an ') : undefined,
  };
}

/**
 * `r.missing(...)` naming `fields` (one of which is missing): their local names, each once
 * (the first `maxNames` of them, then `...`), and the phrases of the wildcards among them.
 * @example missingCall([a, b, any]) // "r.missing('a | b', start, 'element from namespace urn:x');"
 */
export function missingCall(fields: readonly FieldPlan[], maxNames = Infinity): string {
  const { names, wildcards } = expectedParts(fields, maxNames);
  const args = [stringLiteral(names), 'start'];
  if (wildcards !== undefined) args.push(stringLiteral(wildcards));
  return `r.missing(${args.join(', ')});`;
}

/**
 * The call reporting fewer than the minOccurs of a repeated element, `count` of them: with the
 * count where two or more are needed (`r.tooFew`), else as missing.
 * @example fewerCall(two, 'value.two.length') // "r.tooFew('two', start, 2, value.two.length);"
 */
export function fewerCall(field: FieldPlan, count: string): string {
  if (field.min < 2 || field.wildcard) return missingCall([field]);
  return `r.tooFew(${stringLiteral(field.local)}, start, ${field.min}, ${count});`;
}

/**
 * What a message says `fields` expect, in the reader's words (`element <a | b> or an element
 * from namespace urn:x`; the first `maxNames` names, then `...`), '' for no field.
 */
export function expectedText(fields: readonly FieldPlan[], maxNames = Infinity): string {
  if (fields.length === 0) return '';
  const { names, wildcards } = expectedParts(fields, maxNames);
  return expectedPhrase(names, wildcards);
}

/**
 * The labels `r.invalidContent` needs for a content model's properties that are no element's
 * local name (`a_2`: `'a'`; `$any`: the wildcard's phrase), as an object literal; undefined when
 * every property is its element's name.
 */
export function contentLabels(plan: ContentPlan): string | undefined {
  const entries = plan.fields
    .filter((field) => field.wildcard || field.property !== field.local)
    .map((field) => `${propertyKey(field.property)}: ${stringLiteral(fieldLabel(field))}`);
  return entries.length > 0 ? `{ ${entries.join(', ')} }` : undefined;
}
