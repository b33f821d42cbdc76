/**
 * One compiled schema per folder instead of one per XSD: an in-memory schema that imports every
 * XSD of a folder. libxml2 then reads each shared helper schema (CaseTypes, GroupedUser, ...)
 * once per folder rather than once per schema that imports it, which is most of the compile time
 * of a run (compiles are per thread, so every worker pays them again).
 *
 * Validating against the folder's schema gives the verdicts of the document's own XSD when the
 * folder's components cannot meet in one document: every XSD has its own target namespace (the
 * document's root namespace picks its XSD, so its element is found in the same declarations), and
 * none has a wildcard (`xs:any`, `xs:anyAttribute`: under a wildcard, declarations of other
 * schemas would be found). Folders that are not so (a real-world set with includes, chameleon or
 * shared namespaces, wildcards, redefinitions) keep one compile per XSD; so does a document that
 * names a type with `xsi:type`, which could name one of another schema of the folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TARGET_NAMESPACE = /\btargetNamespace\s*=\s*("([^"]*)"|'([^']*)')/;
/** What makes components of other schemas reachable from a document, or a namespace shared. */
const NOT_SEPARABLE = /<(?:[\w.-]+:)?(?:any|anyAttribute|include|redefine|override)[\s/>]/;

/** Umbrella schema text per folder; undefined when the folder is not eligible. */
const umbrellas = new Map<string, string | undefined>();

/** Name the umbrella is parsed under: inside the folder (its imports resolve there), never a file on disk. */
export function umbrellaUrl(folder: string): string {
  return join(folder, '.fleetcase-folder-schema.xsd');
}

/**
 * The text of a schema importing every XSD of `folder`, or undefined when the folder's schemas
 * are not separable (see the module comment) or cannot be read.
 */
export function umbrellaSchema(folder: string): string | undefined {
  if (umbrellas.has(folder)) return umbrellas.get(folder);
  const text = buildUmbrella(folder);
  umbrellas.set(folder, text);
  return text;
}

function buildUmbrella(folder: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.xsd')).sort();
  } catch {
    return undefined;
  }
  if (names.length < 2) return undefined;
  const namespaces = new Set<string>();
  const imports: string[] = [];
  for (const name of names) {
    let text: string;
    try {
      text = readFileSync(join(folder, name), 'utf8');
    } catch {
      return undefined;
    }
    const match = TARGET_NAMESPACE.exec(text);
    const namespace = match?.[2] ?? match?.[3];
    if (!namespace || namespaces.has(namespace) || NOT_SEPARABLE.test(text)) return undefined;
    namespaces.add(namespace);
    imports.push(`  <xs:import namespace="${escapeAttribute(namespace)}" schemaLocation="${escapeAttribute(pathToFileURL(join(folder, name)).href)}"/>`);
  }
  return `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n${imports.join('\n')}\n</xs:schema>\n`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
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
