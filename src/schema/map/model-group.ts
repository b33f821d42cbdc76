/**
 * Maps model groups (XSD Part 1, 3.8) and `xs:group ref` (3.7) to IrGroup. A group reference
 * becomes the referenced group's compositor with the reference's occurrence bounds; an `xs:any`
 * particle an IrWildcard (./wildcard.ts).
 */
import { fail } from '../../errors.js';
import { recoverInvalid } from '../refusals.js';
import type { IrGroup, IrParticle } from '../../ir/nodes.js';
import { qname } from '../../ir/qname.js';
import type { XsdGroupRef, XsdModelGroup, XsdParticle } from '../xsd/model.js';
import { expansionKey, sourceLocation, type MapContext, type Owner } from './context.js';
import { transformElement } from './element.js';
import { transformWildcard } from './wildcard.js';

/** Maps a model group or a group reference used as a content model. */
export function transformModelGroup(group: XsdModelGroup | XsdGroupRef, owner: Owner, context: MapContext): IrGroup {
  if (group.kind === 'groupRef') return transformGroupRef(group, owner, context);
  return {
    kind: group.kind,
    occurs: { min: group.occurs.min, max: group.occurs.max, nillable: false },
    // A particle with maxOccurs="0" matches nothing (XSD Part 1, 3.9.1): restrictions use it to
    // take an element of the base away. It is left out. So is a particle with a schema error (an
    // unresolved type or ref, recorded): its siblings are still mapped, so that one run names
    // every such error of the content model (../refusals.ts).
    particles: group.particles
      .filter((particle) => particle.occurs.max !== 0)
      .flatMap((particle) => recoverInvalid(() => transformParticle(particle, owner, context)) ?? []),
    source: sourceLocation(group.source),
  };
}

function transformParticle(particle: XsdParticle, owner: Owner, context: MapContext): IrParticle {
  if (particle.kind === 'element') return transformElement(particle, owner, context);
  if (particle.kind === 'any') return transformWildcard(particle, owner);
  const group = transformModelGroup(particle, owner, context);
  // XSD 1.0 (Part 1, 3.8.6, cos-all-limited): an all group is a type's whole content model.
  if (group.kind === 'all') {
    fail('SchemaInvalid', { file: particle.source.file, line: particle.source.line, detail: 'a model group of xs:all may only be the whole content model of a type, not a particle inside another group' });
  }
  return group;
}

/**
 * How many particles a group reference may expand to. A group reference is expanded in place, so
 * groups that each refer to the next twice double at every level: 30 levels of a 3 KB XSD made
 * 2^30 particles, ending in V8's out-of-memory abort (review r14 hostile H2). Real content models
 * stay in the hundreds (XHTML's flow content, UBL's largest types).
 */
export const MAX_EXPANDED_PARTICLES = 50_000;

/** Expanded particle counts per group definition (computed once each: linear in the schema). */
const expandedSizes = new WeakMap<XsdModelGroup | XsdGroupRef, number>();

/**
 * How many particles `group` expands to (elements, wildcards, groups, each reference counted as
 * what it refers to), without expanding it; a reference that contains itself counts 0 here (the
 * expansion reports it).
 */
function expandedSize(group: XsdModelGroup | XsdGroupRef, schema: Owner['schema'], context: MapContext, open: Set<XsdModelGroup | XsdGroupRef> = new Set()): number {
  const known = expandedSizes.get(group);
  if (known !== undefined) return known;
  if (open.has(group)) return 0;
  open.add(group);
  let size = 1;
  if (group.kind === 'groupRef') {
    // An unresolved reference counts 1: the expansion reports it (once).
    const declared = resolvedOrUndefined(() => context.lookup('groups', group.ref, schema, group.source));
    size = declared ? expandedSize(declared.definition.particle, declared.schema, context, open) : 1;
  } else {
    for (const particle of group.particles) {
      size += particle.kind === 'element' || particle.kind === 'any' ? 1 : expandedSize(particle, schema, context, open);
      if (size > MAX_EXPANDED_PARTICLES) break;
    }
  }
  open.delete(group);
  expandedSizes.set(group, size);
  return size;
}

/**
 * True when a group definition expands past {@link MAX_EXPANDED_PARTICLES}: it is not mapped on
 * its own (./schema.ts), so that the chain is reported once, where a type refers to its head,
 * not once per group of it.
 */
export function isOversizedGroup(definition: XsdModelGroup, schema: Owner['schema'], context: MapContext): boolean {
  return expandedSize(definition, schema, context) > MAX_EXPANDED_PARTICLES;
}

function resolvedOrUndefined<T>(lookup: () => T): T | undefined {
  try {
    return lookup();
  } catch {
    return undefined;
  }
}

function transformGroupRef(reference: XsdGroupRef, owner: Owner, context: MapContext): IrGroup {
  const declared = context.lookup('groups', reference.ref, owner.schema, reference.source);
  const name = qname(reference.ref.namespace, reference.ref.local);
  const size = expandedSize(declared.definition.particle, declared.schema, context);
  if (size > MAX_EXPANDED_PARTICLES) {
    fail('SchemaInvalid', {
      file: reference.source.file,
      line: reference.source.line,
      detail: `model group '${name}' expands to more than ${MAX_EXPANDED_PARTICLES} particles (its groups refer to other groups more than once at many levels, which doubles the content model at each); fleetcase expands group references in place and stops here`,
    });
  }
  // Only groups expanded within the current type count (MapContext.withinType): a recursion
  // through an element's type is valid.
  const key = expansionKey('group', name);
  if (context.expanding.has(key)) {
    fail('SchemaInvalid', { file: reference.source.file, line: reference.source.line, detail: `model group '${name}' contains itself` });
  }
  const expanding = context.expanding;
  expanding.add(key);
  try {
    // Anonymous types inside a group are named after the group, whoever refers to it.
    const group = transformModelGroup(declared.definition.particle, { schema: declared.schema, path: declared.definition.name }, context);
    if (group.kind === 'all' && (reference.occurs.max !== 1 || reference.occurs.min > 1)) {
      fail('SchemaInvalid', { file: reference.source.file, line: reference.source.line, detail: `a reference to the xs:all group '${name}' must have minOccurs 0 or 1 and maxOccurs 1` });
    }
    return { ...group, occurs: { min: reference.occurs.min, max: reference.occurs.max, nillable: false }, source: sourceLocation(reference.source) };
  } finally {
    expanding.delete(key);
  }
}
