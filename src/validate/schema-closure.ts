/**
 * The XSD files a schema reaches through `xs:import`, `xs:include`, `xs:redefine` and
 * `xs:override`, found as the schema loader finds them (src/schema/files.ts): a relative
 * `schemaLocation` (or a `file:` URL) resolved against the file that names it, in whatever folder
 * it lies (CII's `../../codelist/standard/X.xsd`); a remote location (`http:`…) is never read:
 * an import by one stands for the file of the set that declares its namespace (for the XML
 * namespace, the built-in copy when the set ships none), as the loader decides (`remoteSources`).
 * A text scan, not a parse: it runs in every validating thread before a schema compiles, and
 * the engine's input provider (engines/libxml2-input.ts) lets libxml2 read exactly these files.
 */
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xsdFilesIn } from '../schema/effective-set.js';
import { readSchemaFile, readSchemaText } from '../schema/xsd/read-schema-file.js';
import { XML_NAMESPACE, XML_NAMESPACE_SCHEMA_TEXT } from '../schema/xsd/xml-namespace-text.js';
import { xsdInput } from '../schema/xsd/xsd-text.js';

/** A schema directive with a location: `<xs:include schemaLocation="a.xsd"/>`, any prefix. */
const DIRECTIVE = /<(?:[\w.-]+:)?(import|include|redefine|override)\b([^>]*)>/g;
const LOCATION = /\bschemaLocation\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const NAMESPACE = /\bnamespace\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const SCHEMA_START_TAG = /<(?:[\w.-]+:)?schema\b[^>]*>/;
const TARGET_NAMESPACE = /\btargetNamespace\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const COMMENT = /<!--[\s\S]*?-->/g;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** One located directive of a schema file. */
export interface SchemaDirective {
  kind: 'import' | 'include' | 'redefine' | 'override';
  /** Absolute path of the file it names. */
  file: string;
  /** The schemaLocation as libxml2 reads it (entities expanded), relative or not. */
  location: string;
}

function unescape(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos);|&#x([0-9a-f]+);|&#([0-9]+);/gi, (whole, name: string, hex: string, decimal: string) =>
    name ? PREDEFINED[name]! : String.fromCodePoint(hex ? parseInt(hex, 16) : parseInt(decimal, 10)),
  );
}

