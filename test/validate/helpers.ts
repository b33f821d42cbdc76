/**
 * Shared helpers of the validator tests: paths, temporary folders, documents of each
 * generation, and a CLI runner over `main(argv, memoryIo())`.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import { memoryIo } from '../../src/cli/io.js';
import { afterAll } from 'vitest';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The vendor XSDs (reference only; read, never copied). */
export const vendorXsd = resolve(repoRoot, '../shared/reference/vendor-xsd');
/** The labelled hostile corpus. */
export const hostileDir = join(repoRoot, 'test/hostile');

/** The API namespace of a schema version. */
export function ns(version: string, schema: string): string {
  return `http://www.decisiv.net/platform_api/${version}/Case/${schema}`;
}

/** A CaseRequest of `version` with the given body (prefix `ct` bound to CaseTypes of `helpers`). */
export function caseRequest(version: string, body: string, helpers: string = version): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<case xmlns="${ns(version, 'CaseRequest')}" xmlns:ct="${ns(helpers, 'CaseTypes')}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
    `${body}\n</case>\n`
  );
}

/** A valid 0.1 case body (every field optional in 0.1). */
export const CASE_0_1_BODY = `  <primaryContact>
    <ct:name>Dana Whitfield</ct:name>
    <ct:phone>555-0142</ct:phone>
    <ct:relation>Driver</ct:relation>
  </primaryContact>
  <cause>Coolant leak at the lower radiator hose</cause>
  <downtime>2024-03-18T06:42:00Z</downtime>
  <poNumber>PO-2024-0318</poNumber>`;

/** A temporary folder, removed by the returned cleanup. */
export function tempDir(prefix = 'fleetcase-validate-'): { dir: string; write(path: string, content: string | Uint8Array): string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    write(path, content) {
      const file = join(dir, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      return file;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A `--schemas` set of one generation `g1` holding `t.xsd`, in a temporary folder removed after
 * the file's (or the describe block's) tests.
 */
export function schemaSet(xsd: string, prefix = 'fleetcase-set-'): ReturnType<typeof tempDir> {
  const set = tempDir(prefix);
  afterAll(() => set.cleanup());
  set.write('g1/t.xsd', xsd);
  return set;
}

/**
 * Runs `fleetcase …` in-process in a temporary folder holding `files` (path -> content), from
 * its sub-folder `cwd`, and removes the folder afterwards.
 */
export async function runCliIn(files: Readonly<Record<string, string | Uint8Array>>, argv: string[], cwd = ''): Promise<{ code: number; out: string; err: string }> {
  const work = tempDir();
  try {
    for (const [path, content] of Object.entries(files)) work.write(path, content);
    return await runCli(argv, join(work.dir, cwd));
  } finally {
    work.cleanup();
  }
}

/** Runs `fleetcase …` in-process. */
export async function runCli(argv: string[], cwd: string = repoRoot): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** Rule ids of a result's issues, in order. */
export function rulesOf(result: { issues: Array<{ rule: string }> }): string[] {
  return result.issues.map((issue) => issue.rule);
}

/** The xsi namespace declaration, for documents written in tests. */
export const XSI = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** A valid fixture document of a generation (test/fixtures/<generation>/valid/<name>.xml). */
export function validFixture(generation: string, name: string): string {
  return readFileSync(join(repoRoot, 'test/fixtures', generation, 'valid', `${name}.xml`), 'utf8');
}

/** The text with `from` replaced by `to` (which must occur: a mutation that did not apply fails the test). */
export function mutate(xml: string, from: string | RegExp, to: string | ((match: string) => string)): string {
  const out = typeof to === 'string' ? xml.replace(from, to) : xml.replace(from, (match) => to(match));
  if (out === xml) throw new Error(`mutation ${String(from)} did not apply`);
  return out;
}
