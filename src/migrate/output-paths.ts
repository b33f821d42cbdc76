/**
 * Where `fleetcase migrate --out DIR` writes each result: at its path relative to what the user
 * named, so a stock stored one folder per record (`stock/<id>/case.xml`) keeps its layout
 * (`DIR/<id>/case.xml`). A folder argument is the base of the files below it; a glob's base is
 * its leading segments without glob syntax (`stock/{a,b}/case.xml` -> `stock`); a file named on its
 * own goes to DIR under its base name. Two inputs that still land on one path, or a result that
 * would replace its own input, are refused before anything is written.
 */
import { statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fail } from '../errors.js';
import { expandInputs, inputKey, type InputFile } from '../validate/inputs.js';

/** An input and the path its result takes below --out. @example { path: '/w/stock/1/case.xml', display: 'stock/1/case.xml', below: '1/case.xml' } */
export interface MigrationInput extends InputFile {
  /** Path of the result relative to the output folder (forward slashes). */
  below: string;
}

/** True when the segment holds glob syntax (fast-glob: `* ? [ ] { } ( ) !`, and extglob `+ @`). */
function isGlobSegment(segment: string): boolean {
  return /[*?[\]{}()!+@]/.test(segment);
}

/** The folder a glob's matches are relative to: its leading segments without glob syntax. */
function globBase(pattern: string, cwd: string): string {
  const segments = pattern.split(/[\\/]/);
  const fixed: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (isGlobSegment(segment)) break;
    fixed.push(segment);
  }
  // A leading '/' splits into an empty first segment: keep the root.
  return resolve(cwd, fixed.length === 1 && fixed[0] === '' ? '/' : fixed.join('/') || '.');
}

/** The folder an argument's files are relative to (undefined: a single file, kept by base name). */
function baseOf(pattern: string, cwd: string): string | undefined {
  const absolute = resolve(cwd, pattern);
  try {
    return statSync(absolute).isDirectory() ? absolute : undefined;
  } catch {
    return globBase(pattern, cwd);
  }
}

/**
 * Expands FILE... as `fleetcase validate` does (duplicates keep their first place), each input
 * with the path its result takes below an output folder.
 * @throws FleetcaseError as `expandInputs` does (no match, a missing file).
 */
export async function expandMigrationInputs(
  patterns: readonly string[],
  cwd: string,
): Promise<MigrationInput[]> {
  const seen = new Set<string>();
  const inputs: MigrationInput[] = [];
  for (const pattern of patterns) {
    const base = baseOf(pattern, cwd);
    for (const input of await expandInputs([pattern], cwd)) {
      if (seen.has(inputKey(input))) continue;
      seen.add(inputKey(input));
      const below = base !== undefined ? relative(base, input.path) : '';
      // A match outside the base (a glob with '..' after its magic) keeps its base name.
      const kept = below === '' || below.startsWith('..') ? basename(input.path) : below;
      inputs.push({ ...input, below: kept.split(sep).join('/') });
    }
  }
  return inputs;
}

/**
 * True when `target` exists and is the file `input` names, however reached: an `--out` that is a
 * symbolic link to the input folder (or an input through one, or a hard link) passed the path
 * comparison, and the sources were rewritten in place, exit 0 (review r22 migrate M1).
 */
function sameFile(target: string, input: string): boolean {
  try {
    const [a, b] = [statSync(target), statSync(input)];
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false;
  }
}

/**
 * The file each input's result is written to below `out`, checked: two inputs on one path, or a
 * result over its own input, is a usage error naming both (nothing is written then).
 * @param shown `out` as the user gave it, for messages.
 * @throws FleetcaseError CliUsage.
 */
export function outputTargets(
  inputs: readonly MigrationInput[],
  out: string,
  shown: string,
): string[] {
  const seen = new Map<string, string>();
  return inputs.map((input) => {
    // Its result would be written under another name (U+FFFD for the bytes), or over another input's.
    if (input.raw !== undefined)
      fail('CliUsage', {
        detail: `${input.display}: its name is not UTF-8, and --out writes each result under its input's name; rename it, or put it alone in a folder and migrate that folder to standard output (without --out)`,
      });
    const target = resolve(out, input.below);
    const other = seen.get(target);
    if (other)
      fail('CliUsage', {
        detail: `${other} and ${input.display} would both be written to ${join(shown, input.below)}; migrate them in separate runs, or give the folder that holds both so each keeps its path below it`,
      });
    seen.set(target, input.display);
    // Writing over an input would replace the source with its (possibly lossy) rewrite.
    if (target === resolve(input.path) || sameFile(target, input.path))
      fail('CliUsage', {
        detail: `--out ${shown} would overwrite the input ${input.display}; write the migrated documents to another folder`,
      });
    return target;
  });
}
