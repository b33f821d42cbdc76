/**
 * Test helpers for the checked-in generated code: the roots of each generation (names from the
 * same scheme the generator uses), their generated functions, and the XSD of each root.
 */
import { join, resolve } from 'node:path';
import { rootEntries, type RootEntry } from '../../src/emit/index.js';
import type { IrGeneration } from '../../src/ir/index.js';
import { GENERATIONS } from '../../src/ir/index.js';
import { loadModel } from '../../src/schema/index.js';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '../..');
/** The vendor's published XSDs (reference only, outside the repository). */
export const vendorXsdDir = resolve(repoRoot, '../shared/reference/vendor-xsd');

/** The functions a generated module exports for one root. */
export interface RootFunctions {
  decode: (input: string | Uint8Array, options?: { lenient?: boolean }) => unknown;
  encode: (value: unknown, options?: { xmlDeclaration?: boolean }) => string;
  validate: (
    value: unknown,
    options?: { endpoint?: { method: string; path: string } },
  ) => Array<{ rule: string; severity: string; path: string; message: string }>;
}

let model: IrGeneration[] | undefined;

/** The bundled generations, loaded once per test file. */
export function bundledGenerations(): IrGeneration[] {
  return (model ??= loadModel().generations);
}

/** The loaded generation with that id. */
export function bundledGeneration(id: string): IrGeneration {
  return bundledGenerations().find((generation) => generation.id === id)!;
}

/** Imports `generated/<generation>/index.ts`. */
export async function generatedModule(generation: string): Promise<Record<string, unknown>> {
  return (await import(join(repoRoot, 'generated', generation, 'index.ts'))) as Record<
    string,
    unknown
  >;
}

/** The decode/encode/validate functions of a root in a generated module. */
export function functionsOf(module: Record<string, unknown>, root: RootEntry): RootFunctions {
  const pick = (name: string) => {
    const found = module[name];
    if (typeof found !== 'function') throw new Error(`generated module has no function ${name}`);
    return found as never;
  };
  return { decode: pick(root.decode), encode: pick(root.encode), validate: pick(root.validate) };
}

/** The root of `generation` a fixture file `<Schema>.<root>.N[.reason].xml` is a document of. */
export function rootOfFixture(generation: IrGeneration, file: string): RootEntry | undefined {
  const [schema, local] = file.split('.');
  return rootEntries(generation).find(
    (root) => root.schema.name === schema && root.local === local,
  );
}

/** Absolute path of the XSD declaring a root (IR file paths are relative to the schemas folder). */
export function xsdOf(root: RootEntry, schemasDir = join(repoRoot, 'schemas')): string {
  return join(schemasDir, root.schema.file);
}

export { GENERATIONS };
