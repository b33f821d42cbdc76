/**
 * `read<Type>(r)`: the decoder of one complex type, in the shape src/runtime/README.md prescribes
 * (test/runtime/example-codec.ts): declared attributes, `r.open()`, then a `nextChild()` loop
 * dispatching on local name and namespace (./dispatch.ts); unknown children go to `r.unknown`
 * (strict: error; lenient: kept). Sequences check order by rank, exclusive choices their branch,
 * single elements duplicates; required children are checked after the loop. Where a child's name
 * does not tell its field (shared names, nested choices), a position automaton does
 * (./automaton-dispatch.ts). Mixed content reads
 * its text too (`nextMixed`); children kept in order are matched against the content model.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type (Element Locally Valid (Complex Type))
 */
import type { IrComplexType } from '../../ir/nodes.js';
import type { EmitContext } from '../context.js';
import { contentProperty, type ContentPlan, type FieldPlan } from '../model/content.js';
import { functionHead, ifStatement } from '../print/code.js';
import { readAttributes } from './attributes.js';
import { automatonChecks, automatonWildcards } from './automaton-dispatch.js';
import { contentModel } from './content-model.js';
import { declaredTypeCheck } from './declared-type.js';
import { contentLabels, fewerCall, missingCall } from './missing-elements.js';
import { dispatch, wildcardDispatch } from './dispatch.js';
import { automatonOf } from './position-automaton.js';
import { readFunctionName } from './read-call.js';
import { scalarCodec, type CodecSupport } from './scalar-codec.js';
import { storageOf, value } from './storage.js';
import { readAnyAttributes } from './wildcards.js';
import { codeOnly } from '../prune-unused.js';

export { readCall, readFunctionName, scalarRead, storeRead, type ReadCall } from './read-call.js';

/** Checks after the loop: required fields, list minimums, optional groups, required choices and the minimums of their branches. */
function requiredChecks(plan: ContentPlan): string[] {
  const lines: string[] = [];
  const storage = storageOf(plan);
  const present = (field: FieldPlan) =>
    field.list ? `${storage.count(field)} > 0` : storage.isSet(field);
  const missing = (field: FieldPlan) => missingCall([field]);
  const fewer = (field: FieldPlan) => fewerCall(field, storage.count(field));
  for (const field of plan.fields) {
    if (field.required === 'always') {
      if (!field.list) lines.push(ifStatement(2, storage.isUnset(field), missing(field)));
      else if (field.min > 0)
        lines.push(ifStatement(2, `${storage.count(field)} < ${field.min}`, fewer(field)));
    }
  }
  for (const [id, fields] of plan.optionalGroups) {
    const required = fields.filter((field) => field.required === id && field.min > 0);
    if (required.length === 0) continue;
    lines.push(`  const group${id} = ${fields.map(present).join(' || ')};`);
    for (const field of required) {
      const absent = field.list ? `${storage.count(field)} < ${field.min}` : storage.isUnset(field);
      lines.push(ifStatement(2, `group${id} && ${absent}`, field.list ? fewer(field) : missing(field)));
    }
  }
  for (const choice of plan.choices) {
    if (!choice.required) continue;
    lines.push(ifStatement(2, `choice${choice.id} === 0`, missingCall(choice.fields)));
    // A branch of one repeated element, once taken, needs its minOccurs (pos{2,} | posList).
    for (const field of choice.fields) {
      if (!field.list || field.min < 2 || field.group !== undefined || !field.choice) continue;
      const taken = `choice${choice.id} === ${field.choice.branch + 1}`;
      lines.push(
        ifStatement(2, `${taken} && ${storage.count(field)} < ${field.min}`, fewer(field)),
      );
    }
  }
  return lines;
}

