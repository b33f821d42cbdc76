/**
 * Loads XSD documents and everything they import or include (XSD Part 1, 4.2.1 and 4.2.3),
 * resolving relative schemaLocations against the importing file, across folders. Parsed
 * documents are cached per absolute path, so a file shared by several generations is read once.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fail, FleetcaseError, isFleetcaseError, type ErrorKinds } from '../errors.js';
import { refuse, reportFault, type RefusalProps, type SchemaFault } from './refusals.js';
import type { XsdImport, XsdSchema, XsdSource } from './xsd/model.js';
import { readSchemaFile } from './xsd/schema.js';
import { BUILTIN_XML_SCHEMA, builtinXmlSchema, XML_NAMESPACE } from './xsd/xml-namespace.js';

/** Parsed XSD documents by absolute path, shared by the generations of one load. */
export class SchemaFileCache {
  private readonly documents = new Map<string, XsdSchema>();

  /** The document at `path` (absolute), read on first use. `file` is its display path. */
  get(path: string, file: string, from?: string): XsdSchema {
    if (path === BUILTIN_XML_SCHEMA) return builtinXmlSchema();
    let document = this.documents.get(path);
    if (!document) {
      document = readSchemaFile({ path, file, ...(from ? { from } : {}) });
      this.documents.set(path, document);
    }
    return document;
  }

  /**
   * The document at `path` (which has no targetNamespace) read as a chameleon include into
   * `namespace`: one document per namespace that includes it, whose `path` is the file's with
   * the namespace after a `#` (a key of its own; its folder is the file's).
   */
  chameleon(path: string, namespace: string, file: string, from?: string): XsdSchema {
    const key = chameleonPath(path, namespace);
    let document = this.documents.get(key);
    if (!document) {
      document = { ...readSchemaFile({ path, file, chameleon: namespace, ...(from ? { from } : {}) }), path: key };
      this.documents.set(key, document);
    }
    return document;
  }
}

/** The key of a chameleon-included document: its file and the namespace it takes on. */
function chameleonPath(path: string, namespace: string): string {
  return `${path}#chameleon=${encodeURIComponent(namespace)}`;
}

/** The documents reachable from some entry files. */
export interface SchemaClosure {
  /**
   * Every reachable document: each entry followed by what it includes (depth first), then the
   * imported documents breadth-first, each again followed by its includes.
   */
  documents: XsdSchema[];
  /** Absolute path of a document first reached by an include -> path of the including document. */
  includedBy: Map<string, string>;
  /**
   * The first file that could not be read (missing, not well-formed, no XML Schema), in a load
   * that collects its errors (./refusals.ts): every such file is recorded and left out, so that
   * the other files' errors show with it; the caller stops the load with it once the errors
   * independent of it are found.
   */
  unreadable?: SchemaFault;
}

/** How a file was reached: the place of the `xs:import` or `xs:include` that names it. */
export interface FileReference {
  /** `path:line` of the directive. */
  place: string;
  via: 'import' | 'include';
}

/** Errors that make a whole file unreadable, left out (recorded) in a collecting load. */
const UNREADABLE_KINDS: ReadonlySet<string> = new Set(['SchemaFileMissing', 'SchemaFileUnreadable', 'SchemaXmlMalformed', 'SchemaInvalid']);

/**
 * The document at `path` (absolute) from `cache`, or, when it cannot be read (missing, not
 * well-formed, wrongly encoded), the error, recorded in a collecting load (./refusals.ts) so
 * that the other files are still read and every such file is listed in one run; thrown outside
 * one. A missing file names the directive that asked for it ("included from a.xsd:4").
 */
export function openSchemaFile(cache: SchemaFileCache, path: string, file: string, from?: FileReference): XsdSchema | SchemaFault {
  try {
    return cache.get(path, file, from?.place);
  } catch (error) {
    if (!isFleetcaseError(error) || !UNREADABLE_KINDS.has(error.kind)) throw error;
    const named = error.kind === 'SchemaFileMissing' || error.kind === 'SchemaFileUnreadable';
    let fault = (named && from?.via === 'include' ? new FleetcaseError(error.kind, { ...(error.props as ErrorKinds['SchemaFileUnreadable']), via: 'include' }) : error) as SchemaFault;
    // A file that is no schema (`/etc/passwd` by an include) names the directive that reached it,
    // as a missing one does (review r25 hostilexsd L2).
    if (!named && from?.via && error.kind === 'SchemaXmlMalformed') {
      const props = error.props as ErrorKinds['SchemaXmlMalformed'];
      fault = new FleetcaseError('SchemaXmlMalformed', { ...props, detail: `${props.detail} (${from.via === 'include' ? 'included' : 'imported'} from ${from.place})` }) as SchemaFault;
    }
    reportFault(fault);
    return fault;
  }
}

