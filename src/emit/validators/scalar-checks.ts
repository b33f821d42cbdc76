/**
 * Checks of simple values in validators: the lexical space of branded and numeric values (a
 * `Decimal` may have been made with `as`) and every facet of the type's restriction, through the
 * runtime's facet checks. A named simple type gets one `check<Type>` function; a built-in gets
 * an inline lexical check.
 * @see https://www.w3.org/TR/xmlschema-2/#rf-facets
 */
import type { Facets, IrSimpleType, XsdBuiltin } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { kindOfBuiltin, type Scalar } from '../model/scalars.js';
import { camelIdentifier, stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, fits, functionHead } from '../print/code.js';

/** Runtime imports and module-level declarations a validators module collects. */
export interface ValidatorSupport {
  runtime: Set<string>;
  helpers: Map<string, string>;
}

const PARSERS: Partial<Record<XsdBuiltin, string>> = {
  decimal: 'parseDecimal',
  dateTime: 'parseDateTime',
  date: 'parseDate',
  time: 'parseTime',
  unsignedInt: 'parseUnsignedInt',
  int: 'parseInt32',
  long: 'parseLong',
  integer: 'parseInteger',
};

/** The lexical check of a value of a built-in, or undefined when its TS type says it all. */
function lexicalCheck(
  builtin: XsdBuiltin,
  value: string,
  support: ValidatorSupport,
): string | undefined {
  const kind = kindOfBuiltin(builtin);
  if (
    kind !== 'decimal' &&
    kind !== 'integer' &&
    kind !== 'dateTime' &&
    kind !== 'date' &&
    kind !== 'time'
  )
    return undefined;
  let parser = PARSERS[builtin];
  if (parser) support.runtime.add(parser);
  else {
    // Other integer types get a module-level parser with their bounds (`shortParser`).
    parser = `${camelIdentifier(builtin)}Parser`;
    support.runtime.add('integerParser');
    support.helpers.set(parser, `const ${parser} = integerParser(${stringLiteral(builtin)});`);
  }
  return kind === 'integer'
    ? `lexical(${parser}, String(${value}))`
    : `lexical(${parser}, ${value})`;
}

/** Facet checks of a value (`value`), in XSD's order: enumeration, pattern, length, digits, range. */
function facetChecks(
  base: XsdBuiltin,
  facets: Facets,
  support: ValidatorSupport,
  valuesName: string,
): string[] {
  const checks: string[] = [];
  const numeric = kindOfBuiltin(base) === 'decimal' || kindOfBuiltin(base) === 'integer';
  const asDecimal = kindOfBuiltin(base) === 'integer' ? 'decimal(value)' : 'value';
  if (facets.enumeration) {
    support.runtime.add('checkEnumeration');
    checks.push(
      `checkEnumeration(${kindOfBuiltin(base) === 'string' ? 'value' : 'String(value)'}, ${valuesName})`,
    );
  }
  if (facets.pattern) {
    support.runtime.add('checkPattern');
    checks.push(
      `checkPattern(${kindOfBuiltin(base) === 'string' ? 'value' : 'String(value)'}, [${facets.pattern.map(stringLiteral).join(', ')}])`,
    );
  }
  const lengths = (['length', 'minLength', 'maxLength'] as const).filter(
    (facet) => facets[facet] !== undefined,
  );
  if (lengths.length > 0 && !numeric) {
    support.runtime.add('checkLength');
    checks.push(
      `checkLength(String(value), { ${lengths.map((facet) => `${facet}: ${facets[facet]}`).join(', ')} })`,
    );
  }
  if (numeric && facets.totalDigits !== undefined) {
    support.runtime.add('checkTotalDigits');
    if (asDecimal !== 'value') support.runtime.add('decimal');
    checks.push(`checkTotalDigits(${asDecimal}, ${facets.totalDigits})`);
  }
  if (numeric && facets.fractionDigits !== undefined) {
    support.runtime.add('checkFractionDigits');
    if (asDecimal !== 'value') support.runtime.add('decimal');
    checks.push(`checkFractionDigits(${asDecimal}, ${facets.fractionDigits})`);
  }
  const bounds = (['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const).filter(
    (facet) => facets[facet] !== undefined,
  );
  if (numeric && bounds.length > 0) {
    support.runtime.add('checkRange');
    checks.push(
      `checkRange(value, { ${bounds.map((facet) => `${facet}: ${stringLiteral(facets[facet]!)}`).join(', ')} })`,
    );
  }
  return checks;
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
): string | undefined {
  const name = context.typeName(type.name);
  const valuesName = `valuesOf${name}`;
  const checks = [
    lexicalCheck(type.base, 'value', support),
    ...facetChecks(type.base, type.facets, support, valuesName),
  ].filter((check): check is string => check !== undefined);
  if (checks.length === 0) return undefined;
  const lines: string[] = [];
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
  const one = `return ${checks.join(' ?? ')};`;
  if (fits(2, one)) lines.push(`  ${one}`);
  else
    lines.push(
      `  return (\n${checks.map((check, index) => `    ${check}${index < checks.length - 1 ? ' ??' : ''}`).join('\n')}\n  );`,
    );
  lines.push('}');
  return lines.join('\n');
}

/**
 * The expression checking a value `source` of a scalar (undefined: nothing to check): the named
 * type's `check<Type>`, or the built-in's lexical check.
 */
export function scalarCheck(
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
  return lexicalCheck(scalar.builtin, source, support);
}
