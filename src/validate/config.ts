/**
 * `fleetcase.config.json`: maps globs to the generation and endpoint their documents are
 * checked as, for CI runs that cover several generations at once.
 *
 * ```json
 * { "validate": [ { "files": "fixtures/0.0.7/**\/*.xml", "generation": "0.0.7", "endpoint": "POST /assets/{id}/cases" } ] }
 * ```
 *
 * Globs, and plain paths of files or folders (a folder's entry covers every file below it), are
 * relative to the config file's folder unless absolute; the first entry that matches a file
 * applies to it; flags given on the command line win over the config. A top-level `"nsRoot"`
 * is the namespace root of the documents (as `--ns-root`, which wins). Any other top-level key
 * but `$schema` and `$comment` is an error (only validate reads the file). Every shape error
 * names the file and the line. The file is read in two steps: its top level first (the
 * namespace root decides which schemas are indexed), then its entries against that index.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { fail } from '../errors.js';
import { findEndpoint } from '../schema/descriptors/find-endpoint.js';
import { lineOf, scanJson, type JsonLines } from '../schema/descriptors/json-locations.js';
import { displayPath } from './inputs.js';
import { normalNsRoot, nsRootProblem } from './ns-root.js';

export { CONFIG_FILE_NAME, findConfig } from './config-file.js';
import { endpointsOf, type SchemaIndex } from './schema-index.js';

/** One `validate` entry. */
export interface ValidateConfigEntry {
  /** Globs relative to the config's folder. @example ['fixtures/0.0.7/**\/*.xml'] */
  files: string[];
  generation?: string;
  /** @example 'POST /assets/{id}/cases' */
  endpoint?: string;
  /** Line of the entry in the config file. */
  line: number;
  matches: (path: string) => boolean;
}

/** A loaded config. */
export interface ValidateConfig {
  /** Absolute path of the config file. */
  file: string;
  /** The documents' namespace root (`"nsRoot"`, normalised), when the config gives one. */
  nsRoot?: string;
  entries: ValidateConfigEntry[];
}

/** A config file whose top level is checked, its entries not yet (see the module comment). */
export interface ReadConfig {
  /** Absolute path of the config file. */
  file: string;
  /** As errors name it. */
  shown: string;
  value: Record<string, unknown>;
  lines: JsonLines;
  nsRoot?: string;
}

const ENTRY_KEYS = ['files', 'generation', 'endpoint'];

