/**
 * Booleans are `true` or `false` (SPEC.md "Conventions", item 6). XML Schema also accepts `1` and
 * `0`; the API's convention is stricter and SPEC.md decides (API-FACTS.md "Where they differ"),
 * so any other spelling is an error. A typed value holds a JS boolean, which always passes.
 */
import { BOOLEAN_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'boolean-form-nonstandard';

/** Boolean fields are written `true` or `false`, never `1`/`0`. */
export const booleanFormNonstandard = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    `Boolean fields (${[...BOOLEAN_FIELDS].join(', ')}) are written true or false. XML Schema ` +
    'also accepts 1 and 0, but SPEC.md states the API convention, and it decides.',
  leaves: {
    names: BOOLEAN_FIELDS,
    test: (value, element) => (value === 'true' || value === 'false' ? undefined : { value, element }),
  },
});
