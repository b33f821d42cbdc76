/**
 * The shape of the SPEC.md field tables in ./spec-fields.ts and small builders for them.
 *
 * A field's `path` is relative to each context of its document: `/`-separated local element
 * names; a `p:` prefix on a segment (`assignee/g:id`) also asserts that the element is in the
 * namespace of the schema the API writes with that prefix (SPEC.md Conventions 3).
 */
import { GENERATIONS, type GenerationId } from '../../src/ir/generations.js';

/** Every generation. */
export const ALL: readonly GenerationId[] = GENERATIONS;
/** 0.1, 0.2, 0.3-beta. */
export const FROM_0_1: readonly GenerationId[] = ['0.1', '0.2', '0.3-beta'];
/** 0.2, 0.3-beta. */
export const FROM_0_2: readonly GenerationId[] = ['0.2', '0.3-beta'];
/** 0.0.7 only. */
export const ONLY_0_0_7: readonly GenerationId[] = ['0.0.7'];
/** 0.1 only. */
export const ONLY_0_1: readonly GenerationId[] = ['0.1'];
/** 0.3-beta only. */
export const ONLY_0_3_BETA: readonly GenerationId[] = ['0.3-beta'];
/** No generation: a spelling SPEC.md shows that a README decision replaced. */
export const NONE: readonly GenerationId[] = [];

/**
 * The value type API-FACTS.md "Types and shapes" (or SPEC.md's field table) gives a field:
 * `money` is xs:decimal with 2 fraction digits (money, rates, hours); `count` is xs:unsignedInt
 * (mileage, engine hours); `decimal` and `integer` are any derivation of those built-ins;
 * `text` is any string-based simple type (SPEC.md's "plain text").
 */
export type ValueKind =
  'money' | 'count' | 'decimal' | 'integer' | 'dateTime' | 'date' | 'boolean' | 'text';

/** One field of a SPEC.md resource table. */
export interface SpecField {
  /** @example 'assetInformation/trailer/loaded' */
  path: string;
  /** Generations the field exists in; absent from the others. @default the document's */
  in?: readonly GenerationId[];
  /** Generations where SPEC.md makes it required (minOccurs >= 1 within its parent). */
  required?: readonly GenerationId[];
  /** Generations where SPEC.md makes it optional (minOccurs = 0). */
  optional?: readonly GenerationId[];
  kind?: ValueKind;
  /** True: SPEC.md says "repeated" (maxOccurs > 1); false: at most one. */
  repeated?: boolean;
  /** Exact enumeration per generation (order ignored). */
  values?: Partial<Record<GenerationId, readonly string[]>>;
  /** Values the enumeration must include (SPEC.md: "approved, on hold and others"). */
  includes?: readonly string[];
  /** Only these contexts of the document (SPEC.md: "format (collection only)"). */
  contexts?: readonly string[];
  /** Where the generations or the requirement come from, when not the field table itself. */
  note?: string;
}

/** A place in a document where a resource's fields sit, e.g. `assets/asset`. */
export interface SpecContext {
  path: string;
  in?: readonly GenerationId[];
}

/** One SPEC.md resource (or request body) in one schema. */
export interface SpecDocument {
  /** @example 'Asset (AssetResponse)' */
  title: string;
  schema: string;
  in: readonly GenerationId[];
  contexts: readonly SpecContext[];
  fields: readonly SpecField[];
}

type Options = Omit<SpecField, 'path'>;

/** One field. */
export function field(path: string, options: Options = {}): SpecField {
  return { path, ...options };
}

/** Several fields sharing options; `parent/` is prefixed to each path. */
export function fields(paths: readonly string[], options: Options = {}, parent = ''): SpecField[] {
  return paths.map((path) => field(`${parent}${path}`, options));
}

/** Fields nested under `parent` (`parent` itself included when `withParent`). */
export function nested(
  parent: string,
  paths: readonly string[],
  options: Options = {},
  withParent = true,
): SpecField[] {
  return [
    ...(withParent ? [field(parent, { in: options.in })] : []),
    ...fields(paths, options, `${parent}/`),
  ];
}

/** SPEC.md Conventions 7: every resource representation carries `id` and `URL`. */
export const IDENTITY_NOTE =
  'SPEC.md Conventions 7: resource representations carry id and URL (decision: required in every generation)';

/** `id` and `URL` of a resource representation, required. */
export function identity(options: Options = {}): SpecField[] {
  return fields(['id', 'URL'], { required: options.in ?? ALL, note: IDENTITY_NOTE, ...options });
}

/** `createdAt` and `updatedAt`, record timestamps (xs:dateTime). */
export const TIMESTAMPS: readonly SpecField[] = fields(['createdAt', 'updatedAt'], {
  kind: 'dateTime',
});

/** A VMRS code element with its `code` and `description` children (API-FACTS.md, from 0.1). */
export function vmrsCodes(
  parent: string,
  codes: readonly string[],
  options: Omit<SpecField, 'path'> = {},
): SpecField[] {
  return codes.flatMap((code) => [
    field(`${parent}/vmrs:${code}`, options),
    ...fields(['code', 'description'], { in: options.in }, `${parent}/vmrs:${code}/`),
  ]);
}
