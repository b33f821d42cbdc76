/**
 * Deterministic TypeScript names for the types of a generation.
 *
 * Each type has a list of candidate names, shortest first:
 * - a named type: `Local`, then `<Schema>Local`, then `<Schema>V<version>Local`;
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
import { pascalIdentifier } from './identifiers.js';

/**
 * Names generated code must not use for a type: runtime imports and the global types a
 * generated file refers to.
 */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  'Array',
  'Boolean',
  'Date',
  'DateString',
  'DateTimeString',
  'Decimal',
  'Error',
  'Issue',
  'Lenient',
  'Map',
  'Number',
  'Object',
  'Partial',
  'Promise',
  'Record',
  'Set',
  'String',
  'Symbol',
  'TimeString',
  'UnknownElement',
  'ValidateOptions',
  'EncodeOptions',
  'DecodeOptions',
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

function candidatesOf(type: IrType, schema: IrSchema | undefined): string[] {
  const local = pascalIdentifier(localName(type.name));
  const qualifier = schema ? pascalIdentifier(schema.name) : pascalIdentifier(namespaceOf(type.name).split('/').pop() ?? '');
  const version = schema ? versionToken(schema.version) : '';
  const list = [local, `${qualifier}${local}`, `${qualifier}${version}${local}`];
  return list.filter((candidate, index) => list.indexOf(candidate) === index);
}

/**
 * Assigns a unique TS name to every type of the generation, avoiding `reserved` (for example the
 * root aliases, which must keep their fixed names).
 * @example assignTypeNames(generation).get('{…/0.3-beta/Case/CaseTypes}Breakdown') // 'Breakdown'
 */
export function assignTypeNames(generation: IrGeneration, reserved: ReadonlySet<string> = new Set()): Map<QName, string> {
  const schemaOf = new Map<string, { schema: IrSchema; effective: boolean }>();
  for (const schema of generation.extraSchemas ?? []) schemaOf.set(schema.namespace, { schema, effective: false });
  for (const schema of generation.schemas) schemaOf.set(schema.namespace, { schema, effective: true });
  const claims: Claim[] = Object.values(generation.types).map((type) => {
    const owner = schemaOf.get(namespaceOf(type.name));
    return { name: type.name, effective: owner?.effective ?? true, candidates: candidatesOf(type, owner?.schema), level: 0 };
  });
  const current = (claim: Claim) => claim.candidates[Math.min(claim.level, claim.candidates.length - 1)]!;
  const exhausted = (claim: Claim) => claim.level >= claim.candidates.length - 1;
  for (let changed = true; changed; ) {
    changed = false;
    const byName = new Map<string, Claim[]>();
    for (const claim of claims) {
      const list = byName.get(current(claim));
      if (list) list.push(claim);
      else byName.set(current(claim), [claim]);
    }
    for (const [name, group] of byName) {
      const blocked = reserved.has(name) || RESERVED_TYPE_NAMES.has(name);
      if (group.length === 1 && !blocked) continue;
      const effective = group.filter((claim) => claim.effective);
      // One effective-set type keeps the name against extra-schema types.
      const keeper = !blocked && effective.length === 1 ? effective[0] : undefined;
      for (const claim of group) {
        if (claim === keeper || exhausted(claim)) continue;
        claim.level++;
        changed = true;
      }
    }
  }
  const names = new Map<QName, string>();
  const used = new Set<string>([...reserved, ...RESERVED_TYPE_NAMES]);
  for (const claim of claims) {
    let name = current(claim);
    for (let suffix = 2; used.has(name); suffix++) name = `${current(claim)}${suffix}`;
    used.add(name);
    names.set(claim.name, name);
  }
  return names;
}
