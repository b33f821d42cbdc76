/**
 * The default engine: libxml2-wasm (a current libxml2 compiled to WebAssembly). Schemas are
 * compiled once per thread and cached for the life of the process, one per folder where the
 * folder allows (./libxml2-umbrella.ts), else one per XSD; documents are parsed with
 * network and external-entity loading off (XML_PARSE_NONET | XML_PARSE_NO_XXE), and the only
 * readable files are the schema roots' XSDs (./libxml2-input.ts). Documents go through
 * ./libxml2-direct.ts (the same libxml2 calls without the per-document wrapper objects) when the
 * library's internals allow it, else through the object API below. `parseOwn` hands the pipeline
 * a rule view of libxml2's own parse (./libxml2-tree.ts), so a plain document is parsed once.
 * @see https://www.w3.org/TR/xmlschema-1/#validation_outcome (XSD Part 1, 5.2 Assessing Schema-Validity)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ParseOption, XmlDocument, XmlLibError, XsdValidator, type ErrorDetail } from 'libxml2-wasm';
import { fail, FleetcaseError } from '../../errors.js';
import type { EngineFinding, EngineOptions, LeftOutSchema, OwnParse, XsdEngine } from './engine.js';
import { directPath, Libxml2InternalError } from './libxml2-direct.js';
import { blanksDroppable } from './libxml2-blanks.js';
import { internalErrorFindings } from './libxml2-internal-error.js';
import { declaredTargetNamespace, remoteSources, schemaClosure } from '../schema-closure.js';
import { allowSchemaFiles, allowSchemaRoot, refusedLoads, withRemoteSources } from './libxml2-input.js';
import { treeReader } from './libxml2-tree.js';
import { umbrellaSchema, umbrellaUrl, type FolderSchema } from './libxml2-umbrella.js';

/** How schemas are parsed (the schema compiler may prune their trees). */
const SCHEMA_OPTIONS =
  ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;
/** How documents are parsed: as schemas, with small texts stored in their nodes (COMPACT: fewer allocations; validation never changes the tree). */
const DOCUMENT_OPTIONS = SCHEMA_OPTIONS | ParseOption.XML_PARSE_COMPACT;

interface Compiled {
  schemaDocument: XmlDocument;
  validator: XsdValidator;
}

/** Per-thread cache: XSD path -> compiled schema (workers each hold their own). */
const compiled = new Map<string, Compiled>();
/** Per-thread cache: folder -> the compiled schema of all its XSDs, or null where a folder keeps one per XSD. */
const folders = new Map<string, CompiledFolder | null>();
/** XSD path as callers give it -> its folder's compiled schema, or null when it compiles on its own. */
const sharedOf = new Map<string, Compiled | null>();

function toFindings(details: readonly ErrorDetail[], fatal: boolean): EngineFinding[] {
  return details.map((detail) => ({
    engine: 'libxml2',
    level: fatal ? 'fatal' : detail.level === 1 ? 'warning' : 'error',
    message: detail.message.trim(),
    line: detail.line,
    column: detail.col,
    ...(detail.xpath ? { xpath: detail.xpath } : {}),
  }));
}

function compile(xsdFile: string): Compiled {
  // Callers pass the same absolute path every time: look it up before normalising it.
  const hit = compiled.get(xsdFile);
  if (hit) return hit;
  const file = resolve(xsdFile);
  const cached = compiled.get(file);
  if (cached) {
    compiled.set(xsdFile, cached);
    return cached;
  }
  allowSchemaRoot(dirname(dirname(file)));
  // What it imports or includes outside the schemas folder (`../../codelist/x.xsd`), as the loader reads it.
  allowSchemaFiles(schemaClosure([file]));
  let text: Uint8Array;
  try {
    text = readFileSync(file);
  } catch (error) {
    return fail('SchemaFileMissing', { file });
  }
  let schemaDocument: XmlDocument | undefined;
  try {
    schemaDocument = XmlDocument.fromBuffer(text, { url: file, option: SCHEMA_OPTIONS });
    const document = schemaDocument;
    const validator = withRemoteSources(remoteSources([file]), () => XsdValidator.fromDoc(document));
    const entry = { schemaDocument, validator };
    compiled.set(file, entry);
    compiled.set(xsdFile, entry);
    return entry;
  } catch (error) {
    schemaDocument?.dispose();
    const detail = error instanceof XmlLibError ? refusalOf(error) : undefined;
    return fail('SchemaInvalid', {
      file: detail?.file ?? file,
      ...(detail?.line ? { line: detail.line } : {}),
      detail: `libxml2 cannot compile the schema: ${refusalNote((detail?.message ?? String(error)).trim())}`,
    });
  }
}

