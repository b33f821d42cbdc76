/**
 * Flattens derivation by extension (XSD Part 1, 3.4.2 "complex type definition with complex
 * content", clause 2.2: the content type is a sequence of the base's particle followed by the
 * extension's). After this pass a derived type's `content` and `attributes` are complete, so
 * emitters never walk `baseType`. Bases are flattened first; a cycle is an error.
 */
import { fail } from '../../errors.js';
import { isComplexType } from '../guards.js';
import type { IrComplexType, IrGeneration, IrGroup, IrType } from '../nodes.js';
import type { QName } from '../qname.js';
import type { IrPass, IrPassContext, PendingExtension } from './pass.js';

/** Merges base particles (first) and attributes into every type derived by extension. */
export function flattenExtensions(generation: IrGeneration, context: IrPassContext): IrGeneration {
  if (context.pendingExtensions.size === 0) return generation;
  const types: Record<QName, IrType> = { ...generation.types };
  const done = new Set<QName>();
  const visiting = new Set<QName>();
  const flatten = (name: QName): IrComplexType => {
    const type = types[name] as IrComplexType;
    const pending = context.pendingExtensions.get(name);
    if (!pending || done.has(name)) return type;
    if (visiting.has(name)) {
      return fail('SchemaInvalid', { file: pending.source.file, line: pending.source.line, detail: `type '${name}' derives from itself` });
    }
    visiting.add(name);
    const base = types[pending.base];
    if (!isComplexType(base)) {
      return fail('SchemaInvalid', { file: pending.source.file, line: pending.source.line, detail: `base type '${pending.base}' is not a complex type` });
    }
    const flatBase = flatten(pending.base);
    types[name] = merge(type, flatBase, pending);
    visiting.delete(name);
    done.add(name);
    return types[name] as IrComplexType;
  };
  for (const name of context.pendingExtensions.keys()) flatten(name);
  return { ...generation, types };
}

function merge(type: IrComplexType, base: IrComplexType, pending: PendingExtension): IrComplexType {
  const attributes = [...base.attributes, ...type.attributes];
  if (pending.derivation === 'simpleContent') {
    if (!base.simpleContent) {
      return fail('SchemaInvalid', {
        file: pending.source.file,
        line: pending.source.line,
        detail: `xs:simpleContent extension of '${base.name}', which has no simple content`,
      });
    }
    return { ...type, simpleContent: base.simpleContent, attributes };
  }
  if (base.simpleContent) {
    return fail('SchemaInvalid', {
      file: pending.source.file,
      line: pending.source.line,
      detail: `xs:complexContent extension of '${base.name}', which has simple content`,
    });
  }
  const content = concatenate(base.content, type.content, type);
  return { ...type, ...(content ? { content } : {}), attributes, mixed: type.mixed || base.mixed };
}

// Two plain sequences become one; anything else nests both groups in a new sequence.
function concatenate(base: IrGroup | undefined, own: IrGroup | undefined, type: IrComplexType): IrGroup | undefined {
  if (!base) return own;
  if (!own) return base;
  const once = (group: IrGroup) => group.kind === 'sequence' && group.occurs.min === 1 && group.occurs.max === 1;
  if (once(base) && once(own)) return { ...own, particles: [...base.particles, ...own.particles] };
  return { kind: 'sequence', occurs: { min: 1, max: 1, nillable: false }, particles: [base, own], source: type.source };
}

/** The pass entry for ./index.ts. */
export const flattenExtensionsPass: IrPass = { name: 'flatten-extensions', run: flattenExtensions };