function isDocument(opened: XsdSchema | SchemaFault): opened is XsdSchema {
  return !(opened instanceof Error);
}

/** Display path of `path` relative to `baseDir`, with forward slashes. */
export function displayPath(baseDir: string, path: string): string {
  return relative(baseDir, path).split(sep).join('/');
}

/**
 * Loads `entries` (absolute paths) and, transitively, what they import and include.
 * A file that cannot be read (SchemaFileMissing naming the directive that asked for it,
 * SchemaXmlMalformed) is thrown outside a collecting load; in one, every such file is recorded
 * and left out (`unreadable`). Throws SchemaImportMismatch; reads a
 * chameleon include in its includer's namespace; refuses (./refusals.ts) remote or catalog
 * locations of includes. Loading is
 * offline: an import whose schemaLocation is remote or a URN (a hint only, XSD Part 1, 4.2.3) is
 * resolved from the document of the set that declares its namespace, whichever file or import
 * brought that document in (as xmllint skips a second import of a namespace it has loaded), and
 * refused when none does. The set is complete before that is decided, so the order of the files
 * and of their imports does not matter.
 */
export function loadSchemaClosure(entries: string[], baseDir: string, cache: SchemaFileCache): SchemaClosure {
  const documents: XsdSchema[] = [];
  const seen = new Set<string>();
  const includedBy = new Map<string, string>();
  // A document belongs to the first document that reached it: an entry or an import makes it a
  // schema of its own, an include makes it part of its includer (so chains always end).
  const queue: Array<{ path: string; from?: XsdSchema; included?: boolean }> = entries.map((path) => ({ path }));
  const at = (source: XsdSource) => `${source.file}:${source.line}`;
  // An entry is a schema of its own even where another entry's include reaches it first.
  const entrySet = new Set(entries);
  // Imports by a remote or catalog location, decided once every document is loaded.
  const hinted: XsdImport[] = [];
  // Files that cannot be read are recorded and left out: the others are read all the same.
  let unreadable: SchemaFault | undefined;
  const open = (path: string, from?: FileReference): XsdSchema | undefined => {
    const opened = openSchemaFile(cache, path, displayPath(baseDir, path), from);
    if (isDocument(opened)) return opened;
    unreadable ??= opened;
    return undefined;
  };
  for (let index = 0; index < queue.length; index++) {
    const { path, from, included } = queue[index]!;
    if (seen.has(path)) continue;
    seen.add(path);
    if (included && from && !entrySet.has(path)) includedBy.set(path, from.path);
    // Read already (and cached) by the directive that queued it, unless an entry.
    const document = open(path, from && { place: from.file, via: included ? 'include' : 'import' });
    if (!document) continue;
    documents.push(document);
    for (const directive of document.imports) {
      // The XML namespace's schema from its remote home, a catalog or nowhere: the built-in copy.
      if (directive.namespace === XML_NAMESPACE && (directive.schemaLocation === undefined || locationKind(directive.schemaLocation) !== 'path')) {
        queue.push({ path: BUILTIN_XML_SCHEMA, from: document });
        continue;
      }
      if (directive.schemaLocation === undefined) continue;
      if (locationKind(directive.schemaLocation) !== 'path') {
        hinted.push(directive);
        continue;
      }
      const target = locate(document, directive.schemaLocation);
      const imported = open(target, { place: at(directive.source), via: 'import' });
      if (!imported) continue;
      const expected = directive.namespace ?? '';
      if (imported.targetNamespace !== expected) {
        fail('SchemaImportMismatch', { file: document.file, line: directive.source.line, expected, actual: imported.targetNamespace });
      }
      queue.push({ path: target, from: document });
    }
    // Included documents are walked next, before the rest of the queue (depth first): a file
    // two members include belongs to the first member in order, whichever other members exist.
    const includes: typeof queue = [];
    for (const directive of document.includes) {
      if (locationKind(directive.schemaLocation) !== 'path') {
        refuseHintedInclude(directive.schemaLocation, directive.source);
        continue;
      }
      const target = locate(document, directive.schemaLocation);
      let included = open(target, { place: at(directive.source), via: 'include' });
      if (!included) continue;
      if (included.targetNamespace === '' && document.targetNamespace !== '') {
        // A chameleon include (NF-e's DFeTiposBasicos): the file is read again in the
        // includer's namespace (XSD Part 1, 4.2.1), once per namespace that includes it.
        included = cache.chameleon(target, document.targetNamespace, included.file, at(directive.source));
        includes.push({ path: included.path, from: document, included: true });
        continue;
      }
      if (included.targetNamespace !== document.targetNamespace) {
        fail('SchemaInvalid', {
          file: document.file,
          line: directive.source.line,
          // The location as written: a path inside `detail` would not be shown from the working directory.
          detail: `the file schemaLocation="${directive.schemaLocation}" includes has targetNamespace '${included.targetNamespace}', expected '${document.targetNamespace}'`,
        });
      }
      includes.push({ path: target, from: document, included: true });
    }
    queue.splice(index + 1, 0, ...includes);
  }
  // The document of the set declaring the namespace stands for the remote or catalog copy.
  // (Not when a file could not be read: it may be the one declaring the namespace.)
  const declared = new Set(documents.map((document) => document.targetNamespace));
  if (!unreadable) for (const directive of hinted) if (!declared.has(directive.namespace ?? '')) refuseHintedImport(directive);
  // A copy of the XML namespace's schema the set ships takes precedence over the built-in one.
  const shipsXml = documents.some((document) => document.targetNamespace === XML_NAMESPACE && document.path !== BUILTIN_XML_SCHEMA);
  return { documents: shipsXml ? documents.filter((document) => document.path !== BUILTIN_XML_SCHEMA) : documents, includedBy, ...(unreadable ? { unreadable } : {}) };
}

