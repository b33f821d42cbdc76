/**
 * What every target of one generation shares, computed once: the roots and their names, TS type
 * names, content plans, the types the roots reach, namespace constants and the runtime module
 * specifier generated code imports.
 */
import { fail } from '../errors.js';
import type { IrComplexType, IrGeneration, IrSchema, TypeRef } from '../ir/nodes.js';
import { localName, type QName } from '../ir/qname.js';
import { planContent, type ContentPlan } from './model/content.js';
import { reachesNoNamespaceXsiTypes, reachesQNameValues, refuseQNameValues } from './model/qname-values.js';
import { reachableFrom, type Reach } from './model/reachable.js';
import { substitutionHeads } from './model/substitution.js';
import { nillablePolymorphs, polymorphOf } from './model/derivations.js';
import { constantIdentifier, pascalIdentifier } from './naming/identifiers.js';
import { rootEntries, type RootEntry } from './naming/root-names.js';
import { RUNTIME_SUFFIXES } from './naming/runtime-names.js';
import { assignTypeNames, RESERVED_TYPE_NAMES } from './naming/type-names.js';

/** Options every target sees. */
export interface EmitOptions {
  /**
   * Module specifier generated code imports the codec runtime (and the rule registry) from.
   * @example '../../src/runtime/index.js' (inside this repository)
   * @example 'fleetcase/runtime' (anywhere else)
   */
  runtimeImport: string;
  /**
   * Module specifier of the rule registry (src/validate/rules) the validators run.
   * @example '../../src/validate/rules/index.js' (inside this repository)
   * @example 'fleetcase/runtime' (anywhere else: the runtime re-exports the rule layer)
   */
  rulesImport: string;
}

/** The shared, per-generation state of an emit run. */
export interface EmitContext {
  generation: IrGeneration;
  options: EmitOptions;
  roots: RootEntry[];
  /** TS name of every type of the generation. */
  typeNames: ReadonlyMap<QName, string>;
  /** Types the roots reach (codecs and validators are written for these only). */
  reach: Reach;
  /**
   * Some value the roots reach is an xs:QName, or an `xsi:type` may name a type in no namespace:
   * encoders then write every namespace with a prefix and none as the default, so a QName in no
   * namespace can be written, and no `xmlns=""` stands where libxml2 misreads an unprefixed
   * `xsi:type` (model/qname-values.ts).
   */
  qnameValues: boolean;
  /** The content plan of a complex type (cached). */
  plan(type: IrComplexType): ContentPlan;
  /** The complex type a reference names, or undefined for a simple type. */
  complexType(ref: TypeRef): IrComplexType | undefined;
  /** TS name of a named type. */
  typeName(name: QName): string;
  /** The schema of a namespace (effective set first, then extra schemas). */
  schemaOf(namespace: string): IrSchema | undefined;
  /** The constant holding a namespace URI in generated code (`''` for no namespace). */
  namespaceConstant(namespace: string): string;
  /** TS name of the `{ $element, value }` union of a substitution group head (`ShapeSubstitution`). */
  substitutionName(head: QName): string;
  /** TS name of the item union of a mixed type's `$mixed` list (`ParaContent`). */
  contentName(type: QName): string;
  /**
   * TS name of the value of an element of a type with derived types (model/derivations.ts): the
   * type or `{ $xsiType, value }` (`ShapeOrDerived`; `StatementAbstractTypeDerived` for an
   * abstract type, which has derived values only).
   */
  derivedName(type: QName): string;
  /**
   * TS name of the value of a nillable element of a type with derived types: `derivedName`'s
   * union with the nil forms of the type and of each derived type (`ShapeOrDerivedNillable`,
   * `StatementAbstractTypeDerivedNillable`), declared once in types.ts.
   */
  nillableDerivedName(type: QName): string;
}

