/**
 * One compiled schema per folder instead of one per XSD: an in-memory schema that imports every
 * schema of a folder. libxml2 then reads each shared helper schema (CaseTypes, GroupedUser, ...)
 * once per folder rather than once per schema that imports it, which is most of the compile time
 * of a run (compiles are per thread, so every worker pays them again).
 *
 * Validating against the folder's schema gives the verdicts of the document's own XSD where the
 * folder's components cannot meet in one document: each namespace is one schema (the document's
 * root namespace picks it, so its element is found in the same declarations). They do meet, and
 * should, under a wildcard (`xs:any`, `xs:anyAttribute`) and in a substitution group another
 * namespace's file joins: the folder is one schema set, as `generate --schemas` reads it and as
 * xmllint given a schema importing its files judges it. So a SOAP envelope's lax `Body` holding a
 * payload of another XSD of the folder is checked against that XSD, and OCCT's XCAF attributes
 * stand in OCAF's substitution groups.
 *
 * Each namespace is imported once, by its main file: the one no other file of the folder includes
 * (a namespace split over `xs:include` files is one schema: ../schema-parts.ts, as the index
 * names it). A no-namespace file that declares nothing itself, only imports (ARC's
 * `arcconfig.xsd`: the file one gives xmllint), is included, so what it imports from elsewhere is
 * read too. A no-namespace file with components is left out: its documents compile it alone.
 * An XSD that does not compile is left out too (`umbrellaSchema(folder, without)`, by the libxml2
 * engine: ./libxml2.ts), and the documents of the others are told of content it would judge.
 * An import of a folder namespace may name a part of its main (`b.xsd` importing the
 * `a-types.xsd` that `a.xsd` includes, a common layout): libxml2 keeps the first file imported
 * for a namespace and skips the others, so the main is imported before every file whose imports
 * reach such a part, and the part's import is then skipped with all of it already read.
 * A namespace two files of the folder declare without one including the other (unrelated files,
 * or versions of one schema) is not imported: its documents compile their own XSD, the rest of
 * the folder stays one schema (unless the folder's files import two of those files). The folder
 * keeps one compile per XSD (a wildcard then sees only what the document's XSD imports) where
 * one import per namespace cannot stand for the files: an import of a folder namespace naming a
 * file outside its main's includes, or mains that import parts of one another (no order puts
 * each main first). A document naming a type
 * with `xsi:type` is validated with the folder's schema too: the type resolves against the whole
 * folder, as xmllint given a schema importing the folder resolves it (a BPMN file's
 * `xsi:type="bpmn2:tFormalExpression"` once sent it to its own XSD alone, leaving its extension
 * content unchecked).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeAttribute } from '../../runtime/escape.js';
import { xsdFilesIn } from '../../schema/effective-set.js';
import { importsOnly } from '../global-elements.js';
import { declaredTargetNamespace, schemaClosure, schemaDirectives } from '../schema-closure.js';
import { includeClosure, partOfAnother } from '../schema-parts.js';

/** A folder's schema: its text, the XSD files documents use it for, and every file it names. */
export interface FolderSchema {
  text: string;
  /** The main file of each namespace (absolute paths): a document of one of them is validated with the folder's schema. */
  files: ReadonlySet<string>;
  /** Every file the text names (the mains, and the no-namespace files that only import). */
  named: readonly string[];
}

/** Folder schema per folder; undefined when the folder is not eligible. */
const umbrellas = new Map<string, FolderSchema | undefined>();

/** Name the umbrella is parsed under: inside the folder (its imports resolve there), never a file on disk. */
export function umbrellaUrl(folder: string): string {
  return join(folder, '.fleetcase-folder-schema.xsd');
}

/**
 * The schema importing every schema of `folder`, or undefined when one import per namespace
 * cannot stand for the folder's files (see the module comment), when it would import fewer than
 * two, or when a file cannot be read. `without`: files of the folder left out, with every file
 * they include (the engine's folder schema less the XSDs that do not compile: ./libxml2.ts).
 */