/**
 * The detail that says why libxml2 refused a schema: its first error. Warnings come before it
 * in the list ("Skipping import … since this namespace was already imported", which xmllint
 * prints and then compiles), and taking the first detail blamed the file of a warning: that
 * file was left out of its folder's schema in place of the one that does not compile (review
 * r30 newsets H2).
 */
function refusalOf(error: XmlLibError): ErrorDetail | undefined {
  const refusal = error.details.find((detail) => detail.level !== 1);
  if (refusal === undefined) return error.details[0];
  // A schema that could not be read is the cause of the error it leads to ("does not resolve").
  const load = error.details.find((detail) => detail.level === 1 && /failed to load/.test(detail.message));
  return load === undefined ? refusal : { ...refusal, message: `${refusal.message.trim()} (${load.message.trim()})` };
}

/**
 * What the root of a file libxml2 calls no schema document is: an `xs:schema` of another
 * namespace (a draft of XSD, 2000/10) is named with it, as the schema loader names it (review
 * r31 recheck L6); '' when that cannot be told.
 */
function rootNamespaceNote(file: string): string {
  let head: string;
  try {
    head = readFileSync(file, 'latin1').slice(0, 4096).replace(/<!--[\s\S]*?-->/g, '');
  } catch {
    return '';
  }
  const tag = /<(?:([\w.-]+):)?schema\b[^>]*>/.exec(head);
  if (!tag) return '';
  const declaration = tag[1] === undefined ? /\bxmlns\s*=\s*["']([^"']*)["']/ : new RegExp(`\\bxmlns:${tag[1]}\\s*=\\s*["']([^"']*)["']`);
  const namespace = declaration.exec(tag[0])?.[1];
  return namespace === undefined || namespace === XSD_NAMESPACE ? '' : `(its <schema> is in the namespace '${namespace}', not '${XSD_NAMESPACE}': XML Schema 1.0; drafts before it are not read)`;
}

const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';

/**
 * libxml2 says "No such file or directory" for a file the input provider refused: say so when
 * the file exists (a location the schemas do not reach by a relative schemaLocation).
 */
function refusalNote(message: string): string {
  const notSchema = /The XML document '([^']+)' is not a schema document/.exec(message)?.[1];
  if (notSchema !== undefined) return `${message} ${rootNamespaceNote(notSchema)}`.trimEnd();
  const name = /failed to load "([^"]+)"/.exec(message)?.[1];
  if (name !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(name) && !name.startsWith('file:')) {
    return `${message.replace(/: No such file or directory(?=\)?$)/, '')}: a remote schemaLocation is never fetched; it is read from the file of the set that declares its namespace, and no file of the set declares it (put a copy of that schema in the folder)`;
  }
  if (name === undefined || !refusedLoads().includes(name) || !existsSync(name)) return message;
  return `${message.replace(/: No such file or directory$/, '')}: not read (libxml2 reads only the schemas and the files their schemaLocations name)`;
}

/** A folder's compiled schema, and the folder's XSDs left out of it because they do not compile. */
interface CompiledFolder {
  /** Undefined where fewer than two XSDs are left: each compiles on its own. */
  entry?: Compiled;
  /** The XSDs validated with `entry`. */
  files: ReadonlySet<string>;
  leftOut: readonly LeftOutSchema[];
  /** The XSDs whose documents the left-out ones concern: those of the folder's whole schema still in. */
  affected: ReadonlySet<string>;
  /**
   * Set where the folder's XSDs do not compile together though each involved compiles alone (a
   * substitution group member one file adds makes another's content model ambiguous): the
   * documents of `files` are refused with it, as xmllint and `generate` refuse the set.
   */
  together?: { file: string; line?: number; detail: string };
}

/** Compiles a folder's schema text, or says where libxml2 refuses it. */
function compileUmbrella(folder: string, schema: FolderSchema): Compiled | { failing: { file?: string; line?: number; detail: string } } {
  allowSchemaRoot(dirname(folder));
  allowSchemaFiles(schemaClosure(schema.named));
  let schemaDocument: XmlDocument | undefined;
  try {
    schemaDocument = XmlDocument.fromString(schema.text, { url: umbrellaUrl(folder), option: SCHEMA_OPTIONS });
    const document = schemaDocument;
    const validator = withRemoteSources(remoteSources(schema.named), () => XsdValidator.fromDoc(document));
    return { schemaDocument, validator };
  } catch (error) {
    schemaDocument?.dispose();
    const detail = error instanceof XmlLibError ? refusalOf(error) : undefined;
    // The folder's schema names its files by file: URL; libxml2's messages by what it was given.
    const file = detail?.file?.startsWith('file:') ? fileURLToPath(detail.file) : detail?.file;
    return { failing: { ...(file ? { file: resolve(file) } : {}), ...(detail?.line ? { line: detail.line } : {}), detail: refusalNote((detail?.message ?? String(error)).trim()) } };
  }
}