/** The file a `schemaLocation` names from `from`, or undefined for a remote (or unusable) one. */
export function locateSchema(from: string, location: string): string | undefined {
  const value = unescape(location.trim());
  if (value.startsWith('file:')) {
    try {
      return fileURLToPath(value);
    } catch {
      return undefined;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value === '') return undefined;
  try {
    return resolve(dirname(from), decodeURIComponent(value));
  } catch {
    return resolve(dirname(from), value);
  }
}

/** An import whose schemaLocation is remote or a catalog name (`http://…`, `urn:…`): a hint only. */
export interface HintedImport {
  location: string;
  namespace: string;
}

/** What a scan of one XSD file finds. */
interface Scan {
  directives: SchemaDirective[];
  hinted: HintedImport[];
  /** Every location of an import, include, redefine or override that is no file (`http://…`, `urn:…`). */
  remote: string[];
  targetNamespace: string;
}

/** An attribute value of a start tag, UTF-8 decoded and unescaped (the text is read as latin1). */
function attribute(pattern: RegExp, attributes: string): string | undefined {
  const match = pattern.exec(attributes);
  return match ? unescape(Buffer.from(match[1] ?? match[2]!, 'latin1').toString('utf8')).trim() : undefined;
}

/** Scans by absolute path: a thread compiles a folder's schemas at most a few times, from the same files. */
const scans = new Map<string, Scan>();

function scan(file: string): Scan {
  const cached = scans.get(file);
  if (cached) return cached;
  const out: Scan = { directives: [], hinted: [], remote: [], targetNamespace: '' };
  scans.set(file, out);
  let text: string;
  try {
    // latin1 keeps every byte: the markup scanned is ASCII whatever the file's encoding.
    text = readSchemaText(file, 'latin1').replace(COMMENT, '');
  } catch {
    return out;
  }
  const schemaTag = SCHEMA_START_TAG.exec(text);
  out.targetNamespace = (schemaTag && attribute(TARGET_NAMESPACE, schemaTag[0])) ?? '';
  // An entity in the namespace (`targetNamespace="&ns;"`, declared in the internal subset): as
  // the schema loader and libxml2 read it, expanded.
  if (/&[A-Za-z_]/.test(out.targetNamespace)) out.targetNamespace = expandedTargetNamespace(file) ?? out.targetNamespace;
  for (const match of text.matchAll(DIRECTIVE)) {
    const location = LOCATION.exec(match[2]!);
    if (!location) continue;
    const written = Buffer.from(location[1] ?? location[2]!, 'latin1').toString('utf8');
    const located = locateSchema(file, written);
    if (located) out.directives.push({ kind: match[1] as SchemaDirective['kind'], file: located, location: unescape(written.trim()) });
    else if (written.trim() !== '') {
      out.remote.push(written.trim());
      if (match[1] === 'import') out.hinted.push({ location: written.trim(), namespace: attribute(NAMESPACE, match[2]!) ?? '' });
    }
  }
  return out;
}

/** The targetNamespace of `file` with its internal-subset entities expanded (undefined: unreadable). */
function expandedTargetNamespace(file: string): string | undefined {
  let read;
  try {
    read = xsdInput(readSchemaFile(file, { file }));
  } catch {
    return undefined;
  }
  if ('detail' in read) return undefined;
  const text = typeof read.input === 'string' ? read.input : Buffer.from(read.input).toString('latin1');
  const schemaTag = SCHEMA_START_TAG.exec(text.replace(COMMENT, ''));
  return schemaTag ? attribute(TARGET_NAMESPACE, typeof read.input === 'string' ? Buffer.from(schemaTag[0], 'utf8').toString('latin1') : schemaTag[0]) : undefined;
}

/** The located directives of one XSD file (none when it cannot be read). */
export function schemaDirectives(file: string): SchemaDirective[] {
  return scan(file).directives;
}

/** The XSD files and every file they reach, transitively (absolute paths, in order reached). */
export function schemaClosure(xsdFiles: Iterable<string>): string[] {
  const seen = new Set<string>([...xsdFiles].map((file) => resolve(file)));
  const queue = [...seen];
  for (let at = 0; at < queue.length; at++) {
    for (const { file } of schemaDirectives(queue[at]!)) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(file);
    }
  }
  return queue;
}

/** The bytes of a schema that exists in no file (the built-in schema of the XML namespace). */
export type BuiltinSchema = { text: string };

/** The `.xsd` files directly in `folder` (absolute paths; none when it cannot be read). */
function xsdPathsIn(folder: string): string[] {
  try {
    return xsdFilesIn(folder).map((name) => join(folder, name));
  } catch {
    return [];
  }
}

/**
 * The targetNamespace of an XSD's `xs:schema` start tag (comments left out, so a namespace a
 * licence comment names is not taken); undefined when it has none or cannot be read.
 */
export function declaredTargetNamespace(file: string): string | undefined {
  return scan(resolve(file)).targetNamespace || undefined;
}

/**
 * What libxml2 reads for each remote or catalog schemaLocation an import of the closure of
 * `xsdFiles` names, decided as the schema loader decides (src/schema/files.ts): the file that
 * declares the imported namespace, among the closure and the XSDs of the folders of `xsdFiles`
 * (the set); for the XML namespace when none does, the built-in copy. A location no file of
 * the set answers is left out: libxml2 then reports it as not loaded.
 * @example remoteSources(['/s/g/export.xsd']).get('http://www.w3.org/2001/xml.xsd') // { text: '<xs:schema …' } (the set ships no xml.xsd)
 */
