/**
 * `<generation>/index.ts`: re-exports the modules of the targets a run emitted, so that a
 * generation is one import (`import { decodeCaseRequestCase } from 'fleetcase/0.3-beta'`).
 * Not a selectable target: every run writes it, listing exactly the targets it wrote.
 */
import type { EmitContext } from '../context.js';
import type { EmitTarget } from '../target.js';
import { docComment } from '../print/code.js';
import { renderTemplate } from '../templates.js';

/** The index module's file name. */
export const INDEX_FILE = 'index.ts';

/** Emits `index.ts` re-exporting `targets` (in registry order). */
export function emitIndexModule(context: EmitContext, targets: readonly EmitTarget[]): string {
  const first = context.roots[0];
  const names = targets.map((target) => target.name);
  const example = first
    ? names.includes('codecs')
      ? first.decode
      : first.stem
    : 'type EncodeOptions';
  const summary = `Generation ${context.generation.id}: ${targets.map((target) => target.describe).join('; ')}.`;
  return renderTemplate('index-module', 'file', {
    doc: docComment(0, summary, [
      `@example import { ${example} } from 'fleetcase/${context.generation.id}';`,
    ]).trimEnd(),
    exports: targets.map((target) => `export * from './${target.file.replace(/\.ts$/, '.js')}';`),
  });
}
