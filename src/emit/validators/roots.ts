/** `validate<Stem>(value, options?)` of one document root. */
import type { EmitContext } from '../context.js';
import { splitQName } from '../../ir/qname.js';
import { isAnyType } from '../model/model-group.js';
import { scalarOf } from '../model/scalars.js';
import { stringLiteral } from '../naming/identifiers.js';
import { documentPhrase, schemaPhrase, type RootEntry } from '../naming/root-names.js';
import { generationPhrase } from '../../generation-phrase.js';
import { docComment, functionHead, ifChain, objectLiteral, type Statement } from '../print/code.js';
import { nilGuarded, nilRefusal } from './nil-test.js';
import { polymorphOf } from '../model/derivations.js';
import { derivedVisitor } from './visit-derived.js';
import { scalarCheck, type ValidatorSupport } from './scalar-checks.js';
import { visitFunctionName, type Trivial } from './visit-type.js';
import { fixedContentCheck, objectCheck } from './check-one.js';

/** The statement checking the root's own value, if anything is to be checked. */
function rootCheck(
  root: RootEntry,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): Statement | undefined {
  const path = stringLiteral(`/${root.local}`);
  if (isAnyType(root.element.type)) {
    support.runtime.add('checkRawElementName');
    const { namespace } = splitQName(root.element.name);
    const check = `checkRawElementName(value, ${stringLiteral(namespace)}, ${stringLiteral(root.local)})`;
    return { lead: '', callee: 'report', args: ['issues', path, check] };
  }
  const scalar = scalarOf(root.element.type, context.generation);
  if (scalar) {
    const fixed = { fixed: root.element.fixed };
    const check = scalarCheck(scalar, 'value', context, support, checked, fixed);
    return check ? { lead: '', callee: 'report', args: ['issues', path, check] } : undefined;
  }
  const type = context.complexType(root.element.type)!;
  const polymorph = polymorphOf(type, context.generation);
  if (polymorph) {
    const visit = derivedVisitor(polymorph, root.element.nillable, context, support, checked, trivial);
    return { lead: '', callee: visit, args: ['value', path, 'issues'] };
  }
  const fixed = root.element.fixed;
  const content = fixedContentCheck(type, fixed, 'value', path, context, support, trivial);
  if (content) return content;
  // A type with nothing else to check: the value is still an object of its properties.
  return trivial(type)
    ? objectCheck(type, 'value', path, context, support)
    : { lead: '', callee: visitFunctionName(type, context), args: ['value', path, 'issues'] };
}

/** Prints the validate function of a root. */
export function printRootValidator(
  root: RootEntry,
  context: EmitContext,
  support: ValidatorSupport,
  checked: ReadonlySet<string>,
  trivial: Trivial,
): string {
  const check = rootCheck(root, context, support, checked, trivial);
  const doc = docComment(
    0,
    `Validates the value of ${documentPhrase(root)} of ${schemaPhrase(root)}: required elements, facets, and the rules of ${generationPhrase(context.generation.id)} (and of \`options.endpoint\`). Issues are ordered by element path.`,
  );
  const lines = [
    doc +
      functionHead(
        `export function ${root.validate}`,
        [`value: ${root.stem}`, 'options: ValidateOptions = {}'],
        'Issue[]',
      ),
  ];
  lines.push('  const issues: Issue[] = [];');
  // Null stands for xsi:nil, which a root that is not nillable, or has a fixed value, may not have.
  const path = stringLiteral(`/${root.local}`);
  const field = { ...root.element, element: root.element };
  const refused = nilRefusal(field, 'value', path, context, support);
  if (check && refused) lines.push(ifChain(2, [refused, [undefined, check]]));
  else if (check)
    lines.push(nilGuarded(2, root.element.type, 'value', path, check, context, support, checked));
  lines.push(
    objectLiteral(
      2,
      'const context = ',
      [
        'generation: GENERATION',
        `schema: ${stringLiteral(root.schema.name)}`,
        `root: ${stringLiteral(root.local)}`,
      ],
      ';',
    ),
  );
  lines.push('  return withRules(issues, value, context, options);', '}');
  return lines.join('\n');
}
