/**
 * `xsi:type` naming a derived type in codecs (XSD Part 1, 2.6.1; ../model/derivations.ts): an
 * element whose declared type has derived types is read by `read<Type>OrDerived(r)`, which asks
 * the reader which type its `xsi:type` names (`r.derivedType(derivedFrom<Type>)`, refusing an
 * unknown, unrelated or abstract one) and reads the element with that type's own read function,
 * into `{ $xsiType, value }`, or as the declared type's plain value; `write<Type>OrDerived`
 * switches on `$xsiType` (`w.derivedType`, which also gives the element its `xsi:type`). The
 * content-model code is unchanged: only the call reading or writing one occurrence differs.
 * A nillable element gets the `$nillable` variants, which read and write nil occurrences (plain,
 * or of a derived type: `{ $xsiType, value: null }`).
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import type { IrComplexType } from '../../ir/nodes.js';
import { splitQName } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import type { DerivedType, Polymorph } from '../model/derivations.js';
import type { ModuleSupport } from '../model/module-support.js';
import { stringLiteral } from '../naming/identifiers.js';
import { arrayLiteral, call, functionHead, pad } from '../print/code.js';
import { nillableType, ownNillableType } from '../types/type-expression.js';
import { nilReader, nilWriter } from './nil-codec.js';
import { readFunctionName } from './read-call.js';
import type { CodecSupport } from './scalar-codec.js';
import { writeFunctionName } from './write-type.js';

/** A namespace's constant where some element or attribute is in it, else its URI. */
function namespaceExpression(namespace: string, context: EmitContext, literal: boolean): string {
  return !literal && namespace !== '' && context.reach.namespaces.includes(namespace)
    ? context.namespaceConstant(namespace)
    : stringLiteral(namespace);
}

/**
 * Declares `derivedFrom<Type>` (once; runtime `derivedTypes`): the declared type and, per
 * namespace, the local names of its derived types, non-abstract then abstract. `literalUris`:
 * every namespace as its URI (a module without the `NS_*` constants: validators).
 */
export function derivedConstant(
  polymorph: Polymorph,
  context: EmitContext,
  support: ModuleSupport,
  literalUris = false,
): string {
  const name = `derivedFrom${context.typeName(polymorph.type.name)}`;
  if (support.helpers.has(name)) return name;
  support.runtime.add('derivedTypes');
  const byNamespace = new Map<string, { concrete: string[]; abstract: string[] }>();
  const entry = (namespace: string) => {
    let found = byNamespace.get(namespace);
    if (!found) byNamespace.set(namespace, (found = { concrete: [], abstract: [] }));
    return found;
  };
  for (const derived of polymorph.derived) entry(derived.namespace).concrete.push(derived.local);
  for (const type of polymorph.abstractDerived) {
    const { namespace, local } = splitQName(type.name);
    entry(namespace).abstract.push(local);
  }
  const rows = [...byNamespace].map(([namespace, { concrete, abstract }]) => {
    const row = [
      namespaceExpression(namespace, context, literalUris),
      stringLiteral(concrete.join(' ')),
    ];
    if (abstract.length > 0) row.push(stringLiteral(abstract.join(' ')));
    return `[${row.join(', ')}]`;
  });
  const { namespace, local } = splitQName(polymorph.type.name);
  const head = [
    namespaceExpression(namespace, context, literalUris),
    stringLiteral(local),
    String(polymorph.abstract),
  ];
  const lead = `const ${name} = `;
  // Several rows: prettier breaks an array of arrays, one row per line.
  const declaration =
    rows.length > 1
      ? `${lead}derivedTypes(${head.join(', ')}, ${arrayLiteral(0, '', rows, '').trimStart()});`
      : call(0, lead, 'derivedTypes', [...head, `[${rows.join(', ')}]`]);
  support.helpers.set(name, declaration);
  return name;
}

