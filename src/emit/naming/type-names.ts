/**
 * Deterministic TypeScript names for the types of a generation.
 *
 * Each type has a list of candidate names, shortest first:
 * - a named type: `Local`, then `<Schema>Local`, then, for a schema outside the effective set,
 *   `<Schema>V<version>Local`;
 * - an anonymous type (IR name = its place, `EstimateItem.parts`): the whole place
 *   (`EstimateItemParts`), then schema- and version-qualified like a named type.
 * Every type takes its first candidate; where several types (or a reserved name) want the same
 * name, they move on to their next candidate, except that a type of the effective schema set
 * keeps the name against types of `extraSchemas` (other versions of a schema reached through an
 * inherited one). A name still shared after the last candidate gets `2`, `3`... in QName order.
 * The input order (IR types are sorted by QName) makes the result stable.
 */
import type { IrGeneration, IrSchema, IrType } from '../../ir/nodes.js';
import { localName, namespaceOf, type QName } from '../../ir/qname.js';
import { LEXICAL_CHECKS } from '../../runtime/lexical-checks.js';
import { pascalIdentifier } from './identifiers.js';

/**
 * Names generated code must not use for a type or a root's stem: every PascalCase name a
 * generated module imports (from the runtime or the rule layer) or declares itself, and the
 * global types it refers to. `types.ts` exports each type under its name and `codecs.ts` /
 * `validators.ts` import it under that name beside their runtime imports, so a type named
 * `XmlReader` or `RuleContext` would be a second import of one identifier (TS2300).
 * The module-level parser of a built-in whose name starts upper-case (`NCNameParser =
 * textParser('NCName')`, codecs/scalar-codec.ts) would share its name with such a type.
 * test/emit/codec-fixes-r11.test.ts fails when a generated module imports a name missing here.
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(LEXICAL_CHECKS)
    .filter((builtin) => /^[A-Z]/.test(builtin))
    .map((builtin) => `${builtin}Parser`),
  'Array',
  'Boolean',
  'ClientErrorClass',
  'ContentModel',
  'Date',
  'DateString',
  'DateTimeString',
  'Decimal',
  'DecodeOptions',
  'EncodeOptions',
  'EndpointRef',
  'EndpointResolution',
  'EndpointTemplate',
  'Error',
  'Issue',
  'KnownProperties',
  'Lenient',
  'Map',
  'NamespaceConstraint',
  'Number',
  'Object',
  'Partial',
  'Promise',
  'Record',
  'RuleContext',
  'RuntimeClientError',
  'ScalarError',
  'ScalarIssue',
  'Set',
  'String',
  'Symbol',
  'TimeString',
  'UnionMember',
  'UnionMemberCheck',
  'UnknownElement',
  'ValidateOptions',
  'ValueSpace',
  'XmlReader',
  'XmlWriter',
]);

interface Claim {
  name: QName;
  effective: boolean;
  candidates: string[];
  level: number;
}

/** Version as an identifier fragment: `0.3-beta` -> `V0_3_beta`. */
function versionToken(version: string): string {
  return `V${version.replace(/[^\p{ID_Continue}]+/gu, '_')}`;
}

function candidatesOf(
  type: IrType,
  owner: { schema: IrSchema; effective: boolean; shadowed: boolean } | undefined,
): string[] {
  const local = pascalIdentifier(localName(type.name));
  if (!owner)
    return [local, `${pascalIdentifier(namespaceOf(type.name).split('/').pop() ?? '')}${local}`];
  const qualifier = pascalIdentifier(owner.schema.name);
  const versioned = `${qualifier}${versionToken(owner.schema.version)}${local}`;
  // Another version of an effective schema: its name alone would not tell the two apart.
  if (owner.shadowed) return [local, versioned];
  // An effective schema is the one schema of its name: its version tells nothing apart (and
  // for a --schemas folder it is only the folder's name), so names do not depend on it.
  return owner.effective
    ? [local, `${qualifier}${local}`]
    : [local, `${qualifier}${local}`, versioned];
}

/**
 * Assigns a unique TS name to every type of the generation. `reserved` names are never given
 * (runtime and helper names); `owned` maps a name to the one type that may carry it (a document
 * root's `<Schema><Root>` name belongs to the root's own type). Types in `preferred` take their
 * owned name directly (the anonymous type of a root).
 * @example assignTypeNames(generation).get('{…/0.3-beta/Case/CaseTypes}Breakdown') // 'Breakdown'
 */
export function assignTypeNames(
  generation: IrGeneration,
  options: {
    reserved?: ReadonlySet<string>;
    owned?: ReadonlyMap<string, QName>;
    preferred?: ReadonlyMap<QName, string>;
  } = {},
): Map<QName, string> {
  const reserved = options.reserved ?? new Set<string>();
  const owned = options.owned ?? new Map<string, QName>();
  const effectiveNames = new Set(generation.schemas.map((schema) => schema.name));
  const schemaOf = new Map<string, { schema: IrSchema; effective: boolean }>();
  for (const schema of generation.extraSchemas ?? [])
    schemaOf.set(schema.namespace, { schema, effective: false });
  for (const schema of generation.schemas)
    schemaOf.set(schema.namespace, { schema, effective: true });
  const claims: Claim[] = Object.values(generation.types).map((type) => {
    const owner = schemaOf.get(namespaceOf(type.name));
    const shadowed =
      owner !== undefined && !owner.effective && effectiveNames.has(owner.schema.name);
    const preferred = options.preferred?.get(type.name);
    const candidates = candidatesOf(
      type,
      owner && { schema: owner.schema, effective: owner.effective, shadowed },
    );
    return {
      name: type.name,
      effective: owner?.effective ?? true,
      candidates: preferred ? [preferred, ...candidates] : candidates,
      level: 0,
    };
  });
  const current = (claim: Claim) =>
    claim.candidates[Math.min(claim.level, claim.candidates.length - 1)]!;
  const exhausted = (claim: Claim) => claim.level >= claim.candidates.length - 1;
  const blockedFor = (name: string, claim: Claim) =>
    reserved.has(name) ||
    RESERVED_TYPE_NAMES.has(name) ||
    (owned.has(name) && owned.get(name) !== claim.name);
  for (let changed = true; changed;) {
    changed = false;
    const byName = new Map<string, Claim[]>();
    for (const claim of claims) {
      const list = byName.get(current(claim));
      if (list) list.push(claim);
      else byName.set(current(claim), [claim]);
    }
    for (const [name, group] of byName) {
      const open = group.filter((claim) => !blockedFor(name, claim));
      if (open.length === group.length && group.length === 1) continue;
      // The owner of a name keeps it; else one effective-set type keeps it against extra-schema types.
      const effective = open.filter((claim) => claim.effective);
      const keeper =
        open.find((claim) => owned.get(name) === claim.name) ??
        (effective.length === 1 ? effective[0] : undefined);
      for (const claim of group) {
        if (claim === keeper || exhausted(claim)) continue;
        claim.level++;
        changed = true;
      }
    }
  }
  const names = new Map<QName, string>();
  const used = new Set<string>();
  for (const claim of claims) {
    const wanted = current(claim);
    let name = wanted;
    for (let suffix = 2; used.has(name) || blockedFor(name, claim); suffix++)
      name = `${wanted}${suffix}`;
    used.add(name);
    names.set(claim.name, name);
  }
  return names;
}
