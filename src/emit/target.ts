/**
 * The shape of an emit target: one folder under src/emit/<target>/ turning a generation's
 * context into one generated file, listed once in ./targets.ts.
 */
import type { EmitContext } from './context.js';

/**
 * A generated file, path relative to the output folder, content without the banner.
 * @example { path: '0.3-beta/types.ts', content: 'export interface …' }
 */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** One emit target: IR (through the context) in, one module of the generation out. */
export interface EmitTarget {
  /** Name on the command line (`--targets types,codecs`). @example 'codecs' */
  name: string;
  /** File name inside `<out>/<generation>/`. @example 'codecs.ts' */
  file: string;
  /** Targets whose modules this one imports (selected with it). @example ['types'] */
  requires: readonly string[];
  /** One-line description for `--help` and the README. */
  describe: string;
  /** The module's content (already prettier-formatted; see src/emit/print/code.ts). */
  emit(context: EmitContext): string;
}
