/**
 * FILES... -> the documents to validate, in a deterministic order: a file as given; a directory
 * as every `*.xml` below it (recursively, `node_modules` and dot folders skipped), sorted; a glob
 * (fast-glob syntax) as its matches, sorted (`node_modules` skipped unless the pattern names it;
 * `*` matches no dot name, `.hidden/*` does). Duplicates keep their first place. A plain path
 * that does not exist, a folder without any `*.xml` or a glob that matched nothing is a usage error
 * (exit 2) with the pattern; for such a folder it says that a folder gives its `*.xml` files only,
 * and names the extensions it holds with a glob that takes them (DMN, BPMN and scesim files,
 * `.dmn`/`.bpmn`/`.scesim`, are XML that never ends in `.xml`).
 *
 * Directories are walked here (./xml-files-below.ts) and fast-glob is loaded only for a pattern
 * that is not an existing path: a CI run over folders does not pay for it on every invocation.
 */
import { existsSync, readdir, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, normalize, relative, resolve, sep } from 'node:path';
import { fail } from '../errors.js';
import { extensionsBelow, xmlFilesBelow, type FoundPath } from './xml-files-below.js';

/**
 * One document to validate.
 * @example { path: '/repo/fixtures/case.xml', display: 'fixtures/case.xml' }
 */
export interface InputFile {
  /** Absolute path. */
  path: string;
  /**
   * As reported, with forward slashes: relative to the working directory when inside it; outside
   * it, relative too (`../payloads/c1.xml`) when the pattern that found it was relative (a
   * relative FILE, the config's globs), else absolute.
   */
  display: string;
  /** The path's bytes, where they are not UTF-8 (the string has U+FFFD for them and opens nothing): what is opened. */
  raw?: Uint8Array;
}

/** Options of `displayPath`. */
export interface DisplayOptions {
  /**
   * How a path outside `cwd` is shown: `'absolute'` (default) or `'relative'`, with `..`
   * (a path on another Windows drive stays absolute).
   */
  outside?: 'absolute' | 'relative';
}

/**
 * How a path is shown: relative to `cwd` when inside it, forward slashes; outside it as
 * `options.outside` says.
 * @example displayPath('/w/cfg/payloads/c1.xml', '/w/cfg/sub', { outside: 'relative' }) // '../payloads/c1.xml'
 */
export function displayPath(path: string, cwd: string, options: DisplayOptions = {}): string {
  const below = belowDirectory(path, cwd);
  if (below !== undefined) return sep === '/' ? below : below.split(sep).join('/');
  const shown = relative(cwd, path);
  const inside = shown !== '' && !shown.startsWith('..') && !isAbsolute(shown);
  const relativeOutside = options.outside === 'relative' && shown !== '' && !isAbsolute(shown);
  return (inside || relativeOutside ? shown : path).split(sep).join('/');
}

/** The last directory `belowDirectory` checked, with its prefix (undefined: not normalized). */
let checked: { directory: string; prefix: string | undefined } | undefined;

/**
 * `relative(directory, path)` for the usual case, a normalized absolute path below a normalized
 * absolute directory, by slicing: path.relative resolves both paths again, which was most of
 * expanding a folder of thousands of files. Undefined when the case is not that one.
 */
/** True when `normalize` would leave `path` as it is and it has no trailing separator. */
function isNormalized(path: string): boolean {
  if (path.endsWith(sep)) return false;
  // POSIX, without allocating: no empty, '.' or '..' segment.
  if (sep === '/') return !path.includes('//') && !path.includes('/./') && !path.includes('/../') && !path.endsWith('/.') && !path.endsWith('/..');
  return normalize(path) === path;
}

function belowDirectory(path: string, directory: string): string | undefined {
  if (checked?.directory !== directory) {
    const normalized = isAbsolute(directory) && resolve(directory) === directory;
    checked = { directory, prefix: normalized ? (directory.endsWith(sep) ? directory : directory + sep) : undefined };
  }
  const prefix = checked.prefix;
  if (prefix === undefined || path.length <= prefix.length || !path.startsWith(prefix) || !isNormalized(path)) return undefined;
  const below = path.slice(prefix.length);
  // '..name' is shown as outside (the check above), whatever it is.
  return below.startsWith('..') ? undefined : below;
}