/** Builds the context of one generation. */
export function createEmitContext(generation: IrGeneration, options: EmitOptions): EmitContext {
  const roots = rootEntries(generation);
  const typeNames = assignTypeNames(generation, {
    reserved: RUNTIME_SUFFIXES,
    ...rootTypeNames(generation, roots),
  });
  const plans = new Map<QName, ContentPlan>();
  const plan = (type: IrComplexType) => {
    let cached = plans.get(type.name);
    if (!cached) plans.set(type.name, (cached = planContent(type, generation)));
    return cached;
  };
  const schemas = new Map<string, IrSchema>();
  for (const schema of [...generation.schemas, ...(generation.extraSchemas ?? [])]) {
    if (!schemas.has(schema.namespace)) schemas.set(schema.namespace, schema);
  }
  const reach = reachableFrom(
    roots.map((root) => root.element),
    generation,
    plan,
  );
  refuseQNameValues(reach, roots, generation.types);
  const qnameValues =
    reachesQNameValues(reach, roots, generation.types) || reachesNoNamespaceXsiTypes(reach, generation);
  const constants = namespaceConstants([...reach.namespaces].sort(), generation, schemas);
  const aliases = aliasNames(generation, typeNames, roots, plan);
  return {
    generation,
    options,
    roots,
    typeNames,
    reach,
    qnameValues,
    plan,
    complexType(ref) {
      if (ref.kind !== 'named') return undefined;
      const type = generation.types[ref.name];
      return type?.kind === 'complexType' ? type : undefined;
    },
    typeName(name) {
      const found = typeNames.get(name);
      return (
        found ??
        fail('EmitFailed', {
          file: generation.id,
          detail: `type '${name}' is referenced but not defined`,
        })
      );
    },
    schemaOf: (namespace) => schemas.get(namespace),
    substitutionName(head) {
      return (
        aliases.get(`substitution ${head}`) ??
        fail('EmitFailed', { file: generation.id, detail: `'${head}' heads no substitution group` })
      );
    },
    contentName(type) {
      return (
        aliases.get(`content ${type}`) ??
        fail('EmitFailed', { file: generation.id, detail: `'${type}' has no mixed content` })
      );
    },
    derivedName(type) {
      return (
        aliases.get(`derived ${type}`) ??
        fail('EmitFailed', { file: generation.id, detail: `'${type}' has no derived types` })
      );
    },
    nillableDerivedName(type) {
      return (
        aliases.get(`nillable ${type}`) ??
        fail('EmitFailed', {
          file: generation.id,
          detail: `'${type}' has no derived types or no nillable element`,
        })
      );
    },
    namespaceConstant(namespace) {
      if (namespace === '') return "''";
      return (
        constants.get(namespace) ??
        fail('EmitFailed', {
          file: generation.id,
          detail: `namespace '${namespace}' has no constant`,
        })
      );
    },
  };
}

/**
 * Root names for types: a root's `<Schema><Root>` name may only go to the root's own type (a
 * nillable root's value is `T | null`, a root of a type with derived types `T | { $xsiType, value
 * }`, so it needs an alias and owns the name alone); the
 * anonymous type of one root takes that name directly.
 */
function rootTypeNames(
  generation: IrGeneration,
  roots: readonly RootEntry[],
): { owned: Map<string, QName>; preferred: Map<QName, string> } {
  const owned = new Map<string, QName>();
  const preferred = new Map<QName, string>();
  const uses = new Map<QName, number>();
  for (const root of roots)
    if (root.element.type.kind === 'named')
      uses.set(root.element.type.name, (uses.get(root.element.type.name) ?? 0) + 1);
  for (const root of roots) {
    const type =
      root.element.type.kind === 'named' ? generation.types[root.element.type.name] : undefined;
    // A root of a type with derived types has the `OrDerived` union as its value, not the type.
    const plain =
      type && !root.element.nillable && !(type.kind === 'complexType' && polymorphOf(type, generation));
    owned.set(root.stem, plain ? type.name : '');
    if (
      type?.kind === 'complexType' &&
      type.anonymous &&
      !root.element.nillable &&
      uses.get(type.name) === 1
    )
      preferred.set(type.name, root.stem);
  }
  return { owned, preferred };
}