/** The namespaces the files reach declare. */
function namespacesOf(files: Iterable<string>): Set<string> {
  const namespaces = new Set<string>();
  for (const file of schemaClosure(files)) {
    const namespace = declaredTargetNamespace(file);
    if (namespace !== undefined) namespaces.add(namespace);
  }
  return namespaces;
}

/**
 * Compiles the schema importing every XSD of `folder` (./libxml2-umbrella.ts); null when the
 * folder is not eligible. Where it does not compile, the XSDs whose files hold the refusal are
 * left out, one refusal at a time, and the rest compiles together: a folder with one broken XSD
 * still checks the wildcard content of its other namespaces, and the documents of its other
 * XSDs are told which content no schema judged (review r13 opcua 1). A refusal in no XSD's
 * files leaves each XSD to compile on its own, as before.
 */
function compileFolder(folder: string): CompiledFolder | null {
  const whole = umbrellaSchema(folder);
  if (whole === undefined) return null;
  const leftOut: LeftOutSchema[] = [];
  const dropped = new Set<string>();
  const still = (): Set<string> => new Set([...whole.files].filter((file) => !dropped.has(file)));
  for (let schema: FolderSchema | undefined = whole; schema !== undefined; schema = umbrellaSchema(folder, dropped)) {
    const compiled = compileUmbrella(folder, schema);
    if (!('failing' in compiled)) return { entry: compiled, files: schema.files, leftOut, affected: still() };
    const { failing } = compiled;
    const involved = failing.file === undefined ? [] : schema.named.filter((file) => schemaClosure([file]).includes(failing.file!));
    // Left out: the involved XSDs that do not compile alone. One that does is not broken, and
    // stays (its documents are told of the content the others would judge); where every one
    // does, the refusal is the combination's (review r31 recheck H2: the file holding the
    // content model was dropped with the one breaking it, and that one's content passed).
    const broken = involved.filter((file) => !compilesAlone(file));
    if (broken.length === 0) {
      if (involved.length === 0) break;
      return { files: whole.files, leftOut, affected: still(), together: { ...failing, file: failing.file! } };
    }
    for (const file of broken) dropped.add(file);
    const kept = namespacesOf(whole.named.filter((file) => !dropped.has(file)));
    for (const file of broken) {
      const namespaces = new Set([...namespacesOf([file])].filter((namespace) => !kept.has(namespace)));
      leftOut.push({ file, failing: { ...failing, file: failing.file! }, namespaces });
    }
  }
  // The refusal is in no XSD's own files, or fewer than two XSDs are left: each compiles alone.
  return leftOut.length === 0 ? null : { files: new Set(), leftOut, affected: still() };
}

/** True when the XSD compiles on its own (it is then cached for its documents). */
function compilesAlone(xsdFile: string): boolean {
  try {
    compile(xsdFile);
    return true;
  } catch (error) {
    if (error instanceof FleetcaseError) return false;
    throw error;
  }
}

/**
 * The compiled schema a document is validated with: its folder's where the folder allows, else
 * its XSD's own. An `xsi:type` then resolves against the whole folder, as xmllint given a schema
 * importing the folder resolves it (the folder is one schema set).
 */
function schemaFor(xsdFile: string): Compiled {
  let shared = sharedOf.get(xsdFile);
  if (shared === undefined) {
    const file = resolve(xsdFile);
    const folder = dirname(file);
    const compiledFolder = folderOf(folder);
    const together = compiledFolder?.together;
    if (together !== undefined && compiledFolder!.files.has(file)) {
      return fail('SchemaInvalid', {
        file: together.file,
        ...(together.line !== undefined ? { line: together.line } : {}),
        detail: `libxml2 cannot compile the folder's XSDs together, though each compiles alone: ${together.detail} (another file of the folder makes this one invalid, such as a member it adds to a substitution group; xmllint given a schema importing the folder, and fleetcase generate, refuse it too)`,
      });
    }
    shared = compiledFolder?.entry !== undefined && compiledFolder.files.has(file) ? compiledFolder.entry : null;
    sharedOf.set(xsdFile, shared);
  }
  return shared ?? compile(xsdFile);
}

