/** Type-checks generated code as a strict consumer project would: one tsc run over its entry files. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../src/paths.js';

/**
 * tsc's output for `files` under `--strict` (a tsconfig written into `dir`); '' when they
 * type-check. `paths` maps module names as an installed package would resolve them; `extra`
 * adds compiler options (stricter flags a consumer may set) and names its own tsconfig file.
 */
export function strictTypeErrors(
  dir: string,
  files: readonly string[],
  paths?: Record<string, string[]>,
  extra?: { compilerOptions: Record<string, unknown>; project: string },
): string {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2023', 'DOM'],
      strict: true,
      // A consumer's lint-level flags: generated code declares nothing it does not use (review r21
      // consumer M1), and reads every parameter it names (review r22 newsets L2).
      noUnusedLocals: true,
      noUnusedParameters: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      ...(paths ? { paths } : {}),
      ...extra?.compilerOptions,
    },
    files,
  };
  const project = join(dir, extra?.project ?? 'tsconfig.json');
  writeFileSync(project, JSON.stringify(config));
  try {
    execFileSync(join(packageRoot, 'node_modules', '.bin', 'tsc'), ['-p', project], { encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}
