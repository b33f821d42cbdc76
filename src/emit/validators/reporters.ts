/**
 * The reporting helpers a `validators.ts` declares when some check needs them (beside `report`
 * and `missing`, which every one has): element counts, choices, nil, attributes, fixed values,
 * and the shape of a value built by hand (an object, a list, a child item, a raw element:
 * exactly what the encoder refuses, in the runtime's words, src/runtime/hand-built.ts).
 * Their rule ids are those `fleetcase validate` gives the same fault in a document
 * (src/validate/xsd-findings.ts): too many, a second choice branch or a child the content does
 * not allow `xsd-unexpected-element`, too few `xsd-missing-element`, a wrong fixed value or a
 * raw element the wildcard does not accept `xsd-invalid-value`, nil on an element that is not
 * nillable, a missing required attribute or a value of the wrong shape `xsd-invalid`. A property
 * the value's type does not have (a misspelt key of a value built from JSON), which no document
 * can hold, is `property-unknown` (the encoder's code).
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import type { ValidatorSupport } from './scalar-checks.js';
import type { FieldPlan } from '../model/content.js';
import { stringLiteral } from '../naming/identifiers.js';

/** Runtime imports (values, then types) and other helpers a helper's declaration uses. */
const IMPORTS: Partial<
  Record<Reporter, { runtime: string[]; types?: string[]; reporters?: Reporter[] }>
> = {
  invalidChild: { runtime: ['childName', 'childProblem'] },
  itemsOf: { runtime: ['listProblem'] },
  reportObject: {
    runtime: ['objectProblem'],
    types: ['KnownProperties'],
    reporters: ['reportUnknownProperties'],
  },
  reportUnknownProperties: {
    runtime: ['unknownProperties', 'unknownPropertyProblem'],
    types: ['KnownProperties'],
  },
  nullWithoutAttribute: { runtime: ['nullWithoutAttributeProblem'] },
  fixedContent: { runtime: ['fixedValueIssue'], types: ['ValueSpace'] },
  tooFewChildren: { runtime: ['countChildren'] },
  wildcardItem: { runtime: ['wildcardElementIssue'], types: ['NamespaceConstraint'] },
  strictWildcardItem: {
    runtime: ['wildcardElementIssue', 'undeclaredElementProblem'],
    types: ['DeclaredElements', 'NamespaceConstraint', 'UnknownElement'],
  },
  xsiTypeOf: { runtime: ['xsiTypeOfValue'], types: ['DerivedTypes'] },
};

