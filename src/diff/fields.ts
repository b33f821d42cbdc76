/**
 * The fields of a document: every element reachable from one root element, keyed by its element
 * path of local names (`/case/primaryContact/name`), with effective occurrence, namespace,
 * value space and the attributes of its type (`@size`, paired and diffed by ./diff-attributes.ts). Paths, not type names, identify a field across generations: type names never
 * appear in instance documents and change freely between generations.
 */
import {
  isComplexType,
  localName,
  namespaceOf,
  type IrElement,
  type IrGeneration,
  type IrRootElement,
  type IrSimpleType,
  type TypeRef,
} from '../ir/index.js';
import type { AttributeInfo, FieldInfo, TypeSummary } from './changes.js';
import { childElementsOf, complexTypeOf, isEmptiable, type ChildElement, type ChildWildcard } from './content.js';
import { prefixOf, schemaNameOf } from './documents.js';
import { recursiveTypes } from './recursion.js';
import { contentModelOf } from './content-models.js';
import { orderedPairs } from './sequence-order.js';
import { declarationFacts } from './declaration-facts.js';
import { elementWildcardSummary, ownNamespaceAsToken } from './wildcards.js';
import { fail } from '../errors.js';

/**
 * Nesting deeper than this is not walked (no API document comes close; it guards odd schema
 * sets). Recursive types are walked once (./recursion.ts) and the paths are counted against
 * MAX_FIELDS, so the depth of real nesting is what this bounds: 32 levels left a change at the
 * 33rd unreported (review r21 scale H1).
 */
const MAX_DEPTH = 256;

/**
 * The most fields one root may have: the largest real set diffed (ActiveMQ's broker config)
 * has 3 248 under one root, the API's a few hundred. Without recursion (./recursion.ts) paths
 * still double at each level where a type holds two elements of one type: 2^22 of them ran
 * out of memory after a minute; past this the diff stops with `DiffTooManyPaths`.
 */
const MAX_FIELDS = 100_000;

/**
 * The most fields the roots of one document may have together (`collectFields`'s `budget`):
 * DocBook 5.0 declares 362 roots, each reaching the whole vocabulary, 3.4 million fields that
 * ran out of memory (review r15 recheck H1). ActiveMQ's 111 000, the largest real set diffed,
 * fits.
 */
export const MAX_DOCUMENT_FIELDS = 200_000;

/** What the roots of one document may still add (`collectFields`). */
export interface FieldBudget {
  left: number;
}

/** What a document sees of a type. */
export function summarizeType(generation: IrGeneration, ref: TypeRef): TypeSummary {
  if (ref.kind === 'builtin') return { kind: 'simple', base: ref.name, facets: {} };
  const type = generation.types[ref.name];
  const name = localName(ref.name);
  if (!type) return { kind: 'complex', name, content: 'empty', elements: [] };
  if (type.kind === 'simpleType') {
    const variety = varietyOf(generation, type);
    return {
      kind: 'simple',
      base: type.base,
      name,
      facets: type.facets,
      ...(variety ? { variety } : {}),
    };
  }
  const text = type.simpleContent ? summarizeType(generation, type.simpleContent) : undefined;
  const wildcards: ChildWildcard[] = [];
  const elements = childElementsOf(type.content, wildcards).map((child) => localName(child.element.name));
  const order = orderedPairs(type.content);
  return {
    kind: 'complex',
    name,
    content: type.content?.kind ?? 'empty',
    elements,
    ...(order.length > 0 ? { order } : {}),
    ...(text?.kind === 'simple' ? { simpleContent: text.base, text } : {}),
    ...(type.mixed ? { mixed: { textAlone: isEmptiable(type.content) } } : {}),
    ...(wildcards.length
      ? { wildcards: wildcards.map(({ wildcard, occurs }) => elementWildcardSummary(generation, wildcard, occurs, namespaceOf(ref.name))) }
      : {}),
    ...(type.anyAttribute
      ? { anyAttribute: { namespaces: ownNamespaceAsToken(type.anyAttribute.namespaces, namespaceOf(ref.name)), processContents: type.anyAttribute.processContents } }
      : {}),
    ...(type.content ? { model: contentModelOf(type.content) } : {}),
  };
}

