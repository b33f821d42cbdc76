/**
 * Run before the tests (`npm test`): makes sure the machine has the commands the tests call,
 * installing a missing one with apt-get (./system-packages.ts). Exits 1 with what to install
 * when one cannot be had: without xmllint hundreds of tests would fail one by one on
 * `spawnSync /usr/bin/xmllint ENOENT`. Also exits 1 when `../shared`, which the tests read the
 * vendor's XSDs from, is not beside the clone.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureCommand } from './system-packages.js';

/** Each command the tests call, with the Debian package that provides it and why. */
const TEST_TOOLS = [
  { command: 'xmllint', pkg: 'libxml2-utils', why: 'the oracle the validity checks compare with' },
  { command: 'java', pkg: 'default-jre-headless', why: "the xerces engine's runtime" },
] as const;

const log = (message: string) => process.stderr.write(`${message}\n`);
const missing = TEST_TOOLS.filter(({ command, pkg }) => !ensureCommand(command, pkg, log, []));
for (const { command, pkg, why } of missing)
  log(`set-up: ${command} is missing and could not be installed: install Debian's ${pkg} (${why})`);
// The vendor XSDs the oracle tests read lie beside the clone (README "Quick start"): without them
// 300 tests were skipped and a few failed on "failed to load external entity" (review r28 docs M1).
const vendor = resolve(import.meta.dirname, '../../../shared/reference/vendor-xsd');
const noVendor = !existsSync(vendor);
if (noVendor) log(`set-up: ${vendor} is missing: the tests read the vendor's XSDs from ../shared beside the clone (README "Quick start")`);
process.exitCode = missing.length || noVendor ? 1 : 0;