const DECLARATIONS = {
  choice: `/**
 * An exclusive choice, \`given\` naming each branch's first element given (undefined: none of
 * it): reports each branch after the first given, or, when \`required\`, that none is, naming
 * \`names\` (what may start a branch, \` | \`-separated).
 */
function choice(
  issues: Issue[],
  path: string,
  names: string,
  required: boolean,
  ...given: Array<string | undefined>
): void {
  const taken = given.filter((local): local is string => local !== undefined);
  if (taken.length === 0 && required) missing(issues, path, names);
  for (const local of taken.slice(1)) {
    const message = \`<\${local}> and <\${taken[0]}> are branches of one choice: give only one\`;
    const at = \`\${path}/\${local}\`;
    issues.push({ rule: 'xsd-unexpected-element', severity: 'error', message, path: at });
  }
}`,
  fixedValue: `/** A value other than the fixed value of its element or attribute. */
function fixedValue(differs: boolean, given: unknown, fixed: string): ScalarIssue | undefined {
  if (!differs) return undefined;
  const message = \`\${JSON.stringify(given)} is not the fixed value \${JSON.stringify(fixed)}\`;
  return { code: 'fixed-mismatch', message };
}`,
  fixedContent: `/** Visits a simple-content value with \`visit\`, then checks the fixed value of its element. */
function fixedContent<T extends { $value: unknown }>(
  visit: (value: T, path: string, issues: Issue[]) => void,
  value: T,
  path: string,
  issues: Issue[],
  fixed: string,
  space: ValueSpace,
): void {
  visit(value, path, issues);
  report(issues, path, fixedValueIssue(value.$value, fixed, space));
}`,
  missingAttribute: `/** Reports a required attribute that is absent, on its element. */
function missingAttribute(issues: Issue[], path: string, local: string): void {
  const message = \`required attribute \${local} is missing\`;
  issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
}`,
  notNillable: `/** Reports null (xsi:nil) given for an element that is not nillable. */
function notNillable(issues: Issue[], path: string): void {
  const message = 'null stands for xsi:nil, but the element is not nillable';
  issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
}`,
  nullWithoutAttribute: `/** Reports null (xsi:nil) for an element whose type has a required attribute, which nil keeps. */
function nullWithoutAttribute(issues: Issue[], path: string, attribute: string): void {
  const message = nullWithoutAttributeProblem(attribute);
  issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
}`,
  nilOfFixed: `/** Reports null (xsi:nil) given for an element with a fixed value, which cannot be nil. */
function nilOfFixed(issues: Issue[], path: string, fixed: string): void {
  const value = JSON.stringify(fixed);
  const message = \`null stands for xsi:nil, which the element's fixed value \${value} forbids\`;
  issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
}`,
  tooFew: `/** Reports fewer than \`min\` (two or more) elements named \`local\`: none is missing. */
function tooFew(issues: Issue[], path: string, local: string, count: number, min: number): void {
  if (count === 0) return missing(issues, path, local);
  const message = \`at least \${min} elements <\${local}> needed, \${count} given\`;
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
}`,
  invalidChild: `/** Reports a \`$mixed\`/\`$content\` item or substitution group value of no allowed element. */
function invalidChild(issues: Issue[], path: string, item: unknown): void {
  const name = childName(item);
  const message = childProblem(item);
  if (name === undefined) issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
  else {
    const at = \`\${path}/\${name}\`;
    issues.push({ rule: 'xsd-unexpected-element', severity: 'error', message, path: at });
  }
}`,
  itemsOf: `/**
 * The items of a repeated element (none when undefined); reports a value that is no array, and
 * each hole of a sparse one (a deleted item), which the encoder refuses as a missing element.
 */
function itemsOf<T>(issues: Issue[], path: string, items: readonly T[]): readonly T[] {
  if (Array.isArray(items)) {
    for (let index = 0; index < items.length; index++) {
      if (index in items) continue;
      const message = \`required element <\${path.slice(path.lastIndexOf('/') + 1)}> is missing\`;
      const at = items.length > 1 ? \`\${path}[\${index + 1}]\` : path;
      issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path: at });
    }
    return items;
  }
  const message = listProblem(items);
  if (message) issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
  return [];
}`,
  missingWildcard: `/** Reports a required element of a wildcard (\`what\` it accepts) that is absent. */
function missingWildcard(issues: Issue[], path: string, what: string): void {
  const message = \`required \${what} is missing\`;
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
}`,
  wildcardCount: `/**
 * Reports more than \`max\` raw elements of a wildcard that takes \`what\` (on the first one too
 * many), or fewer than \`min\` where some are given.
 */
function wildcardCount(
  issues: Issue[],
  path: string,
  items: readonly unknown[],
  min: number,
  max: number,
  what: string,
): void {
  const count = items.length;
  const many = (n: number) => (n === 1 ? what : what.replace(/^element/, 'elements'));
  if (count > max) {
    const local = (items[max] as { local?: unknown } | null | undefined)?.local;
    const at = typeof local === 'string' ? \`\${path}/\${local}\` : path;
    const message = \`at most \${max} \${many(max)} allowed, \${count} given\`;
    issues.push({ rule: 'xsd-unexpected-element', severity: 'error', message, path: at });
  } else if (count > 0 && count < min) {
    const message = \`at least \${min} \${many(min)} needed, \${count} given\`;
    issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
  }
}`,
  memberCount: `/**
 * Reports more than \`max\` elements of the substitution group headed by \`head\` (on the first
 * one too many), or fewer than \`min\` where some are given.
 */
function memberCount(
  issues: Issue[],
  path: string,
  items: readonly unknown[],
  min: number,
  max: number,
  head: string,
): void {
  const count = items.length;
  const what = \`<\${head}> or members of its substitution group\`;
  if (count > max) {
    const element = (items[max] as { $element?: unknown } | null | undefined)?.$element;
    const local = typeof element === 'string' ? element.slice(element.search(/[^:}]*$/)) : undefined;
    const at = local ? \`\${path}/\${local}[\${max + 1}]\` : path;
    const message = \`at most \${max} \${what} allowed, \${count} given\`;
    issues.push({ rule: 'xsd-unexpected-element', severity: 'error', message, path: at });
  } else if (count > 0 && count < min) {
    const message = \`at least \${min} \${what} needed, \${count} given\`;
    issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
  }
}`,
  reportObject: `/**
 * Reports the value of a complex element that is no object (true: nothing more to check), or
 * each property it holds that its type does not have (\`properties\`), which the encoder refuses.
 */
function reportObject(
  issues: Issue[],
  path: string,
  value: unknown,
  properties: KnownProperties,
): boolean {
  const message = objectProblem(value);
  if (message !== undefined) {
    issues.push({ rule: 'xsd-invalid', severity: 'error', message, path });
    return true;
  }
  reportUnknownProperties(issues, path, value as object, properties);
  return false;
}`,
  reportUnknownProperties: `/** Reports each property of \`value\` its type does not have (\`properties\`), at its path. */
function reportUnknownProperties(
  issues: Issue[],
  path: string,
  value: object,
  properties: KnownProperties,
): void {
  for (const key of unknownProperties(value, properties)) {
    const message = unknownPropertyProblem(key, properties);
    issues.push({ rule: 'property-unknown', severity: 'error', message, path: \`\${path}/\${key}\` });
  }
}`,
  tooFewChildren: `/** Reports fewer child elements in \`$mixed\`/\`$content\` than the content model needs. */
function tooFewChildren(
  issues: Issue[],
  path: string,
  items: readonly unknown[],
  min: number,
  names: string,
): void {
  const count = countChildren(items);
  if (count >= min) return;
  const plural = min > 1 ? 's' : '';
  const message = \`at least \${min} child element\${plural} needed (\${names}), \${count} given\`;
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
}`,
  strictWildcardItem: `/**
 * \`wildcardItem\` for a strict wildcard: also an element no global declaration of the set
 * declares, which XSD engines refuse there (the encoder writes it).
 */
function strictWildcardItem(
  issues: Issue[],
  path: string,
  item: unknown,
  constraint: NamespaceConstraint,
  declared: DeclaredElements,
): void {
  const local = (item as { local?: unknown } | null | undefined)?.local;
  const at = typeof local === 'string' ? \`\${path}/\${local}\` : path;
  const issue = wildcardElementIssue(item, constraint);
  if (issue) return report(issues, at, issue);
  const { namespace } = item as UnknownElement;
  const message = undeclaredElementProblem(namespace, local as string, declared);
  if (message) issues.push({ rule: 'xsd-invalid', severity: 'error', message, path: at });
}`,
  wildcardItem: `/** Reports a raw element of a wildcard the encoder refuses: malformed, misnamed, elsewhere. */
function wildcardItem(
  issues: Issue[],
  path: string,
  item: unknown,
  constraint: NamespaceConstraint,
): void {
  const local = (item as { local?: unknown } | null | undefined)?.local;
  const at = typeof local === 'string' ? \`\${path}/\${local}\` : path;
  report(issues, at, wildcardElementIssue(item, constraint));
}`,
  xsiTypeOf: `/**
 * The \`$xsiType\` of the value of an element whose type has derived types (undefined: the
 * declared type itself), or null (reported) when it names no derived type or, for an abstract
 * type, none.
 */
function xsiTypeOf(
  issues: Issue[],
  path: string,
  value: unknown,
  derived: DerivedTypes,
): string | null | undefined {
  const { id, problem } = xsiTypeOfValue(value, derived);
  if (problem === undefined) return id;
  issues.push({ rule: 'xsd-invalid', severity: 'error', message: problem, path });
  return null;
}`,
  tooMany: `/** Reports more than \`max\` elements named \`local\`, on the first one too many. */
function tooMany(issues: Issue[], path: string, local: string, count: number, max: number): void {
  const message = \`at most \${max} <\${local}> allowed, \${count} given\`;
  const at = \`\${path}/\${local}[\${max + 1}]\`;
  issues.push({ rule: 'xsd-unexpected-element', severity: 'error', message, path: at });
}`,
} as const;

/** A reporting helper's name. */
export type Reporter = keyof typeof DECLARATIONS;

/** Declares the helper `name` in the module (once) and returns its name. */
/**
 * The statement reporting fewer than the minOccurs of a repeated element, `count` of them: with
 * the count where two or more are needed and some are given, as the decoder's `r.tooFew`
 * (review r31 recheck L5: one of two was "missing"), else as missing.
 */
export function fewerReport(field: FieldPlan, count: string, support: ValidatorSupport): string {
  const local = stringLiteral(field.local);
  if (field.min < 2) return `missing(issues, path, ${local});`;
  return `${reporter('tooFew', support)}(issues, path, ${local}, ${count}, ${field.min});`;
}

export function reporter(name: Reporter, support: ValidatorSupport): Reporter {
  support.helpers.set(name, DECLARATIONS[name]);
  const imports = IMPORTS[name];
  for (const runtime of imports?.runtime ?? []) support.runtime.add(runtime);
  for (const type of imports?.types ?? []) (support.runtimeTypes ??= new Set()).add(type);
  for (const helper of imports?.reporters ?? []) reporter(helper, support);
  return name;
}
