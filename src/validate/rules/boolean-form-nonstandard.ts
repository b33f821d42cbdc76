/**
 * Booleans are `true` or `false` (SPEC.md "Conventions", item 6). XML Schema also accepts `1` and
 * `0`; the API's convention is stricter and SPEC.md decides (API-FACTS.md "Where they differ"),
 * so `1` and `0` are an error. A text that is no xs:boolean at all
 * (`yes`) is left to the XSD check, which reports it as an invalid value. A typed value holds a JS
 * boolean, which always passes.
 */
import { BOOLEAN_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'boolean-form-nonstandard';

/** xs:boolean's lexical space, whitespace collapsed (XSD Part 2, 3.2.2). */
const XSD_BOOLEAN = /^[ \t\n\r]*(?:true|false|1|0)[ \t\n\r]*$/;

/** Boolean fields are written `true` or `false`, never `1`/`0`. */
export const booleanFormNonstandard = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    `Boolean fields (${[...BOOLEAN_FIELDS].join(', ')}) are written true or false. XML Schema ` +
    'also accepts 1 and 0, but SPEC.md states the API convention, and it decides. (A text that ' +
    'is no boolean at all, such as yes, is an xsd-invalid-value.)',
  leaves: {
    names: BOOLEAN_FIELDS,
    test: (value, element) =>
      value === 'true' || value === 'false' || !XSD_BOOLEAN.test(value) ? undefined : { value, element },
  },
});