/** The namespace `xml:` always binds (XML Namespaces 1.0, 3). */
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/**
 * The attributes of the complex type a reference names ([] for a simple type), each with the
 * path segment a document path gives it: `@size`, or `@prefix:name` in a namespace.
 */
export function attributesOf(generation: IrGeneration, ref: TypeRef): AttributeInfo[] {
  return (complexTypeOf(generation, ref)?.attributes ?? []).map((attribute) => {
    const namespace = namespaceOf(attribute.name);
    const prefix = !namespace
      ? ''
      : namespace === XML_NAMESPACE
        ? 'xml:'
        : `${prefixOf(generation, namespace)}:`;
    return {
      label: `@${prefix}${localName(attribute.name)}`,
      name: attribute.name,
      required: attribute.required,
      type: summarizeType(generation, attribute.type),
      ...(attribute.default !== undefined ? { default: attribute.default } : {}),
      ...(attribute.fixed !== undefined ? { fixed: attribute.fixed } : {}),
    };
  });
}

/** `list of int`, `union of date, Code (string)`: a list or union type by what it is made of. */
function varietyOf(generation: IrGeneration, type: IrSimpleType): string | undefined {
  // A member's facets are part of what it admits: OVAL's "hexBinary or empty string" is
  // `union of hexBinary, string with maxLength 0`, not a union that takes any string (review r17 newsets L5).
  const part = (ref: TypeRef): string => {
    const summary = summarizeType(generation, ref);
    if (summary.kind !== 'simple') return 'complex';
    const facets = Object.entries(summary.facets).map(([facet, value]) =>
      !Array.isArray(value) ? `${facet} ${String(value)}` : value.length > 5 ? `${facet} of ${value.length} values` : `${facet} ${value.join(' | ')}`,
    );
    return `${summary.variety ?? summary.base}${facets.length ? ` with ${facets.join(', ')}` : ''}`;
  };
  if (type.itemType) return `list of ${part(type.itemType)}`;
  if (type.memberTypes) return `union of ${type.memberTypes.map(part).join(', ')}`;
  return undefined;
}

/**
 * Path segments of sibling elements: the local name; where two siblings share it, the one in the
 * document's own namespace keeps it and the others get their usual prefix (`status`, `ct:status`).
 */
function segments(
  generation: IrGeneration,
  children: readonly ChildElement[],
  documentNamespace: string,
): string[] {
  const counts = new Map<string, number>();
  for (const child of children) {
    const local = localName(child.element.name);
    counts.set(local, (counts.get(local) ?? 0) + 1);
  }
  return children.map((child) => {
    const { name } = child.element;
    const local = localName(name);
    const namespace = namespaceOf(name);
    if ((counts.get(local) ?? 0) < 2 || namespace === documentNamespace) return local;
    return `${prefixOf(generation, namespace)}:${local}`;
  });
}

/** What the fields of one type share, per generation: read-only, one object per type. */
const typeViews = new WeakMap<IrGeneration, Map<string, { summary: TypeSummary; attributes: AttributeInfo[] }>>();

/**
 * The summary and attributes of a type, built once per generation and type: a vocabulary whose
 * roots all reach its ~400 inline elements (DocBook) repeats one type at thousands of paths.
 */
function typeView(generation: IrGeneration, ref: TypeRef): { summary: TypeSummary; attributes: AttributeInfo[] } {
  let views = typeViews.get(generation);
  if (!views) typeViews.set(generation, (views = new Map()));
  const key = `${ref.kind}:${ref.name}`;
  let view = views.get(key);
  if (!view) views.set(key, (view = { summary: summarizeType(generation, ref), attributes: attributesOf(generation, ref) }));
  return view;
}

