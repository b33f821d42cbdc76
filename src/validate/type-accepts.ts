/**
 * Whether a text is a value of a named simple type of the IR, every restriction step checked
 * (the IR merges the chain's facets but keeps each step's patterns apart): the runtime's parsers
 * and facet checks, bounds in each type's order (durations, partial dates and zoned times as XSD
 * orders them). The libxml2 corrections ask it where libxml2 stopped early or compared wrongly.
 */
import type { IrGeneration, IrSimpleType, IrType } from '../ir/nodes.js';
import { builtinValueType, valueIssue, type ValueTypeOf } from '../schema/map/simple-values.js';

/** The value type of a reference in `generation` (a type of no simple values: undefined). */
export function generationValueTypeOf(generation: IrGeneration): ValueTypeOf {
  return (reference) => {
    if (reference.kind === 'builtin') return builtinValueType(reference.name);
    const type = generation.types[reference.name];
    return type?.kind === 'simpleType' ? type : undefined;
  };
}

/** The check of `type`'s values: true when `text` is one. */
export function typeAccepts(type: IrSimpleType, generation: IrGeneration, typeOf: ValueTypeOf = generationValueTypeOf(generation)): (text: string) => boolean {
  const steps: IrSimpleType[] = [];
  for (let step: IrType | undefined = type; step?.kind === 'simpleType' && !steps.includes(step); step = step.baseType ? generation.types[step.baseType] : undefined) steps.push(step);
  return (text) => steps.every((step) => valueIssue(text, step, typeOf) === undefined);
}
