/** How checks show types, namespaces, bodies and rules in finding arguments. */
import type { IrEndpointRule } from '../../ir/index.js';
import type { BodyRef, TypeSummary, ValueHome } from '../changes.js';

/**
 * A value space in a few words.
 * @example showType({ kind: 'simple', base: 'string', name: 'VMRSCode33', facets: {} }) // 'VMRSCode33 (string)'
 * @example showType({ kind: 'complex', name: 'Encr', content: 'sequence', elements: ['name'], mixed: { textAlone: true } }) // 'Encr (mixed: text alone or with elements name)'
 */
export function showType(type: TypeSummary): string {
  if (type.kind === 'simple') {
    const base = type.variety ?? type.base;
    return type.name ? `${type.name} (${base})` : base;
  }
  // Elements a wildcard (xs:any) takes are content too (review r16 newsets L5: "no content").
  const wildcards = type.wildcards?.length ? ['any elements (xs:any)'] : [];
  const elements = type.elements.length ? `elements ${[...type.elements, ...wildcards].join(', ')}` : wildcards.join('');
  // A list or union's text says what it is made of, where its base alone says anySimpleType.
  const text = type.text?.kind === 'simple' ? (type.text.variety ?? type.text.base) : type.simpleContent;
  const what = type.simpleContent
    ? `text of ${text}`
    : type.mixed
      ? !type.elements.length
        ? 'mixed: text'
        : type.mixed.textAlone
          ? `mixed: text alone or with ${elements}`
          : `mixed: ${elements} with text between`
      : elements || 'no content';
  return type.name ? `${type.name} (${what})` : what;
}

/**
 * The versions of API namespaces (`…/0.2/Case/VMRS` -> `0.2`), other namespaces whole.
 * @example showVersions(['http://www.decisiv.net/platform_api/0.2/Case/VMRS']) // '0.2'
 */
export function showVersions(namespaces: readonly string[]): string {
  return namespaces
    .map((namespace) => /\/([^/]+)\/Case\/[^/]+$/.exec(namespace)?.[1] ?? namespace)
    .join(' and ');
}

/** A body: `CaseResponse <case>`, or its content type. */
export function showBody(body: BodyRef): string {
  if (body.schema) return `${body.schema}${body.root ? ` <${body.root}>` : ''}`;
  return body.contentType ?? 'no body';
}

/** An endpoint rule in words. */
export function showRule(rule: IrEndpointRule): string {
  const fields = rule.fields.join(', ');
  switch (rule.kind) {
    case 'atLeastOneOf':
      return `at least one of ${fields}`;
    case 'required':
      return `required: ${fields}`;
    case 'requiredWhenParentGiven':
      return `required when their parent is given: ${fields}`;
    case 'ignoredOnInput':
      return `ignored on input: ${fields}`;
  }
}

/** Status codes joined, or 'none'. */
export function showStatuses(codes: readonly number[]): string {
  return codes.length ? codes.join(', ') : 'none';
}

/** A maxOccurs in words. @example showTimes('unbounded') // 'any number of times' */
export function showTimes(max: number | 'unbounded'): string {
  return max === 'unbounded' ? 'any number of times' : `up to ${max} times`;
}

/**
 * What a type that turned from plain text into mixed content means for each side, as the
 * sentence the widened-type finding adds ('' for any other widening).
 * @example showTextStays({ kind: 'complex', content: 'sequence', elements: ['name'], mixed: { textAlone: true } }) // ' Plain text stays valid (writers need no change); readers may now meet the child elements name.'
 */
export function showTextStays(from: TypeSummary, to: TypeSummary): string {
  if (to.kind !== 'complex' || !to.mixed?.textAlone || from.kind === 'complex') return '';
  const children = to.elements.length
    ? `; readers may now meet the child elements ${to.elements.join(', ')}`
    : '';
  return ` Plain text stays valid (writers need no change)${children}.`;
}

/** Builtins whose every value is a string: naming them adds nothing to "must match …". */
const STRING_BASES = new Set(['string', 'normalizedString', 'token', 'anySimpleType']);

