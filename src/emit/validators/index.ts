/**
 * The `validators` target: `<generation>/validators.ts`, `validate<Stem>(value, { endpoint? })`
 * per document root. It checks what the TS types cannot (required elements given as undefined,
 * facets and lexical forms of simple values) and runs the rule registry of src/validate/rules on
 * the value (`valueNode`), so typed values and documents are judged by the very same rules.
 * The module lists its generation's endpoints (`ENDPOINTS`): the `endpoint` option is resolved
 * against them by the rule layer's `resolveEndpointFor`, the matcher `--endpoint` uses, and the
 * value checked to be a document the endpoint takes or answers with (`endpoint-mismatch`).
 */
import type { IrComplexType, IrEndpoint, IrSimpleType } from '../../ir/nodes.js';
import { endpointDocuments, type EndpointDocument } from '../../schema/descriptors/endpoint-documents.js';
import type { EmitContext } from '../context.js';
import { stringLiteral } from '../naming/identifiers.js';
import { fits, importDeclaration, pad } from '../print/code.js';
import type { EmitTarget } from '../target.js';
import { renderTemplate } from '../templates.js';
import { printRootValidator } from './roots.js';
import { printSimpleTypeCheck, type ValidatorSupport } from './scalar-checks.js';
import { printVisitFunction, visitBody } from './visit-type.js';

/** Types whose visit would check nothing, found as a fixed point (types may be recursive). */
function trivialTypes(context: EmitContext, checked: ReadonlySet<string>): Set<string> {
  const trivial = new Set(context.reach.complexTypes.map((type) => type.name));
  const scratch: ValidatorSupport = { runtime: new Set(), helpers: new Map() };
  for (let changed = true; changed;) {
    changed = false;
    for (const type of context.reach.complexTypes) {
      if (!trivial.has(type.name)) continue;
      if (
        visitBody(type, context, scratch, checked, (other) => trivial.has(other.name)).length > 0
      ) {
        trivial.delete(type.name);
        changed = true;
      }
    }
  }
  return trivial;
}

/**
 * The simple types in their order, except that a list's item type and a union's member types
 * come before it: whether its check calls theirs depends on whether they have one.
 */
function itemsFirst(types: readonly IrSimpleType[]): IrSimpleType[] {
  const byName = new Map(types.map((type) => [type.name, type]));
  const ordered: IrSimpleType[] = [];
  const seen = new Set<string>();
  const visit = (type: IrSimpleType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    for (const ref of [...(type.itemType ? [type.itemType] : []), ...(type.memberTypes ?? [])]) {
      const inner = ref.kind === 'named' ? byName.get(ref.name) : undefined;
      if (inner) visit(inner);
    }
    ordered.push(type);
  };
  types.forEach(visit);
  return ordered;
}

/** `{ schema: 'CaseRequest', roots: ['case'] }`. */
function printDocument(document: EndpointDocument): string {
  return `{ schema: ${stringLiteral(document.schema)}, roots: [${document.roots.map(stringLiteral).join(', ')}] }`;
}

/**
 * `takes: [...]` or `answers: [...]` at `indent`, and whether it forces its object to break:
 * prettier breaks an array of two or more objects of several properties one per line, whatever
 * their length, and so every object around it.
 */
function printDocuments(name: string, list: readonly EndpointDocument[], indent: number): { text: string; breaks: boolean } {
  if (list.length < 2) return { text: `${name}: [${list.map(printDocument).join(', ')}]`, breaks: false };
  const lines = list.map((document) => `${pad(indent + 2)}${printDocument(document)},`);
  return { text: `${name}: [\n${lines.join('\n')}\n${pad(indent)}]`, breaks: true };
}

