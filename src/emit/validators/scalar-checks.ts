/**
 * Checks of simple values in validators: the lexical space of branded and numeric values (a
 * `Decimal` may have been made with `as`) and every facet of the type's restriction, through the
 * runtime's facet checks. A named simple type gets one `check<Type>` function; a built-in gets
 * an inline lexical check.
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import type { Facets, IrSimpleType, XsdBuiltin } from '../../ir/nodes.js';
import { builtinWhiteSpace } from '../../runtime/lexical-checks.js';
import { ORDERED_SPACES } from '../../runtime/value-space.js';
import type { EmitContext } from '../context.js';
import type { ModuleSupport } from '../model/module-support.js';
import {
  RUNTIME_PARSERS,
  builtinPattern,
  keepsLexicalForm,
  kindOfBuiltin,
  memberJsType,
  scalarOf,
  valueSpaceOf,
  type Scalar,
} from '../model/scalars.js';
import { camelIdentifier, stringLiteral } from '../naming/identifiers.js';
import { unionLabel } from '../naming/union-label.js';
import { arrayLiteral, fits, functionHead } from '../print/code.js';

/** Runtime imports and module-level declarations a validators module collects. */
export type ValidatorSupport = ModuleSupport;

/**
 * The lexical check of a value of a built-in, or undefined when its TS type says it all. A
 * string is checked too: its JS type, characters XML 1.0 cannot carry, the built-in's lexical
 * space (`stringIssue`: the encoder or an XSD engine would refuse what it reports); an integer
 * its JS type, safety and bounds (`integerIssue`); a boolean or a double its JS type; a number
 * or boolean kept as text (`keepsLexicalForm`, with the type's `facets`) that it is a string in
 * the built-in's lexical space (`lexicalFormIssue`).
 */
function lexicalCheck(
  builtin: XsdBuiltin,
  value: string,
  support: ValidatorSupport,
  facets: Facets = {},
): string | undefined {
  if (keepsLexicalForm(builtin, facets)) {
    support.runtime.add('lexicalFormIssue');
    return `lexicalFormIssue(${stringLiteral(builtin)}, ${value})`;
  }
  const kind = kindOfBuiltin(builtin);
  if (kind === 'string') {
    support.runtime.add('stringIssue');
    return `stringIssue(${stringLiteral(builtin)}, ${value})`;
  }
  // An expanded name `{ns}local` or `local` (a prefixed text is no value: it names no namespace).
  if (kind === 'qname') {
    support.runtime.add('qnameValueIssue');
    return `qnameValueIssue(${value})`;
  }
  // A JS value of another type would be written wrong (`"false"` as true) or refused.
  if (kind === 'boolean') {
    support.runtime.add('booleanIssue');
    return `booleanIssue(${value})`;
  }
  if (kind === 'double') {
    support.runtime.add('doubleIssue');
    return `doubleIssue(${value})`;
  }
  if (
    kind !== 'decimal' &&
    kind !== 'integer' &&
    kind !== 'dateTime' &&
    kind !== 'date' &&
    kind !== 'time'
  )
    return undefined;
  let parser = RUNTIME_PARSERS[builtin];
  if (parser) support.runtime.add(parser);
  else {
    // Other integer types get a module-level parser with their bounds (`shortParser`).
    parser = `${camelIdentifier(builtin)}Parser`;
    support.runtime.add('integerParser');
    support.helpers.set(parser, `const ${parser} = integerParser(${stringLiteral(builtin)});`);
  }
  if (kind !== 'integer') {
    support.runtime.add('parserIssue');
    return `parserIssue(${parser}, ${value})`;
  }
  // A number or a bigint, as the encoder takes (a numeric string would be refused there).
  support.runtime.add('integerIssue');
  return `integerIssue(${parser}, ${value})`;
}

/**
 * Facet checks of a value (`value`), in XSD's order: enumeration, pattern, length, digits, range.
 * Enumerations and bounds compare in the value space (`valueSpaceOf`: xs:float's is 32-bit);
 * lengths of binary types count octets; a pattern applies to the text, so a number or boolean
 * type with one holds its text (`keepsLexicalForm`): the checks of its value take that text.
 */
