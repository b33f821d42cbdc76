/**
 * Set-up step 1: make sure the peers are there. `xmllint` (Debian libxml2-utils) and `java`
 * (Debian default-jre-headless, for xsd-schema-validator) are installed with apt-get when
 * absent (the harness runs as root on the project's machines); the npm peers are dev
 * dependencies, only checked here (`npm install` is the developer's job). Everything done is
 * printed and kept in `notes` for RESULTS.md.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { aptInstall, ensureCommand, which } from '../../support/system-packages.js';
import type { Peers } from '../types.js';

/** npm peers the measurements import. */
export const NPM_PEERS = ['fast-xml-parser', 'libxmljs2', 'xsd-schema-validator', 'libxml2-wasm', 'autocannon'] as const;

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
