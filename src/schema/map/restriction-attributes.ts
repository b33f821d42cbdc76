/**
 * The attribute uses of a complex type derived by restriction, against its base's (XSD Part 1,
 * 3.4.6 "Derivation Valid (Restriction, Complex)", derivation-ok-restriction): an attribute the
 * restriction redeclares stays required if the base requires it (clause 2.1.1) and takes a type
 * derived from the base's (2.1.2); one the base lacks needs a base attribute wildcard that allows
 * it (2.2); a required base attribute may not be prohibited (3). Checked once derived types are
 * flattened (the base's attributes and wildcard complete), every violation of a load reported as
 * SchemaInvalid at the restriction's attribute, as xmllint refuses to compile such a schema.
 *
 * Clause 2.1.3 (a base's fixed value stays fixed to the same value) is not checked: libxml2, and
 * so xmllint and `fleetcase validate`, compile a restriction that changes or drops it (Xerces
 * refuses it); src/schema/SUBSET.md lists it among the approximations.
 */
import { isComplexType, isSimpleType } from '../../ir/guards.js';
import { allowsNamespace } from '../../ir/namespace-constraint.js';
import type { IrAttribute, IrComplexType, IrType, TypeRef } from '../../ir/nodes.js';
import { localName, namespaceOf, type QName, shortName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import type { XsdSource } from '../xsd/model.js';
import { simpleTypeDerivesFrom } from './simple-derivation.js';

/** A complex type derived by restriction, with what it says of attributes, as the mapper read it. */
export interface PendingRestriction {
  /** The restricting type. */
  type: QName;
  base: QName;
  /** Its own attribute uses (attribute groups expanded), not the inherited ones. */
  attributes: readonly IrAttribute[];
  /** Its `use="prohibited"` uses, each with its place. */
  prohibited: ReadonlyArray<{ name: QName; source: XsdSource }>;
}

/**
 * Reports (SchemaInvalid, ../refusals.ts) every attribute use of a restriction that breaks
 * derivation-ok-restriction clauses 2.1.1, 2.1.2, 2.2 or 3, given the flattened types.
 */
export function checkRestrictionAttributes(types: Readonly<Record<QName, IrType>>, restrictions: Iterable<PendingRestriction>): void {
  for (const restriction of restrictions) {
    const type = types[restriction.type];
    const base = types[restriction.base];
    // A type or base an error left out has been reported already.
    if (!isComplexType(type) || !isComplexType(base)) continue;
    const says = `${describeType(type)} restricts '${shortName(base.name, type.name)}' but`;
    for (const attribute of restriction.attributes) {
      const inherited = base.attributes.find((candidate) => candidate.name === attribute.name);
      const detail = inherited ? redeclarationIssue(attribute, inherited, types) : additionIssue(attribute, base);
      if (detail) reportInvalid({ file: attribute.source.file, line: attribute.source.line, detail: `${says} ${detail}` });
    }
    for (const prohibition of restriction.prohibited) {
      const inherited = base.attributes.find((candidate) => candidate.name === prohibition.name);
      if (!inherited?.required) continue;
      reportInvalid({
        file: prohibition.source.file,
        line: prohibition.source.line,
        detail: `${says} prohibits attribute ${describeAttribute(prohibition.name)}, which the base requires: a restriction must keep it (use="required")`,
      });
    }
  }
}

/** Clauses 2.1.1 and 2.1.2: what is wrong with redeclaring the base's `inherited` so. */
function redeclarationIssue(attribute: IrAttribute, inherited: IrAttribute, types: Readonly<Record<QName, IrType>>): string | undefined {
  const named = describeAttribute(attribute.name);
  if (inherited.required && !attribute.required) {
    return `makes attribute ${named} optional, which the base requires: a restriction must keep it use="required"`;
  }
  if (!simpleTypeDerivesFrom(attribute.type, inherited.type, types)) {
    const given = describeTypeRef(attribute.type, types, attribute.source);
    const was = describeTypeRef(inherited.type, types, attribute.source);
    return (
      `gives attribute ${named} ${given.startsWith('an ') ? given : `the type ${given}`}, which is not derived from ${was}, ` +
      `its type in the base: a restriction may only narrow an attribute's type`
    );
  }
  return undefined;
}

/** Clause 2.2: an attribute the base lacks must be one the base's attribute wildcard allows. */
function additionIssue(attribute: IrAttribute, base: IrComplexType): string | undefined {
  if (base.anyAttribute && allowsNamespace(base.anyAttribute.namespaces, namespaceOf(attribute.name))) return undefined;
  const named = describeAttribute(attribute.name);
  return base.anyAttribute
    ? `declares attribute ${named}, which the base does not declare and its attribute wildcard (xs:anyAttribute) does not allow`
    : `declares attribute ${named}, which the base does not declare and, having no attribute wildcard (xs:anyAttribute), does not allow`;
}

/** `complex type 'WindowType'`, or `the anonymous complex type of 'Window'`. */
function describeType(type: IrComplexType): string {
  const local = localName(type.name);
  return type.anonymous ? `the anonymous complex type of '${local}'` : `complex type '${local}'`;
}

/** `'tag'`, or `'lang' of namespace http://www.w3.org/XML/1998/namespace`. */
function describeAttribute(name: QName): string {
  const namespace = namespaceOf(name);
  return namespace ? `'${localName(name)}' of namespace ${namespace}` : `'${localName(name)}'`;
}

/**
 * `xs:positiveInteger`, `'Code'`, or `an anonymous simple type (line 12)` (the line said when it
 * is in the file of `near`).
 */
function describeTypeRef(reference: TypeRef, types: Readonly<Record<QName, IrType>>, near: XsdSource): string {
  if (reference.kind === 'builtin') return `xs:${reference.name}`;
  const type = types[reference.name];
  // An attribute's anonymous simple type is named `<owner>@<attribute>` ('@' is in no XSD name).
  if (!localName(reference.name).includes('@') || !isSimpleType(type)) return `'${localName(reference.name)}'`;
  return type.source.file === near.file ? `an anonymous simple type (line ${type.source.line})` : 'an anonymous simple type';
}
