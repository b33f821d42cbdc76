/**
 * Whether two definitions written alike also mean the same: a declaration is one component only
 * when the names it refers to are. NF-e's CCe_v1.00.xsd and Averb_v1.00.xsd both declare
 * `<xs:element name="evento" type="TEvento"/>`, but each includes its own layout file with its
 * own `TEvento`: the two `evento` read alike and stand for different content, so the files are
 * two versions of one schema, not copies (review r12 nfe #5). A reference to a name whose clash
 * differs (as written, or again through its own references) makes the referring clash differ.
 * ./duplicate-copies.ts's `differentImport` is the same idea for imports.
 */
import { qname, type QName } from '../../ir/qname.js';
import type { XsdName } from '../xsd/model.js';
import type { SymbolSpace } from './duplicate-definitions.js';

/** A component a definition refers to: its symbol space and name. */
export interface ComponentRef {
  space: SymbolSpace;
  name: QName;
}

/** A clash as this file needs it: the name, and both definitions. */
export interface ReferringClash {
  space: SymbolSpace;
  name: QName;
  definition: object;
  other: { definition: object };
}

/**
 * Per clash whose two definitions are written alike (`sameText`), the first name either refers
 * to whose own clash differs (transitively); undefined for the others and for clashes that
 * resolve alike.
 */
export function differingReferences(clashes: readonly ReferringClash[], sameText: readonly boolean[]): Array<ComponentRef | undefined> {
  const key = (ref: ComponentRef) => `${ref.space} ${ref.name}`;
  const differing = new Set(clashes.filter((_, index) => !sameText[index]).map(key));
  const through: Array<ComponentRef | undefined> = clashes.map(() => undefined);
  const references = clashes.map((clash, index) => (sameText[index] ? [...referencesOf(clash.definition), ...referencesOf(clash.other.definition)] : []));
  // A fixpoint: a clash found to differ may make the clashes that refer to it differ.
  for (let changed = true; changed; ) {
    changed = false;
    clashes.forEach((clash, index) => {
      if (!sameText[index] || through[index]) return;
      const found = references[index]!.find((ref) => differing.has(key(ref)));
      if (!found) return;
      through[index] = found;
      differing.add(key(clash));
      changed = true;
    });
  }
  return through;
}

/** Every component `definition` refers to (types, element and attribute refs, groups…), nested ones included. */
export function referencesOf(definition: object): ComponentRef[] {
  const found: ComponentRef[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(node)) {
      const space = referenceSpace(node.kind, key);
      const names = space ? (Array.isArray(child) ? child : [child]).filter(isXsdName) : [];
      if (space && names.length > 0) found.push(...names.map((name) => ({ space, name: qname(name.namespace, name.local) })));
      else walk(child);
    }
  };
  walk(definition);
  return found;
}

/** The symbol space a QName-valued key of the reader's model (./../xsd/model.ts) refers into. */
function referenceSpace(kind: unknown, key: string): SymbolSpace | undefined {
  if (key === 'type' || key === 'base' || key === 'itemType' || key === 'memberTypes') return 'type';
  if (key === 'substitutionGroup') return 'element';
  if (key === 'refer') return 'identityConstraint';
  if (key !== 'ref') return undefined;
  const spaces: Record<string, SymbolSpace> = { element: 'element', attribute: 'attribute', groupRef: 'group', attributeGroupRef: 'attributeGroup' };
  return typeof kind === 'string' ? spaces[kind] : undefined;
}

function isXsdName(value: unknown): value is XsdName {
  return typeof value === 'object' && value !== null && typeof (value as XsdName).local === 'string' && typeof (value as XsdName).namespace === 'string';
}
