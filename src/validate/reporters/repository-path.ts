/**
 * How the code-scanning formats (`sarif`, `github`) name a file: relative to the repository,
 * since GitHub resolves a SARIF artifact URI and an annotation's `file=` against the root of the
 * repository, not the step's working directory. A monorepo step run with `working-directory:
 * packages/api` wrote `payloads/c1.xml` for `packages/api/payloads/c1.xml`, and GitHub
 * annotated nothing (review r15 ci M1). The root is `GITHUB_WORKSPACE` when the run is inside
 * it, else the nearest folder above the working directory holding `.git`; without either, the
 * working directory (the names the other formats use).
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** The repository root the run is in, if it can tell (see the module comment). */
export function repositoryRoot(cwd: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const workspace = env.GITHUB_WORKSPACE;
  if (workspace && isAbsolute(workspace) && inside(resolve(workspace), cwd)) return resolve(workspace);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** True when `path` is `dir` or below it. */
function inside(dir: string, path: string): boolean {
  const rest = relative(dir, resolve(path));
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest));
}

/**
 * `file` (as the run shows it: relative to `cwd`, or absolute) as the repository names it:
 * relative to `root` with forward slashes when it is inside it, else its absolute path.
 * @example repositoryPath('payloads/c1.xml', '/repo/packages/api', '/repo') // 'packages/api/payloads/c1.xml'
 */
export function repositoryPath(file: string, cwd: string, root: string): string {
  const absolute = resolve(cwd, file);
  return inside(root, absolute) ? relative(root, absolute).split(sep).join('/') : absolute;
}
