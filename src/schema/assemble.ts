/**
 * Assembles one IrGeneration from a list of member XSD files: load them and what they import,
 * map every reachable document to IR, describe the schemas (name, version, prefix, roots,
 * imports, issued), run the IR passes, then attach the endpoints.
 */
import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { IrEndpoint, IrGeneration, IrSchema } from '../ir/nodes.js';
import { flattenExtensionsPass } from '../ir/passes/flatten-extensions.js';
import { IR_PASSES, runPasses } from '../ir/passes/index.js';
import { checkEndpointReferences, loadEndpointDescriptors } from './descriptors/index.js';
import { displayPath, loadSchemaClosure, type SchemaClosure, type SchemaFileCache } from './files.js';
import { choosePrefixes, schemaIdentity, type SchemaIdentity } from './identity.js';
import { checkExtensionAttributes } from './map/extension-attributes.js';
import { checkExtensionContent } from './map/extension-content.js';
import { checkRestrictionAttributes } from './map/restriction-attributes.js';
import { checkRestrictionText } from './map/restriction-text.js';
import { checkSubstitutionTypes } from './map/substitution-types.js';
import { buildSymbolTable } from './map/symbols.js';
import { MapContext } from './map/context.js';
import { transformSchema } from './map/schema.js';
import { checkValueConstraints } from './map/value-constraints.js';
import { checkUniqueParticleAttribution } from './unique-particle-attribution.js';
import type { XsdSchema } from './xsd/model.js';

/** What {@link assembleGeneration} needs. */
export interface AssembleInput {
  /** @example '0.3-beta' */
  id: string;
  /** Display paths (errors, IR `file` and `source`) are relative to this folder. */
  baseDir: string;
  nsRoot: string;
  cache: SchemaFileCache;
  /** The effective set, in order: absolute paths and whether this generation issued them. */
  members: ReadonlyArray<{ path: string; issued: boolean }>;
  /**
   * True for an arbitrary schema folder: an imported document whose schema name is not yet in
   * the set joins it as inherited. False for a generation, whose set is fixed by its folders.
   */
  adoptImports: boolean;
  /** Endpoint descriptor file, when the generation has one. */
  endpointsFile?: string;
  /** Extra checks of every top-level document (e.g. namespace matches file place). */
  verify?: (schema: XsdSchema) => void;
}

