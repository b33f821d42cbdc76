/**
 * A substitution group head -> the union of the elements that may stand for it (XSD Part 1,
 * 3.3.6): `{ $element: 'circle'; value: Circle } | ...`, `$element` telling which element the
 * document has (members may share a type, so the value alone could not).
 */
import { localName, type QName } from '../../ir/qname.js';
import type { EmitContext } from '../context.js';
import { isAnyType } from '../model/model-group.js';
import { substitutionOf, type SubstitutionMember } from '../model/substitution.js';
import { stringLiteral } from '../naming/identifiers.js';
import { docComment, typeAlias } from '../print/code.js';
import { nillableType, scalarType } from './type-expression.js';
import { complexValueType } from './derived-type.js';

/** The TS type of a member's value (`| null` when the member is nillable). */
export function memberValueType(member: SubstitutionMember, context: EmitContext): string {
  const type = member.element.type;
  const base = isAnyType(type)
    ? 'UnknownElement'
    : member.scalar
      ? scalarType(member.scalar, context)
      : complexValueType(type, context);
  return member.nillable && !isAnyType(type) ? nillableType(base, type, context) : base;
}

/** Prints the alias of the group headed by `head`. */
export function printSubstitutionType(head: QName, context: EmitContext): string {
  const plan = substitutionOf(head, context.generation)!;
  const members = plan.members.map(
    (member) =>
      `{ $element: ${stringLiteral(member.discriminator)}; value: ${memberValueType(member, context)} }`,
  );
  const names = plan.members.map((member) => `\`${member.discriminator}\``).join(', ');
  const doc =
    members.length > 0
      ? `An element that may stand for \`${localName(head)}\` (its substitution group): one of ${names}.`
      : `The substitution group of the abstract element '${head}' has no member.`;
  return `${docComment(0, doc)}${typeAlias(context.substitutionName(head), members.length > 0 ? members : ['never'])}`;
}