/**
 * The children the walks enter below the element at `path` of type `type`, each with its path,
 * and the name of that complex type; undefined for a simple type, past MAX_DEPTH, or for a type
 * already open on the path (`open`).
 */
function childSteps(
  generation: IrGeneration,
  path: string,
  type: TypeRef,
  open: readonly string[],
  documentNamespace: string,
): { type: string; children: Array<{ child: ChildElement; path: string }> } | undefined {
  const complex = complexTypeOf(generation, type);
  if (!complex || open.length >= MAX_DEPTH || open.includes(complex.name)) return undefined;
  const children = childElementsOf(complex.content);
  const names = segments(generation, children, documentNamespace);
  return { type: complex.name, children: children.map((child, index) => ({ child, path: `${path}/${names[index]}` })) };
}

/**
 * Where each recursive type a root reaches (./recursion.ts) is walked: the first path it is met
 * at, breadth first, the walk entering each such type there only (so every path the result
 * names is one the depth-first walk of `collectFields` reaches, entering the same types).
 * Folded (`fold`), every complex type is walked at its first path only: a type holding two
 * elements of one type level after level doubles the paths at each (review r19 recheck L6:
 * 8 children over 6 levels was refused past 100 000 paths under one root).
 */
function recursionHomes(
  generation: IrGeneration,
  rootPath: string,
  rootType: TypeRef,
  documentNamespace: string,
  foldedAt: (child: ChildElement) => string | undefined,
  fold: boolean,
): Map<string, string> {
  const homes = new Map<string, string>();
  const recursive = recursiveTypes(generation, rootType);
  if (recursive.size === 0 && !fold) return homes;
  const homed = (name: string): boolean => fold || recursive.has(name);
  const rootName = complexTypeOf(generation, rootType)?.name;
  if (rootName !== undefined && homed(rootName)) homes.set(rootName, rootPath);
  const seen = new Set<string>([rootPath]);
  const queue: Array<{ path: string; type: TypeRef; open: string[] }> = [{ path: rootPath, type: rootType, open: [] }];
  for (let next = 0; next < queue.length; next++) {
    const { path, type, open } = queue[next]!;
    const step = childSteps(generation, path, type, open, documentNamespace);
    step?.children.forEach(({ child, path: childPath }) => {
      if (seen.has(childPath) || seen.size >= MAX_FIELDS || foldedAt(child) !== undefined) return;
      seen.add(childPath);
      const name = complexTypeOf(generation, child.element.type)?.name;
      if (name !== undefined && homed(name)) {
        if (homes.has(name)) return;
        homes.set(name, childPath);
      }
      queue.push({ path: childPath, type: child.element.type, open: [...open, step.type] });
    });
  }
  return homes;
}

/**
 * Walks one root element of a document schema into its fields, root included. An element whose
 * type is that of a root of the same schema (`/cases/case` of `/case`) is marked `sameAs` (the
 * diff reports its inside once, under that root); a recursive type is walked at one path, the
 * others marked `recursion` (see `recursionHomes`); a type already open on the current path is
 * not re-entered. `budget` is shared by the roots of one document (`MAX_DOCUMENT_FIELDS`).
 * With `fold`, an element that is a root of the document (a reference to it, or of its type) is
 * not entered either: it is marked `recursion` with that root's path, whose walk holds its inside;
 * and every complex type is walked at its first path, as a recursive one is
 * (./diff-documents.ts `documentSides` asks for it where the paths of one root pass
 * `MAX_FIELDS`, or those of a document's roots together `MAX_DOCUMENT_FIELDS`: every root
 * reaching every other, as in DocBook).
 * @example collectFields(generation, root, roots).get('/case/cause')?.occurs // { min: 1, max: 1, nillable: true }
 */