export function facetChecks(
  base: XsdBuiltin,
  facets: Facets,
  support: ValidatorSupport,
  valuesName: string,
  subject = 'value',
): string[] {
  const checks: string[] = [];
  const kind = kindOfBuiltin(base);
  const numeric = kind === 'decimal' || kind === 'integer';
  // A string, or a number or boolean kept as text (`keepsLexicalForm`), is its own spelling.
  const text = kind === 'string' || keepsLexicalForm(base, facets);
  const asDecimal = kind === 'integer' ? `decimal(${subject})` : subject;
  // Enumerations and lengths of binary types go by value (`1` is the decimal `1.0`, `ff00ff00`
  // is 4 octets), not by text: a decoded number has lost its spelling anyway (`01` is 1).
  const space = valueSpaceOf({ kind, builtin: base, facets });
  if (facets.enumeration) {
    support.runtime.add('checkEnumeration');
    checks.push(
      space === 'string'
        ? `checkEnumeration(${subject}, ${valuesName})`
        : `checkEnumeration(${subject}, ${valuesName}, ${stringLiteral(space)})`,
    );
  }
  if (facets.pattern) {
    support.runtime.add('checkPattern');
    checks.push(
      `checkPattern(${text ? subject : `String(${subject})`}, [${facets.pattern.map(stringLiteral).join(', ')}])`,
    );
  }
  const lengths = (['length', 'minLength', 'maxLength'] as const).filter(
    (facet) => facets[facet] !== undefined,
  );
  // Length facets of xs:QName constrain nothing (XSD 1.0 Second Edition errata: always satisfied): skipped.
  if (lengths.length > 0 && !numeric && kind !== 'qname') {
    support.runtime.add('checkLength');
    const limits = `{ ${lengths.map((facet) => `${facet}: ${facets[facet]}`).join(', ')} }`;
    const unit = space === 'hexBinary' || space === 'base64Binary' ? `, '${space}'` : '';
    checks.push(`checkLength(String(${subject}), ${limits}${unit})`);
  }
  if (numeric && facets.totalDigits !== undefined) {
    support.runtime.add('checkTotalDigits');
    if (asDecimal !== subject) support.runtime.add('decimal');
    checks.push(`checkTotalDigits(${asDecimal}, ${facets.totalDigits})`);
  }
  if (numeric && facets.fractionDigits !== undefined) {
    support.runtime.add('checkFractionDigits');
    if (asDecimal !== subject) support.runtime.add('decimal');
    checks.push(`checkFractionDigits(${asDecimal}, ${facets.fractionDigits})`);
  }
  const bounds = (['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const).filter(
    (facet) => facets[facet] !== undefined,
  );
  const range = `{ ${bounds.map((facet) => `${facet}: ${stringLiteral(facets[facet]!)}`).join(', ')} }`;
  if (numeric && bounds.length > 0) {
    support.runtime.add('checkRange');
    // An integer's number is a value of its own; its text (a `string`) becomes a `Decimal`.
    const ranged = text && kind === 'integer' ? asDecimal : subject;
    if (ranged !== subject) support.runtime.add('decimal');
    checks.push(`checkRange(${ranged}, ${range})`);
  }
  const ordered = ORDERED_SPACES.find((ordered) => ordered === base);
  if (ordered && bounds.length > 0) {
    // Doubles, floats, dates, times, partial dates, durations: bounds in their own value space
    // (NaN, zones, months against days: the runtime).
    support.runtime.add('checkOrderedRange');
    checks.push(`checkOrderedRange(${subject}, ${range}, ${stringLiteral(ordered)})`);
  }
  return checks;
}

/**
 * For a string type whose whiteSpace is `replace` or `collapse` (xs:token, a string type that
 * collapses) with facets: the lines that check the hand-built value's lexical form and normalize
 * it, and the facet checks of the normalized `text`. XSD judges facets on the normalized value,
 * which is what the encoder's output is read as (review r21 torture L2: `'dark  blue'` of a token
 * enumeration `dark blue` was refused, though the document it encodes to is valid and decodes
 * to `'dark blue'`). Undefined for other types.
 */
function normalizedText(
  type: IrSimpleType,
  support: ValidatorSupport,
  valuesName: string,
): { preamble: string[]; facets: string[] } | undefined {
  const whiteSpace = type.facets.whiteSpace ?? builtinWhiteSpace(type.base);
  if (kindOfBuiltin(type.base) !== 'string' || whiteSpace === 'preserve') return undefined;
  const facets = facetChecks(type.base, type.facets, support, valuesName, 'text');
  const lexical = lexicalCheck(type.base, 'value', support, type.facets);
  if (facets.length === 0 || !lexical) return undefined;
  const normalize = `${whiteSpace}WhiteSpace`;
  support.runtime.add(normalize);
  return { preamble: [`  const issue = ${lexical};`, '  if (issue) return issue;', `  const text = ${normalize}(value);`], facets };
}

/** Name of the check function of a named simple type. */
export function checkFunctionName(type: IrSimpleType, context: EmitContext): string {
  return `check${context.typeName(type.name)}`;
}

/** Declares `check<Type>` for a named simple type, or returns undefined when it checks nothing. */
export function printSimpleTypeCheck(
  type: IrSimpleType,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string> = new Set(),
): string | undefined {
  const name = context.typeName(type.name);
  const valuesName = `valuesOf${name}`;
  const lines: string[] = [];
  const normalized = type.itemType || type.memberTypes ? undefined : normalizedText(type, support, valuesName);
  const checks =
    normalized?.facets ??
    (type.itemType || type.memberTypes
      ? listOrUnionChecks(type, context, support, checked, lines)
      : [
          lexicalCheck(type.base, 'value', support, type.facets),
          ...facetChecks(type.base, type.facets, support, valuesName),
        ].filter((check): check is string => check !== undefined));
  if (checks.length === 0) return undefined;
  if (type.facets.enumeration) {
    lines.push(
      arrayLiteral(
        0,
        `const ${valuesName}: readonly string[] = `,
        type.facets.enumeration.map(stringLiteral),
        ';',
      ),
      '',
    );
  }
  lines.push(`/** The facets of ${name}. */`);
  lines.push(
    functionHead(
      `function ${checkFunctionName(type, context)}`,
      [`value: ${name}`],
      'ScalarIssue | undefined',
    ),
  );
  if (normalized) lines.push(...normalized.preamble);
  const one = `return ${checks.join(' ?? ')};`;
  const chain = checks.join(' ?? ');
  // As prettier prints it: one line; else the chain on one line in parentheses; else an operand a line.
  if (fits(2, one)) lines.push(`  ${one}`);
  else if (fits(4, chain)) lines.push(`  return (\n    ${chain}\n  );`);
  else
    lines.push(
      `  return (\n${checks.map((check, index) => `    ${check}${index < checks.length - 1 ? ' ??' : ''}`).join('\n')}\n  );`,
    );
  lines.push('}');
  return lines.join('\n');
}

/**
 * The checks of a list type (item count, its own enumeration on the items in the item type's
 * value space and pattern on its lexical form, each item's checks) or a union type (some member
 * accepts the value and, with an enumeration, it is one of its values in that member's value
 * space; then its pattern); a union's member table is pushed onto `lines`.
 * @see https://www.w3.org/TR/xmlschema-2/#list-datatypes
 */
function listOrUnionChecks(
  type: IrSimpleType,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  lines: string[],
): string[] {
  const scalar = scalarOf({ kind: 'named', name: type.name }, context.generation)!;
  const name = context.typeName(type.name);
  const checks: string[] = [];
  const enumeration = type.facets.enumeration !== undefined;
  if (scalar.kind === 'union') {
    const table = `membersOf${name}`;
    const entries = scalar.members!.map((member) => {
      const checks = [
        ...lexicalPatternCheck(member, support),
        scalarCheck(member, 'value', context, support, checked),
      ].filter((check): check is string => check !== undefined);
      const check = checks.length > 0 ? checks.join(' ?? ') : undefined;
      const parts = [`type: '${memberJsType(member)}'`];
      if (check) parts.push(`check: (value) => ${check}`);
      // With an enumeration: the space a member's values compare in (`1` is the decimal `1.0`).
      const space = valueSpaceOf(member);
      if (enumeration && space !== 'string') parts.push(`space: ${stringLiteral(space)}`);
      return `{ ${parts.join(', ')} }`;
    });
    lines.push(arrayLiteral(0, `const ${table}: readonly UnionMemberCheck[] = `, entries, ';'), '');
    support.runtime.add('checkUnionValue');
    (support.runtimeTypes ??= new Set()).add('UnionMemberCheck');
    const allowed = enumeration ? `, valuesOf${name}` : '';
    checks.push(
      `checkUnionValue(value, ${table}, ${stringLiteral(unionLabel(type.name))}${allowed})`,
    );
  } else {
    const { length, minLength, maxLength } = type.facets;
    const counts = Object.entries({ length, minLength, maxLength }).filter(
      ([, bound]) => bound !== undefined,
    );
    if (counts.length > 0) {
      support.runtime.add('checkItemCount');
      checks.push(
        `checkItemCount(value, { ${counts.map(([facet, bound]) => `${facet}: ${bound}`).join(', ')} })`,
      );
    }
  }
  if (enumeration && scalar.kind === 'list') {
    support.runtime.add('listEnumerationIssue');
    const space = stringLiteral(valueSpaceOf(scalar.item!));
    checks.push(`listEnumerationIssue(value, valuesOf${name}, ${space})`);
  }
  if (type.facets.pattern) {
    support.runtime.add('checkPattern').add('lexicalForm');
    checks.push(
      `checkPattern(lexicalForm(value), [${type.facets.pattern.map(stringLiteral).join(', ')}])`,
    );
  }
  if (scalar.kind === 'list') {
    // First: a value built by hand may be no array (`'1 2'`), which the encoder refuses.
    support.runtime.add('listValueIssue');
    checks.unshift('listValueIssue(value)');
    let item = scalarCheck(scalar.item!, 'item', context, support, checked);
    // A string item must survive the list's text: no whitespace inside, not empty.
    if (scalar.item!.kind === 'string') {
      support.runtime.add('listItemIssue');
      item = item ? `listItemIssue(item) ?? ${item}` : 'listItemIssue(item)';
    }
    if (item) {
      support.runtime.add('checkItems');
      checks.push(`checkItems(value, (item) => ${item})`);
    }
  }
  return checks;
}

/**
 * The expression checking a value `source` of a scalar (undefined: nothing to check): the named
 * type's `check<Type>`, or the built-in's lexical check; then, with `options.fixed`, that the
 * value is the fixed one (XSD Part 1, 3.3.4 clause 5.2.2; 3.2.4), compared in its value space.
 */
export function scalarCheck(
  scalar: Scalar,
  source: string,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  options: { fixed?: string | undefined } = {},
): string | undefined {
  const own = typeCheck(scalar, source, context, support, checked);
  if (options.fixed === undefined) return own;
  // The fixed value last: its comparison needs a value of the type's lexical space.
  support.runtime.add('fixedValueIssue');
  const fixed = `fixedValueIssue(${source}, ${stringLiteral(options.fixed)}, '${valueSpaceOf(scalar)}')`;
  return own ? `${own} ?? ${fixed}` : fixed;
}

/** The type's own check of `source` (see `scalarCheck`). */
function typeCheck(
  scalar: Scalar,
  source: string,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
): string | undefined {
  if (scalar.named) {
    const type = context.generation.types[scalar.named] as IrSimpleType;
    return checked.has(type.name) ? `${checkFunctionName(type, context)}(${source})` : undefined;
  }
  if (scalar.kind === 'list') {
    // A list built-in (NMTOKENS, IDREFS, ENTITIES): at least one item, each of the item type.
    support.runtime.add('listValueIssue').add('checkItemCount').add('checkItems');
    const item = lexicalCheck(scalar.item!.builtin, 'item', support);
    return `listValueIssue(${source}) ?? checkItemCount(${source}, { minLength: 1 }) ?? checkItems(${source}, (item) => ${item})`;
  }
  return lexicalCheck(scalar.builtin, source, support);
}

/**
 * The lexical space of a string built-in narrower than any string (NCName, language...): which
 * member a text belongs to depends on it. Checked on the collapsed text, as XSD does.
 */
export function lexicalPatternCheck(member: Scalar, support: { runtime: Set<string> }): string[] {
  const pattern = member.kind === 'string' ? builtinPattern(member.builtin) : undefined;
  if (!pattern) return [];
  support.runtime.add('checkPattern');
  return [`checkPattern(String(value).trim(), [${stringLiteral(pattern)}])`];
}