export function remoteSources(xsdFiles: Iterable<string>): Map<string, string | BuiltinSchema> {
  const entries = [...xsdFiles].map((file) => resolve(file));
  const closure = schemaClosure(entries);
  const sources = new Map<string, string | BuiltinSchema>();
  if (!closure.some((file) => scan(file).hinted.length > 0)) return sources;
  /** Namespace -> the files declaring it: those the schema reaches first, then the folders'. */
  const declaring = new Map<string, string[]>();
  const folders = [...new Set(entries.map((file) => dirname(file)))];
  for (const file of new Set([...closure, ...folders.flatMap(xsdPathsIn)])) {
    const namespace = scan(file).targetNamespace;
    declaring.set(namespace, [...(declaring.get(namespace) ?? []), file]);
  }
  // Of several files of one namespace (a schema and an older copy), the one the location names
  // by its file name: `http://h/s/b.xsd` is b.xsd, not b-old.xsd, whatever their order (review
  // r31 recheck H1: the first listed was taken); else the first.
  const fileFor = (location: string, namespace: string): string | undefined => {
    const files = declaring.get(namespace);
    if (files === undefined) return undefined;
    const name = basename(location.split(/[?#]/)[0]!);
    return files.find((file) => basename(file) === name) ?? files[0];
  };
  // Each file libxml2 reads, with the URL it reads it under when it is served for one. A file
  // served for `http://h/s/b.xsd` has its own directives resolved against that URL: its
  // `c.xsd` is asked for as `http://h/s/c.xsd`, and is served from the file it names. That
  // second hop failed to load when the schema compiled without the folder's other files
  // (review r30 newsets H1: IVOA's VOSITables.xsd).
  const pending: Array<{ file: string; url?: string }> = closure.map((file) => ({ file }));
  const serve = (name: string, source: string | BuiltinSchema): void => {
    if (sources.has(name)) return;
    sources.set(name, source);
    if (typeof source === 'string') pending.push({ file: source, url: name });
  };
  for (let at = 0; at < pending.length; at++) {
    const { file, url } = pending[at]!;
    for (const { location, namespace } of scan(file).hinted) {
      const source = fileFor(location, namespace) ?? (namespace === XML_NAMESPACE ? { text: XML_NAMESPACE_SCHEMA_TEXT } : undefined);
      if (source !== undefined) serve(url === undefined ? location : againstUrl(location, url), source);
    }
    if (url !== undefined) for (const directive of scan(file).directives) serve(againstUrl(directive.location, url), directive.file);
  }
  return sources;
}

/** A remote import no file of the set answers: libxml2 skips it with a warning, and compiles without its namespace. */
export interface UnansweredImport {
  /** The XSD naming the import (absolute). */
  file: string;
  location: string;
  namespace: string;
}

/**
 * The imports of `filesRead(xsdFiles)` by a remote location whose namespace no file of the set
 * declares (nor the built-in XML namespace schema): libxml2 compiles the schema without it, so
 * content of that namespace under a wildcard is never judged (review r31 recheck M1).
 * @example unansweredImports(['/s/a.xsd']) // [{ file: '/s/a.xsd', location: 'http://example.org/q.xsd', namespace: 'urn:q' }]
 */
export function unansweredImports(xsdFiles: Iterable<string>): UnansweredImport[] {
  const entries = [...xsdFiles].map((file) => resolve(file));
  const read = filesRead(entries);
  if (!read.some((file) => scan(file).hinted.length > 0)) return [];
  const declared = new Set<string>();
  for (const file of new Set([...read, ...[...new Set(entries.map((file) => dirname(file)))].flatMap(xsdPathsIn)])) declared.add(scan(file).targetNamespace);
  const unanswered: UnansweredImport[] = [];
  for (const file of read) {
    for (const { location, namespace } of scan(file).hinted) {
      if (declared.has(namespace) || namespace === XML_NAMESPACE || unanswered.some((known) => known.namespace === namespace)) continue;
      unanswered.push({ file, location, namespace });
    }
  }
  return unanswered;
}

/** A schemaLocation resolved against the URL of the schema naming it, as libxml2 builds it (an absolute one as it is). */
function againstUrl(location: string, base: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location)) return location;
  try {
    return new URL(location, base).href;
  } catch {
    return location;
  }
}

/**
 * The remote or catalog schemaLocations (`http://…`, `urn:…`) that the closure of `xsdFiles`
 * names, in order, once each: what an engine that resolves locations itself (Xerces in its JVM)
 * would try to fetch.
 */
export function remoteLocations(xsdFiles: Iterable<string>): string[] {
  return [...new Set(schemaClosure([...xsdFiles].map((file) => resolve(file))).flatMap((file) => scan(file).remote))];
}

/**
 * Every XSD file a schema reads: its closure, with the files of the set that answer its remote
 * imports (`remoteSources`) and theirs, to the end. What a scan of the schema's content must
 * cover: SAML's imports name xmldsig by its URL, and the file answering it is the set's copy.
 */
export function filesRead(xsdFiles: Iterable<string>): string[] {
  const files = new Set(schemaClosure(xsdFiles));
  for (let size = -1; size !== files.size; ) {
    size = files.size;
    const answered = [...remoteSources(files).values()].filter((source): source is string => typeof source === 'string');
    for (const file of schemaClosure(answered)) files.add(file);
  }
  return [...files];
}
