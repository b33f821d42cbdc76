/**
 * Handlebars templates for file scaffolding, read only from this package's `templates/<target>/`
 * (never from elsewhere), compiled once per process with `noEscape` (the output is TypeScript,
 * not HTML) and `strict` (a missing field is an error, not an empty string).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type HandlebarsApi from 'handlebars';
import { fail } from '../errors.js';
import { templatesDir } from '../paths.js';
import { registerTemplateHelpers } from './template-helpers.js';

// The package's single-file build: its main entry loads ~30 CommonJS files and source-map
// besides, ~20 ms of every `fleetcase generate`. Same version, same compiler.
const Handlebars = createRequire(import.meta.url)(
  'handlebars/dist/handlebars.js',
) as typeof HandlebarsApi;
const handlebars = Handlebars.create();
registerTemplateHelpers(handlebars);
const compiled = new Map<string, HandlebarsApi.TemplateDelegate>();

/**
 * Renders `templates/<target>/<name>.hbs` with `data`.
 * @example renderTemplate('types', 'file', { generation: '0.3-beta', imports: '', declarations: [] })
 */
export function renderTemplate(target: string, name: string, data: object): string {
  const key = `${target}/${name}`;
  let template = compiled.get(key);
  if (!template) {
    if (!/^[a-z][a-z0-9-]*$/.test(target) || !/^[a-z][a-z0-9-]*$/.test(name)) {
      return fail('EmitFailed', { file: key, detail: 'template names are kebab-case words' });
    }
    const file = join(templatesDir, target, `${name}.hbs`);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      return fail('EmitFailed', { file, detail: 'template not found' });
    }
    template = handlebars.compile(source, { noEscape: true, strict: true });
    compiled.set(key, template);
  }
  try {
    return template(data);
  } catch (error) {
    return fail('EmitFailed', { file: `templates/${key}.hbs`, detail: (error as Error).message });
  }
}
