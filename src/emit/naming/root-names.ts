/**
 * The document roots of a generation and the names of their generated functions.
 *
 * Naming scheme (stable across generations, so that code written against one generation keeps
 * compiling against the next): the stem is `<Schema><Root>`, both PascalCase, where `<Schema>`
 * is the schema name and `<Root>` the root element's local name; when the two are the same
 * (`AuthorizationResponse`) the name is not repeated; a stem that is taken (by an earlier root,
 * or a name the generated modules import or declare, `XmlReader`) gets `2`, `3`... Each root
 * gets `decode<Stem>`, `encode<Stem>`, `validate<Stem>` and a type alias `<Stem>` for its value
 * type.
 * @example CaseRequest `case` -> decodeCaseRequestCase / encodeCaseRequestCase / CaseRequestCase
 * @example CaseResponse `cases` -> decodeCaseResponseCases
 * @example 400ErrorResponse `BadRequestResponse` -> decodeErrorResponse400BadRequestResponse
 */
import { fail } from '../../errors.js';
import { generationPhrase } from '../../generation-phrase.js';
import type { IrGeneration, IrRootElement, IrSchema } from '../../ir/nodes.js';
import { qname } from '../../ir/qname.js';
import { pascalIdentifier } from './identifiers.js';
import { RUNTIME_SUFFIXES } from './runtime-names.js';
import { RESERVED_TYPE_NAMES } from './type-names.js';

/** One document root of a generation with the names generated for it. */
export interface RootEntry {
  element: IrRootElement;
  schema: IrSchema;
  /** Local name of the root element. @example 'case' */
  local: string;
  /** @example 'CaseRequestCase' */
  stem: string;
  /** @example 'decodeCaseRequestCase' */
  decode: string;
  /** @example 'encodeCaseRequestCase' */
  encode: string;
  /** @example 'validateCaseRequestCase' */
  validate: string;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every root element of the generation's effective schema set (API-FACTS.md "Root elements"), in
 * schema-name then root-name order, with its generated names.
 */
export function rootEntries(generation: IrGeneration): RootEntry[] {
  const entries: RootEntry[] = [];
  // A stem is a type name too (`export type <Stem>`, and the anonymous root type's interface):
  // the names types may not take are no stems either (`Decimal` -> `Decimal2`).
  const taken = new Set<string>([...RESERVED_TYPE_NAMES, ...RUNTIME_SUFFIXES]);
  const schemas = [...generation.schemas].sort((a, b) => byCodeUnits(a.name, b.name));
  for (const schema of schemas) {
    for (const local of [...schema.roots].sort(byCodeUnits)) {
      const element = generation.elements[qname(schema.namespace, local)];
      if (!element) {
        return fail('EmitFailed', {
          file: schema.file,
          detail: `root element '${local}' is not a global element of the schema`,
        });
      }
      const schemaPart = pascalIdentifier(schema.name);
      const rootPart = pascalIdentifier(local);
      const base = schemaPart === rootPart ? rootPart : `${schemaPart}${rootPart}`;
      let stem = base;
      for (let suffix = 2; taken.has(stem); suffix++) stem = `${base}${suffix}`;
      taken.add(stem);
      entries.push({
        element,
        schema,
        local,
        stem,
        decode: `decode${stem}`,
        encode: `encode${stem}`,
        validate: `validate${stem}`,
      });
    }
  }
  return entries;
}

/**
 * "a `case` document" / "an `item` document": how docs name a root's documents.
 * @example documentPhrase(root) // 'an `estimate` document'
 */
export function documentPhrase(root: RootEntry): string {
  return `${/^[aeiou]/i.test(root.local) ? 'an' : 'a'} \`${root.local}\` document`;
}

/**
 * How docs name the schema of a root: `Estimate 0.3-beta` for the API's; a third-party
 * folder's by its file and folder, its folder name being no version (`saml (the schemas of
 * 'saml')`, not `saml saml`).
 */
export function schemaPhrase(root: RootEntry): string {
  const { name, version } = root.schema;
  const phrase = generationPhrase(version);
  return phrase.startsWith('generation ') ? `${name} ${version}` : `${name} (${phrase})`;
}
