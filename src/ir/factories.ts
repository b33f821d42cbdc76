/**
 * `create*` factories for IR nodes, with defaults for the fields tests rarely care about.
 * Tests build IR with these rather than by parsing XSD.
 */
import type {
  IrAttribute,
  IrComplexType,
  IrElement,
  IrGroup,
  IrParticle,
  IrSimpleType,
  Occurs,
  SourceLocation,
  TypeRef,
  XsdBuiltin,
} from './nodes.js';
import type { QName } from './qname.js';

const NOWHERE: SourceLocation = { file: '<memory>', line: 0 };

/** A built-in type reference. @example builtin('decimal') */
export function builtin(name: XsdBuiltin): TypeRef {
  return { kind: 'builtin', name };
}

/** A named type reference. */
export function named(name: QName): TypeRef {
  return { kind: 'named', name };
}

/** Occurrence bounds. @example occurs(0, 1, true) */
export function occurs(min = 1, max: number | 'unbounded' = 1, nillable = false): Occurs {
  return { min, max, nillable };
}

/** An element particle. */
export function createElement(
  init: Pick<IrElement, 'name' | 'type'> & Partial<Omit<IrElement, 'kind'>>,
): IrElement {
  return { kind: 'element', occurs: occurs(), source: NOWHERE, ...init };
}

/** A model group. */
export function createGroup(
  kind: IrGroup['kind'],
  particles: IrParticle[],
  init: Partial<Omit<IrGroup, 'kind' | 'particles'>> = {},
): IrGroup {
  return { kind, particles, occurs: occurs(), source: NOWHERE, ...init };
}

/** A complex type. */
export function createComplexType(
  init: Pick<IrComplexType, 'name'> & Partial<Omit<IrComplexType, 'kind'>>,
): IrComplexType {
  return { kind: 'complexType', attributes: [], mixed: false, anonymous: false, source: NOWHERE, ...init };
}

/** A simple type. */
export function createSimpleType(
  init: Pick<IrSimpleType, 'name' | 'base'> & Partial<Omit<IrSimpleType, 'kind'>>,
): IrSimpleType {
  return { kind: 'simpleType', facets: {}, source: NOWHERE, ...init };
}

/** An attribute. */
export function createAttribute(
  init: Pick<IrAttribute, 'name' | 'type'> & Partial<Omit<IrAttribute, 'kind'>>,
): IrAttribute {
  return { kind: 'attribute', required: false, source: NOWHERE, ...init };
}
