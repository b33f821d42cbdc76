/**
 * Dates are `YYYY-MM-DD` (SPEC.md "Conventions", item 4). `xs:date` also accepts a zone suffix
 * (`2024-03-01Z`, `2024-03-01+02:00`); the API convention does not. A text that is no xs:date
 * at all (`20240301`, a date-time) is left to the XSD check, which reports it as an invalid value.
 */
import { parseDate } from '../../runtime/date-time.js';
import { DATE_FIELDS } from './field-kinds.js';
import { ALL_GENERATIONS } from './generation-sets.js';
import { leafRule } from './leaf-rule.js';

const ID = 'date-form-nonstandard';

const FORM = /^\d{4}-\d{2}-\d{2}$/;

/** True when the text is in xs:date's lexical space (the form aside, only then the rule's matter). */
function isXsdDate(text: string): boolean {
  try {
    parseDate(text);
    return true;
  } catch {
    return false;
  }
}

/** A date field is written `YYYY-MM-DD`, without zone. */
export const dateFormNonstandard = leafRule({
  id: ID,
  appliesTo: [{ generations: ALL_GENERATIONS, schema: '*', roots: '*' }],
  doc:
    `Date fields (${[...DATE_FIELDS].join(', ')}) are written YYYY-MM-DD, with no time zone. ` +
    '(A text that is no xs:date at all, such as 20240301, is an xsd-invalid-value.)',
  leaves: {
    names: DATE_FIELDS,
    test: (value, element) => (FORM.test(value) || !isXsdDate(value) ? undefined : { value, element }),
  },
});
