/**
 * The content model of a type whose children are kept in order because of a repeated group of
 * several elements, as the runtime's `ContentModel` (`modelOf<Type>`): the model group tree with
 * each element or wildcard named by its field's property, for `matchesContentModel`.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-model-group
 */
import type { IrComplexType, IrParticle } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import type { FieldPlan } from '../model/content.js';
import { stringLiteral } from '../naming/identifiers.js';
import type { Statement } from '../print/code.js';
import { contentLabels } from './missing-elements.js';
import type { CodecSupport } from './scalar-codec.js';

/** Levels of groups one `ContentModel` constant holds at most. */
const NESTING_PER_CONSTANT = 16;

/** Declares `modelOf<Type>` (once; a deep model in parts, `model$<Type>$00001`...) and returns its name. */
export function contentModel(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string {
  const name = `modelOf${context.typeName(type.name)}`;
  if (support.helpers.has(name)) return name;
  const fields = context.plan(type).fields;
  let next = 0;
  let parts = 0;
  // The plan's fields are the element and wildcard particles in this very walk order.
  const print = (particle: IrParticle, depth: number): string => {
    const max = particle.occurs.max === 'unbounded' ? 'null' : String(particle.occurs.max);
    const bounds = `${particle.occurs.min}, ${max}`;
    if (particle.kind === 'element' || particle.kind === 'any')
      return `['element', ${bounds}, ${stringLiteral(fields[next++]!.property)}]`;
    const group = `['${particle.kind}', ${bounds}${particle.particles.map((inner) => `, ${print(inner, depth + 1)}`).join('')}]`;
    if (depth === 0 || depth % NESTING_PER_CONSTANT !== 0) return group;
    // A deep model is cut into constants of a few levels each, declared before their use:
    // tsc gave up on one literal 50 groups deep (TS2321, review r25 hostilexsd H1).
    // Named to sort before the model (helpers are printed sorted), deepest first, so that each
    // is declared before the constant that names it.
    const part = `model$${context.typeName(type.name)}$${String(++parts).padStart(5, '0')}`;
    support.helpers.set(part, `const ${part}: ContentModel = ${group};`);
    return part;
  };
  (support.runtimeTypes ??= new Set()).add('ContentModel');
  const model = print(type.content!, 0);
  support.helpers.set(name, `const ${name}: ContentModel = ${model};`);
  return name;
}

/**
 * The failure of a child of `field` beyond its maxOccurs, in a `read<Type>` (`type`): `at most N
 * allowed`; where the children are kept in order and their order is matched only after the loop
 * (a repeated group), `r.tooMany`, which first reports an earlier child the content model
 * refuses (the count is then not the point: `<tail/><c/><c/><c/>` lacks what precedes `tail`).
 */
export function tooManyCall(
  field: FieldPlan,
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): Statement {
  const plan = context.plan(type);
  if (!plan.repeatedGroups)
    return `r.unexpected(${stringLiteral(`at most ${String(field.max)} allowed`)});`;
  const model = contentModel(type, context, support);
  support.runtime.add('contentNames');
  const labels = contentLabels(plan);
  const args = [String(field.max), 'start', model, 'contentNames(content)'];
  return { lead: '', callee: 'r.tooMany', args: labels ? [...args, labels] : args };
}