type Problem = { pointer: string; detail: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkEntry(entry: unknown, pointer: string, index: SchemaIndex): Problem | undefined {
  if (!isObject(entry)) return { pointer, detail: 'each validate entry is an object { "files", "generation"?, "endpoint"? }' };
  for (const key of Object.keys(entry)) {
    if (!ENTRY_KEYS.includes(key)) return { pointer: `${pointer}/${key}`, detail: `unknown key '${key}' (allowed: ${ENTRY_KEYS.join(', ')})` };
  }
  const files = entry.files;
  const globs = typeof files === 'string' ? [files] : files;
  if (files === undefined) return { pointer, detail: '"files" is required: a glob or a list of globs' };
  if (!Array.isArray(globs) || globs.length === 0 || globs.some((glob) => typeof glob !== 'string' || glob.trim() === '')) {
    return { pointer: `${pointer}/files`, detail: '"files" must be a non-empty glob or a non-empty list of non-empty globs' };
  }
  const { generation, endpoint } = entry;
  if (generation !== undefined && (typeof generation !== 'string' || !index.generations.includes(generation))) {
    return { pointer: `${pointer}/generation`, detail: `"generation" must be one of ${index.generations.join(', ')}; got ${JSON.stringify(generation)}` };
  }
  if (endpoint !== undefined) {
    if (typeof endpoint !== 'string') return { pointer: `${pointer}/endpoint`, detail: '"endpoint" must be a string "METHOD /path"' };
    const generations = typeof generation === 'string' ? [generation] : index.generations;
    if (!generations.some((id) => findEndpoint(endpointsOf(index, id), endpoint))) {
      const where = typeof generation === 'string' ? `generation ${generation}` : 'any generation';
      return { pointer: `${pointer}/endpoint`, detail: `"endpoint" ${JSON.stringify(endpoint)} is not an endpoint of ${where} (write "METHOD /path")` };
    }
  }
  return undefined;
}

/** The keys a config may have at its top ("$schema" and "$comment" for editors and people). */
const TOP_LEVEL_KEYS = ['validate', 'nsRoot', '$schema', '$comment'];

/** Edit distance of two short strings (a top-level key misspelling "validate"). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The nearest allowed top-level key within two edits, if any. */
function nearKey(key: string): string | undefined {
  return TOP_LEVEL_KEYS.filter((allowed) => !allowed.startsWith('$')).find((allowed) => distance(key.toLowerCase(), allowed.toLowerCase()) <= 2);
}

function checkTop(value: unknown): Problem | undefined {
  if (!isObject(value)) return { pointer: '', detail: 'the config must be a JSON object { "validate": [...] }' };
  // Only validate reads the file: any other key is a mistake (a config of another shape, or a
  // typo), which would otherwise leave the endpoint rules silently off.
  const unknown = Object.keys(value).find((key) => !TOP_LEVEL_KEYS.includes(key));
  if (unknown !== undefined) {
    const near = nearKey(unknown);
    const hint = near !== undefined ? `did you mean "${near}"?` : `allowed: ${TOP_LEVEL_KEYS.join(', ')}`;
    return { pointer: `/${unknown}`, detail: `unknown key '${unknown}' (${hint})` };
  }
  if (value.nsRoot !== undefined) {
    if (typeof value.nsRoot !== 'string') return { pointer: '/nsRoot', detail: '"nsRoot" must be a string: the namespace root of the documents, e.g. "https://staging.example.com/api"' };
    const problem = nsRootProblem(value.nsRoot);
    if (problem) return { pointer: '/nsRoot', detail: `"nsRoot": ${problem}` };
  }
  if (value.validate !== undefined && !Array.isArray(value.validate)) return { pointer: '/validate', detail: '"validate" is a list of { "files", "generation"?, "endpoint"? }' };
  return undefined;
}

function checkEntries(value: Record<string, unknown>, index: SchemaIndex): Problem | undefined {
  for (const [position, entry] of ((value.validate as unknown[] | undefined) ?? []).entries()) {
    const problem = checkEntry(entry, `/validate/${position}`, index);
    if (problem) return problem;
  }
  return undefined;
}

function invalid(read: Pick<ReadConfig, 'shown'>, lines: JsonLines, problem: Problem): never {
  const line = lineOf(lines, problem.pointer);
  return fail('ValidateConfigInvalid', { file: read.shown, ...(line ? { line } : {}), detail: problem.detail });
}

/** What a config saved in UTF-16 or UTF-32 looks like, said; undefined for any other bytes. */
function wideEncoding(bytes: Uint8Array): string | undefined {
  const [a, b, c, d] = bytes;
  if ((a === 0xff && b === 0xfe && c === 0 && d === 0) || (a === 0 && b === 0 && c === 0xfe && d === 0xff)) return 'saved as UTF-32 (it starts with a UTF-32 byte order mark)';
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) return 'saved as UTF-16 (it starts with a UTF-16 byte order mark)';
  // JSON holds no NUL: one among the first bytes is UTF-16 or UTF-32 without a mark (review r26 recheck L2).
  if (bytes.subarray(0, 4).includes(0)) return 'holds NUL bytes, as UTF-16 or UTF-32 without a byte order mark does';
  return undefined;
}

