/**
 * Codecs of list and union types (XSD Part 2, 2.5.1.2 and 2.5.1.3), as module-level helpers of a
 * codecs module:
 * - a list reads as its whitespace-separated items, each through the item's parser (so a
 *   literal-union item is checked on decode like any enumeration), and writes as the formatted
 *   items joined by spaces; its other facets are the validators';
 * - a union reads as the first member type, in order, whose lexical space AND facets accept the
 *   text (that is how XSD assigns a value to a member, so facets must be checked here), and
 *   writes with the first member whose JS type the value has and that accepts the text it
 *   formats to (`formatUnion` of the runtime). Its own pattern is checked on the text, its own
 *   enumeration on the value, in the value space of the member that read it (`1` of a decimal
 *   member is the `1.0` of the schema): each member then names its space;
 * - a list's own enumeration (checked here when the list is a union member) compares items in
 *   the item type's value space (`listEnumerationIssue`).
 * @see https://www.w3.org/TR/xmlschema-2/#union-datatypes
 */
import { fail } from '../../errors.js';
import type { EmitContext } from '../context.js';
import { kindOfBuiltin, memberJsType, valueSpaceOf, type Scalar } from '../model/scalars.js';
import { stringLiteral } from '../naming/identifiers.js';
import { unionLabel } from '../naming/union-label.js';
import { functionHead, printStatement } from '../print/code.js';
import { facetChecks } from '../validators/scalar-checks.js';
import type { CodecSupport, ScalarCodec } from './scalar-codec.js';

/** What the list and union helpers need of the scalar codec (passed in to avoid an import cycle). */
export type CodecOf = (scalar: Scalar, context: EmitContext, support: CodecSupport) => ScalarCodec;

/** `parse<List>`/`format<List>` of a list type; the runtime's `splitList`/`joinList` for string items. */
export function listCodec(
  scalar: Scalar,
  context: EmitContext,
  support: CodecSupport,
  codecOf: CodecOf,
): ScalarCodec {
  const item = codecOf(scalar.item!, context, support);
  if (!scalar.named) {
    // The list built-ins (NMTOKENS, IDREFS, ENTITIES) have string items, each checked (NMTOKEN...).
    if (item.format)
      return fail('EmitFailed', { file: context.generation.id, detail: `list ${scalar.builtin}` });
    support.runtime.add('splitList').add('joinList');
    if (!item.parse) return { parse: 'splitList', format: 'joinList' };
    const parse = `${scalar.builtin}Parser`;
    support.helpers.set(
      parse,
      `const ${parse} = (text: string): string[] => splitList(text).map((item) => ${item.parse}(item));`,
    );
    return { parse, format: 'joinList' };
  }
  const typeName = context.typeName(scalar.named);
  const parse = `parse${typeName}`;
  const format = `format${typeName}`;
  support.runtime.add('splitList').add('joinList');
  const items = item.parse
    ? `splitList(text).map((item) => ${item.parse}(item))`
    : 'splitList(text)';
  // `joinList` refuses a value that is no array (a string built by hand) in the validator's
  // words, where `value.map` would throw "value.map is not a function".
  const text = item.format ? `joinList(value, ${item.format})` : 'joinList(value)';
  support.helpers.set(
    parse,
    [
      `/** Reads a ${typeName}: its whitespace-separated items. */`,
      functionHead(`function ${parse}`, ['text: string'], typeName),
      `  return ${items};`,
      '}',
      '',
      `/** Writes a ${typeName}: its items, separated by spaces. */`,
      functionHead(`function ${format}`, [`value: ${typeName}`], 'string'),
      `  return ${text};`,
      '}',
    ].join('\n'),
  );
  return { parse, format };
}

/** `parse<Union>`/`format<Union>` of a union type, with the member table `membersOf<Union>`. */
export function unionCodec(
  scalar: Scalar,
  context: EmitContext,
  support: CodecSupport,
  codecOf: CodecOf,
): ScalarCodec {
  const typeName = context.typeName(scalar.named!);
  const parse = `parse${typeName}`;
  const format = `format${typeName}`;
  if (support.helpers.has(parse)) return { parse, format };
  // Registered first: a member's helpers may refer back (a union cannot contain itself).
  support.helpers.set(parse, '');
  const table = `membersOf${typeName}`;
  const enumeration = scalar.facets.enumeration;
  const entries = scalar.members!.map((member) =>
    memberEntry(member, context, support, codecOf, enumeration !== undefined),
  );
  support.runtime.add('parseUnion').add('formatUnion');
  const own = ownFacetChecks(scalar, support);
  const label = stringLiteral(unionLabel(scalar.named!));
  const args = [
    own ? `requireValid(text, (text) => ${own})` : 'text',
    table,
    label,
    ...(enumeration ? [`[${enumeration.map(stringLiteral).join(', ')}]`] : []),
  ];
  const read = `parseUnion(${args.join(', ')})`;
  if (own) support.runtime.add('requireValid');
  support.helpers.set(
    parse,
    [
      `const ${table}: readonly UnionMember[] = [`,
      ...entries.map((entry) => `  ${entry},`),
      '];',
      '',
      `/** Reads a ${typeName}: a value of the first member type that accepts the text. */`,
      functionHead(`function ${parse}`, ['text: string'], typeName),
      `  return ${read} as ${typeName};`,
      '}',
      '',
      `/** Writes a ${typeName} with the first member type that accepts it. */`,
      functionHead(`function ${format}`, [`value: ${typeName}`], 'string'),
      printStatement(2, { lead: 'return ', callee: 'formatUnion', args: ['value', table, label] }),
      '}',
    ].join('\n'),
  );
  (support.runtimeTypes ??= new Set()).add('UnionMember');
  return { parse, format };
}

