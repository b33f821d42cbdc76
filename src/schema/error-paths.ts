/**
 * Shows the paths of a loader error the way the user names files. The loader names files
 * relative to the parent of the folder it loads (`vendor/a.xsd` for `--schemas x/vendor`), so
 * that the IR, and the generated code's input hash, do not depend on the working directory; an
 * error is re-rooted once, where the command knows that directory: relative to it, or absolute
 * for a file outside it.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { FleetcaseError, isFleetcaseError, type ErrorKinds } from '../errors.js';
import { ExplainedFault, ExplainedRefusal, SchemaErrors, UnsupportedConstructs } from './refusals.js';

/** Props that hold a display path (`file`) or a `path:line` place (`from`, `other`). */
const PATH_PROPS = ['file'] as const;
const PLACE_PROPS = ['from', 'other'] as const;

/**
 * `error` with its file paths, given relative to `baseDir` (or absolute), shown relative to `cwd`
 * (absolute when outside it). Errors other than the loader's (`Schema*`, and `Descriptor*` for a
 * generation's endpoints.json) come back as they are.
 * @example rerootSchemaError(error, '/work/xsd', '/work') // 'vendor/a.xsd:3' -> 'xsd/vendor/a.xsd:3'
 */
export function rerootSchemaError(error: unknown, baseDir: string, cwd: string): unknown {
  if (!isLoaderError(error)) return error;
  const show = (path: string) => shownFrom(baseDir, path, cwd);
  if (error instanceof UnsupportedConstructs) {
    const refusals = error.refusals.map((refusal) => rerootSchemaError(refusal, baseDir, cwd) as typeof refusal);
    const stoppedBy = error.stoppedBy && (rerootSchemaError(error.stoppedBy, baseDir, cwd) as FleetcaseError);
    return new UnsupportedConstructs(refusals, stoppedBy);
  }
  if (error instanceof SchemaErrors) {
    const reroot = <T>(inner: T) => rerootSchemaError(inner, baseDir, cwd) as T;
    return new SchemaErrors(error.faults.map(reroot), error.refusals.map(reroot), error.stoppedBy && reroot(error.stoppedBy));
  }
  if (error instanceof ExplainedFault) return new ExplainedFault(rerootProps({ ...error.places }, show) as unknown as typeof error.places, error.explain);
  const props = rerootProps(error.props as Record<string, unknown>, show);
  if (error instanceof ExplainedRefusal) return new ExplainedRefusal(props as ErrorKinds['SchemaUnsupportedConstruct'], error.explain, error.refused);
  return new FleetcaseError(error.kind, props as ErrorKinds[typeof error.kind]);
}

/**
 * {@link rerootSchemaError} for a command that loads from several folders (`diff --from DIR
 * --to 0.2 --schemas s`): the base is the first of `baseDirs` under which the error's file
 * exists, since one load names all its files from one base.
 */
export function rerootSchemaErrorFrom(error: unknown, baseDirs: readonly string[], cwd: string): unknown {
  if (!isLoaderError(error) || baseDirs.length === 0) return error;
  const file = firstFile(error);
  const base = (file !== undefined && baseDirs.find((dir) => existsSync(resolve(dir, file)))) || baseDirs[0]!;
  return rerootSchemaError(error, base, cwd);
}

function isLoaderError(error: unknown): error is FleetcaseError {
  return isFleetcaseError(error) && (error.kind.startsWith('Schema') || error.kind.startsWith('Descriptor'));
}

function firstFile(error: FleetcaseError): string | undefined {
  const first = error instanceof UnsupportedConstructs ? error.refusals[0]! : error instanceof SchemaErrors ? error.faults[0]! : error;
  const props = first.props as { file?: unknown };
  return typeof props.file === 'string' && !props.file.startsWith('<') ? props.file : undefined;
}

function rerootProps(props: Record<string, unknown>, show: (path: string) => string): Record<string, unknown> {
  const out = { ...props };
  for (const key of PATH_PROPS) if (typeof out[key] === 'string') out[key] = show(out[key] as string);
  for (const key of PLACE_PROPS) {
    const place = out[key];
    if (typeof place !== 'string') continue;
    const match = /^(.*):(\d+)$/.exec(place);
    out[key] = match ? `${show(match[1]!)}:${match[2]}` : show(place);
  }
  return out;
}

/** A display path relative to `baseDir`, shown from `cwd`; pseudo paths (`<built-in>/xml.xsd`) stay. */
function shownFrom(baseDir: string, path: string, cwd: string): string {
  if (path.startsWith('<')) return path;
  const absolute = resolve(baseDir, path);
  const inside = relative(cwd, absolute);
  if (inside === '') return '.';
  const outside = inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
  return outside ? absolute : inside.split(sep).join('/');
}
