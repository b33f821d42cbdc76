/**
 * The `xsi:` attributes of a source element other than `xsi:nil` (./rewrite-element.ts carries
 * that one). XML Schema allows them on every element, so none is a field the target lacks
 * (review r22 migrate L1: each was "dropped" as "declares no attribute 'schemaLocation'", and
 * failed `--fail-on dropped`):
 * - `xsi:schemaLocation` / `xsi:noNamespaceSchemaLocation` name the source generation's XSDs:
 *   left out, a hint no longer true (XSD Part 1, 4.3.2: a hint only), listed as a change;
 * - `xsi:type` naming the element's own declared type says nothing: left out, listed; naming
 *   another type (none in the API's schemas derives from another), it is dropped, said so.
 */
import { XSI_NAMESPACE } from '../ir/index.js';
import { localName } from '../ir/qname.js';
import type { TypeRef } from '../ir/nodes.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { MigrationChange } from './result.js';

type Attribute = XmlElementNode['attributes'][number];

/** The local name a type reference has (`string` for xs:string). */
function typeLocal(type: TypeRef): string {
  return type.kind === 'builtin' ? type.name : localName(type.name);
}

/**
 * What becomes of an `xsi:` attribute (not `xsi:nil`): a change listing it as left out, or the
 * reason it is dropped; undefined for an attribute of another namespace.
 */
export function xsiHint(attribute: Attribute, sourceType: TypeRef | undefined, targetPath: string): { change: MigrationChange } | { dropped: string } | undefined {
  if (attribute.namespace !== XSI_NAMESPACE) return undefined;
  const path = `${targetPath}/@xsi:${attribute.local}`;
  if (attribute.local === 'schemaLocation' || attribute.local === 'noNamespaceSchemaLocation') {
    return { change: { kind: 'value', path, from: attribute.value, to: '(left out)', detail: "it names the source generation's XSDs; a schema location is a hint only (XSD Part 1, 4.3.2)" } };
  }
  if (attribute.local === 'type') {
    const named = attribute.value.trim().replace(/^[^:]*:/, '');
    if (sourceType !== undefined && named === typeLocal(sourceType)) {
      return { change: { kind: 'value', path, from: attribute.value, to: '(left out)', detail: "it names the element's own declared type, which says nothing" } };
    }
    return { dropped: `xsi:type="${attribute.value}" names a type other than the element's declared one, and the target's declaration has no derived type to name` };
  }
  return { dropped: `xsi:${attribute.local} is no attribute XML Schema defines` };
}
