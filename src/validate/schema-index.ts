/**
 * The validator's view of the schemas: which schema (and XSD file) a document namespace names,
 * the generations whose effective set holds that namespace, and each generation's endpoints.
 * Plain Maps of plain data, so the index is built once in the main thread and handed to worker
 * threads by structured clone.
 *
 * Two builders: from an IR (`indexModel`, for callers that hold one), and straight from a
 * schemas folder (`indexSchemasFolder`, what the CLI uses): the loader's own effective-set
 * function plus each file's targetNamespace, with endpoint descriptors read only when an
 * endpoint is asked for. The folder path costs milliseconds where building the whole IR costs
 * most of a second, which a CI run pays on every invocation, for types the validator never reads.
 * @see DESIGN.md "Generations": the effective set of G holds the latest version of each schema issued at or before G.
 */
import { readSchemaText } from '../schema/xsd/read-schema-file.js';
import { basename, resolve } from 'node:path';
import { apiNamespace, parseApiNamespace, type IrEndpoint, type IrModel } from '../ir/index.js';
import { HELPER_SCHEMAS } from '../ir/passes/drop-helper-roots.js';
// The effective-set module alone: the loader's barrel would pull the whole XSD loader into
// every worker thread.
import { effectiveSchemaFiles, generationFolders } from '../schema/effective-set.js';
import { globalElements } from './global-elements.js';
import { declaredTargetNamespace, schemaClosure } from './schema-closure.js';
import { includeClosure, partOfAnother } from './schema-parts.js';

/**
 * A schema a document can name by its namespace.
 * @example { name: 'NoteRequest', version: '0.1', namespace: '…/0.1/Case/NoteRequest', xsdFile: '/…/schemas/0.1/NoteRequest.xsd', generations: ['0.1', '0.2', '0.3-beta'] }
 */
export interface IndexedSchema {
  name: string;
  version: string;
  namespace: string;
  /** Absolute path of the XSD. */
  xsdFile: string;
  /** Generations whose effective set holds this namespace, oldest first. */
  generations: string[];
  /**
   * True for a helper schema (CaseTypes, GroupedUser…): its global elements are `ref` targets
   * inside documents, never a document element (API-FACTS.md "Root elements" lists none).
   */
  helper?: true;
  /**
   * Other XSD files of the same namespace, each with the generations that use it (only on the
   * entry of `byNamespace`): versions of a vendor schema that keep their namespace
   * (`g3/b.xsd`, `g5/b.xsd`), or two files of one folder. The generation decides which file a
   * document is checked against (./resolve-document.ts).
   */
  others?: IndexedSchema[];
  /** On the entry of `byNamespace` with `others`: every one of those files has the same bytes. */
  sameText?: true;
  /**
   * The global elements the file declares (itself or through its includes), on each file of a
   * `byNamespace` entry with `others` that are not copies: a document's root element picks the
   * one that declares it (OpenZWave's nine XSDs share a namespace; only options.xsd declares
   * `Options`). Not read for other entries (nothing to choose; the API's schemas never need it).
   */
  roots?: string[];
  /** The root elements of an API schema (its descriptor's), for messages about another root (./root-hint.ts). */
  documentRoots?: string[];
  /**
   * The file has no targetNamespace (its `namespace` is a made-up API namespace of its folder
   * and name; its documents find it by root element in `byRoot`).
   */
  noNamespace?: true;
}

/** Namespace -> schema, generation -> its schema names and endpoints. */
export interface SchemaIndex {
  /** The schemas folder the XSD files are in (a rebased copy with another `nsRoot`: ./rebased-schemas.ts). */
  schemasDir: string;
  /**
   * The folder the user named, when `schemasDir` is a rebased copy of it: endpoint descriptors
   * are read from it on demand, and messages name its files.
   */
  sourceDir?: string;
  /** The namespace root of the API namespaces, when it is not the default one. @example 'https://staging.example.com/api' */
  nsRoot?: string;
  /** Generation ids, oldest first. */
  generations: string[];
  byNamespace: Map<string, IndexedSchema>;
  /**
   * Root element local name -> the XSD without a targetNamespace that declares it as a global
   * element (itself or through its includes), shaped like `byNamespace`'s entries (`others`,
   * `sameText`; `namespace` is ''): a document without a namespace is checked against it
   * (SUMO's `types_file.xsd` for `<types>`). Empty for the API's schemas, which all have one.
   */
  byRoot: Map<string, IndexedSchema>;
  /** Generation -> schema name -> namespace of the version that generation uses. */
  effective: Map<string, Map<string, string>>;
  /** Generation -> endpoints; filled on demand by `endpointsOf` for a folder index. */
  endpoints: Map<string, IrEndpoint[]>;
  /**
   * Reads a generation's endpoint descriptors (main thread only: a function does not cross to
   * worker threads, which get `endpoints` filled instead).
   */
  loadEndpoints?: (generation: string) => IrEndpoint[];
}