/** One endpoint of `ENDPOINTS`, at two columns: one line when prettier keeps it on one. */
function printEndpoint(endpoint: IrEndpoint): { text: string; breaks: boolean } {
  const documents = endpointDocuments(endpoint);
  const head = [
    `method: ${stringLiteral(endpoint.method)}`,
    `path: ${stringLiteral(endpoint.path)}`,
    `operationId: ${stringLiteral(endpoint.operationId)}`,
    `aliases: [${endpoint.aliases.map(stringLiteral).join(', ')}]`,
  ];
  const flat = [printDocuments('takes', documents.takes, 0), printDocuments('answers', documents.answers, 0)];
  const one = `{ ${[...head, ...flat.map((field) => field.text)].join(', ')} },`;
  if (!flat.some((field) => field.breaks) && fits(2, one)) return { text: pad(2) + one, breaks: false };
  const fields = [...head, printDocuments('takes', documents.takes, 4).text, printDocuments('answers', documents.answers, 4).text];
  return { text: `${pad(2)}{\n${fields.map((field) => `${pad(4)}${field},`).join('\n')}\n${pad(2)}},`, breaks: true };
}

/**
 * `const ENDPOINTS` of the module: every endpoint of the generation (method, template, operation
 * id, aliases, the XML documents it takes and answers with), in descriptor order, which the
 * `endpoint` option is resolved and the value checked against. Printed in prettier's layout.
 */
function printEndpoints(context: EmitContext): string {
  const lead = 'const ENDPOINTS: readonly EndpointTemplate[] = ';
  const entries = context.generation.endpoints.map(printEndpoint);
  if (entries.length === 0) return `${lead}[];`;
  if (entries.length === 1 && !entries[0]!.breaks) {
    const one = `${lead}[${entries[0]!.text.trim().replace(/,$/, '')}];`;
    if (fits(0, one)) return one;
  }
  return `${lead}[\n${entries.map((entry) => entry.text).join('\n')}\n];`;
}

/** Emits `validators.ts`. */
function emitValidators(context: EmitContext): string {
  const support: ValidatorSupport = { runtime: new Set<string>(), helpers: new Map() };
  const simpleChecks: string[] = [];
  const checked = new Set<string>();
  for (const type of itemsFirst(context.reach.simpleTypes)) {
    const declaration = printSimpleTypeCheck(type, context, support, checked);
    if (declaration) {
      checked.add(type.name);
      simpleChecks.push(declaration);
    }
  }
  const trivialNames = trivialTypes(context, checked);
  const trivial = (type: IrComplexType) => trivialNames.has(type.name);
  const visits = context.reach.complexTypes
    .map((type) => printVisitFunction(type, context, support, checked, trivial))
    .filter((declaration): declaration is string => declaration !== undefined);
  const roots = context.roots.map((root) =>
    printRootValidator(root, context, support, checked, trivial),
  );
  const typeNames = new Set(context.roots.map((root) => root.stem));
  for (const type of context.reach.complexTypes)
    if (!trivial(type)) typeNames.add(context.typeName(type.name));
  for (const type of context.reach.simpleTypes)
    if (checked.has(type.name)) typeNames.add(context.typeName(type.name));
  for (const name of support.localTypes ?? []) typeNames.add(name);
  const helpers = [...support.helpers]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, declaration]) => declaration);
  return renderTemplate('validators', 'file', {
    generation: context.generation.id,
    runtimeImport: importDeclaration(support.runtime, context.options.runtimeImport),
    runtimeTypeImport: importDeclaration(
      ['ScalarIssue', ...(support.runtimeTypes ?? [])],
      context.options.runtimeImport,
      true,
    ),
    rulesImport: importDeclaration(
      ['comparePaths', 'parseEndpoint', 'resolveEndpointFor', 'runRules', 'valueNode', 'withRuleIssues', 'writtenFormIssues'],
      context.options.rulesImport,
    ),
    rulesTypeImport: importDeclaration(
      ['EndpointRef', 'EndpointResolution', 'EndpointTemplate', 'Issue', 'RuleContext'],
      context.options.rulesImport,
      true,
    ),
    typesImport: typeNames.size > 0 ? importDeclaration(typeNames, './types.js', true) : '',
    generationLiteral: `'${context.generation.id.replace(/['\\]/g, '\\$&')}'`,
    endpoints: printEndpoints(context),
    hasEndpoints: context.generation.endpoints.length > 0,
    roots,
    simpleChecks: [...helpers, ...simpleChecks],
    visits,
  });
}

/** The target entry for ../targets.ts. */
export const validatorsTarget: EmitTarget = {
  name: 'validators',
  file: 'validators.ts',
  requires: ['types'],
  describe: 'a validate function per document root (required elements, facets, the rule registry)',
  emit: emitValidators,
};
