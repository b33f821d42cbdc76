/**
 * How a codec reads and writes one simple value: the runtime parser `r.textAs` calls (none for a
 * plain `xs:string`) and the formatter an encoder applies (none for strings and branded strings,
 * which already hold their lexical form). Decoding applies the whiteSpace facet (a token's text
 * is collapsed: the decoded value is the normalized one), checks the lexical space (NCName,
 * gYearMonth, base64Binary... through the runtime's `textParser`) and, for string-literal
 * unions, the enumeration, so that every decoded value has its TS type; the other facets
 * (pattern, length, digits, bounds) are the validators' (../validators). An integer, double,
 * float or boolean type with a pattern keeps its text (`keepsLexicalForm`): read with the
 * runtime's `lexicalFormParser`, written as it is, so the pattern sees the text as read. An element's or
 * attribute's fixed value is checked too (`fixedParse`).
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import type { XsdBuiltin } from '../../ir/nodes.js';
import { builtinWhiteSpace, hasLexicalCheck } from '../../runtime/lexical-checks.js';
import type { ValueSpace } from '../../runtime/value-space.js';
import type { EmitContext } from '../context.js';
import type { ModuleSupport } from '../model/module-support.js';
import {
  kindOfBuiltin,
  RUNTIME_PARSERS,
  valueSpaceOf,
  whiteSpaceOf,
  type Scalar,
} from '../model/scalars.js';
import { camelIdentifier, pascalIdentifier, stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, functionHead } from '../print/code.js';
import { isLiteralUnion } from '../types/simple-type.js';
import { listCodec, unionCodec } from './list-union-codec.js';

/** Parser and formatter function names of one scalar. */
export interface ScalarCodec {
  /** Passed to `r.textAs`; undefined: the text itself is the value. */
  parse?: string;
  /** Applied before writing; undefined: the value is already its lexical form. */
  format?: string;
}

/** Imports and module-level helpers a codecs module collects while it is printed. */
export type CodecSupport = ModuleSupport;

/** The parser/formatter pair of a scalar, registering the imports and helpers it needs. */
export function scalarCodec(
  scalar: Scalar,
  context: EmitContext,
  support: CodecSupport,
): ScalarCodec {
  if (scalar.named) {
    const type = context.generation.types[scalar.named];
    if (type?.kind === 'simpleType' && isLiteralUnion(type))
      return {
        parse: enumerationParser(
          context.typeName(type.name),
          type.facets.enumeration!,
          whiteSpaceOf(scalar),
          valueSpaceOf(scalar),
          support,
        ),
      };
  }
  switch (scalar.kind) {
    case 'list':
      return listCodec(scalar, context, support, scalarCodec);
    case 'union':
      return unionCodec(scalar, context, support, scalarCodec);
    case 'string': {
      const parse = textParserName(scalar, support);
      return parse ? { parse } : {};
    }
    case 'boolean':
      support.runtime.add('parseBoolean').add('formatBoolean');
      return { parse: 'parseBoolean', format: 'formatBoolean' };
    case 'integer': {
      support.runtime.add('formatInteger');
      return { parse: integerParserName(scalar.builtin, support), format: 'formatInteger' };
    }
    case 'double':
      support.runtime.add('parseDouble').add('formatDouble');
      return { parse: 'parseDouble', format: 'formatDouble' };
    case 'qname':
      // Resolved with the bindings where the text stands, written with a prefix the writer declares.
      support.runtime.add('parseQName').add('formatQName');
      return { parse: 'parseQName', format: 'formatQName' };
    default: {
      const parse = RUNTIME_PARSERS[scalar.builtin]!;
      support.runtime.add(parse);
      return { parse };
    }
  }
}

function integerParserName(builtin: XsdBuiltin, support: CodecSupport): string {
  const known = RUNTIME_PARSERS[builtin];
  if (known) {
    support.runtime.add(known);
    return known;
  }
  // Other integer types get a module-level parser with their bounds (`shortParser`).
  const name = `${camelIdentifier(builtin)}Parser`;
  support.runtime.add('integerParser');
  support.helpers.set(name, `const ${name} = integerParser(${stringLiteral(builtin)});`);
  return name;
}

