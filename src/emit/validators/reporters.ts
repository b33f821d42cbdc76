/**
 * The reporting helpers a `validators.ts` declares when some check needs them (beside `report`
 * and `missing`, which every one has): element counts, choices, nil, attributes, fixed values.
 * Their rule ids are those `fleetcase validate` gives the same fault in a document
 * (src/validate/xsd-findings.ts): too many or a second choice branch `xsd-unexpected-element`,
 * too few `xsd-missing-element`, a wrong fixed value `xsd-invalid-value`, nil on an element that
 * is not nillable or a missing required attribute `xsd-invalid`.
 * @see https://www.w3.org/TR/xmlschema-1/#cvc-complex-type
 */
import type { ValidatorSupport } from './scalar-checks.js';

const DECLARATIONS = {
  choice: `/**
 * An exclusive choice whose branches are \`names\` (\` | \`-separated), \`given\` telling which are:
 * reports each branch after the first given, or, when \`required\`, that none is.
 */
function choice(
  issues: Issue[],
  path: string,
  names: string,
  required: boolean,
  ...given: boolean[]
): void {
  const taken = names.split(' | ').filter((_, index) => given[index]);
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
  tooFew: `/** Reports fewer than \`min\` elements named \`local\` where some are given. */
function tooFew(issues: Issue[], path: string, local: string, count: number, min: number): void {
  const message = \`at least \${min} <\${local}> needed, \${count} given\`;
  issues.push({ rule: 'xsd-missing-element', severity: 'error', message, path });
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
export function reporter(name: Reporter, support: ValidatorSupport): Reporter {
  support.helpers.set(name, DECLARATIONS[name]);
  return name;
}