/** The value type of a derived type's own read/write (`Circle`, its nil shape when nillable). */
function derivedValueType(derived: DerivedType, nillable: boolean, context: EmitContext): string {
  const name = context.typeName(derived.type.name);
  if (!nillable) return name;
  return ownNillableType(name, { kind: 'named', name: derived.type.name }, context);
}

/** The value type of an element of the polymorphic type (`| null`... when nillable). */
function elementValueType(polymorph: Polymorph, nillable: boolean, context: EmitContext): string {
  const name = context.derivedName(polymorph.type.name);
  return nillable
    ? nillableType(name, { kind: 'named', name: polymorph.type.name }, context)
    : name;
}

/**
 * The expression reading one occurrence of `type` (the reader on its element), nil or not when
 * `nillable`: `readCircle(r)`, `r.isNil() ? readCircle$nil(r) : readCircle(r)`,
 * `r.consumeNil() ? null : readCircle(r)`.
 */
function readOne(
  type: IrComplexType,
  nillable: boolean,
  empty: boolean,
  context: EmitContext,
  support: CodecSupport,
): string {
  const args = empty && context.plan(type).text ? 'r, empty' : 'r';
  const read = `${readFunctionName(type, context)}(${args})`;
  if (!nillable) return read;
  const nil = nilReader(type, context, support);
  return nil ? `r.isNil() ? ${nil}(r) : ${read}` : `r.consumeNil() ? null : ${read}`;
}

/**
 * The name of `<verb><Type>OrDerived` (`$nillable`: of a nillable element), claimed in the
 * module's helpers on first use (`fresh`: the caller then declares it) with its value type.
 */
function claimFunction(
  verb: 'read' | 'write',
  polymorph: Polymorph,
  nillable: boolean,
  context: EmitContext,
  support: CodecSupport,
): { name: string; fresh: boolean } {
  const alias = context.derivedName(polymorph.type.name);
  const name = `${verb}${alias}${nillable ? '$nillable' : ''}`;
  if (support.helpers.has(name)) return { name, fresh: false };
  support.helpers.set(name, '');
  // The value type it reads or writes (elementValueType).
  const type = nillable ? context.nillableDerivedName(polymorph.type.name) : alias;
  (support.localTypes ??= new Set()).add(type);
  return { name, fresh: true };
}

/**
 * `read<Type>OrDerived(r)` (`$nillable`: of a nillable element), declared once: its name. Types
 * with simple content take the element's default value (`empty`) as their read functions do.
 */
export function derivedReader(
  polymorph: Polymorph,
  nillable: boolean,
  context: EmitContext,
  support: CodecSupport,
): string {
  const { name, fresh } = claimFunction('read', polymorph, nillable, context, support);
  if (!fresh) return name;
  for (const derived of polymorph.derived)
    (support.localTypes ??= new Set()).add(context.typeName(derived.type.name));
  const constant = derivedConstant(polymorph, context, support);
  const empty = context.plan(polymorph.type).text !== undefined;
  const params = ['r: XmlReader', ...(empty ? ['empty?: string'] : [])];
  const lines = [
    `/** Reads an element of ${context.typeName(polymorph.type.name)} by the type its xsi:type names (\`$xsiType\`). */`,
    functionHead(`function ${name}`, params, elementValueType(polymorph, nillable, context)),
  ];
  if (polymorph.derived.length === 0) {
    // An abstract type nothing derives from: `derivedType` refuses every element of it.
    lines.push(`  return r.derivedType(${constant}) as never;`, '}');
    support.helpers.set(name, lines.join('\n'));
    return name;
  }
  lines.push(`  switch (r.derivedType(${constant})) {`);
  polymorph.derived.forEach((derived, index) => {
    // An abstract declared type has no value of its own: `derivedType` gives one of these.
    const last = polymorph.abstract && index === polymorph.derived.length - 1;
    const value = readOne(derived.type, nillable, empty, context, support);
    lines.push(
      `    case ${stringLiteral(derived.id)}:${last ? '\n    default:' : ''}`,
      returnStatement(6, `{ $xsiType: ${stringLiteral(derived.id)}, value: `, value, ' }'),
    );
  });
  if (!polymorph.abstract)
    lines.push(
      '    default:',
      `      return ${readOne(polymorph.type, nillable, empty, context, support)};`,
    );
  lines.push('  }', '}');
  support.helpers.set(name, lines.join('\n'));
  return name;
}