export function umbrellaSchema(folder: string, without: ReadonlySet<string> = NONE): FolderSchema | undefined {
  const key = without.size === 0 ? folder : `${folder}\0${[...without].sort().join('\0')}`;
  if (umbrellas.has(key)) return umbrellas.get(key);
  const schema = buildUmbrella(folder, without);
  umbrellas.set(key, schema);
  return schema;
}

const NONE: ReadonlySet<string> = new Set();

/** The folder's XSDs, absolute, in the index's order (by name without `.xsd`: the first of files that include one another stands for them). */
function folderXsds(folder: string): string[] | undefined {
  try {
    const names = xsdFilesIn(folder).map((name) => ({ name, key: name.replace(/\.xsd$/i, '') }));
    return names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ name }) => join(folder, name));
  } catch {
    return undefined;
  }
}

function buildUmbrella(folder: string, without: ReadonlySet<string>): FolderSchema | undefined {
  const cache = new Map<string, ReadonlySet<string>>();
  const left = new Set([...without].flatMap((file) => [file, ...includeClosure(file, cache)]));
  const paths = folderXsds(folder)?.filter((path) => !left.has(path));
  if (paths === undefined || paths.length < 2) return undefined;
  const closures = paths.map((path) => includeClosure(path, cache));
  /** Namespace -> its main files (one, unless unrelated files or versions of a schema share it). */
  const declaring = new Map<string, string[]>();
  const umbrellaFiles: string[] = [];
  for (const [position, path] of paths.entries()) {
    if (partOfAnother(position, paths, closures)) continue;
    const namespace = declaredTargetNamespace(path);
    if (namespace === undefined) {
      if (importsOnly(path)) umbrellaFiles.push(path);
      continue;
    }
    declaring.set(namespace, [...(declaring.get(namespace) ?? []), path]);
  }
  // Two schemas of one namespace: which one a document means is the index's question, and only
  // one of them could be imported. Their documents compile their own XSD; the rest of the folder
  // stays one schema (the whole folder went to one compile per XSD, and a SAML 2 metadata
  // file's verdict changed with SAML 1.0 and 1.1 beside it: review r30 newsets M1).
  const mains = new Map([...declaring].filter(([, files]) => files.length === 1).map(([namespace, [file]]) => [namespace, file!]));
  const shared = new Map([...declaring].filter(([, files]) => files.length > 1));
  if (mains.size === 0 || mains.size + umbrellaFiles.length < 2) return undefined;
  const ordered = mainsFirst(mains, cache);
  if (ordered === undefined || !importsMainsOnly(umbrellaFiles, ordered, cache)) return undefined;
  if (!readsOneOfEach(shared, [...ordered.values(), ...umbrellaFiles], cache)) return undefined;
  const named = [...ordered.values(), ...umbrellaFiles];
  try {
    const imports = [...ordered].map(([namespace, file]) => `  <xs:import namespace="${escapeAttribute(namespace)}" schemaLocation="${escapeAttribute(pathToFileURL(file).href)}"/>`);
    // After the imports, so each namespace's main is the file libxml2 keeps for it.
    const includes = umbrellaFiles.map((file) => `  <xs:include schemaLocation="${escapeAttribute(pathToFileURL(file).href)}"/>`);
    for (const file of named) readFileSync(file);
    return {
      text: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${[...imports, ...includes].join('\n')}\n</xs:schema>\n`,
      files: new Set(ordered.values()),
      named,
    };
  } catch {
    // Unreadable, or a name no XML attribute can carry: each XSD compiles on its own.
    return undefined;
  }
}

/**
 * What an import of `file` reaches among the folder's namespaces: the main of its namespace when
 * the file is that main or one of its parts; `foreign` when the namespace is the folder's but the
 * file is neither (a copy elsewhere, which libxml2 would take for the whole namespace).
 */
function importedMain(file: string, mains: ReadonlyMap<string, string>, parts: Map<string, ReadonlySet<string>>): { main?: string; foreign?: true } {
  const namespace = declaredTargetNamespace(file);
  const main = namespace === undefined ? undefined : mains.get(namespace);
  if (main === undefined) return {};
  return main === file || includeClosure(main, parts).has(file) ? { main } : { foreign: true };
}

/**
 * The mains in an order libxml2 reads each namespace from its main in: a main comes before
 * every main whose imports (transitively) reach one of its parts, which libxml2 would otherwise
 * take for the whole namespace. Undefined when an import names a file of a folder namespace
 * that is neither its main nor one of its parts (a copy elsewhere), or when no order does
 * (mains importing parts of one another).
 */
function mainsFirst(mains: ReadonlyMap<string, string>, parts: Map<string, ReadonlySet<string>>): Map<string, string> | undefined {
  /** Main -> the mains that must be imported before it. */
  const before = new Map<string, Set<string>>();
  for (const main of mains.values()) {
    const needs = new Set<string>();
    for (const file of schemaClosure([main])) {
      for (const directive of schemaDirectives(file)) {
        if (directive.kind !== 'import') continue;
        const imported = importedMain(directive.file, mains, parts);
        if (imported.foreign) return undefined;
        // An import of another main needs no order: whichever comes first is that main.
        if (imported.main !== undefined && imported.main !== main && imported.main !== directive.file) needs.add(imported.main);
      }
    }
    before.set(main, needs);
  }
  const ordered = new Map<string, string>();
  const namespaceOf = new Map([...mains].map(([namespace, main]) => [main, namespace]));
  const visiting = new Set<string>();
  const visit = (main: string): boolean => {
    if (ordered.has(namespaceOf.get(main)!)) return true;
    if (visiting.has(main)) return false;
    visiting.add(main);
    for (const first of before.get(main)!) if (!visit(first)) return false;
    ordered.set(namespaceOf.get(main)!, main);
    return true;
  };
  for (const main of mains.values()) if (!visit(main)) return undefined;
  return ordered;
}

/**
 * True when every import, in the files the no-namespace umbrella files reach, of a namespace of
 * the folder names its main or one of its parts: those files are included after every main is
 * imported, so such an import is skipped with the whole namespace read; an import of another
 * file (a copy elsewhere) would be skipped where the document's own XSD reads it.
 */
function importsMainsOnly(umbrellaFiles: readonly string[], mains: ReadonlyMap<string, string>, parts: Map<string, ReadonlySet<string>>): boolean {
  for (const file of schemaClosure(umbrellaFiles)) {
    for (const directive of schemaDirectives(file)) {
      if (directive.kind === 'import' && importedMain(directive.file, mains, parts).foreign) return false;
    }
  }
  return true;
}

/**
 * True when the files reach at most one file (with its parts) of each namespace several folder
 * files declare: libxml2 keeps the first file imported for a namespace and skips the others, so
 * two of them, each imported by another main, would leave one main's import unread.
 */
function readsOneOfEach(shared: ReadonlyMap<string, readonly string[]>, files: readonly string[], parts: Map<string, ReadonlySet<string>>): boolean {
  if (shared.size === 0) return true;
  const reached = new Set(schemaClosure(files));
  for (const declaring of shared.values()) {
    if (declaring.filter((file) => [...includeClosure(file, parts)].concat(file).some((part) => reached.has(part))).length > 1) return false;
  }
  return true;
}

const TYPE = Buffer.from(':type');

/** True when a document may name a type with `xsi:type` (an attribute `<prefix>:type =`): the xerces engine then takes the folder's schema, where the type may be declared. */
export function namesXsiType(document: Uint8Array | string): boolean {
  if (typeof document === 'string') return /:type\s*=/.test(document);
  const bytes = Buffer.from(document.buffer, document.byteOffset, document.byteLength);
  for (let at = bytes.indexOf(TYPE); at !== -1; at = bytes.indexOf(TYPE, at + TYPE.length)) {
    let next = at + TYPE.length;
    while (bytes[next] === 0x20 || bytes[next] === 0x09 || bytes[next] === 0x0a || bytes[next] === 0x0d) next++;
    if (bytes[next] === 0x3d) return true;
  }
  return false;
}
