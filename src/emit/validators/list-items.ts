/**
 * The lists of a value in `visit<Type>`: a repeated element's array (or `$mixed`/`$content`,
 * `$any`) is read once into a local, `const items$author = itemsOf(issues, at, value.author)`,
 * so that a value built by hand that leaves an optional list out (undefined: none, as the
 * encoder takes it) or gives no array (reported, as the encoder refuses it) never crashes the
 * checks that count and walk its items.
 */
import { contentProperty, type ContentPlan, type FieldPlan } from '../model/content.js';
import { isIdentifier, propertyAccess } from '../naming/identifiers.js';
import { printStatement } from '../print/code.js';
import { reporter } from './reporters.js';
import type { ValidatorSupport } from './scalar-checks.js';

/**
 * The local holding the items of a list field (`items$author`; `$` keeps it apart from every
 * other name of a validators module), or of the ordered children of a sequenced plan.
 */
export function listVariable(field: FieldPlan | undefined, plan: ContentPlan): string {
  if (!field) return `items$${contentProperty(plan)}`;
  return isIdentifier(field.property)
    ? `items$${field.property}`
    : `items$${plan.fields.indexOf(field)}`;
}

/** The lists `visit<Type>` reads: its list fields, or the ordered children of a sequenced plan. */
function lists(plan: ContentPlan): Array<{ variable: string; source: string; at: string }> {
  if (plan.sequenced) {
    const source = `value.${contentProperty(plan)}`;
    return [{ variable: listVariable(undefined, plan), source, at: 'path' }];
  }
  return plan.fields
    .filter((field) => field.list)
    .map((field) => ({
      variable: listVariable(field, plan),
      source: propertyAccess('value', field.property),
      at: field.wildcard ? 'path' : `\`\${path}/${field.local}\``,
    }));
}

/**
 * The statements reading the lists, to put before `body`: `const items$x = itemsOf(...)` for a
 * list the body uses, the bare `itemsOf(...)` check for one it does not.
 */
export function listDeclarations(
  plan: ContentPlan,
  body: readonly string[],
  support: ValidatorSupport,
): string[] {
  const text = body.join('\n');
  return lists(plan).map(({ variable, source, at }) => {
    const used = new RegExp(`(?<![\\w$])${variable.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);
    return printStatement(2, {
      lead: used ? `const ${variable} = ` : '',
      callee: reporter('itemsOf', support),
      args: ['issues', at, source],
    });
  });
}
