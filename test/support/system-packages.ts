/**
 * The machine's commands the tests and the benchmark harness need beside npm's packages:
 * `xmllint` (Debian libxml2-utils), the oracle of the validity checks, and `java` (Debian
 * default-jre-headless), the xerces engine's runtime. A missing one is installed with apt-get
 * (the project's machines run as root; otherwise `sudo -n`), so `npm ci && npm test` works on a
 * fresh machine as the README says.
 */
import { spawnSync } from 'node:child_process';

/** The path of a command on PATH, if any. */
export function which(command: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/** Runs apt-get (update first when the package is unknown); returns what happened. */
export function aptInstall(pkg: string, log: (message: string) => void): string {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot && !which('sudo')) return `cannot install ${pkg}: not root and no sudo`;
  const apt = (...args: string[]) => {
    const argv = [...(isRoot ? [] : ['sudo', '-n']), 'apt-get', ...args];
    log(`set-up: ${argv.join(' ')}`);
    return spawnSync(argv[0]!, argv.slice(1), {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      timeout: 300_000,
    });
  };
  let result = apt('install', '-y', '--no-install-recommends', pkg);
  if (result.status !== 0) {
    apt('update');
    result = apt('install', '-y', '--no-install-recommends', pkg);
  }
  if (result.status === 0) return `installed ${pkg} with apt-get`;
  return `apt-get install ${pkg} failed: ${(result.stderr || result.stdout || String(result.error)).trim().split('\n').slice(-1)[0]}`;
}

/** The path of a command, installing its Debian package first when it is missing. */
export function ensureCommand(command: string, pkg: string, log: (message: string) => void, notes: string[]): string | undefined {
  const found = which(command);
  if (found) return found;
  log(`set-up: ${command} not found; installing Debian package ${pkg}`);
  const outcome = aptInstall(pkg, log);
  notes.push(`${command} was missing: ${outcome}`);
  log(`set-up: ${outcome}`);
  return which(command);
}
