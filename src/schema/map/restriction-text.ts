/**
 * The text of a complex type restricting one with simple content (XSD Part 1, 3.4.6
 * derivation-ok-restriction clause 5.1.2): its simple type must be derived from the base's. The
 * facets of a restriction derive it by construction; an `xs:simpleType` inside the restriction
 * may not: `<xs:restriction base="xs:int"><xs:maxInclusive value="10"/>` under a base whose text
 * is `P` (xs:int, maxInclusive 5) would let 7 through a type that says it narrows `P`. Checked
 * once derived types are flattened, reported as SchemaInvalid at the restricting type, as
 * xmllint and Xerces refuse to compile it (review r23 schemaerr M6: it was generated).
 */
import { isComplexType } from '../../ir/guards.js';
import type { IrType } from '../../ir/nodes.js';
import { shortName, type QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';
import type { PendingRestriction } from './restriction-attributes.js';
import { simpleTypeDerivesFrom } from './simple-derivation.js';

/** Reports each restriction whose text type is not derived from its base's text type. */
export function checkRestrictionText(types: Readonly<Record<QName, IrType>>, restrictions: Iterable<PendingRestriction>): void {
  for (const restriction of restrictions) {
    const type = types[restriction.type];
    const base = types[restriction.base];
    if (!isComplexType(type) || !isComplexType(base) || !type.simpleContent || !base.simpleContent) continue;
    if (simpleTypeDerivesFrom(type.simpleContent, base.simpleContent, types)) continue;
    reportInvalid({
      file: type.source.file,
      line: type.source.line,
      detail: `the xs:simpleType inside the restriction of '${shortName(base.name, type.name)}' is not derived from the text type of '${shortName(base.name, type.name)}' (facets alone, without the xs:simpleType, narrow it)`,
    });
  }
}
