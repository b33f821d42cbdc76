/**
 * The named helpers templates may call, registered in one place. Templates only lay a file out
 * (module comment, imports, sections); the code itself is printed by the emitters.
 */
import type Handlebars from 'handlebars';
import { generationPhrase } from '../generation-phrase.js';

/** Helper name -> implementation. */
export const TEMPLATE_HELPERS: Record<string, Handlebars.HelperDelegate> = {
  /** Joins declarations with one blank line between them (prettier's layout of top-level code). */
  blocks: (items: unknown) =>
    Array.isArray(items)
      ? items.map((item) => withoutFinalNewlines(String(item))).join('\n\n')
      : '',
  /** Names a generation: `generation 0.3-beta`, or a third-party folder `the schemas of 'saml'`. */
  generationPhrase: (name: unknown) => generationPhrase(String(name)),
  /** Joins lines with a newline. */
  lines: (items: unknown) => (Array.isArray(items) ? items.map(String).join('\n') : ''),
};

// A loop, not /\n+$/: that regex retries at every newline of a block thousands of lines long.
function withoutFinalNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** Registers every helper on a Handlebars environment. */
export function registerTemplateHelpers(handlebars: typeof Handlebars): void {
  for (const [name, helper] of Object.entries(TEMPLATE_HELPERS))
    handlebars.registerHelper(name, helper);
}
