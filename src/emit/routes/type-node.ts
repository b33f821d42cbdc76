/**
 * Small TypeScript type expressions (type literals, unions, names) that the routes and client
 * targets build per operation, printed in prettier's layout: a member stays on one line when it
 * fits; otherwise a union breaks one `| member` per line and a type literal one member per line.
 */
import { pad, PRINT_WIDTH } from '../print/code.js';
import { propertyKey } from '../naming/identifiers.js';

/** A type: a name or expression (`string`, `CaseRequestCase`), a type literal, or a union. */
export type TypeNode = string | TypeLiteral | { union: readonly TypeNode[] };

/** `{ name: type; other?: type }`. */
export interface TypeLiteral {
  members: readonly TypeMember[];
}

/** One member of a type literal. */
export interface TypeMember {
  name: string;
  optional?: boolean;
  type: TypeNode;
}

/** A type literal. */
export function literal(members: readonly TypeMember[]): TypeLiteral {
  return { members };
}

/** A union of two or more types (one type is returned as is). */
export function union(types: readonly TypeNode[]): TypeNode {
  return types.length === 1 ? types[0]! : { union: types };
}

function isLiteral(type: TypeNode): type is TypeLiteral {
  return typeof type === 'object' && 'members' in type;
}

/** True when a type literal has no members. */
export function isEmpty(type: TypeNode): boolean {
  return isLiteral(type) && type.members.length === 0;
}

/** True when every member of a type literal may be left out (so may the literal). */
export function allOptional(type: TypeNode): boolean {
  return isLiteral(type) && type.members.every((member) => member.optional === true || allOptional(member.type));
}

function memberHead(member: TypeMember): string {
  return `${propertyKey(member.name)}${member.optional ? '?' : ''}`;
}

/** The type on one line. */
export function flatType(type: TypeNode): string {
  if (typeof type === 'string') return type;
  if (isLiteral(type)) {
    if (type.members.length === 0) return 'Record<string, never>';
    return `{ ${type.members.map((member) => `${memberHead(member)}: ${flatType(member.type)}`).join('; ')} }`;
  }
  return type.union.map(flatType).join(' | ');
}

/** A member `name: type;` at `indent` columns, broken the way prettier breaks it. */
export function printMember(indent: number, member: TypeMember): string {
  const head = `${pad(indent)}${memberHead(member)}:`;
  const one = `${head} ${flatType(member.type)};`;
  if (one.length <= PRINT_WIDTH) return one;
  const type = member.type;
  if (typeof type === 'object' && 'union' in type) {
    return `${head}\n${type.union.map((item) => `${pad(indent + 2)}| ${flatType(item)}`).join('\n')};`;
  }
  if (isLiteral(type) && type.members.length > 0) {
    return `${head} {\n${type.members.map((inner) => printMember(indent + 2, inner)).join('\n')}\n${pad(indent)}};`;
  }
  return one;
}
