/**
 * Resolving SPEC.md element paths through a generation's IR, and checking what a field table row
 * says about the element found: existence, requirement, value type and enumeration.
 */
import { elementsOf, isComplexType } from '../../src/ir/guards.js';
import type { Facets, IrElement, IrGeneration, TypeRef, XsdBuiltin } from '../../src/ir/nodes.js';
import { isList } from '../../src/ir/occurs.js';
import { localName, namespaceOf } from '../../src/ir/qname.js';
import { allSchemas } from '../../src/schema/lookup.js';
import type { GenerationId } from '../../src/ir/generations.js';
import type { SpecField, ValueKind } from './spec-field-model.js';

/** An element found at a path: the particle (undefined for a root) and its type. */
export interface Found {
  element?: IrElement;
  type: TypeRef;
  /** The namespace-qualified path it was found at. */
  trail: string;
}

/** The element children of a type (named types followed; empty for simple types). */
function childElements(generation: IrGeneration, type: TypeRef): IrElement[] {
  if (type.kind !== 'named') return [];
  const found = generation.types[type.name];
  return isComplexType(found) ? elementsOf(found.content) : [];
}

/** The prefix the API writes for the namespace of `element` ('' for a document namespace). */
export function prefixOf(generation: IrGeneration, namespace: string): string | undefined {
  return allSchemas(generation).find((schema) => schema.namespace === namespace)?.prefix;
}

/**
 * Every element at `path` (`root/child/p:grandchild`) below the root elements of `schemaName`:
 * local names match, a `p:` segment also needs the namespace of a schema with prefix `p`.
 * Several elements may match one path (SubcaseResponse has a local `status` and `ct:status`).
 */
export function resolvePath(generation: IrGeneration, schemaName: string, path: string): Found[] {
  const schema = generation.schemas.find((candidate) => candidate.name === schemaName);
  if (!schema) return [];
  const [rootName, ...rest] = path.split('/');
  const root = schema.roots.includes(rootName!)
    ? generation.elements[`{${schema.namespace}}${rootName}`]
    : undefined;
  let found: Found[] = root ? [{ type: root.type, trail: rootName! }] : [];
  for (const segment of rest) {
    const [prefix, local] = segment.includes(':') ? segment.split(':') : [undefined, segment];
    found = found.flatMap((parent) =>
      childElements(generation, parent.type)
        .filter((child) => localName(child.name) === local)
        .filter(
          (child) =>
            prefix === undefined || prefixOf(generation, namespaceOf(child.name)) === prefix,
        )
        .map((child) => ({
          element: child,
          type: child.type,
          trail: `${parent.trail}/${prefixOf(generation, namespaceOf(child.name)) || '-'}:${local}`,
        })),
    );
  }
  return found;
}

/** The built-in base and merged facets of a simple type reference, or undefined for a complex type. */
function simpleTypeOf(
  generation: IrGeneration,
  type: TypeRef,
): { base: XsdBuiltin; facets: Facets } | undefined {
  if (type.kind === 'builtin') return { base: type.name, facets: {} };
  const found = generation.types[type.name];
  return found?.kind === 'simpleType' ? { base: found.base, facets: found.facets } : undefined;
}

const INTEGERS: readonly XsdBuiltin[] = [
  'integer',
  'int',
  'long',
  'short',
  'byte',
  'nonNegativeInteger',
  'positiveInteger',
  'unsignedInt',
  'unsignedLong',
  'unsignedShort',
  'unsignedByte',
];
const TEXTS: readonly XsdBuiltin[] = ['string', 'normalizedString', 'token'];

/** What is wrong with `type` for a field of value kind `kind` (API-FACTS.md "Types and shapes"). */
function kindProblem(generation: IrGeneration, type: TypeRef, kind: ValueKind): string | undefined {
  const simple = simpleTypeOf(generation, type);
  if (!simple) return `is a complex type, want ${kind}`;
  const { base, facets } = simple;
  const ok: Record<ValueKind, boolean> = {
    money: base === 'decimal' && facets.fractionDigits === 2,
    count: base === 'unsignedInt',
    decimal: base === 'decimal',
    integer: INTEGERS.includes(base),
    dateTime: base === 'dateTime',
    date: base === 'date',
    boolean: base === 'boolean',
    text: TEXTS.includes(base),
  };
  return ok[kind]
    ? undefined
    : `is ${base}${facets.fractionDigits === undefined ? '' : ` (fractionDigits ${facets.fractionDigits})`}, want ${kind}`;
}

/** What is wrong with one element found for `field` in `generation` (empty when nothing). */
export function fieldProblems(generation: IrGeneration, found: Found, field: SpecField): string[] {
  const id = generation.id as GenerationId;
  const problems: string[] = [];
  const min = found.element?.occurs.min ?? 1;
  if (field.required?.includes(id) && min < 1) problems.push('is optional, SPEC.md: required');
  if (field.optional?.includes(id) && min > 0) problems.push('is required, SPEC.md: optional');
  const repeated = found.element ? isList(found.element.occurs) : false;
  if (field.repeated !== undefined && repeated !== field.repeated)
    problems.push(repeated ? 'repeats, want at most one' : 'does not repeat, SPEC.md: repeated');
  if (field.kind) {
    const problem = kindProblem(generation, found.type, field.kind);
    if (problem) problems.push(problem);
  }
  const wanted = field.values?.[id];
  if (wanted || field.includes) {
    const values = simpleTypeOf(generation, found.type)?.facets.enumeration ?? [];
    if (wanted && JSON.stringify([...values].sort()) !== JSON.stringify([...wanted].sort()))
      problems.push(`has values ${JSON.stringify(values)}, want ${JSON.stringify(wanted)}`);
    const missing = (field.includes ?? []).filter((value) => !values.includes(value));
    if (missing.length > 0) problems.push(`lacks values ${JSON.stringify(missing)}`);
  }
  return problems;
}