/** `a`, `a and b`, `a, b and c`. */
function listed(parts: readonly string[]): string {
  return parts.length < 2
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * What a value must do to be valid in a simple type, from its IR facets (XSD Part 2, 4.3), as
 * phrases after "must"; [] for an unrestricted string. whiteSpace is left out: it changes no
 * value's validity.
 * @example showRestrictions({ kind: 'simple', base: 'string', facets: { pattern: ['\\d{2}'] } }) // ['match \\d{2}']
 */
export function showRestrictions(type: TypeSummary): string[] {
  if (type.kind !== 'simple') return [];
  const facets = type.facets;
  const phrases: string[] = [];
  if (type.variety) phrases.push(`be a ${type.variety}`);
  else if (!STRING_BASES.has(type.base)) phrases.push(`be a valid ${type.base}`);
  if (facets.pattern?.length) phrases.push(`match ${facets.pattern.join(' or ')}`);
  if (facets.enumeration)
    phrases.push(`be one of ${facets.enumeration.map((value) => `"${value}"`).join(', ')}`);
  if (facets.length !== undefined) phrases.push(`be exactly ${facets.length} characters long`);
  if (facets.minLength !== undefined)
    phrases.push(`be at least ${facets.minLength} characters long`);
  if (facets.maxLength !== undefined)
    phrases.push(`be at most ${facets.maxLength} characters long`);
  if (facets.totalDigits !== undefined) phrases.push(`have at most ${facets.totalDigits} digits`);
  if (facets.fractionDigits !== undefined)
    phrases.push(`have at most ${facets.fractionDigits} fraction digits`);
  if (facets.minInclusive !== undefined) phrases.push(`be at least ${facets.minInclusive}`);
  if (facets.minExclusive !== undefined) phrases.push(`be greater than ${facets.minExclusive}`);
  if (facets.maxInclusive !== undefined) phrases.push(`be at most ${facets.maxInclusive}`);
  if (facets.maxExclusive !== undefined) phrases.push(`be less than ${facets.maxExclusive}`);
  return phrases;
}

/**
 * Where the value of a field whose type turned simple <-> complex goes, with the restrictions of
 * its new home: the sentence the type change adds to its message, and the advice to find stored
 * values that the new home rejects.
 * @example showValueHome({ move: 'into', child: 'code', type: { kind: 'simple', base: 'string', facets: { pattern: ['[A-Za-z0-9]{2}'] } }, before: { kind: 'simple', base: 'string', facets: {} } }, '/item/vmrs/code18', ['code', 'description']).value
 * // ' The value moves to code, which must match [A-Za-z0-9]{2}.'
 */
export function showValueHome(
  home: ValueHome,
  path: string,
  elements: readonly string[],
): { value: string; valueAction: string; valueHome: string; valueRestrictions: string } {
  const restrictions = listed(showRestrictions(home.type));
  // Type names differ between generations; the value space is what a stored value meets.
  const same = showRestrictions(home.before).join() === showRestrictions(home.type).join();
  const must = restrictions ? `, which must ${restrictions}${same ? ' (as before)' : ''}` : '';
  const others = elements.filter((name) => name !== home.child);
  const where = home.move === 'into' ? `${path}/${home.child}` : path;
  const value =
    home.move === 'into'
      ? ` The value moves to ${home.child}${must}.`
      : ` The value of ${home.child} moves to ${path} itself${must}${others.length ? `; ${listed(others)} ${others.length === 1 ? 'has' : 'have'} no place` : ''}.`;
  const valueAction =
    restrictions && !same
      ? ` Before migrating, find stored values that do not ${restrictions}: they are carried to ${where} but rejected there.`
      : '';
  return { value, valueAction, valueHome: where, valueRestrictions: restrictions };
}

/** Paths a type-wide finding names before it says how many more there are. */
const LISTED_PLACES = 3;

/**
 * The elements a type-wide change is met at (../type-wide.ts), in words.
 * @example showPlaces(['/a/x', '/b/x', '/c/x', '/d/x', '/e/x']) // '/a/x, /b/x, /c/x and 2 more elements'
 */
export function showPlaces(paths: readonly string[]): string {
  if (paths.length <= 1) return paths.join('');
  const listed = paths.slice(0, LISTED_PLACES);
  const more = paths.length - listed.length;
  if (more === 0) return `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
  return `${listed.join(', ')} and ${more} more element${more === 1 ? '' : 's'}`;
}
