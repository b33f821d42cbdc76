/**
 * A substitution group member's type against its head's (XSD Part 1, 3.3.6 "Element
 * Declaration Properties Correct", e-props-correct.4): the member's type must be the head's or
 * derived from it, by extension or restriction, directly or not (3.4.6 cos-ct-derived-ok, 3.14.6
 * cos-st-derived-ok). xmllint and Xerces refuse to compile a schema that breaks it ("was either
 * rejected by the substitution group affiliation … or not validly derived"), so the loader
 * reports it as SchemaInvalid at the member, rather than generate codecs that accept documents
 * no engine can check. A mistake easy to make in chameleon sets, where a member derives from
 * the other namespace's copy of the head's type. The head's `final` narrows the ways a member's
 * type may derive (e-props-correct.4 again: xmllint "was either rejected by the substitution
 * group affiliation …").
 */
import { derivationPath } from '../../ir/derived-types.js';
import { isComplexType } from '../../ir/guards.js';
import type { IrRootElement, IrType, TypeRef } from '../../ir/nodes.js';
import { localName, type QName, shortName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import type { XsdFinal } from '../xsd/model.js';
import { anonymousTypeWords } from './anonymous-type-words.js';
import { excludedDerivations, finalWords } from './final-derivations.js';
import { simpleTypeDerivesFrom } from './simple-derivation.js';

/**
 * Reports (SchemaInvalid, ../refusals.ts) every member of a substitution group whose type is not
 * derived from its head's, given the mapped (flattened) types, or derived in a way the head's
 * `final` ({substitution group exclusions}, `exclusionsOf`) forbids.
 */
export function checkSubstitutionTypes(
  types: Readonly<Record<QName, IrType>>,
  elements: Readonly<Record<QName, IrRootElement>>,
  exclusionsOf: (head: QName) => readonly XsdFinal[] | undefined,
): void {
  for (const member of Object.values(elements)) {
    const head = member.substitutionGroup === undefined ? undefined : elements[member.substitutionGroup];
    // A head an error left out has been reported already.
    if (!head) continue;
    // Worded only for a member reported (every member of a large set is checked).
    const intro = (): string =>
      `element '${localName(member.name)}' joins the substitution group of '${shortName(head.name, member.name)}', but its type ${typeWords(member.type, member.name, types)}`;
    const headType = (): string => typeWords(head.type, member.type.kind === 'named' ? member.type.name : member.name, types);
    if (!typeDerivesFrom(member.type, head.type, types, new Set())) {
      reportInvalid({
        file: member.source.file,
        line: member.source.line,
        detail: `${intro()} is not derived from ${headType()}, the head's type: a member's type must be the head's or derive from it (XSD Part 1, 3.3.6 e-props-correct.4)`,
      });
      continue;
    }
    const exclusions = exclusionsOf(head.name);
    const excluded = excludedDerivations(exclusions, derivationPath(member.type, head.type, types).methods);
    if (excluded.length === 0) continue;
    reportInvalid({
      file: member.source.file,
      line: member.source.line,
      detail:
        `${intro()} derives by ${excluded.join(' and ')} from ${headType()}, which the head forbids: ` +
        `${finalWords('{substitution group exclusions}', exclusions!)} (XSD Part 1, 3.3.6 e-props-correct.4)`,
    });
  }
}

/**
 * True when `derived` is `base` or derived from it (cos-ct-derived-ok for a complex type: its
 * base chain, down to the simple type a simple-content type extends; cos-st-derived-ok for a
 * simple type). xs:anyType is the base of every type. A named type an error left out counts as
 * derived: its own error is reported already.
 */
function typeDerivesFrom(derived: TypeRef, base: TypeRef, types: Readonly<Record<QName, IrType>>, seen: Set<QName>): boolean {
  if (base.kind === 'builtin' && base.name === 'anyType') return true;
  if (derived.kind === base.kind && derived.name === base.name) return true;
  if (derived.kind === 'named') {
    const type = types[derived.name];
    if (!type || seen.has(derived.name)) return true;
    if (isComplexType(type)) {
      seen.add(derived.name);
      if (type.baseType !== undefined) return typeDerivesFrom({ kind: 'named', name: type.baseType }, base, types, seen);
      // A simple-content type extending a simple type derives from it; else from xs:anyType only.
      return type.simpleContent !== undefined && typeDerivesFrom(type.simpleContent, base, types, seen);
    }
  }
  // A simple type derives from no complex type but xs:anyType.
  if (base.kind === 'named' && isComplexType(types[base.name])) return false;
  return simpleTypeDerivesFrom(derived, base, types);
}

/** `xs:int`, `'OtherT'`, or words for an anonymous type (`the anonymous type of element member`). */
function typeWords(reference: TypeRef, near: QName, types: Readonly<Record<QName, IrType>>): string {
  if (reference.kind === 'builtin') return `xs:${reference.name}`;
  return types[reference.name]?.anonymous === true ? anonymousTypeWords(localName(reference.name)) : `'${shortName(reference.name, near)}'`;
}
