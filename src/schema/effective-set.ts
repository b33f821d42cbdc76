/**
 * Generation folders and effective schema sets of a schemas folder (API-FACTS.md "Namespaces";
 * schemas/README.md convention 3): generation G holds, for each schema name, the file of the
 * latest generation folder at or before G that has `<Name>.xsd`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compareGenerations } from '../ir/generations.js';

/** One member of an effective set. */
export interface EffectiveSchemaFile {
  /** File base name without `.xsd`. @example 'NoteRequest' */
  name: string;
  /** The generation folder that issued it. @example '0.1' */
  folder: string;
  /** Absolute path. */
  path: string;
  /** True when the generation's own folder has it. */
  issued: boolean;
}

/** The `.xsd` file names of a folder, sorted. */
export function xsdFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((entry) => entry.toLowerCase().endsWith('.xsd'))
    .sort();
}

/**
 * The folders below `folder` (relative, `/`-separated, sorted) that hold `.xsd` files, searched
 * `depth` levels deep: what an error names when `--schemas` points one level too high.
 * @example xsdFoldersBelow('/ubl/xsd') // ['common', 'maindoc']
 */
export function xsdFoldersBelow(folder: string, depth = 3): string[] {
  const found: string[] = [];
  const walk = (relative: string, left: number) => {
    const absolute = relative === '' ? folder : join(folder, relative);
    for (const entry of readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const inner = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (xsdFilesIn(join(folder, inner)).length > 0) found.push(inner);
      if (left > 1) walk(inner, left - 1);
    }
  };
  walk('', depth);
  return found;
}

/** Sub-folders of `schemasDir` holding at least one `.xsd`, oldest generation first. */
export function generationFolders(schemasDir: string): string[] {
  if (!existsSync(schemasDir)) return [];
  return readdirSync(schemasDir)
    .filter((entry) => statSync(join(schemasDir, entry)).isDirectory() && xsdFilesIn(join(schemasDir, entry)).length > 0)
    .sort(compareGenerations);
}

/** The effective set of `generation` (which must be one of `folders`), sorted by name. */
export function effectiveSchemaFiles(schemasDir: string, generation: string, folders: readonly string[]): EffectiveSchemaFile[] {
  const byName = new Map<string, EffectiveSchemaFile>();
  for (const folder of folders.slice(0, folders.indexOf(generation) + 1)) {
    for (const file of xsdFilesIn(join(schemasDir, folder))) {
      const name = file.replace(/\.xsd$/i, '');
      byName.set(name, { name, folder, path: join(schemasDir, folder, file), issued: folder === generation });
    }
  }
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