/**
 * Names of the aliases besides the types: `<Head>Substitution` per substitution group head
 * (key `substitution <head>`) and `<Type>Content` per type whose children are kept in order
 * (mixed content, repeated groups; key `content <type>`) and `<Type>OrDerived` (`<Type>Derived`
 * when abstract) per type with derived types an xsi:type may name (key `derived <type>`), and
 * `<Type>OrDerivedNillable` (`<Type>DerivedNillable`) per such type some nillable element is
 * declared of (key `nillable <type>`), clear of every type name, root stem and reserved name
 * (`2`, `3`... when taken).
 */
function aliasNames(
  generation: IrGeneration,
  typeNames: ReadonlyMap<QName, string>,
  roots: readonly RootEntry[],
  plan: (type: IrComplexType) => ContentPlan,
): Map<string, string> {
  const wanted: Array<[key: string, name: string]> = [
    ...substitutionHeads(generation).map(
      (head) =>
        [`substitution ${head}`, `${pascalIdentifier(localName(head))}Substitution`] as [
          string,
          string,
        ],
    ),
    ...Object.values(generation.types)
      .filter((type) => type.kind === 'complexType' && plan(type).sequenced)
      .map(
        (type) =>
          [`content ${type.name}`, `${typeNames.get(type.name)}Content`] as [string, string],
      ),
    ...Object.values(generation.types).flatMap((type): Array<[string, string]> => {
      const polymorph = type.kind === 'complexType' ? polymorphOf(type, generation) : undefined;
      if (!polymorph) return [];
      const suffix = polymorph.abstract ? 'Derived' : 'OrDerived';
      return [[`derived ${type.name}`, `${typeNames.get(type.name)}${suffix}`]];
    }),
    ...nillablePolymorphs(generation, plan, roots).map((type): [string, string] => {
      const suffix = type.abstract ? 'DerivedNillable' : 'OrDerivedNillable';
      return [`nillable ${type.name}`, `${typeNames.get(type.name)}${suffix}`];
    }),
  ];
  const result = new Map<string, string>();
  if (wanted.length === 0) return result;
  const taken = new Set<string>([
    ...typeNames.values(),
    ...roots.map((root) => root.stem),
    ...RESERVED_TYPE_NAMES,
    ...RUNTIME_SUFFIXES,
  ]);
  for (const [key, base] of wanted) {
    let name = base;
    for (let suffix = 2; taken.has(name); suffix++) name = `${base}${suffix}`;
    taken.add(name);
    result.set(key, name);
  }
  return result;
}

/**
 * `NS_<SCHEMA>` per namespace; another version of the same schema name (an extra schema) adds
 * its version: `NS_CASE_TYPES_V0_1`.
 */
function namespaceConstants(
  namespaces: readonly string[],
  generation: IrGeneration,
  schemas: Map<string, IrSchema>,
): Map<string, string> {
  const effective = new Set(generation.schemas.map((schema) => schema.namespace));
  const result = new Map<string, string>();
  const used = new Set<string>();
  const ordered = [...namespaces]
    .filter((uri) => uri !== '')
    .sort((a, b) => Number(effective.has(b)) - Number(effective.has(a)));
  for (const uri of ordered) {
    const schema = schemas.get(uri);
    const base = `NS_${constantIdentifier(schema?.name ?? (uri.split(/[/:#]/).filter(Boolean).pop() || 'NAMESPACE'))}`;
    const candidates = [
      base,
      schema
        ? `${base}_V${schema.version.replace(/[^\p{ID_Continue}]+/gu, '_').toUpperCase()}`
        : base,
    ];
    let name = candidates.find((candidate) => !used.has(candidate)) ?? base;
    for (let suffix = 2; used.has(name); suffix++) name = `${base}_${suffix}`;
    used.add(name);
    result.set(uri, name);
  }
  return result;
}