/**
 * How a schemaLocation is found: `path`, relative or `file:`, read from disk; `remote`
 * (`http://…`), never fetched; `catalog`, a URN or other URI without a place
 * (`urn:oasis:names:tc:dita:xsd:topicMod.xsd:1.2`), a name that an XML catalog would map to a
 * file, and catalogs are not read. A one-letter scheme is a Windows drive (`C:\x.xsd`), a path.
 */
function locationKind(location: string): 'path' | 'remote' | 'catalog' {
  if (/^file:/i.test(location)) return 'path';
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) return 'remote';
  return /^[a-z][a-z0-9+.-]+:/i.test(location) ? 'catalog' : 'path';
}

/** What a remote or catalog location is, for messages. */
function hintWord(location: string): string {
  return locationKind(location) === 'remote'
    ? 'remote schema locations are not fetched'
    : 'a URN (an XML catalog name) is not resolved: catalogs are not read';
}

/**
 * An import of a namespace that no document of the set declares, from a remote or catalog
 * schemaLocation: loading is offline by design (fetching would need the network and trust in
 * the server) and reads no catalog.
 */
function refuseHintedImport(directive: XsdImport): void {
  const namespace = directive.namespace ?? '';
  const construct = `xs:import namespace="${namespace}" schemaLocation="${directive.schemaLocation}"`;
  refuse(
    { file: directive.source.file, line: directive.source.line, construct },
    (props: RefusalProps) =>
      `${props.file}:${props.line}: <${construct}>: ${hintWord(directive.schemaLocation!)}, and no .xsd file of the set declares targetNamespace '${namespace}'; put a copy of that schema in the folder: an import is resolved from the file that declares its namespace`,
    'location',
  );
}

function refuseHintedInclude(location: string, source: XsdSource): void {
  const construct = `xs:include schemaLocation="${location}"`;
  refuse(
    { file: source.file, line: source.line, construct },
    (props: RefusalProps) =>
      `${props.file}:${props.line}: <${construct}>: ${hintWord(location)}; ${locationKind(location) === 'remote' ? 'put a copy of that schema beside this file and include it' : 'include the file'} by a relative schemaLocation`,
    'location',
  );
}

function locate(document: XsdSchema, location: string): string {
  const path = location.startsWith('file://') ? new URL(location).pathname : location;
  return resolve(dirname(document.path), decodeURIComponent(path));
}
