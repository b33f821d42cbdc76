/**
 * Finding the schema of a namespace or element in a loaded generation, across the effective set
 * and the extra schemas its members import (IrGeneration.extraSchemas).
 */
import type { IrGeneration, IrSchema } from '../ir/nodes.js';
import { namespaceOf, type QName } from '../ir/qname.js';

/** The effective schemas, then the extra ones. */
export function allSchemas(generation: IrGeneration): IrSchema[] {
  return [...generation.schemas, ...(generation.extraSchemas ?? [])];
}

/**
 * The schema whose targetNamespace is `namespace`, or undefined.
 * @example schemaForNamespace(generation, 'http://www.decisiv.net/platform_api/0.1/Case/NoteRequest')?.name // 'NoteRequest'
 */
export function schemaForNamespace(generation: IrGeneration, namespace: string): IrSchema | undefined {
  return generation.schemas.find((schema) => schema.namespace === namespace) ?? generation.extraSchemas?.find((schema) => schema.namespace === namespace);
}

/** The schema declaring the global element `name` (`{namespace}local`), or undefined. */
export function schemaForElement(generation: IrGeneration, name: QName): IrSchema | undefined {
  return schemaForNamespace(generation, namespaceOf(name));
}