/** `return <open><value><close>;` at `indent`, the value on lines of its own when too long. */
function returnStatement(indent: number, open: string, value: string, close: string): string {
  const one = `${pad(indent)}return ${open}${value}${close};`;
  if (one.length <= 100) return one;
  return `${pad(indent)}return {\n${pad(indent + 2)}${open.slice(2, -1).replace(/, value:$/, ',')}\n${pad(indent + 2)}value: ${value},\n${pad(indent)}};`;
}

/** The statement writing one occurrence `source` of `type`, nil or not when `nillable`. */
function writeOne(
  type: IrComplexType,
  source: string,
  nillable: boolean,
  context: EmitContext,
  support: CodecSupport,
  indent: number,
): string[] {
  const write = `${writeFunctionName(type, context)}(w, namespace, local, ${source})`;
  if (!nillable) return [`${pad(indent)}return ${write};`];
  const nil = nilWriter(type, context, support);
  if (nil) {
    support.runtime.add('nilled');
    return [
      `${pad(indent)}if (nilled(${source})) return ${nil}(w, namespace, local, ${source});`,
      `${pad(indent)}return ${write};`,
    ];
  }
  return [
    `${pad(indent)}if (${source} === null) return w.nil(namespace, local);`,
    `${pad(indent)}return ${write};`,
  ];
}

/**
 * `write<Type>OrDerived(w, namespace, local, value)` (`$nillable`: of a nillable element),
 * declared once: its name. A value built by hand whose `$xsiType` names no derived type, or
 * that names none where the declared type is abstract, is refused by `w.derivedType`.
 */
export function derivedWriter(
  polymorph: Polymorph,
  nillable: boolean,
  context: EmitContext,
  support: CodecSupport,
): string {
  const { name, fresh } = claimFunction('write', polymorph, nillable, context, support);
  if (!fresh) return name;
  const constant = derivedConstant(polymorph, context, support);
  const params = [
    'w: XmlWriter',
    // Unread where nothing derives from an abstract type: `_` keeps `noUnusedParameters` quiet (review r22 newsets L2).
    polymorph.derived.length === 0 ? '_namespace: string' : 'namespace: string',
    'local: string',
    `value: ${elementValueType(polymorph, nillable, context)}`,
  ];
  const lines = [
    `/** Writes an element of ${context.typeName(polymorph.type.name)}, with the xsi:type of the derived type \`$xsiType\` names. */`,
    functionHead(`function ${name}`, params, 'void'),
  ];
  if (polymorph.derived.length === 0) {
    // An abstract type nothing derives from: `derivedType` refuses every value.
    lines.push(`  w.derivedType(value, local, ${constant});`, '}');
    support.helpers.set(name, lines.join('\n'));
    return name;
  }
  lines.push(`  switch (w.derivedType(value, local, ${constant})) {`);
  for (const derived of polymorph.derived) {
    (support.localTypes ??= new Set()).add(context.typeName(derived.type.name));
    const type = derivedValueType(derived, nillable, context);
    lines.push(
      `    case ${stringLiteral(derived.id)}: {`,
      `      const item = (value as { value: ${type} }).value;`,
      ...writeOne(derived.type, 'item', nillable, context, support, 6),
      '    }',
    );
  }
  if (!polymorph.abstract) {
    const own = context.typeName(polymorph.type.name);
    const type = nillable
      ? ownNillableType(own, { kind: 'named', name: polymorph.type.name }, context)
      : own;
    lines.push(
      '    default: {',
      `      const item = value as ${type};`,
      ...writeOne(polymorph.type, 'item', nillable, context, support, 6),
      '    }',
    );
  }
  lines.push('  }', '}');
  support.helpers.set(name, lines.join('\n'));
  return name;
}