function folderOf(folder: string): CompiledFolder | null {
  let compiledFolder = folders.get(folder);
  if (compiledFolder === undefined) folders.set(folder, (compiledFolder = compileFolder(folder)));
  return compiledFolder;
}

/** XSD path as callers give it -> the XSDs of its folder left out of the schema it is validated with. */
const leftOutOf = new Map<string, readonly LeftOutSchema[]>();

/**
 * The XSDs of the folder of `xsdFile` that libxml2 cannot compile and that are left out of the
 * schema its documents are validated with (none for most folders). The `xerces` and `libxmljs2`
 * engines ask this too: their folder schema falls back the same way.
 */
export function folderLeftOut(xsdFile: string): readonly LeftOutSchema[] {
  let known = leftOutOf.get(xsdFile);
  if (known === undefined) {
    const file = resolve(xsdFile);
    const folder = folderOf(dirname(file));
    known = folder !== null && folder.affected.has(file) ? folder.leftOut : [];
    leftOutOf.set(xsdFile, known);
  }
  return known;
}

function parse(document: Uint8Array | string): XmlDocument {
  return typeof document === 'string'
    ? XmlDocument.fromString(document, { option: DOCUMENT_OPTIONS })
    : XmlDocument.fromBuffer(document, { option: DOCUMENT_OPTIONS });
}

/** The findings of a validation; libxml2's internal error is said as the schema's or the document's (./libxml2-internal-error.ts). */
function findingsOrInternal(xsdFile: string, run: () => { details: ErrorDetail[]; fatal: boolean }): EngineFinding[] {
  try {
    const outcome = run();
    return outcome.details.length === 0 ? [] : toFindings(outcome.details, outcome.fatal);
  } catch (error) {
    if (error instanceof Libxml2InternalError) return internalErrorFindings(xsdFile, error);
    throw error;
  }
}

/** Creates the libxml2-wasm engine (synchronous; compiled schemas shared per thread). */
export function createLibxml2Engine(options: EngineOptions = {}): XsdEngine {
  for (const root of options.schemaRoots ?? []) allowSchemaRoot(root);
  return {
    name: 'libxml2',
    sync: true,
    prepare(xsdFile) {
      schemaFor(xsdFile);
    },
    leftOut: folderLeftOut,
    parseOwn(document, limits): OwnParse | undefined {
      const direct = directPath();
      const reader = direct && treeReader(direct, DOCUMENT_OPTIONS);
      if (!direct || !reader) return undefined;
      // Without comments, CDATA or processing instructions the blank text between elements is
      // never part of a value: two nodes in five, not built (./libxml2-blanks.ts).
      const parsed = direct.parse(document, blanksDroppable(document) ? DOCUMENT_OPTIONS | ParseOption.XML_PARSE_NOBLANKS : DOCUMENT_OPTIONS);
      if (parsed.fatal) return undefined;
      let doc = parsed.doc;
      const read = reader.read(doc, limits, direct.epoch);
      if (!read) {
        direct.free(doc);
        return undefined;
      }
      return {
        namespace: read.namespace,
        local: read.local,
        view: read.view,
        validate(xsdFile) {
          return findingsOrInternal(xsdFile, () => direct.validateDoc(schemaFor(xsdFile).validator, doc));
        },
        dispose() {
          if (doc !== 0) direct.free(doc);
          doc = 0;
        },
      };
    },
    validate(document, xsdFile) {
      const { validator } = schemaFor(xsdFile);
      const direct = directPath();
      if (direct) {
        return findingsOrInternal(xsdFile, () => direct.run(validator, document, DOCUMENT_OPTIONS));
      }
      let parsed: XmlDocument;
      try {
        parsed = parse(document);
      } catch (error) {
        if (error instanceof XmlLibError) return toFindings(error.details, true);
        throw error;
      }
      try {
        validator.validate(parsed);
        return [];
      } catch (error) {
        if (error instanceof XmlLibError) return toFindings(error.details, false);
        throw error;
      } finally {
        parsed.dispose();
      }
    },
    close() {
      // Compiled schemas are kept for the life of the thread: other validators share them.
    },
  };
}

/** Frees every compiled schema of this thread (tests and long-lived hosts that reload). */
export function clearLibxml2Cache(): void {
  const all = new Set([...compiled.values(), ...[...folders.values()].flatMap((shared) => (shared?.entry ? [shared.entry] : []))]);
  for (const { validator, schemaDocument } of all) {
    directPath()?.release(validator);
    validator.dispose();
    schemaDocument.dispose();
  }
  compiled.clear();
  folders.clear();
  sharedOf.clear();
  leftOutOf.clear();
}