/**
 * The parser of a string-valued scalar (`tokenParser = textParser('token')`): its whiteSpace
 * applied, its lexical space checked; undefined for text kept as written (`xs:string`).
 */
function textParserName(scalar: Scalar, support: CodecSupport): string | undefined {
  if (kindOfBuiltin(scalar.builtin) !== 'string') {
    // A number or boolean kept as text (`keepsLexicalForm`): collapsed, its lexical space checked.
    const name = `${camelIdentifier(scalar.builtin)}TextParser`;
    support.runtime.add('lexicalFormParser');
    support.helpers.set(
      name,
      `const ${name} = lexicalFormParser(${stringLiteral(scalar.builtin)});`,
    );
    return name;
  }
  const whiteSpace = whiteSpaceOf(scalar);
  const own = builtinWhiteSpace(scalar.builtin);
  if (whiteSpace === 'preserve' && !hasLexicalCheck(scalar.builtin)) return undefined;
  // A derived type may state a whiteSpace of its own (a string type that collapses).
  const name =
    whiteSpace === own
      ? `${scalar.builtin}Parser`
      : `${scalar.builtin}${pascalIdentifier(whiteSpace)}Parser`;
  const args = [
    stringLiteral(scalar.builtin),
    ...(whiteSpace === own ? [] : [stringLiteral(whiteSpace)]),
  ];
  support.runtime.add('textParser');
  support.helpers.set(name, `const ${name} = textParser(${args.join(', ')});`);
  return name;
}

/**
 * `parse<Type>`: the text, normalized by the type's whiteSpace (a token enumeration accepts
 * ` EUR `), must be one of the enumeration's values: exactly for strings; for xs:hexBinary and
 * xs:base64Binary in their value space (`ff` is the `FF` of the schema), read as the schema's
 * spelling of that value (the one the TS type names).
 */
function enumerationParser(
  typeName: string,
  values: readonly string[],
  whiteSpace: 'preserve' | 'replace' | 'collapse',
  space: ValueSpace,
  support: CodecSupport,
): string {
  const name = `parse${typeName}`;
  const list = `valuesOf${typeName}`;
  if (support.helpers.has(name)) return name;
  support.runtime.add('ScalarError').add('checkEnumeration');
  const normalize = whiteSpace === 'preserve' ? undefined : `${whiteSpace}WhiteSpace`;
  if (normalize) support.runtime.add(normalize);
  const value = normalize ? 'value' : 'text';
  const byValue = space !== 'string';
  if (byValue) support.runtime.add('sameValue');
  const declaration = [
    arrayLiteral(0, `const ${list}: readonly string[] = `, values.map(stringLiteral), ';'),
    '',
    `/** Reads a ${typeName}: the text must be one of its values, ${byValue ? `compared as ${space}` : 'exactly'}${normalize ? ` (whitespace ${whiteSpace}d first)` : ''}. */`,
    functionHead(`function ${name}`, ['text: string'], typeName),
    ...(normalize ? [`  const value = ${normalize}(text);`] : []),
    `  const issue = checkEnumeration(${value}, ${list}${byValue ? `, '${space}'` : ''});`,
    '  if (issue) throw new ScalarError(issue.code, issue.message);',
    byValue
      ? `  return ${list}.find((allowed) => sameValue(${value}, allowed, '${space}')) as ${typeName};`
      : `  return ${value} as ${typeName};`,
    '}',
  ].join('\n');
  support.helpers.set(name, declaration);
  return name;
}

/**
 * A parser that also requires a fixed value (XSD Part 1, 3.3.4 clause 5.2.2; 3.2.4): the parsed
 * value must equal `fixed` in the scalar's value space (`2.10` is the decimal fixed as `2.1`).
 * `parse` is the scalar's own parser (undefined: the text itself).
 */
export function fixedParse(
  scalar: Scalar,
  parse: string | undefined,
  fixed: string,
  support: CodecSupport,
): string {
  support.runtime.add('requireValid').add('fixedValueIssue');
  const parsed = parse ? `${parse}(text)` : 'text';
  const check = `fixedValueIssue(value, ${stringLiteral(fixed)}, ${stringLiteral(valueSpaceOf(scalar))})`;
  return `(text) => requireValid(${parsed}, (value) => ${check})`;
}