function byPath(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Why a plain path was not found. A name that is not UTF-8 reaches Node's arguments with U+FFFD
 * for its bytes, and so names no file: its folder is walked by bytes (./xml-files-below.ts).
 */
function missingDetail(pattern: string): string {
  if (!pattern.includes('\uFFFD')) return 'no such file or directory';
  return 'no such file or directory (a name that is not UTF-8 is lost from the command line: give the folder holding it)';
}

/** What tells inputs apart: the path, or the bytes of a path that is not UTF-8 (two such names share one string). */
export function inputKey(file: { path: string; raw?: Uint8Array }): string {
  return file.raw === undefined ? file.path : `\u0000${Buffer.from(file.raw).toString('latin1')}`;
}

/**
 * fast-glob's readdir, with two changes. It notes the folders it could not list because their
 * name is not UTF-8 (the string it holds has U+FFFD for the bytes, and names no folder): it
 * skips them in silence. And a folder reached through a symbolic link back to a folder above it
 * (`sub/loop -> ..`) lists nothing: with two such links `**` grew without end (review r24
 * reporters H2); with one it went to fast-glob's depth limit, and `onePerFile` kept each file once.
 */
function guardedReaddir(lost: string[], cwd: string): typeof readdir {
  const reals = new Map<string, string | undefined>();
  const realOf = (path: string): string | undefined => {
    if (!reals.has(path)) {
      try {
        reals.set(path, realpathSync.native(path));
      } catch {
        reals.set(path, undefined);
      }
    }
    return reals.get(path);
  };
  const cycles = (path: string): boolean => {
    const absolute = resolve(cwd, path);
    const own = realOf(absolute);
    if (own === undefined) return false;
    for (let child = absolute, parent = dirname(absolute); parent !== child; child = parent, parent = dirname(parent)) {
      if (realOf(parent) === own) return true;
    }
    return false;
  };
  return ((path: string, options: unknown, callback: (error: NodeJS.ErrnoException | null, entries: unknown) => void) => {
    if (cycles(String(path))) {
      callback(null, []);
      return;
    }
    (readdir as (...args: unknown[]) => void)(path, options, (error: NodeJS.ErrnoException | null, entries: unknown) => {
      if (error?.code === 'ENOENT' && String(path).includes('\uFFFD')) lost.push(String(path));
      callback(error, entries);
    });
  }) as unknown as typeof readdir;
}

/**
 * A glob reaches names as fast-glob decodes them: one that is not UTF-8 opens nothing, and several
 * read as one (review r16 recheck misc H1: three files became one "removed while running?", a
 * folder was left out). Refused, naming one, since the folder walk reads them by their bytes.
 * @throws FleetcaseError IoError.
 */
function refuseLostNames(pattern: string, found: readonly string[], lostFolders: readonly string[]): void {
  const lost = lostFolders[0] ?? found.find((path) => path.includes('\uFFFD') && !existsSync(path));
  if (lost === undefined) return;
  fail('IoError', { file: pattern, detail: `it reaches ${lost}, a name that is not UTF-8, which a glob cannot read: give the folder holding it (a folder is walked by the bytes of its names)` });
}

/**
 * Each file once, under the first path that reached it: a glob's `**` follows a symbolic link
 * back up the tree (`loop -> .`) to the depth limit, and validated one file 41 times (review r16
 * recheck misc M1). The folder walk stops at such a cycle.
 */
function onePerFile(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    let real = path;
    try {
      real = realpathSync.native(path);
    } catch {
      // Gone or unreadable: kept, and its result says why.
    }
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** By path, then (two names that differ only in bytes that are not UTF-8) by those bytes: the same order on every run. */
function byFoundPath(a: FoundPath, b: FoundPath): number {
  return byPath(a.path, b.path) || Buffer.compare(a.raw ?? EMPTY, b.raw ?? EMPTY);
}

const EMPTY = Buffer.alloc(0);

/** Why a path cannot be looked at, in words (an absent path is not an error here: it may be a glob). */
const STAT_FAILURES: Readonly<Record<string, string>> = {
  ENAMETOOLONG: 'file name too long',
  EACCES: 'permission denied',
  ELOOP: 'too many levels of symbolic links',
};

function kindOf(path: string, shown: string): 'file' | 'directory' | undefined {
  try {
    const stats = statSync(path);
    return stats.isDirectory() ? 'directory' : 'file';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code in STAT_FAILURES) fail('IoError', { file: shown, detail: `${STAT_FAILURES[code]} (${code})` });
    return undefined;
  }
}

/** Extensions named in the note, the most frequent first: enough to see what a folder holds. */
const NOTED_EXTENSIONS = 5;

/**
 * What a folder without any `*.xml` holds, for the usage error: that a directory gives its
 * `*.xml` files only, and the extensions below it (counted) with a glob that takes them
 * (`'docs/**\/*.dmn'`, `'docs/**\/*.{bpmn,dmn}'`). `pattern` is the folder as given.
 * @example folderNote('docs', '/w/docs') // "a directory contributes its *.xml files only; 'docs' holds 23 .dmn files: to take them, give 'docs/**\/*.dmn'"
 */
export function folderNote(pattern: string, absolute: string): string {
  const all = [...extensionsBelow(absolute)].sort(([a, m], [b, n]) => n - m || byPath(a, b));
  const counts = all.slice(0, NOTED_EXTENSIONS);
  const only = 'a directory contributes its *.xml files only';
  if (counts.length === 0) return `${only}, and '${pattern}' holds no file with an extension`;
  const listed = counts.map(([extension, count]) => `${count} ${extension} file${count === 1 ? '' : 's'}`);
  if (all.length > counts.length) listed.push(`files of ${all.length - counts.length} more extension${all.length - counts.length === 1 ? '' : 's'}`);
  const names = counts.map(([extension]) => extension.slice(1)).sort(byPath);
  const folder = pattern.split(sep).join('/').replace(/\/+$/, '');
  const prefix = folder === '.' ? '' : `${folder}/`;
  const glob = `${prefix}**/*.${names.length === 1 ? names[0] : `{${names.join(',')}}`}`;
  const list = listed.length === 1 ? listed[0]! : `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]!}`;
  return `${only}; '${pattern}' holds ${list}: to take ${counts.length === 1 && counts[0]![1] === 1 ? 'it' : 'them'}, give '${glob}'`;
}

/**
 * Expands files, directories and globs (relative to `cwd`) into input files, each shown as its
 * pattern was given: a file outside `cwd` found by a relative pattern (`../a.xml`, the globs of a
 * config in a folder above: `cd cfg/sub && fleetcase validate`) relative to `cwd`
 * (`../payloads/c1.xml`, review r14 spec L7), by an absolute one as its path. A glob that matches
 * nothing, or a folder without any `*.xml`, is a usage error (a mistyped CI glob must not quietly validate less), unless
 * `unmatchedGlobs` is `'skip'` (the config's globs: an entry may have no file yet); nothing at
 * all matched is an error either way.
 */
export async function expandInputs(patterns: readonly string[], cwd: string, unmatchedGlobs: 'error' | 'skip' = 'error'): Promise<InputFile[]> {
  const seen = new Set<string>();
  const files: InputFile[] = [];
  /** What each folder without any `*.xml` held, for the error when nothing matched at all. */
  const notes: string[] = [];
  let shown: DisplayOptions = {};
  const add = ({ path, raw }: FoundPath): void => {
    const key = inputKey({ path, ...(raw !== undefined ? { raw } : {}) });
    if (seen.has(key)) return;
    seen.add(key);
    files.push({ path, display: displayPath(path, cwd, shown), ...(raw !== undefined ? { raw } : {}) });
  };
  for (const pattern of patterns) {
    // An empty operand (`fleetcase validate "$CHANGED"` with the variable empty) resolved to the
    // working folder, and every XML file below it was taken (review r31 recheck M2).
    if (pattern.trim() === '') fail('CliUsage', { detail: `an empty file name was given${pattern === '' ? '' : ` ('${pattern}')`}, which names no file (an unset shell variable?); give files, folders or globs` });
    shown = { outside: isAbsolute(pattern) ? 'absolute' : 'relative' };
    const absolute = resolve(cwd, pattern);
    const kind = kindOf(absolute, pattern);
    if (kind === 'file') add({ path: absolute });
    else if (kind === 'directory') {
      const below = xmlFilesBelow(absolute);
      if (below.length === 0) {
        // A folder with no *.xml beside inputs that have some is a mistake, as an empty glob is.
        if (unmatchedGlobs === 'error') fail('ValidateNoFiles', { patterns: [pattern], cwd, note: folderNote(pattern, absolute) });
        notes.push(folderNote(pattern, absolute));
      }
      below.sort(byFoundPath).forEach(add);
    }
    else {
      const { default: fg } = await import('fast-glob');
      if (!fg.isDynamicPattern(pattern)) fail('IoError', { file: pattern, detail: missingDetail(pattern) });
      // node_modules is skipped unless the pattern names it (`vendor/node_modules/x/*.xml`).
      const ignore = pattern.includes('node_modules') ? [] : ['**/node_modules/**'];
      const lost: string[] = [];
      // Every match but folders: a broken link or a FIFO named by the glob is reported as a file
      // that cannot be read, as a folder walk reports it (review r23 recheck M1: skipped in silence).
      const matched = await fg(pattern.split(sep).join('/'), { cwd, absolute: true, onlyFiles: false, markDirectories: true, ignore, fs: { readdir: guardedReaddir(lost, cwd) } });
      const found = matched.filter((path) => !path.endsWith('/'));
      refuseLostNames(pattern, found, lost);
      if (found.length === 0 && unmatchedGlobs === 'error') fail('ValidateNoFiles', { patterns: [pattern], cwd });
      onePerFile(found.map((path) => resolve(path)).sort(byPath)).forEach((path) => add({ path }));
    }
  }
  if (files.length === 0) fail('ValidateNoFiles', { patterns: [...patterns], cwd, ...(notes.length > 0 ? { note: notes.join('; ') } : {}) });
  return files;
}
