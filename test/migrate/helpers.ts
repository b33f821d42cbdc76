/** Shared helpers of the migrate tests: fixture folders, a tree flattener, the CLI runner. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { parseXmlTree, type XmlElementNode } from '../../src/runtime/index.js';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Hand-made migrate fixtures. */
export const migrateFixtures = join(repoRoot, 'test/fixtures/migrate');
/** The valid fixtures of a generation. */
export const validFixtures = (generation: string): string =>
  join(repoRoot, 'test/fixtures', generation, 'valid');

/**
 * A document as `path=value` leaves, namespaces ignored (`/case/primaryContact/name=Dana`;
 * `(nil)` for xsi:nil): what two generations can both hold, compared modulo namespaces.
 */
export function leaves(xml: string | Uint8Array): string[] {
  const out: string[] = [];
  const walk = (element: XmlElementNode, path: string): void => {
    const children = element.children.filter(
      (child): child is XmlElementNode => child.kind === 'element',
    );
    if (children.length === 0) {
      const nil = element.attributes.some(
        (attribute) => attribute.local === 'nil' && attribute.value === 'true',
      );
      const text = element.children
        .map((child) => (child.kind === 'text' ? child.value : ''))
        .join('')
        .trim();
      out.push(`${path}=${nil ? '(nil)' : text}`);
    }
    for (const child of children) walk(child, `${path}/${child.local}`);
  };
  const root = parseXmlTree(xml);
  walk(root, `/${root.local}`);
  return out;
}

/** Runs the CLI in memory: exit code and both streams. */
export async function runCli(
  argv: string[],
  cwd: string = repoRoot,
): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

/** A temporary folder, removed by `cleanup`. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'fleetcase-migrate-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