/** The bytes of a config file, or why they cannot be read (a folder or FIFO said so, not as an errno). */
function configBytes(file: string): Buffer | string {
  try {
    const stats = statSync(file);
    if (stats.isDirectory()) return 'it is a folder, not a file';
    if (!stats.isFile()) return 'it is not a regular file';
    return readFileSync(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code === 'ENOENT' ? 'no such file' : code === 'EACCES' || code === 'EPERM' ? `permission denied (${code})` : message;
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The line (from 1) of the first byte sequence that is no UTF-8, or undefined. */
function firstNonUtf8Line(bytes: Buffer): number | undefined {
  try {
    UTF8.decode(bytes);
    return undefined;
  } catch {
    let line = 1;
    for (let start = 0; start < bytes.length; line++) {
      let end = bytes.indexOf(0x0a, start);
      if (end < 0) end = bytes.length;
      try {
        UTF8.decode(bytes.subarray(start, end));
      } catch {
        return line;
      }
      start = end + 1;
    }
    return line;
  }
}

/**
 * Reads a config file and checks its top level (JSON, keys, `"nsRoot"`).
 * @throws FleetcaseError ValidateConfigInvalid with file and line; IoError when it cannot be read.
 */
export function readValidateConfig(file: string, cwd: string = process.cwd()): ReadConfig {
  const shown = displayPath(file, cwd);
  const bytes = configBytes(file);
  if (typeof bytes === 'string') return fail('IoError', { file: shown, detail: `cannot read the config: ${bytes}` });
  // PowerShell 5's `>` and Notepad's "Unicode" write UTF-16 (review r25 recheck L3: "found �").
  const wide = wideEncoding(bytes);
  if (wide) return fail('ValidateConfigInvalid', { file: shown, line: 1, detail: `${wide}: save it as UTF-8` });
  // A Latin-1 `é` was read as U+FFFD and the glob matched nothing (review r27 recheck L3).
  const notUtf8 = firstNonUtf8Line(bytes);
  if (notUtf8 !== undefined) return fail('ValidateConfigInvalid', { file: shown, line: notUtf8, detail: 'is not UTF-8 (saved as Latin-1 or another 8-bit encoding?): save it as UTF-8' });
  let text = bytes.toString('utf8');
  // A byte order mark, as Windows editors write one, is no JSON but no mistake either.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const scan = scanJson(text);
  if (!scan.ok) return fail('ValidateConfigInvalid', { file: shown, line: scan.line, detail: `not valid JSON: ${scan.detail}` });
  const value: unknown = JSON.parse(text);
  const lines = scan.lines as JsonLines;
  const problem = checkTop(value);
  if (problem) return invalid({ shown }, lines, problem);
  const top = value as Record<string, unknown>;
  return { file, shown, value: top, lines, ...(typeof top.nsRoot === 'string' ? { nsRoot: normalNsRoot(top.nsRoot) } : {}) };
}

/** Checks the entries of a read config against the index of its schemas. @throws FleetcaseError ValidateConfigInvalid with file and line. */
export function checkValidateConfig(read: ReadConfig, index: SchemaIndex): ValidateConfig {
  const problem = checkEntries(read.value, index);
  if (problem) return invalid(read, read.lines, problem);
  const folder = dirname(read.file);
  const entries = ((read.value.validate as Array<Record<string, unknown>> | undefined) ?? []).map((entry, position) => {
    const files = typeof entry.files === 'string' ? [entry.files] : (entry.files as string[]);
    // Anchor each glob at the config's folder (so `../fixtures/*.xml` works too) and match
    // absolute paths.
    const anchored = files.map((glob) => resolve(folder, glob).split(sep).join('/'));
    const isMatch = picomatch(anchored, { dot: false });
    // A path without glob characters may name a folder, whose files the run walks: the entry
    // applies to every file below it (review r24 reporters H1: its generation and endpoint were
    // ignored, and a 0.3-beta case passed as valid under a 0.0.7 entry).
    const folders = anchored.filter((path) => !picomatch.scan(path).isGlob).map((path) => (path.endsWith('/') ? path : `${path}/`));
    const result: ValidateConfigEntry = {
      files,
      line: read.lines.get(`/validate/${position}`) ?? 0,
      matches: (path) => {
        const slashed = path.split(sep).join('/');
        return isMatch(slashed) || folders.some((below) => slashed.startsWith(below));
      },
    };
    if (typeof entry.generation === 'string') result.generation = entry.generation;
    if (typeof entry.endpoint === 'string') result.endpoint = entry.endpoint;
    return result;
  });
  return { file: read.file, ...(read.nsRoot !== undefined ? { nsRoot: read.nsRoot } : {}), entries };
}

/** Reads and checks a config file. @throws FleetcaseError ValidateConfigInvalid with file and line. */
export function loadValidateConfig(file: string, index: SchemaIndex, cwd: string = process.cwd()): ValidateConfig {
  return checkValidateConfig(readValidateConfig(file, cwd), index);
}

/** The first entry whose globs match the absolute path, if any. */
export function configEntryFor(config: ValidateConfig | undefined, path: string): ValidateConfigEntry | undefined {
  return config?.entries.find((entry) => entry.matches(path));
}

/** Every entry's globs as patterns usable from `cwd` (when the command line names no file). */
export function configPatterns(config: ValidateConfig, cwd: string): string[] {
  const folder = relative(cwd, dirname(config.file)).split(sep).join('/');
  // An absolute glob stands as it is (review r24 reporters M1: it was joined to the folder).
  return config.entries.flatMap((entry) => entry.files.map((glob) => (folder && !isAbsolute(glob) ? `${folder}/${glob}` : glob)));
}