/** Prints `read<Type>`. */
export function printReadFunction(
  type: IrComplexType,
  context: EmitContext,
  support: CodecSupport,
): string {
  const plan = context.plan(type);
  const name = context.typeName(type.name);
  // Shared names or nested choices: the fields are told apart by a position automaton.
  const automaton = automatonOf(type, plan);
  const checks = automaton
    ? automatonChecks(type, automaton, context, support)
    : requiredChecks(plan);
  if (plan.repeatedGroups) {
    // The children one by one are allowed; their order and number as a whole is the model's
    // (when not, the reader tells what is missing or where the content goes wrong).
    const model = contentModel(type, context, support);
    support.runtime.add('matchesContentModel').add('contentNames');
    const labels = contentLabels(plan);
    const report = {
      lead: '',
      callee: 'r.invalidContent',
      args: ['start', model, 'contentNames(content)', ...(labels ? [labels] : [])],
    };
    checks.push(ifStatement(2, `!matchesContentModel(${model}, contentNames(content))`, report));
  }
  // Simple content: the element's default or fixed value, given by the caller (./read-call.ts).
  const text = plan.text && scalarCodec(plan.text, context, support);
  const params = !text
    ? ['r: XmlReader']
    : [
        'r: XmlReader',
        'empty?: string',
        text.parse ? `parse = ${text.parse}` : 'parse?: (text: string) => string',
      ];
  const lines = [functionHead(`function ${readFunctionName(type, context)}`, params, name)];
  if (checks.length > 0 || plan.attributes.some((attribute) => !attribute.optional))
    lines.push('  const start = r.start;');
  // An xsi:type naming another type is refused before anything is read by the declared one.
  lines.push(declaredTypeCheck(type, context));
  // Lists are always there, [] when empty (assigned, since `{ list: [] }` is not comparable to a type with required fields).
  lines.push(`  const value = {} as ${name};`);
  if (plan.sequenced)
    lines.push(
      `  const content: ${context.contentName(type.name)}[] = (value.${contentProperty(plan)} = []);`,
    );
  else for (const field of plan.fields) if (field.list) lines.push(`  ${value(field)} = [];`);
  lines.push(...readAttributes(plan, context, support));
  lines.push(...readAnyAttributes(plan, context));
  if (text) {
    // An empty element reads as `empty`; `parse` also checks a fixed value (./read-call.ts).
    lines.push(
      '  r.open(value);',
      `  value.$value = ${text.parse ? 'r.textAs(parse, empty)' : 'parse ? r.textAs(parse, empty) : r.text(empty)'};`,
      '  return value;',
      '}',
    );
    return withoutUnusedStart(lines).join('\n');
  }
  lines.push('  r.open(value);');
  if (automaton) lines.push('  let state = 0;');
  else {
    if (plan.ordered) lines.push('  let rank = 0;');
    for (const choice of plan.choices) lines.push(`  let choice${choice.id} = 0;`);
  }
  const wildcards = automaton
    ? { lines: automatonWildcards(type, automaton, context, support), takesAll: false }
    : wildcardDispatch(type, context, support);
  const arms = dispatch(type, context, support, automaton);
  for (const index of [...(storageOf(plan).used ?? [])].sort((a, b) => a - b))
    lines.push(`  let seen${index} = 0;`);
  if (plan.mixed) {
    lines.push('  while (r.nextMixed()) {');
    // The text before each child (and, after the loop, before the end tag), in document order.
    lines.push("    if (r.mixedText !== '') content.push(r.mixedText);");
  } else if (plan.fields.length === 0) {
    // Empty content (no particle): not even whitespace may stand in it (cvc-complex-type 2.1).
    lines.push('  while (r.nextChildOfEmpty()) {');
  } else lines.push('  while (r.nextChild()) {');
  lines.push(...arms, ...wildcards.lines);
  if (!wildcards.takesAll) lines.push('    r.unknown(value);');
  lines.push('  }');
  if (plan.mixed) lines.push("  if (r.mixedText !== '') content.push(r.mixedText);");
  lines.push(...checks, '  return value;', '}');
  return withoutUnusedStart(lines).join('\n');
}

/**
 * A use of the local `name` in a line: not a property (`r.start`, `value.$start`), not part of a
 * longer name, not in a string (an attribute named `start` is read as `r.attribute('', 'start')`
 * and reported as 'required attribute start is missing', which kept an unused local; review r22
 * newsets L2).
 */
function localUse(name: string): (line: string) => boolean {
  const use = new RegExp(`(?<![\\w$.])${name}(?![\\w$])`);
  return (line) => use.test(codeOnly(line));
}

/** Locals a read function declares before knowing whether a later line reads them. */
const MAYBE_UNUSED: ReadonlyArray<[line: string, usedIn: (line: string) => boolean]> = [
  ['  const start = r.start;', localUse('start')],
  ['  let state = 0;', localUse('state')],
];

/**
 * The lines without `const start` or `let state` where nothing reads it (a required attribute
 * of simple content is reported where it is read; an automaton with nothing to dispatch): an
 * unused local fails a consumer's `noUnusedLocals` (review r21 consumer M1).
 */
function withoutUnusedStart(lines: string[]): string[] {
  let kept = lines;
  for (const [declaration, usedIn] of MAYBE_UNUSED) {
    if (!kept.includes(declaration)) continue;
    if (!kept.some((line) => line !== declaration && usedIn(line))) kept = kept.filter((line) => line !== declaration);
  }
  return kept;
}
