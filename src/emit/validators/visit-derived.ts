/**
 * `visit<Type>OrDerived(value, path, issues)`: the check of an element whose declared type has
 * derived types (../model/derivations.ts), declared once per type (`$nillable`: of a nillable
 * element, whose nil occurrences have nothing to check). It checks the value as the type its
 * `$xsiType` names, or as the declared type itself; a `$xsiType` naming no derived type, or
 * none where the declared type is abstract, is `xsd-invalid` (what the encoder refuses and
 * `fleetcase validate` reports of such a document: "The type definition is abstract").
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { derivedConstant } from '../codecs/derived-codec.js';
import type { Polymorph } from '../model/derivations.js';
import { stringLiteral } from '../naming/identifiers.js';
import { functionHead, pad } from '../print/code.js';
import { nilShape, nillableType, ownNillableType } from '../types/type-expression.js';
import { visitFunctionName, type Trivial } from './check-one.js';
import { reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';

/** The statements checking one occurrence `item` of `type` (at `indent`), then `return`. */
function visitOne(
  type: IrComplexType,
  item: string,
  nillable: boolean,
  context: EmitContext,
  support: ValidatorSupport,
  trivial: Trivial,
  indent: number,
): string[] {
  const check = trivial(type)
    ? `${reporter('reportNonObject', support)}(issues, path, ${item})`
    : `${visitFunctionName(type, context)}(${item}, path, issues)`;
  if (!nillable) return [`${pad(indent)}${check};`, `${pad(indent)}return;`];
  const ref = { kind: 'named', name: type.name } as const;
  let present = `${item} !== null`;
  if (nilShape(ref, context)) {
    support.runtime.add('nilled');
    present = `!nilled(${item})`;
  }
  return [`${pad(indent)}if (${present}) ${check};`, `${pad(indent)}return;`];
}

/** `visit<Type>OrDerived` (`$nillable`: of a nillable element), declared once: its name. */
export function derivedVisitor(
  polymorph: Polymorph,
  nillable: boolean,
  context: EmitContext,
  support: ValidatorSupport,
  trivial: Trivial,
): string {
  const alias = context.derivedName(polymorph.type.name);
  const name = `visit${alias}${nillable ? '$nillable' : ''}`;
  if (support.helpers.has(name)) return name;
  support.helpers.set(name, '');
  (support.localTypes ??= new Set()).add(alias);
  const constant = derivedConstant(polymorph, context, support, true);
  const ref = { kind: 'named', name: polymorph.type.name } as const;
  const own = context.typeName(polymorph.type.name);
  const params = [
    `value: ${nillable ? nillableType(alias, ref, context) : alias}`,
    'path: string',
    'issues: Issue[]',
  ];
  const lines = [
    `/** Checks a value of an element of ${own}, as the derived type its \`$xsiType\` names. */`,
    functionHead(`function ${name}`, params, 'void'),
  ];
  if (!nillable) lines.push(`  if (${reporter('reportNonObject', support)}(issues, path, value)) return;`);
  lines.push(
    `  switch (${reporter('xsiTypeOf', support)}(issues, path, value, ${constant})) {`,
    '    case null:',
    '      return;',
  );
  for (const derived of polymorph.derived) {
    const typeName = context.typeName(derived.type.name);
    (support.localTypes ??= new Set()).add(typeName);
    const itemType = nillable
      ? ownNillableType(typeName, { kind: 'named', name: derived.type.name }, context)
      : typeName;
    lines.push(
      `    case ${stringLiteral(derived.id)}: {`,
      `      const item = (value as { value: ${itemType} }).value;`,
      ...visitOne(derived.type, 'item', nillable, context, support, trivial, 6),
      '    }',
    );
  }
  // An abstract type has no value of its own: `xsiTypeOf` gave null (reported) or an id above.
  if (!polymorph.abstract) {
    (support.localTypes ??= new Set()).add(own);
    const itemType = nillable ? ownNillableType(own, ref, context) : own;
    lines.push(
      '    default: {',
      `      const item = value as ${itemType};`,
      ...visitOne(polymorph.type, 'item', nillable, context, support, trivial, 6),
      '    }',
    );
  }
  lines.push('  }', '}');
  support.helpers.set(name, lines.join('\n'));
  return name;
}
