/**
 * An extension may not declare an attribute its base already has (XSD Part 1, 3.4.6
 * ct-props-correct.4: the attribute uses of a type, its own plus the base's, have distinct
 * names; only a restriction redeclares one). The flatten-extensions pass would stop at the first
 * such type; checked here beforehand, every one is reported (mono-xbuild's
 * Microsoft.Build.CommonTypes.xsd has eight, as xmllint lists them) and the redeclaration left
 * out, so that loading goes on to the schema's other errors.
 */
import { isComplexType } from '../../ir/guards.js';
import type { IrType } from '../../ir/nodes.js';
import type { PendingExtension } from '../../ir/passes/pass.js';
import type { QName } from '../../ir/qname.js';
import { reportInvalid } from '../refusals.js';

/**
 * Reports (SchemaInvalid) each extension in `pending` that redeclares an attribute of its base
 * (inherited ones included) and leaves the redeclaration out of `types`.
 */
export function checkExtensionAttributes(
  types: Map<QName, IrType>,
  pending: ReadonlyMap<QName, PendingExtension>,
): void {
  const known = new Map<QName, ReadonlySet<QName>>();
  // The names of a type's attribute uses once flattened; a cycle (reported by the pass) ends the walk.
  const attributeNames = (name: QName, visiting: Set<QName>): ReadonlySet<QName> => {
    const cached = known.get(name);
    if (cached) return cached;
    const type = types.get(name);
    const own = new Set(
      isComplexType(type) ? type.attributes.map((attribute) => attribute.name) : [],
    );
    const derivation = pending.get(name);
    if (!derivation || visiting.has(name)) return own;
    visiting.add(name);
    const prohibited = new Set(derivation.prohibited ?? []);
    for (const inherited of attributeNames(derivation.base, visiting))
      if (!prohibited.has(inherited)) own.add(inherited);
    visiting.delete(name);
    known.set(name, own);
    return own;
  };
  for (const [name, derivation] of pending) {
    if (derivation.derivation !== 'complexContent' && derivation.derivation !== 'simpleContent')
      continue;
    const type = types.get(name);
    if (!isComplexType(type)) continue;
    const inherited = attributeNames(derivation.base, new Set([name]));
    const again = type.attributes.find((attribute) => inherited.has(attribute.name));
    if (!again) continue;
    reportInvalid({
      file: derivation.source.file,
      line: derivation.source.line,
      detail: `extension of '${derivation.base}' declares its attribute '${again.name}' again (only a restriction may)`,
    });
    types.set(name, {
      ...type,
      attributes: type.attributes.filter((attribute) => !inherited.has(attribute.name)),
    });
  }
}
