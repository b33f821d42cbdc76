/**
 * The `types` target: `<generation>/types.ts`, the TypeScript shape of every type of the
 * generation (interfaces for complex types, aliases for simple types) and a `<Schema><Root>`
 * alias for the value of each document root.
 */
import type { IrComplexType, IrType } from '../../ir/nodes.js';
import { nillablePolymorphs, polymorphOf } from '../model/derivations.js';
import { printDerivedType, printNillableDerivedType } from './derived-type.js';
import type { EmitContext } from '../context.js';
import { documentPhrase, schemaPhrase } from '../naming/root-names.js';
import {
  BRAND_OF_KIND,
  builtinsOf,
  kindOfBuiltin,
  scalarOf,
  type Scalar,
} from '../model/scalars.js';
import { importDeclaration, docComment } from '../print/code.js';
import type { EmitTarget } from '../target.js';
import { renderTemplate } from '../templates.js';
import { printComplexType } from './complex-type.js';
import { printSimpleType } from './simple-type.js';
import { rootValueType } from './root-type.js';
import { isRawField } from './type-expression.js';
import { isAnyType } from '../model/model-group.js';
import { substitutionHeads, substitutionOf } from '../model/substitution.js';
import { printSubstitutionType } from './substitution-type.js';

type Printers = {
  [K in IrType['kind']]: (node: Extract<IrType, { kind: K }>, context: EmitContext) => string;
};

/** One printer per IR type kind. */
const PRINTERS: Printers = { complexType: printComplexType, simpleType: printSimpleType };

function printType<K extends IrType['kind']>(
  node: Extract<IrType, { kind: K }>,
  context: EmitContext,
): string {
  return (
    PRINTERS[node.kind] as (node: Extract<IrType, { kind: K }>, context: EmitContext) => string
  )(node, context);
}

/** Brand types of the runtime the declarations use. */
function brandImports(context: EmitContext): string[] {
  const brands = new Set<string>(['Lenient']);
  const note = (builtin: Parameters<typeof kindOfBuiltin>[0]) => {
    const brand = BRAND_OF_KIND[kindOfBuiltin(builtin)];
    if (brand) brands.add(brand);
  };
  const noteScalar = (scalar: Scalar | undefined) => {
    if (scalar) for (const builtin of builtinsOf(scalar)) note(builtin);
  };
  for (const type of Object.values(context.generation.types)) {
    if (type.kind === 'simpleType')
      noteScalar(scalarOf({ kind: 'named', name: type.name }, context.generation));
    else {
      const plan = context.plan(type);
      if (plan.fields.some(isRawField)) brands.add('UnknownElement');
      for (const field of plan.fields)
        if (field.scalar && !field.scalar.named) noteScalar(field.scalar);
      for (const attribute of plan.attributes)
        if (!attribute.scalar.named) noteScalar(attribute.scalar);
      if (plan.text && !plan.text.named) noteScalar(plan.text);
    }
  }
  for (const head of substitutionHeads(context.generation)) {
    for (const member of substitutionOf(head, context.generation)!.members) {
      if (isAnyType(member.element.type)) brands.add('UnknownElement');
      else if (member.scalar && !member.scalar.named) noteScalar(member.scalar);
    }
  }
  for (const root of context.roots) {
    if (isAnyType(root.element.type)) brands.add('UnknownElement');
    else if (root.element.type.kind === 'builtin')
      noteScalar(scalarOf(root.element.type, context.generation));
  }
  return [...brands];
}

/** Emits `types.ts`. */
function emitTypes(context: EmitContext): string {
  // A root whose own type carries its name needs no alias.
  const roots = context.roots
    .filter((root) => rootValueType(root, context) !== root.stem)
    .map((root) => {
      const doc = `Value of ${documentPhrase(root)} (${schemaPhrase(root)}).`;
      return `${docComment(0, [root.element.doc, doc].filter(Boolean).join('\n\n'))}export type ${root.stem} = ${rootValueType(root, context)};`;
    });
  return renderTemplate('types', 'file', {
    generation: context.generation.id,
    imports: importDeclaration(brandImports(context), context.options.runtimeImport, true),
    roots,
    declarations: [
      ...Object.values(context.generation.types).map((type) => printType(type, context)),
      ...substitutionHeads(context.generation).map((head) => printSubstitutionType(head, context)),
      ...Object.values(context.generation.types)
        .filter((type) => type.kind === 'complexType' && polymorphOf(type, context.generation))
        .map((type) => printDerivedType(type as IrComplexType, context)),
      ...nillablePolymorphs(context.generation, context.plan, context.roots).map((type) =>
        printNillableDerivedType(type, context),
      ),
    ],
  });
}

/** The target entry for ../targets.ts. */
export const typesTarget: EmitTarget = {
  name: 'types',
  file: 'types.ts',
  requires: [],
  describe: 'interfaces and aliases for every type, and a value type per document root',
  emit: emitTypes,
};
