/**
 * Maps the wildcards `xs:any` and `xs:anyAttribute` (XSD Part 1, 3.10) to IrWildcard and
 * IrAttributeWildcard: the `namespace` attribute becomes a namespace constraint of URIs
 * (`##targetNamespace` the schema's, `##local` '' = unqualified, `##other` neither of those);
 * a complex type's attribute wildcard is its own intersected with those of the attribute groups
 * it references (3.4.2, "complete wildcard").
 */
import type { IrAttributeWildcard, IrNamespaceConstraint, IrWildcard } from '../../ir/nodes.js';
import { intersectNamespaces } from '../../ir/namespace-constraint.js';
import { qname } from '../../ir/qname.js';
import { recoverInvalid } from '../refusals.js';
import type { XsdAny, XsdAnyAttribute, XsdAttributeUse, XsdSchema } from '../xsd/model.js';
import { expansionKey, sourceLocation, type MapContext, type Owner } from './context.js';

/** The constraint a `namespace` attribute value spells, in the schema it is written in. */
export function namespaceConstraint(value: string, schema: XsdSchema): IrNamespaceConstraint {
  const target = schema.targetNamespace;
  if (value === '##any') return { kind: 'any' };
  // XSD 1.0 ##other: not the target namespace, and not unqualified either (3.10.2 and 3.10.4).
  if (value === '##other') return { kind: 'not', namespaces: [...new Set([target, ''])] };
  const namespaces = value
    .split(/\s+/)
    .filter((token) => token !== '')
    .map((token) => (token === '##targetNamespace' ? target : token === '##local' ? '' : token));
  return { kind: 'only', namespaces: [...new Set(namespaces)] };
}

/** Maps an `xs:any` particle. */
export function transformWildcard(any: XsdAny, owner: Owner): IrWildcard {
  return {
    kind: 'any',
    namespaces: namespaceConstraint(any.namespace, owner.schema),
    processContents: any.processContents,
    occurs: { min: any.occurs.min, max: any.occurs.max, nillable: false },
    ...(any.doc ? { doc: any.doc } : {}),
    source: sourceLocation(any.source),
  };
}

/**
 * The attribute wildcard of a list of attribute uses: the local `xs:anyAttribute` intersected
 * with those of the referenced attribute groups (recursively); undefined when there is none.
 */
export function attributeWildcard(uses: readonly XsdAttributeUse[], owner: Owner, context: MapContext): IrAttributeWildcard | undefined {
  let result: IrAttributeWildcard | undefined;
  const combine = (wildcard: IrAttributeWildcard | undefined) => {
    if (!wildcard) return;
    result = result ? { ...result, namespaces: intersectNamespaces(result.namespaces, wildcard.namespaces) } : wildcard;
  };
  for (const use of uses) {
    if (use.kind === 'anyAttribute') combine(localWildcard(use, owner.schema));
    else if (use.kind === 'attributeGroupRef') {
      // An unresolved group is reported (once: the same message) as transformAttributes reports it.
      const declared = recoverInvalid(() => context.lookup('attributeGroups', use.ref, owner.schema, use.source));
      if (!declared) continue;
      const name = qname(use.ref.namespace, use.ref.local);
      const key = expansionKey('attributeGroup', name);
      if (context.expanding.has(key)) continue; // the cycle is reported by transformAttributes
      context.expanding.add(key);
      combine(attributeWildcard(declared.definition.attributes, { schema: declared.schema, path: declared.definition.name }, context));
      context.expanding.delete(key);
    }
  }
  return result;
}

function localWildcard(use: XsdAnyAttribute, schema: XsdSchema): IrAttributeWildcard {
  return { namespaces: namespaceConstraint(use.namespace, schema), processContents: use.processContents, source: sourceLocation(use.source) };
}
