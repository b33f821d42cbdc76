/**
 * `visit<Type>OrDerived(value, path, issues)`: the check of an element whose declared type has
 * derived types (../model/derivations.ts), declared once per type (`$nillable`: of a nillable
 * element, whose nil occurrences have only the attributes they keep to check, ./visit-nil.ts).
 * It checks the value as the type its `$xsiType` names, or as the declared type itself; a
 * `$xsiType` naming no derived type, or
 * none where the declared type is abstract, is `xsd-invalid` (what the encoder refuses and
 * `fleetcase validate` reports of such a document: "The type definition is abstract").
 * @see https://www.w3.org/TR/xmlschema-1/#xsi_type
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { derivedConstant } from '../codecs/derived-codec.js';
import type { Polymorph } from '../model/derivations.js';
import { stringLiteral } from '../naming/identifiers.js';
import { flat, functionHead, pad } from '../print/code.js';
import { nilShape, nilShapeImports, ownNillableType } from '../types/type-expression.js';
import { objectCheck, visitFunctionName, type Trivial } from './check-one.js';
import { reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';
import { nilVisitor } from './visit-nil.js';

/** The statements checking one occurrence `item` of `type` (at `indent`), then `return`. */
function visitOne(
  type: IrComplexType,
  item: string,
  nillable: boolean,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
  indent: number,
): string[] {
  const check = trivial(type)
    ? flat({ ...objectCheck(type, item, 'path', context, support), suffix: '' })
    : `${visitFunctionName(type, context)}(${item}, path, issues)`;
  if (!nillable) return [`${pad(indent)}${check};`, `${pad(indent)}return;`];
  const ref = { kind: 'named', name: type.name } as const;
  if (!nilShape(ref, context))
    return [`${pad(indent)}if (${item} !== null) ${check};`, `${pad(indent)}return;`];
  support.runtime.add('nilled');
  // The attributes a nil value keeps are checked too (a required one: null is refused).
  const nil = nilVisitor(type, context, support, checked);
  const { types, brands } = nilShapeImports(ref, context);
  for (const local of types) (support.localTypes ??= new Set()).add(local);
  for (const brand of brands) (support.runtimeTypes ??= new Set()).add(brand);
  return [
    `${pad(indent)}if (!nilled(${item})) ${check};`,
    ...(nil ? [`${pad(indent)}else ${nil}(${item}, path, issues);`] : []),
    `${pad(indent)}return;`,
  ];
}

/**
 * `visit<Type>OrDerived` (`$nillable`: of a nillable element), declared once: its name. A value
 * that is no object is reported by the visit of the type it stands for (the declared one, when
 * it names none), or, for an abstract type, as one naming no derived type, as the encoder says.
 */
export function derivedVisitor(
  polymorph: Polymorph,
  nillable: boolean,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string {
  const alias = context.derivedName(polymorph.type.name);
  const name = `visit${alias}${nillable ? '$nillable' : ''}`;
  if (support.helpers.has(name)) return name;
  support.helpers.set(name, '');
  const valueType = nillable ? context.nillableDerivedName(polymorph.type.name) : alias;
  (support.localTypes ??= new Set()).add(valueType);
  const constant = derivedConstant(polymorph, context, support, true);
  const ref = { kind: 'named', name: polymorph.type.name } as const;
  const own = context.typeName(polymorph.type.name);
  const params = [`value: ${valueType}`, 'path: string', 'issues: Issue[]'];
  const lines = [
    `/** Checks a value of an element of ${own}, as the derived type its \`$xsiType\` names. */`,
    functionHead(`function ${name}`, params, 'void'),
    `  switch (${reporter('xsiTypeOf', support)}(issues, path, value, ${constant})) {`,
    '    case null:',
    '      return;',
  ];
  for (const derived of polymorph.derived) {
    const typeName = context.typeName(derived.type.name);
    (support.localTypes ??= new Set()).add(typeName);
    const itemType = nillable
      ? ownNillableType(typeName, { kind: 'named', name: derived.type.name }, context)
      : typeName;
    lines.push(
      `    case ${stringLiteral(derived.id)}: {`,
      `      const item = (value as { value: ${itemType} }).value;`,
      ...visitOne(derived.type, 'item', nillable, context, support, checked, trivial, 6),
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
      ...visitOne(polymorph.type, 'item', nillable, context, support, checked, trivial, 6),
      '    }',
    );
  }
  lines.push('  }', '}');
  support.helpers.set(name, lines.join('\n'));
  return name;
}
