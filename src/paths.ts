/** Paths of the package's own folders, whether run from src (tsx/vitest) or dist (compiled). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'schemas'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`fleetcase: cannot find the package root above ${start}`);
    dir = parent;
  }
  return dir;
}

/** The package root (holds package.json, schemas/, templates/, generated/). */
export const packageRoot: string = findRoot(dirname(fileURLToPath(import.meta.url)));
/** The bundled API schemas and endpoint descriptors. */
export const schemasDir: string = join(packageRoot, 'schemas');
/** Handlebars templates of the emitters. */
export const templatesDir: string = join(packageRoot, 'templates');
/** Checked-in generated code. */
export const generatedDir: string = join(packageRoot, 'generated');
