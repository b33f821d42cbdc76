/**
 * The named helpers templates may call, registered in one place. Templates only lay a file out
 * (module comment, imports, sections); the code itself is printed by the emitters.
 */
import type Handlebars from 'handlebars';

/** Helper name -> implementation. */
export const TEMPLATE_HELPERS: Record<string, Handlebars.HelperDelegate> = {
  /** Joins declarations with one blank line between them (prettier's layout of top-level code). */
  blocks: (items: unknown) =>
    Array.isArray(items) ? items.map((item) => String(item).replace(/\n+$/, '')).join('\n\n') : '',
  /** Joins lines with a newline. */
  lines: (items: unknown) => (Array.isArray(items) ? items.map(String).join('\n') : ''),
};

/** Registers every helper on a Handlebars environment. */
export function registerTemplateHelpers(handlebars: typeof Handlebars): void {
  for (const [name, helper] of Object.entries(TEMPLATE_HELPERS))
    handlebars.registerHelper(name, helper);
}
