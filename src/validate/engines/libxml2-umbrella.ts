/**
 * One compiled schema per folder instead of one per XSD: an in-memory schema that imports every
 * XSD of a folder. libxml2 then reads each shared helper schema (CaseTypes, GroupedUser, ...)
 * once per folder rather than once per schema that imports it, which is most of the compile time
 * of a run (compiles are per thread, so every worker pays them again).
 *
 * Validating against the folder's schema gives the verdicts of the document's own XSD where the
 * folder's components cannot meet in one document: every XSD has its own target namespace (the
 * document's root namespace picks its XSD, so its element is found in the same declarations).
 * Under a wildcard (`xs:any`, `xs:anyAttribute`) they do meet, and should: the folder is one
 * schema set, as `generate --schemas` reads it and as xmllint given a schema importing its files
 * judges it, so a SOAP envelope's lax `Body` holding a payload of another XSD of the folder is
 * checked against that XSD (and a strict one finds its declaration). Folders whose namespaces
 * cannot be imported once each (includes, chameleon or shared namespaces, redefinitions) keep one
 * compile per XSD, where a wildcard sees only what the document's XSD imports; so does a document
 * that names a type with `xsi:type`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { escapeAttribute } from '../../runtime/escape.js';
import { declaredTargetNamespace } from '../schema-closure.js';

/** What shares a namespace between files, or changes another file's components. */
const NOT_SEPARABLE = /<(?:[\w.-]+:)?(?:include|redefine|override)[\s/>]/;

/** A folder's schema: its text, and the XSD files (absolute paths) it imports. */
export interface FolderSchema {
  text: string;
  files: ReadonlySet<string>;
}

/** Folder schema per folder; undefined when the folder is not eligible. */
const umbrellas = new Map<string, FolderSchema | undefined>();

/** Name the umbrella is parsed under: inside the folder (its imports resolve there), never a file on disk. */
export function umbrellaUrl(folder: string): string {
  return join(folder, '.fleetcase-folder-schema.xsd');
}

/**
 * The schema importing every XSD of `folder`, or undefined when the folder's schemas are not
 * separable (see the module comment) or cannot be read.
 */
export function umbrellaSchema(folder: string): FolderSchema | undefined {
  if (umbrellas.has(folder)) return umbrellas.get(folder);
  const schema = buildUmbrella(folder);
  umbrellas.set(folder, schema);
  return schema;
}

function buildUmbrella(folder: string): FolderSchema | undefined {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.xsd')).sort();
  } catch {
    return undefined;
  }
  if (names.length < 2) return undefined;
  const namespaces = new Set<string>();
  const files = new Set<string>();
  const imports: string[] = [];
  for (const name of names) {
    const file = join(folder, name);
    try {
      const text = readFileSync(file, 'utf8');
      const namespace = declaredTargetNamespace(file);
      if (!namespace || namespaces.has(namespace) || NOT_SEPARABLE.test(text)) return undefined;
      imports.push(`  <xs:import namespace="${escapeAttribute(namespace)}" schemaLocation="${escapeAttribute(pathToFileURL(file).href)}"/>`);
      namespaces.add(namespace);
      files.add(file);
    } catch {
      // Unreadable, or a name no XML attribute can carry: each XSD compiles on its own.
      return undefined;
    }
  }
  return { text: `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports.join('\n')}\n</xs:schema>\n`, files };
}

const TYPE = Buffer.from(':type');

/** True when a document may name a type with `xsi:type` (an attribute `<prefix>:type =`): it then keeps to its own XSD's compile. */
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
