/**
 * Substitution groups in codecs (XSD Part 1, 3.3.6): a reference to a group head reads whichever
 * member stands in the document (the dispatch has a `case` per member, see ./read-type.ts) into
 * `{ $element, value }`, and writes a value back with a helper per group,
 * `write<Head>Substitution(w, value)`, switching on `$element`.
 */
import type { EmitContext } from '../context.js';
import type { FieldPlan } from '../model/content.js';
import { isAnyType } from '../model/model-group.js';
import type { SubstitutionMember, SubstitutionPlan } from '../model/substitution.js';
import { localName } from '../../ir/qname.js';
import { stringLiteral } from '../naming/identifiers.js';
import { functionHead } from '../print/code.js';
import type { CodecSupport } from './scalar-codec.js';
import { writeField } from './write-type.js';

/**
 * The field one member stands for: the member's name, type and nil-ability, held in `value`
 * (so that `value.value` is the member's value inside `{ $element, value }`).
 */
export function memberField(field: FieldPlan, member: SubstitutionMember): FieldPlan {
  const { substitution: _substitution, scalar: _scalar, ...rest } = field;
  const type = member.element.type;
  const result: FieldPlan = {
    ...rest,
    element: {
      kind: 'element',
      name: member.element.name,
      type,
      occurs: { min: 1, max: 1, nillable: member.nillable },
      source: member.element.source,
    },
    property: 'value',
    namespace: member.namespace,
    local: member.local,
    optional: false,
    list: false,
    nillable: member.nillable && !isAnyType(type),
    type,
  };
  if (member.scalar) result.scalar = member.scalar;
  return result;
}

/** The `write<Head>Substitution` helper of a group (declared once), by name. */
export function substitutionWriter(
  plan: SubstitutionPlan,
  context: EmitContext,
  support: CodecSupport,
): string {
  const alias = context.substitutionName(plan.head);
  const name = `write${alias}`;
  if (support.helpers.has(name)) return name;
  support.helpers.set(name, '');
  (support.localTypes ??= new Set()).add(alias);
  const lines = [
    '/** Writes the element of the substitution group that `value.$element` names. */',
    functionHead(`function ${name}`, ['w: XmlWriter', `value: ${alias}`], 'void'),
  ];
  const refuse = `w.invalidChild(value, ${stringLiteral(localName(plan.head))});`;
  if (plan.members.length === 0) {
    // An abstract head without members: its type is `never`, any value built by hand is refused.
    lines.push(`  ${refuse}`, '}');
    support.helpers.set(name, lines.join('\n'));
    return name;
  }
  // `?.` and `default`: a value built by hand may be undefined or name another element.
  lines.push('  switch (value?.$element) {');
  for (const member of plan.members) {
    // The field of a member has no enclosing choice or order: only its own write.
    const field = memberField(
      {
        element: member.element as never,
        property: 'value',
        namespace: member.namespace,
        local: member.local,
        optional: false,
        list: false,
        min: 1,
        max: 1,
        nillable: false,
        rank: 0,
        required: 'always',
        type: member.element.type,
      },
      member,
    );
    lines.push(
      `    case ${stringLiteral(member.discriminator)}:`,
      writeField(field, context, support, 6),
      '      return;',
    );
  }
  lines.push('    default:', `      ${refuse}`, '  }', '}');
  support.helpers.set(name, lines.join('\n'));
  return name;
}