export function collectFields(
  generation: IrGeneration,
  root: IrRootElement,
  siblingRoots: readonly IrRootElement[] = [],
  budget: FieldBudget = { left: MAX_DOCUMENT_FIELDS },
  fold = false,
): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  const rootPath = `/${localName(root.name)}`;
  const documentNamespace = namespaceOf(root.name);
  const rootTypes = new Map<string, string>();
  for (const other of siblingRoots) {
    if (other.type.kind === 'named' && other.name !== root.name)
      rootTypes.set(other.type.name, `/${localName(other.name)}`);
  }
  const rootRefs = new Map(fold ? siblingRoots.map((other) => [other.name, `/${localName(other.name)}`]) : []);
  const info = (
    path: string,
    name: string,
    occurs: FieldInfo['occurs'],
    type: TypeRef,
    element: IrElement | IrRootElement,
  ): FieldInfo => {
    const namespace = namespaceOf(name);
    const { summary, attributes } = typeView(generation, type);
    return {
      ...declarationFacts(generation, element),
      path,
      name,
      namespace,
      // The document's own namespace is named after the document, even where other files of the
      // set declare it too (Jakarta EE: web-app_6_0.xsd, web-common_6_0.xsd, …): a renamed
      // sibling file must not read as the document's elements moving namespace (review r14).
      schema: namespace === documentNamespace ? root.schema : schemaNameOf(generation, namespace),
      occurs,
      type: summary,
      ...(attributes.length ? { attributes } : {}),
    };
  };
  // Folded: a root of the document met inside another is that root's path.
  const foldedAt = (child: ChildElement): string | undefined =>
    fold ? ((child.element.ref !== undefined ? rootRefs.get(child.element.ref) : undefined) ?? (child.element.type.kind === 'named' ? rootTypes.get(child.element.type.name) : undefined)) : undefined;
  const homes = recursionHomes(generation, rootPath, root.type, documentNamespace, foldedAt, fold);
  const walk = (path: string, type: TypeRef, open: string[]): void => {
    const step = childSteps(generation, path, type, open, documentNamespace);
    step?.children.forEach(({ child, path: childPath }) => {
      if (fields.has(childPath)) return;
      if (fields.size >= MAX_FIELDS) fail('DiffTooManyPaths', { schema: root.schema, root: localName(root.name), limit: MAX_FIELDS });
      if (--budget.left < 0) fail('DiffTooManyPaths', { schema: root.schema, root: localName(root.name), limit: MAX_DOCUMENT_FIELDS, document: true });
      const field = info(childPath, child.element.name, child.occurs, child.element.type, child.element);
      const same =
        child.element.type.kind === 'named' ? rootTypes.get(child.element.type.name) : undefined;
      if (same) field.sameAs = same;
      const home = foldedAt(child) ?? homes.get(complexTypeOf(generation, child.element.type)?.name ?? '');
      if (home !== undefined && home !== childPath) field.recursion = home;
      fields.set(childPath, field);
      if (field.recursion === undefined) walk(childPath, child.element.type, [...open, step.type]);
    });
  };
  fields.set(
    rootPath,
    info(rootPath, root.name, { min: 1, max: 1, nillable: root.nillable }, root.type, root),
  );
  walk(rootPath, root.type, []);
  return fields;
}

/** The root elements a schema declares, by local name. */
export function rootsOf(generation: IrGeneration, schemaName: string): Map<string, IrRootElement> {
  const roots = new Map<string, IrRootElement>();
  const schema = generation.schemas.find((candidate) => candidate.name === schemaName);
  if (!schema) return roots;
  for (const element of Object.values(generation.elements)) {
    const local = localName(element.name);
    if (
      element.schema === schemaName &&
      schema.roots.includes(local) &&
      // A schema without a target namespace declares bare names (`dbws`), not `{}dbws` (review r19 newsets H1).
      namespaceOf(element.name) === schema.namespace
    ) {
      roots.set(local, element);
    }
  }
  return roots;
}

/** True when a type reference names a complex type of the generation. */
export function isComplexRef(generation: IrGeneration, ref: TypeRef): boolean {
  return ref.kind === 'named' && isComplexType(generation.types[ref.name]);
}
