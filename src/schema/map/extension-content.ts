/**
 * What an extension's content may add to its base's (XSD Part 1, 3.4.6): where the base has
 * content (elements, or mixed text), the extension is mixed exactly when the base is
 * (cos-ct-extends.1.4.3.2.2.1: a mixed extension of element-only content, or the reverse), and
 * nothing may be appended to a base whose content is an `xs:all` group, nor an `xs:all` group to a
 * base with elements (cos-all-limited: the sequence of both would hold the `all` group, which may
 * stand only alone). Checked before the
 * flatten-extensions pass, every one reported (SchemaInvalid, at the extension) as xmllint and
 * Xerces refuse to compile them (review r21 torture M6: both were generated, the decoder then
 * took text the schema does not allow).
 */
import { isComplexType } from '../../ir/guards.js';
import type { IrComplexType, IrGroup, IrType } from '../../ir/nodes.js';
import type { PendingExtension } from '../../ir/passes/pass.js';
import type { QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';

/** A group that holds a particle; an absent or empty one is empty content. */
function particlesOf(content: IrGroup | undefined): IrGroup | undefined {
  return content && content.particles.length > 0 ? content : undefined;
}

/** A type's content once flattened: the group that gives it its elements (none: empty), and whether text may stand between them. */
interface Content {
  group: IrGroup | undefined;
  mixed: boolean;
}

/**
 * `name`'s content once flattened: its own where it has particles of its own, else its
 * extension base's (an extension that adds nothing keeps the base's content, mixed text
 * included: `M` adding only attributes to a mixed `B` is mixed, whatever `M` says; review r23
 * schemaerr H2).
 */
function flattenedContent(
  types: ReadonlyMap<QName, IrType>,
  pending: ReadonlyMap<QName, PendingExtension>,
  name: QName,
  visiting: Set<QName>,
): Content {
  const type = types.get(name);
  if (!isComplexType(type)) return { group: undefined, mixed: false };
  const own = particlesOf(type.content);
  const derivation = pending.get(name);
  if (own || derivation?.derivation !== 'complexContent' || visiting.has(name)) return { group: own, mixed: type.mixed };
  visiting.add(name);
  const inherited = flattenedContent(types, pending, derivation.base, visiting);
  visiting.delete(name);
  return { group: inherited.group, mixed: inherited.mixed || type.mixed };
}

/** Why `type`'s own content may not extend `base`'s (whose content, flattened, is `inherited`); undefined when it may. */
function extensionFault(type: IrComplexType, base: IrComplexType, inherited: Content): string | undefined {
  const { group: baseGroup, mixed: baseMixed } = inherited;
  const adds = particlesOf(type.content) !== undefined;
  const baseHasContent = baseMixed || baseGroup !== undefined;
  if (baseHasContent && (adds || type.mixed) && type.mixed !== baseMixed) {
    return type.mixed
      ? `a mixed extension of '${base.name}', whose content is element-only (both must be mixed or both element-only)`
      : `an element-only extension of '${base.name}', whose content is mixed (both must be mixed or both element-only)`;
  }
  if (adds && baseGroup?.kind === 'all')
    return `extension of '${base.name}' appends elements to its xs:all group (an xs:all group must stand alone in a content model)`;
  // A mixed extension that adds no particle still adds an empty sequence (Part 1, 3.4.2 clause 2.1.5).
  if (type.mixed && baseGroup?.kind === 'all')
    return `a mixed extension of '${base.name}', whose content is an xs:all group: mixed="true" adds an empty sequence after it, and an xs:all group must stand alone in a content model (without mixed="true" the extension keeps the base's mixed content)`;
  // The other way round: an xs:all appended to the base's elements (review r23 recheck M4).
  if (adds && baseGroup !== undefined && type.content?.kind === 'all')
    return `extension of '${base.name}' appends an xs:all group to its elements (an xs:all group must stand alone in a content model)`;
  return undefined;
}

/** Reports (SchemaInvalid) each complex-content extension in `pending` whose content cannot extend its base's. */
export function checkExtensionContent(types: ReadonlyMap<QName, IrType>, pending: ReadonlyMap<QName, PendingExtension>): void {
  for (const [name, derivation] of pending) {
    if (derivation.derivation !== 'complexContent') continue;
    const type = types.get(name);
    const base = types.get(derivation.base);
    if (!isComplexType(type) || !isComplexType(base) || base.simpleContent) continue;
    const fault = extensionFault(type, base, flattenedContent(types, pending, derivation.base, new Set([name])));
    if (fault) reportInvalid({ file: derivation.source.file, line: derivation.source.line, detail: fault });
  }
}
