/**
 * Set-up step 1: make sure the peers are there. `xmllint` (Debian libxml2-utils) and `java`
 * (Debian default-jre-headless, for xsd-schema-validator) are installed with apt-get when
 * absent (the harness runs as root on the project's machines); the npm peers are dev
 * dependencies, only checked here (`npm install` is the developer's job). Everything done is
 * printed and kept in `notes` for RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Peers } from '../types.js';

/** npm peers the measurements import. */
export const NPM_PEERS = ['fast-xml-parser', 'libxmljs2', 'xsd-schema-validator', 'libxml2-wasm', 'autocannon'] as const;

function which(command: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
}

/** Runs apt-get (update first when the package is unknown); returns what happened. */
function aptInstall(pkg: string, log: (message: string) => void): string {
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

function ensureCommand(command: string, pkg: string, log: (message: string) => void, notes: string[]): string | undefined {
  const found = which(command);
  if (found) return found;
  log(`set-up: ${command} not found; installing Debian package ${pkg}`);
  const outcome = aptInstall(pkg, log);
  notes.push(`${command} was missing: ${outcome}`);
  log(`set-up: ${outcome}`);
  return which(command);
}

/** Checks and installs the peers; never throws (a missing peer skips its rows). */
export async function ensurePeers(repoRoot: string, log: (message: string) => void): Promise<Peers> {
  const notes: string[] = [];
  const xmllint = ensureCommand('xmllint', 'libxml2-utils', log, notes);
  let java = ensureCommand('java', 'default-jre-headless', log, notes);
  const missingModules: Record<string, string> = {};
  const require = createRequire(join(repoRoot, 'package.json'));
  for (const name of NPM_PEERS) {
    try {
      await import(name);
    } catch (error) {
      missingModules[name] = `${name} does not load (${String(error).split('\n')[0]}); run npm install`;
      notes.push(missingModules[name]!);
    }
  }
  // xsd-schema-validator compiles its Java helper on install; without it every call needs javac.
  if (java && !missingModules['xsd-schema-validator']) {
    const helper = join(dirname(require.resolve('xsd-schema-validator/package.json')), 'support', 'XMLValidator.class');
    if (!existsSync(helper) && !which('javac')) {
      const outcome = aptInstall('default-jdk-headless', log);
      notes.push(`xsd-schema-validator's helper is not compiled and javac is missing: ${outcome}`);
      if (!which('javac')) java = undefined;
    }
  }
  if (xmllint) log(`set-up: xmllint at ${xmllint}`);
  if (java) log(`set-up: java at ${java}`);
  return { ...(xmllint ? { xmllint } : {}), ...(java ? { java } : {}), missingModules, notes };
}
