/**
 * Puts the generation in a stable order so that everything downstream is deterministic:
 * types and elements by QName (code-unit order, not locale order), schemas by name then version.
 */
import type { IrGeneration, IrSchema } from '../nodes.js';
import type { IrPass } from './pass.js';

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySchema = (a: IrSchema, b: IrSchema) => byCodeUnits(a.name, b.name) || byCodeUnits(a.version, b.version) || byCodeUnits(a.file, b.file);

/** Sorts types, elements and schemas. */
export function sortTypes(generation: IrGeneration): IrGeneration {
  const sortRecord = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.keys(record).sort(byCodeUnits).map((key) => [key, record[key]!])) as Record<string, T>;
  return {
    ...generation,
    schemas: [...generation.schemas].sort(bySchema),
    ...(generation.extraSchemas ? { extraSchemas: [...generation.extraSchemas].sort(bySchema) } : {}),
    types: sortRecord(generation.types),
    elements: sortRecord(generation.elements),
  };
}

/** The pass entry for ./index.ts. */
export const sortTypesPass: IrPass = { name: 'sort-types', run: sortTypes };
