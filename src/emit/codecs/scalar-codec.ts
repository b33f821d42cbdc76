/**
 * How a codec reads and writes one simple value: the runtime parser `r.textAs` calls (none for a
 * plain string) and the formatter an encoder applies (none for strings and branded strings,
 * which already hold their lexical form). Decoding checks the lexical space and, for
 * string-literal unions, the enumeration, so that every decoded value has its TS type; the other
 * facets (pattern, length, digits, bounds) are the validators' (../validators).
 * @see https://www.w3.org/TR/xmlschema-2/#built-in-datatypes
 */
import type { XsdBuiltin } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { ModuleSupport } from '../model/module-support.js';
import { RUNTIME_PARSERS, type Scalar } from '../model/scalars.js';
import { camelIdentifier, stringLiteral } from '../naming/identifiers.js';
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

const DOUBLE_PARSER = `/** xs:double and xs:float: decimal or exponent notation, INF, -INF, NaN. */
function doubleParser(text: string): number {
  const trimmed = collapseEdges(text);
  if (trimmed === 'INF') return Infinity;
  if (trimmed === '-INF') return -Infinity;
  if (trimmed === 'NaN') return NaN;
  if (!/^[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?$/.test(trimmed)) {
    throw new ScalarError('decimal-invalid', \`"\${trimmed}" is not an xs:double\`);
  }
  return Number(trimmed);
}`;

const DOUBLE_FORMATTER = `/** xs:double and xs:float in XSD's spelling (INF, -INF, NaN, -0 kept). */
function doubleFormatter(value: number): string {
  if (value === Infinity) return 'INF';
  if (value === -Infinity) return '-INF';
  return Object.is(value, -0) ? '-0' : String(value);
}`;

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
        parse: enumerationParser(context.typeName(type.name), type.facets.enumeration!, support),
      };
  }
  switch (scalar.kind) {
    case 'list':
      return listCodec(scalar, context, support, scalarCodec);
    case 'union':
      return unionCodec(scalar, context, support, scalarCodec);
    case 'string':
      return {};
    case 'boolean':
      support.runtime.add('parseBoolean').add('formatBoolean');
      return { parse: 'parseBoolean', format: 'formatBoolean' };
    case 'integer': {
      support.runtime.add('formatInteger');
      return { parse: integerParserName(scalar.builtin, support), format: 'formatInteger' };
    }
    case 'double':
      support.runtime.add('collapseEdges').add('ScalarError');
      support.helpers.set('doubleParser', DOUBLE_PARSER);
      support.helpers.set('doubleFormatter', DOUBLE_FORMATTER);
      return { parse: 'doubleParser', format: 'doubleFormatter' };
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

/** `parse<Type>`: the text must be one of the enumeration's values (compared exactly). */
function enumerationParser(
  typeName: string,
  values: readonly string[],
  support: CodecSupport,
): string {
  const name = `parse${typeName}`;
  const list = `valuesOf${typeName}`;
  if (support.helpers.has(name)) return name;
  support.runtime.add('ScalarError').add('checkEnumeration');
  const declaration = [
    arrayLiteral(0, `const ${list}: readonly string[] = `, values.map(stringLiteral), ';'),
    '',
    `/** Reads a ${typeName}: the text must be one of its values, exactly. */`,
    functionHead(`function ${name}`, ['text: string'], typeName),
    `  const issue = checkEnumeration(text, ${list});`,
    '  if (issue) throw new ScalarError(issue.code, issue.message);',
    `  return text as ${typeName};`,
    '}',
  ].join('\n');
  support.helpers.set(name, declaration);
  return name;
}
