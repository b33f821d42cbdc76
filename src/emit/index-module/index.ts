/**
 * `<generation>/index.ts`: re-exports the modules of the targets a run emitted, so that a
 * generation is one import (`import { decodeCaseRequestCase } from 'fleetcase/0.3-beta'`).
 * Not a selectable target: every run writes it, listing exactly the targets it wrote.
 */
import { generationPhrase } from '../../generation-phrase.js';
import type { EmitContext } from '../context.js';
import type { EmitTarget } from '../target.js';
import { docComment } from '../print/code.js';
import { renderTemplate } from '../templates.js';

/** The index module's file name. */
export const INDEX_FILE = 'index.ts';

/** What the index module says about where it lives and where it came from. */
export interface IndexModuleOptions {
  /**
   * The module specifier its `@example` imports from: the package export of a generation the
   * package ships (`fleetcase/0.3-beta`), else the module's path from the output folder.
   * @example 'fleetcase/0.3-beta'
   * @example './sepa/index.js'
   */
  from: string;
  /**
   * The `--schemas` folder of a set named after it (no `--generation`), relative to the output
   * folder: recorded so that a later run can tell another folder of the same name
   * (`schemasFolderOf`).
   * @example '../vendor/cii/data/standard'
   */
  schemasFolder?: string;
}

const SOURCE_NOTE = '@remarks Generated from the XSD folder ';

/** Emits `index.ts` re-exporting `targets` (in registry order). */
export function emitIndexModule(
  context: EmitContext,
  targets: readonly EmitTarget[],
  options: IndexModuleOptions,
): string {
  const first = context.roots[0];
  const names = targets.map((target) => target.name);
  const example = first
    ? names.includes('codecs')
      ? first.decode
      : first.stem
    : 'type EncodeOptions';
  const phrase = generationPhrase(context.generation.id);
  const summary = `${phrase[0]!.toUpperCase()}${phrase.slice(1)}: ${targets.map((target) => target.describe).join('; ')}.`;
  const tags = [`@example import { ${example} } from '${options.from}';`];
  // docComment wraps the tag at spaces: the path may start on the next line (schemasFolderOf joins them).
  if (options.schemasFolder !== undefined)
    tags.push(`${SOURCE_NOTE}${JSON.stringify(options.schemasFolder)} (from the output folder).`);
  return renderTemplate('index-module', 'file', {
    doc: docComment(0, summary, tags).trimEnd(),
    exports: targets.map((target) => `export * from './${target.file.replace(/\.ts$/, '.js')}';`),
  });
}

/**
 * The `--schemas` folder an index module records (relative to the output folder), or undefined
 * when it records none (a generation named with `--generation`, or the project's own schemas).
 */
export function schemasFolderOf(indexModule: string): string | undefined {
  const at = indexModule.indexOf(` * ${SOURCE_NOTE.trimEnd()}`);
  if (at < 0) return undefined;
  // The tag as one line: a long path is wrapped onto the comment's next lines.
  const tag = indexModule.slice(at + 3, indexModule.indexOf('*/', at)).replace(/\s*\n\s*\* ?/g, ' ');
  const match = /^"(?:[^"\\]|\\.)*"/.exec(tag.slice(SOURCE_NOTE.length));
  if (!match) return undefined;
  try {
    return JSON.parse(match[0]) as string;
  } catch {
    return undefined;
  }
}