/** Builds the generation described by `input`. */
export function assembleGeneration(input: AssembleInput): IrGeneration {
  const closure = loadSchemaClosure(input.members.map((member) => member.path), input.baseDir, input.cache);
  const memberPaths = new Set(input.members.map((member) => member.path));
  const tops = closure.documents.filter((document) => memberPaths.has(document.path) || !closure.includedBy.has(document.path));
  for (const document of tops) input.verify?.(document);
  const identities = new Map(tops.map((document) => [document.path, schemaIdentity(document, input.nsRoot)]));
  if (input.adoptImports) nameSchemasApart(tops, memberPaths, identities);
  const topOf = (document: XsdSchema): string => {
    let path = document.path;
    while (!identities.has(path)) path = closure.includedBy.get(path)!;
    return path;
  };

  const table = buildSymbolTable(closure.documents);
  // A file left out unread: its clashes with the others are listed (above); mapping would only
  // add names it declares, now unresolved, so the load stops here.
  if (closure.unreadable) throw closure.unreadable;
  const context = new MapContext(table, (document) => identities.get(topOf(document))!.name);
  for (const document of closure.documents) transformSchema(document, context);

  const prefixes = choosePrefixes(tops, closure.documents);
  const issued = new Map(input.members.map((member) => [member.path, member.issued]));
  const schemas: IrSchema[] = [];
  const extraSchemas: IrSchema[] = [];
  const taken = new Set<string>();
  const describe = (document: XsdSchema, identity: SchemaIdentity, isIssued: boolean): IrSchema => {
    const parts = partsOf(document, closure);
    return {
      name: identity.name,
      version: identity.version,
      namespace: document.targetNamespace,
      prefix: prefixes.get(document)!,
      file: document.file,
      // An abstract element never stands in a document, so it is no document root.
      roots: parts.flatMap((part) => part.elements.filter((element) => !element.abstract).map((element) => element.name!)),
      imports: [...new Set(parts.flatMap((part) => part.imports.map((directive) => directive.namespace ?? '')))],
      issued: isIssued,
      ...(document.doc ? { doc: document.doc } : {}),
    };
  };
  for (const document of tops.filter((top) => memberPaths.has(top.path))) {
    const identity = identities.get(document.path)!;
    taken.add(identity.name);
    schemas.push(describe(document, identity, issued.get(document.path) ?? false));
  }
  for (const document of tops.filter((top) => !memberPaths.has(top.path))) {
    const identity = identities.get(document.path)!;
    // Another version of a schema already in the set (an API namespace) stays outside it.
    if (input.adoptImports && (!taken.has(identity.name) || !identity.versioned)) {
      taken.add(identity.name);
      schemas.push(describe(document, identity, false));
    } else {
      extraSchemas.push(describe(document, identity, false));
    }
  }

  checkExtensionAttributes(context.types, context.pendingExtensions);
  checkExtensionContent(context.types, context.pendingExtensions);
  const passContext = { pendingExtensions: context.pendingExtensions };
  const mapped: IrGeneration = {
    id: input.id,
    nsRoot: input.nsRoot,
    schemas,
    extraSchemas,
    types: Object.fromEntries(context.types),
    elements: Object.fromEntries(context.elements),
    endpoints: [],
  };
  // Default, fixed and simpleContent facet values need the derived types complete, and their
  // names as the schemas write them: after flattening, before namespaces are rebased.
  const flat = runPasses(mapped, passContext, [flattenExtensionsPass]);
  checkValueConstraints(flat.types, context);
  // A restriction's attributes against its base's, which flattening completed (inherited ones included).
  checkRestrictionAttributes(flat.types, context.restrictions.values());
  checkRestrictionText(flat.types, context.restrictions.values());
  // A member's type against its head's (and the head's `final`), the base chains complete.
  checkSubstitutionTypes(flat.types, flat.elements, (head) => context.symbols.elements.get(head)?.definition.final);
  // Content models complete (extensions flattened), names as written: XSD's determinism rule.
  checkUniqueParticleAttribution(flat);
  const generation = runPasses(flat, passContext, IR_PASSES.filter((pass) => pass !== flattenExtensionsPass));
  return { ...generation, endpoints: loadEndpoints(input, generation.schemas) };
}

/**
 * In a schema folder (`--schemas`), documents named alike by their files but not versions of
 * one API schema (`a/Types.xsd` of `urn:a`, `b/Types.xsd` of `urn:b`) are schemas of their own:
 * the first, members before imports, keeps the name; each later one is qualified by its folder
 * (`b/Types`), then numbered. Names given first never change when a later document joins.
 */
function nameSchemasApart(tops: readonly XsdSchema[], memberPaths: ReadonlySet<string>, identities: Map<string, SchemaIdentity>): void {
  const ordered = [...tops.filter((top) => memberPaths.has(top.path)), ...tops.filter((top) => !memberPaths.has(top.path))];
  const taken = new Set<string>();
  for (const document of ordered) {
    const identity = identities.get(document.path)!;
    // Versions of one API schema share the name on purpose (the effective set picks one).
    if (identity.versioned) {
      taken.add(identity.name);
      continue;
    }
    let name = identity.name;
    if (taken.has(name)) name = `${basename(dirname(document.path))}/${identity.name}`;
    for (let suffix = 2; taken.has(name); suffix++) name = `${identity.name}${suffix}`;
    taken.add(name);
    if (name !== identity.name) identities.set(document.path, { ...identity, name });
  }
}

/** A top-level document and every document it includes, transitively. */
function partsOf(document: XsdSchema, closure: SchemaClosure): XsdSchema[] {
  const parts = [document];
  for (let index = 0; index < parts.length; index++) {
    for (const candidate of closure.documents) {
      if (closure.includedBy.get(candidate.path) === parts[index]!.path && !parts.includes(candidate)) parts.push(candidate);
    }
  }
  return parts;
}

function loadEndpoints(input: AssembleInput, schemas: IrSchema[]): IrEndpoint[] {
  if (!input.endpointsFile || !existsSync(input.endpointsFile)) return [];
  const endpoints = loadEndpointDescriptors(input.endpointsFile, { relativeTo: input.baseDir });
  checkEndpointReferences(endpoints, schemas, displayPath(input.baseDir, input.endpointsFile));
  return endpoints;
}