function add(index: SchemaIndex, generation: string, schema: Omit<IndexedSchema, 'generations'>): void {
  index.effective.get(generation)!.set(schema.name, schema.namespace);
  addEntry(index.byNamespace, schema.namespace, generation, schema);
}

/** Adds the file under `key` (a namespace, or a root name in `byRoot`) for one more generation. */
function addEntry(entries: Map<string, IndexedSchema>, key: string, generation: string, schema: Omit<IndexedSchema, 'generations'>): void {
  const known = entries.get(key);
  if (!known) {
    entries.set(key, { ...schema, generations: [generation] });
    return;
  }
  // One entry per file: a generation that inherits the file shares it, another file of the
  // namespace (a later version that kept it, a second file of one folder) is one of `others`.
  const same = known.xsdFile === schema.xsdFile ? known : known.others?.find((other) => other.xsdFile === schema.xsdFile);
  if (same) same.generations.push(generation);
  else (known.others ??= []).push({ ...schema, generations: [generation] });
}

/** Marks the namespaces whose files are byte-identical copies (one schema in several folders). */
function markCopies(index: SchemaIndex): void {
  for (const schema of [...index.byNamespace.values(), ...index.byRoot.values()]) {
    if (!schema.others) continue;
    try {
      const text = readSchemaText(schema.xsdFile, 'latin1');
      if (schema.others.every((other) => readSchemaText(other.xsdFile, 'latin1') === text)) schema.sameText = true;
    } catch {
      // Unreadable: not known to be copies; the engine reports the file when it compiles it.
    }
  }
}

/** Builds the index from the IR; `schemasDir` anchors the schemas' relative file names. */
export function indexModel(model: IrModel, schemasDir: string): SchemaIndex {
  // The IR does not say which schema had no targetNamespace: no `byRoot` from it.
  const index: SchemaIndex = { schemasDir, generations: [], byNamespace: new Map(), byRoot: new Map(), effective: new Map(), endpoints: new Map() };
  for (const generation of model.generations) {
    index.generations.push(generation.id);
    index.effective.set(generation.id, new Map());
    index.endpoints.set(generation.id, generation.endpoints);
    for (const schema of generation.schemas) {
      add(index, generation.id, {
        name: schema.name,
        version: schema.version,
        namespace: schema.namespace,
        xsdFile: resolve(schemasDir, schema.file),
        ...(schema.roots.length === 0 ? { helper: true as const } : { documentRoots: schema.roots }),
      });
    }
  }
  markCopies(index);
  return index;
}

/**
 * Builds the index of a schemas folder (`<generation>/<Name>.xsd`, README conventions 1-3), of
 * all its generation folders or of those named (`['anytype']`: a folder of XSDs given as a
 * one-generation set, ./schema-folder.ts). API namespaces are read under `nsRoot`. As
 * the schema loader does for a folder (src/schema/load.ts `loadSchemaSet`), a file that another
 * file of the set includes (here also through included files) is part of that schema, not one
 * of its own: a namespace split over
 * `xs:include` files (NeXML) is checked against the file that includes the others, where the
 * root elements of all of them are declared.
 */
