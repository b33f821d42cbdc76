/** Test helpers for endpoint descriptors: temporary descriptor files and line lookups. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATIONS, type IrEndpoint } from '../../../src/ir/index.js';
import { schemasDir } from '../../../src/paths.js';
import { loadEndpointDescriptors } from '../../../src/schema/descriptors/index.js';

const temporary: string[] = [];

/** Writes `text` as `<fresh temp dir>/<folder>/endpoints.json` and returns its path. */
export function writeDescriptor(text: string, folder = 'draft'): string {
  const top = mkdtempSync(join(tmpdir(), 'fleetcase-descriptors-'));
  temporary.push(top);
  const directory = join(top, folder);
  mkdirSync(directory, { recursive: true });
  const file = join(directory, 'endpoints.json');
  writeFileSync(file, text);
  return file;
}

/** Removes the folders writeDescriptor made. */
export function removeDescriptors(): void {
  for (const top of temporary.splice(0)) rmSync(top, { recursive: true, force: true });
}

/** The 1-based line of the `occurrence`-th (1-based) line of `text` that contains `needle`. */
export function lineContaining(text: string, needle: string, occurrence = 1): number {
  let seen = 0;
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.includes(needle) && ++seen === occurrence) return index + 1;
  }
  throw new Error(`"${needle}" (occurrence ${occurrence}) not found`);
}

/** The bundled descriptor file of a generation. */
export function descriptorFile(generation: string): string {
  return join(schemasDir, generation, 'endpoints.json');
}

/** The endpoints of every bundled generation, loaded once per test file. */
export function loadAllGenerations(): Map<string, IrEndpoint[]> {
  return new Map(
    GENERATIONS.map((generation) => [
      generation,
      loadEndpointDescriptors(descriptorFile(generation), { relativeTo: schemasDir }),
    ]),
  );
}
