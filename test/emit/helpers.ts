/** Test helpers: a small IR generation built with the factories, and its emit context. */
import { createEmitContext, type EmitContext } from '../../src/emit/index.js';
import type { IrGeneration, IrRootElement, IrSchema, IrType } from '../../src/ir/index.js';
import { qname } from '../../src/ir/index.js';

/** Namespace of a test schema. */
export const ns = (schema: string, version = '0.3-beta') =>
  `http://www.decisiv.net/platform_api/${version}/Case/${schema}`;

/** A schema entry; roots are local names of its global elements. */
export function schema(name: string, init: Partial<IrSchema> = {}): IrSchema {
  const version = init.version ?? '0.3-beta';
  return {
    name,
    version,
    namespace: ns(name, version),
    prefix: '',
    file: `${version}/${name}.xsd`,
    roots: [],
    imports: [],
    issued: true,
    ...init,
  };
}

/** A global element of `owner` with a named type. */
export function rootElement(
  owner: IrSchema,
  local: string,
  type: string,
  nillable = false,
): IrRootElement {
  return {
    name: qname(owner.namespace, local),
    type: { kind: 'named', name: type },
    nillable,
    schema: owner.name,
    source: { file: owner.file, line: 1 },
  };
}

/** A generation of the given schemas, types and global elements. */
export function generationOf(init: {
  schemas: IrSchema[];
  extraSchemas?: IrSchema[];
  types: IrType[];
  elements?: IrRootElement[];
}): IrGeneration {
  return {
    id: '0.3-beta',
    nsRoot: 'http://www.decisiv.net/platform_api',
    schemas: init.schemas,
    ...(init.extraSchemas ? { extraSchemas: init.extraSchemas } : {}),
    types: Object.fromEntries(init.types.map((type) => [type.name, type])),
    elements: Object.fromEntries((init.elements ?? []).map((element) => [element.name, element])),
    endpoints: [],
  };
}

/** The emit context of a generation, importing the runtime as `fleetcase/runtime`. */
export function contextOf(generation: IrGeneration): EmitContext {
  return createEmitContext(generation, {
    runtimeImport: 'fleetcase/runtime',
    rulesImport: 'fleetcase/runtime',
  });
}
