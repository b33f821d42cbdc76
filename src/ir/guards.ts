/** `is*` guards that narrow IR unions. */
import type { IrComplexType, IrElement, IrGroup, IrParticle, IrSimpleType, IrType, IrWildcard } from './nodes.js';

export function isElement(particle: IrParticle): particle is IrElement {
  return particle.kind === 'element';
}
export function isGroup(particle: IrParticle): particle is IrGroup {
  return particle.kind === 'all' || particle.kind === 'sequence' || particle.kind === 'choice';
}
/** True when a particle may match nothing (XSD Part 1, 3.9.6 "emptiable"); no content model is emptiable too. */
export function emptiable(particle: IrParticle | undefined): boolean {
  if (particle === undefined || particle.occurs.min === 0) return true;
  if (!isGroup(particle)) return false;
  return particle.kind === 'choice' ? particle.particles.some(emptiable) : particle.particles.every(emptiable);
}
export function isWildcard(particle: IrParticle): particle is IrWildcard {
  return particle.kind === 'any';
}
export function isComplexType(type: IrType | undefined): type is IrComplexType {
  return type?.kind === 'complexType';
}
export function isSimpleType(type: IrType | undefined): type is IrSimpleType {
  return type?.kind === 'simpleType';
}

/** Every element particle of a group, depth-first, in document order (wildcards left out). */
export function elementsOf(group: IrGroup | undefined): IrElement[] {
  if (!group) return [];
  const out: IrElement[] = [];
  for (const particle of group.particles) {
    if (isElement(particle)) out.push(particle);
    else if (isGroup(particle)) out.push(...elementsOf(particle));
  }
  return out;
}

/** The first element particle named `name` (a QName) in a content model, depth-first; undefined when none. */
export function findElementParticle(group: IrGroup, name: string): IrElement | undefined {
  for (const particle of group.particles) {
    if (isElement(particle)) {
      if (particle.name === name) return particle;
    } else if (isGroup(particle)) {
      const found = findElementParticle(particle, name);
      if (found) return found;
    }
  }
  return undefined;
}
