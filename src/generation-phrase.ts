/**
 * How a message names the folder a document is checked against: an API generation by its
 * version (`generation 0.3-beta`); the folder of a third-party set, whose name is no version, as
 * that folder (`the schemas of 'uws'`: "generation uws" meant nothing to its users; review r30
 * newsets L1, r31 recheck L1).
 * @example generationPhrase('0.3-beta') // 'generation 0.3-beta'
 * @example generationPhrase('uws') // "the schemas of 'uws'"
 */
export function generationPhrase(generation: string): string {
  return /^\d+(?:\.\d+)*(?:-[\w.]+)?$/.test(generation) ? `generation ${generation}` : `the schemas of '${generation}'`;
}