export function indexSchemasFolder(schemasDir: string, folders: string[] = generationFolders(schemasDir), nsRoot?: string): SchemaIndex {
  const index: SchemaIndex = { schemasDir, generations: folders, byNamespace: new Map(), byRoot: new Map(), effective: new Map(), endpoints: new Map() };
  if (nsRoot !== undefined) index.nsRoot = nsRoot;
  const namespaces = new Map<string, string>();
  const roots = new Map<string, string[]>();
  const includes = new Map<string, ReadonlySet<string>>();
  for (const generation of folders) {
    index.effective.set(generation, new Map());
    const files = effectiveSchemaFiles(schemasDir, generation, folders);
    const paths = files.map((file) => resolve(file.path));
    const closures = paths.map((path) => includeClosure(path, includes));
    for (const [position, file] of files.entries()) {
      if (partOfAnother(position, paths, closures)) continue;
      let namespace = namespaces.get(file.path);
      if (namespace === undefined) {
        const declared = declaredTargetNamespace(file.path);
        // No targetNamespace: its documents are named by their root element (`byRoot`), the
        // global elements of the file and of the files it includes (the set's files only).
        if (declared === undefined) roots.set(file.path, [...new Set([file.path, ...closures[position]!].flatMap(globalElements))]);
        namespace = declared ?? apiNamespace(file.folder, file.name);
        namespaces.set(file.path, namespace);
      }
      const helper = HELPER_SCHEMAS.has(parseApiNamespace(namespace, nsRoot)?.schema ?? '');
      const noNamespace = roots.has(file.path);
      const schema = { name: file.name, version: file.folder, namespace, xsdFile: file.path, ...(helper ? { helper: true as const } : {}), ...(noNamespace ? { noNamespace: true as const } : {}) };
      add(index, generation, schema);
      const byRoot = { name: file.name, version: file.folder, namespace: '', xsdFile: file.path };
      for (const root of roots.get(file.path) ?? []) addEntry(index.byRoot, root, generation, byRoot);
    }
    addImportedNamespaces(index, generation, paths, closures, nsRoot);
  }
  markCopies(index);
  markRoots(index, includes);
  return index;
}

/**
 * Namespaces that only a file outside the set declares, which a file of the set imports (OCCT's
 * `XmlXcaf.xsd` alone in a folder, importing `../oce/XmlOcaf.xsd`): `generate --schemas` reads
 * the imported file with the set and writes codecs for its root elements, so a document of such
 * a namespace is checked too, against the set's file that imports it (its compile holds the
 * imported file, and sees the set's substitution groups and wildcards as the codecs do). The
 * API's own namespaces are left to the effective sets (a file importing an older version of a
 * helper schema names no document namespace; a folder of API schemas only is not walked).
 */
function addImportedNamespaces(index: SchemaIndex, generation: string, paths: string[], closures: ReadonlySet<string>[], nsRoot?: string): void {
  const declared = new Set(index.effective.get(generation)!.values());
  // The API's own folders (the bundled schemas on every run): nothing to add, nothing to walk.
  if ([...declared].every((namespace) => parseApiNamespace(namespace, nsRoot) !== undefined)) return;
  const inSet = new Set(paths.flatMap((path, at) => [path, ...closures[at]!]));
  for (const file of schemaClosure(paths)) {
    if (inSet.has(file)) continue;
    const namespace = declaredTargetNamespace(file);
    if (namespace === undefined || declared.has(namespace) || parseApiNamespace(namespace, nsRoot) !== undefined) continue;
    declared.add(namespace);
    // The first of the set's schemas that reaches it (a file another file includes is part of that one).
    const reaches = (path: string) => schemaClosure([path]).includes(file);
    const importer = paths.find((path, at) => !partOfAnother(at, paths, closures) && reaches(path)) ?? paths.find(reaches)!;
    const name = basename(file).replace(/\.xsd$/i, '');
    addEntry(index.byNamespace, namespace, generation, { name, version: generation, namespace, xsdFile: importer });
  }
}

/**
 * Gives each file of a namespace that different files declare (not copies) the global elements
 * it declares, itself or through its includes (`roots`): the document's root element then picks
 * among them (./resolve-document.ts). Only such namespaces are read, at index time.
 */
function markRoots(index: SchemaIndex, includes: Map<string, ReadonlySet<string>>): void {
  for (const schema of index.byNamespace.values()) {
    if (!schema.others || schema.sameText) continue;
    for (const file of [schema, ...schema.others]) {
      const path = resolve(file.xsdFile);
      file.roots = [...new Set([path, ...includeClosure(path, includes)].flatMap(globalElements))];
    }
  }
}

/** The endpoints of a generation, read through `loadEndpoints` on first need. */
export function endpointsOf(index: SchemaIndex, generation: string): IrEndpoint[] {
  let endpoints = index.endpoints.get(generation);
  if (!endpoints) {
    // Without a reader (./endpoint-loader.ts not attached) nothing is remembered: a reader
    // attached later still reads the descriptors.
    if (!index.loadEndpoints) return [];
    endpoints = index.loadEndpoints(generation);
    index.endpoints.set(generation, endpoints);
  }
  return endpoints;
}

/** Reads every generation's endpoints (before the index is shipped to workers that need them). */
export function loadAllEndpoints(index: SchemaIndex): void {
  for (const generation of index.generations) endpointsOf(index, generation);
}

/** The index as plain data for a worker thread (endpoints as loaded so far, no loader). */
export function transferableIndex(index: SchemaIndex): SchemaIndex {
  const { loadEndpoints: _loader, ...plain } = index;
  return plain;
}