/**
 * `{ type, parse, format }` of one member: its parser made strict by its facets; with `spaced`
 * (the union has an enumeration), the value space its values compare in unless strings'.
 */
function memberEntry(
  member: Scalar,
  context: EmitContext,
  support: CodecSupport,
  codecOf: CodecOf,
  spaced: boolean,
): string {
  const codec = codecOf(member, context, support);
  const checks = memberChecks(member, support, codecOf, context);
  const parsed = codec.parse ? `${codec.parse}(text)` : 'text';
  let parse = `(text) => ${parsed}`;
  if (checks.length > 0) {
    support.runtime.add('requireValid');
    parse = `(text) => requireValid(${parsed}, (value) => ${checks.join(' ?? ')})`;
  }
  const parts = [`type: '${memberJsType(member)}'`, `parse: ${parse}`];
  if (codec.format) parts.push(`format: (value) => ${codec.format}(value)`);
  if (member.kind === 'qname') {
    // A QName's text reads back only with the bindings where it stands: the value is checked instead.
    support.runtime.add('qnameValueIssue');
    parts.push(`valueIssue: (value) => qnameValueIssue(value)${checks.length > 0 ? ` ?? ${checks.join(' ?? ')}` : ''}`);
  }
  const space = valueSpaceOf(member);
  if (spaced && space !== 'string') parts.push(`space: ${stringLiteral(space)}`);
  return `{ ${parts.join(', ')} }`;
}

/**
 * The facet checks of a member value `value` its parser does not already make (a literal union's
 * parser checks its enumeration; a nested union's parser checks everything).
 */
function memberChecks(
  member: Scalar,
  support: CodecSupport,
  codecOf: CodecOf,
  context: EmitContext,
): string[] {
  if (member.kind === 'union') return [];
  if (member.kind === 'list') {
    const checks: string[] = [];
    const { length, minLength, maxLength } = member.facets;
    const counts = Object.entries({ length, minLength, maxLength }).filter(
      ([, bound]) => bound !== undefined,
    );
    if (counts.length > 0) {
      support.runtime.add('checkItemCount');
      checks.push(
        `checkItemCount(value, { ${counts.map(([facet, bound]) => `${facet}: ${bound}`).join(', ')} })`,
      );
    }
    if (member.facets.enumeration) {
      support.runtime.add('listEnumerationIssue');
      const values = `[${member.facets.enumeration.map(stringLiteral).join(', ')}]`;
      checks.push(
        `listEnumerationIssue(value, ${values}, ${stringLiteral(valueSpaceOf(member.item!))})`,
      );
    }
    const text = ownFacetChecks(member, support, codecOf(member, context, support).format);
    if (text) checks.push(text);
    const item = memberChecks(member.item!, support, codecOf, context);
    if (item.length > 0) {
      support.runtime.add('checkItems');
      checks.push(`checkItems(value, (value) => ${item.join(' ?? ')})`);
    }
    return checks;
  }
  const checks: string[] = [];
  // A string enumeration is the parser's own check (a string-literal union); the others compare
  // values (`1.0` is the decimal `1`).
  if (member.facets.enumeration && kindOfBuiltin(member.builtin) !== 'string') {
    support.runtime.add('checkEnumeration');
    const values = `[${member.facets.enumeration.map(stringLiteral).join(', ')}]`;
    checks.push(`checkEnumeration(value, ${values}, ${stringLiteral(valueSpaceOf(member))})`);
  }
  const facets = { ...member.facets };
  delete facets.enumeration;
  // The member's lexical space is its parser's (`textParser` for NCName, language...).
  return [...checks, ...facetChecks(member.builtin, facets, support, '[]')];
}

/**
 * The pattern of a list or union type itself, on its lexical form (`text`, or `format(value)`);
 * undefined when it has none. (Its enumeration compares values: `parseUnion`,
 * `listEnumerationIssue`.)
 */
function ownFacetChecks(
  scalar: Scalar,
  support: CodecSupport,
  format?: string,
): string | undefined {
  const text = format ? `${format}(value)` : 'text';
  if (!scalar.facets.pattern) return undefined;
  support.runtime.add('checkPattern');
  return `checkPattern(${text}, [${scalar.facets.pattern.map(stringLiteral).join(', ')}])`;
}
