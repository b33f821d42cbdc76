/** Generation ids in order, and helpers over them (DESIGN.md, "Generations"). */

/** The API's schema generations, oldest first. */
export const GENERATIONS = ['0.0.7', '0.1', '0.2', '0.3-beta'] as const;
export type GenerationId = (typeof GENERATIONS)[number];

/** True when `id` is a known generation id. */
export function isGenerationId(id: string): id is GenerationId {
  return (GENERATIONS as readonly string[]).includes(id);
}

/** Orders generation ids (or folder names): known ids by their position, others after, by name. */
export function compareGenerations(a: string, b: string): number {
  const ia = (GENERATIONS as readonly string[]).indexOf(a);
  const ib = (GENERATIONS as readonly string[]).indexOf(b);
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0) return -1;
  if (ib >= 0) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
