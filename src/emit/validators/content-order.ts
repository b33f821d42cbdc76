/**
 * For a type whose decoder tells its fields apart by a position automaton (shared element names
 * such as `SubjectConfirmation` / `SubjectConfirmation_2`, nested choices; see
 * src/emit/codecs/position-automaton.ts), or checks a repeated group's order as a whole, the exact check that a value's elements follow the
 * content model under the properties holding them: the encoder writes them in that order, and
 * the decoder reads the written document back into the same properties only then. The
 * per-field checks (./structure.ts) run first with their more specific messages; this one
 * reports only when they found nothing. A content model that no content satisfies (a required
 * xs:choice without elements) is reported for every value.
 * @see https://www.w3.org/TR/xmlschema-1/#cos-nonambig
 */
import type { IrComplexType } from '../../ir/nodes.js';
import { automatonOf, matchesNothing } from '../codecs/position-automaton.js';
import { contentModel } from '../codecs/content-model.js';
import { allOf, ifTest } from '../codecs/state-test.js';
import type { EmitContext } from '../context.js';
import { contentProperty } from '../model/content.js';
import type { ValidatorSupport } from './scalar-checks.js';

/**
 * The reporters, by whether the children are kept in order (`$content`, `$mixed`) or not, and
 * for a content model that nothing satisfies.
 */
const REPORTERS = {
  elements: [
    'elementsMismatch',
    `/**
 * Reports a value whose elements, written in property order, do not follow the content model
 * under their properties (a decoder would refuse the document or read it into others).
 */
function elementsMismatch(issues: Issue[], path: string): void {
  const message =
    'the elements given do not follow the content model: a required element of their branch ' +
    'is missing, or one is held by the property of another branch (an element named in ' +
    'several branches has one property per branch: x, x_2...)';
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
}`,
  ],
  children: [
    'childrenMismatch',
    `/**
 * Reports children kept in order that do not follow the content model under their \`$element\`:
 * the first that does not fit and what would have, or what must still follow.
 */
function childrenMismatch(issues: Issue[], path: string, model: ContentModel, names: string[]): void {
  const mismatch = contentModelMismatch(model, names);
  const expected = mismatch?.expected.join(', ') ?? '';
  if (mismatch?.kind === 'unexpected') {
    const next = expected === '' ? 'no more children' : \`one of \${expected}\`;
    const at = \`child \${mismatch.index + 1}, $element '\${names[mismatch.index]}'\`;
    // Where names per branch are in play (x, x_2), say how they go.
    const branches = /_\\d+(,|$)/.test(expected) ? ' (an element named in several branches has one name per branch: x, x_2...)' : '';
    const message = \`\${at}, does not fit the content model here: it takes \${next}\${branches}\`;
    issues.push({ rule: 'xsd-unexpected-element', severity: 'error', message, path });
    return;
  }
  const message = \`the children stop before the content model is complete: next comes one of \${expected}\`;
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
}`,
  ],
  nothing: [
    'contentUnsatisfiable',
    `/** Reports a value of a type whose content model nothing satisfies (a required empty xs:choice). */
function contentUnsatisfiable(issues: Issue[], path: string): void {
  const message =
    'no content is valid here: the content model requires an xs:choice without elements, ' +
    'which nothing satisfies (XSD engines refuse every such element)';
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
}`,
  ],
} as const;

/** The statements before and after the other structural checks of `visit<Type>`. */
export interface ContentOrderCheck {
  before: string[];
  after: string[];
}

/** The exact content check of a type with a position automaton or a repeated group (nothing for other types). */
export function contentOrderCheck(
  type: IrComplexType,
  context: EmitContext,
  support: ValidatorSupport,
): ContentOrderCheck {
  const plan = context.plan(type);
  // A repeated group's order and number as a whole are the model's too, as the decoder checks
  // them (review r19 recheck2 H1: `k v k` under a repeated sequence (k, v) passed, and encoded
  // to a document the decoder and xmllint refuse).
  // Children kept in order (`$mixed`) are checked whole too: their number and order are what
  // the decoder checks (review r21 torture M4: three <ref> under maxOccurs 2 passed).
  if (!automatonOf(type, plan) && !plan.repeatedGroups && !plan.sequenced) return { before: [], after: [] };
  // Mixed content without a content model holds text only: a child given is `invalidChild`'s.
  if (!type.content) return { before: [], after: [] };
  // No value is valid (sdformat's nested <model>): said plainly, whatever else is found.
  if (matchesNothing(type.content!)) {
    support.helpers.set(REPORTERS.nothing[0], REPORTERS.nothing[1]);
    return { before: [], after: [`  ${REPORTERS.nothing[0]}(issues, path);`] };
  }
  const model = contentModel(type, context, support);
  let test: string;
  let reporter: (typeof REPORTERS)[keyof typeof REPORTERS];
  let report: string;
  if (plan.sequenced) {
    support.runtime.add('matchesContentModel').add('contentNames').add('contentModelMismatch');
    (support.runtimeTypes ??= new Set()).add('ContentModel');
    const names = `contentNames(value.${contentProperty(plan)})`;
    test = `!matchesContentModel(${model}, ${names})`;
    reporter = REPORTERS.children;
    report = `${reporter[0]}(issues, path, ${model}, ${names});`;
  } else {
    support.runtime.add('valueFollowsContentModel');
    test = `!valueFollowsContentModel(${model}, value)`;
    reporter = REPORTERS.elements;
    report = `${reporter[0]}(issues, path);`;
  }
  support.helpers.set(reporter[0], reporter[1]);
  return {
    before: ['  const issuesBefore = issues.length;'],
    after: ifTest(
      2,
      allOf('issues.length === issuesBefore', test),
      report,
    ),
  };
}
