/**
 * Helper schemas of the API (SPEC.md, Conventions 3: CaseTypes, GroupedUser, EstimateItemTypes,
 * AdditionalCharges, VMRS, Salesman, Department, ProgramType) declare global elements only so
 * that documents can `ref` them (`<xs:element ref="ct:status"/>`); no document starts with them
 * (API-FACTS.md, "Root elements", lists none). Their `roots` become empty. Document schemas that
 * also appear nested under a prefix (SenderResponse `s:sender` inside a note) keep their roots,
 * and so does every schema outside the API's namespaces (`--schemas DIR` sets).
 */
import type { IrGeneration, IrSchema } from '../nodes.js';
import { parseApiNamespace } from '../qname.js';
import type { IrPass } from './pass.js';

/** Schema names SPEC.md lists as helper namespaces that are not documents. */
export const HELPER_SCHEMAS: ReadonlySet<string> = new Set([
  'CaseTypes',
  'GroupedUser',
  'EstimateItemTypes',
  'AdditionalCharges',
  'VMRS',
  'Salesman',
  'Department',
  'ProgramType',
]);

/** Empties the roots of the API's helper schemas. */
export function dropHelperRoots(generation: IrGeneration): IrGeneration {
  const strip = (schema: IrSchema): IrSchema => {
    const api = parseApiNamespace(schema.namespace, generation.nsRoot);
    return api && HELPER_SCHEMAS.has(api.schema) && schema.roots.length > 0 ? { ...schema, roots: [] } : schema;
  };
  return {
    ...generation,
    schemas: generation.schemas.map(strip),
    ...(generation.extraSchemas ? { extraSchemas: generation.extraSchemas.map(strip) } : {}),
  };
}

/** The pass entry for ./index.ts. */
export const dropHelperRootsPass: IrPass = { name: 'drop-helper-roots', run: dropHelperRoots };
