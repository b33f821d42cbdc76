/**
 * A schemas folder with its API namespaces moved onto another namespace root (`validate
 * --ns-root`; the IR's rebase-namespaces pass does the same for generate, diff and migrate).
 *
 * The engines read XSD files themselves (libxml2 and libxmljs2 follow imports from the file's
 * URL, Xerces runs in a JVM), so the rebased schemas are files: a copy holding every XSD of the
 * generation folders and every file they import or include, wherever it lies, laid out as below
 * their common folder (relative schemaLocations still resolve), with each
 * `http://www.decisiv.net/platform_api/` of the text written as the new root. Nothing else
 * changes: lines stay where they are (schema errors name lines), and the engines then speak of
 * the document's own namespaces, at the document's own columns (the document is not touched).
 * Errors that name a copied file name the original ({@link unrebasedError}).
 *
 * Copies are kept as ./schema-copies.ts keeps them (`fleetcase-ns-root-<uid>`), named by a hash
 * of the source folder, the root and every copied file's path and bytes: a changed schema gets
 * a new one.
 */
import { createHash } from 'node:crypto';
import { readSchemaText } from '../schema/xsd/read-schema-file.js';
import { dirname, join, parse, relative } from 'node:path';
import { FleetcaseError, isFleetcaseError, type ErrorKinds } from '../errors.js';
import { DEFAULT_NS_ROOT } from '../ir/qname.js';
import { xsdFilesIn } from '../schema/effective-set.js';
import { schemaClosure } from './schema-closure.js';
import { commonFolder, copiesFolder, writeCopyOnce } from './schema-copies.js';

/** Copy folder -> the folder it mirrors (the copies this process uses). */
const copies = new Map<string, string>();

/**
 * The folder to index instead of `schemasDir` (with the same generation folders) so that its
 * XSDs declare their API namespaces under `nsRoot` (normalised: ./ns-root.ts).
 */
export function rebasedSchemasDir(schemasDir: string, generations: readonly string[], nsRoot: string): string {
  const xsds = generations.flatMap((generation) => xsdFilesIn(join(schemasDir, generation)).map((file) => join(schemasDir, generation, file)));
  const closure = schemaClosure(xsds);
  const base = commonFolder([schemasDir, ...closure.map((file) => dirname(file))]);
  // Read and written as latin1, every byte kept; the new root is written as its UTF-8 bytes.
  const from = `${DEFAULT_NS_ROOT}/`;
  const to = Buffer.from(`${nsRoot}/`, 'utf8').toString('latin1');
  const hash = createHash('sha256').update(`${base}\u0000${nsRoot}\u0000`);
  const texts: Array<{ path: string; text: string }> = [];
  for (const file of closure) {
    let text: string;
    try {
      text = readSchemaText(file, 'latin1');
    } catch {
      continue; // not there: the engine names it when it compiles the schema that imports it
    }
    const path = relative(base, file);
    hash.update(`${path}\u0000`).update(text, 'latin1').update('\u0000');
    texts.push({ path, text });
  }
  const copy = join(copiesFolder('fleetcase-ns-root', 'rebased schemas (--ns-root)'), hash.digest('hex').slice(0, 24));
  const files = texts.map(({ path, text }) => ({ path, bytes: Buffer.from(text.split(from).join(to), 'latin1') }));
  writeCopyOnce(copy, files, 'the rebased schemas (--ns-root)');
  copies.set(copy, base);
  return join(copy, relative(base, schemasDir));
}

/** `text` with every copy folder in it written as the folder it mirrors. */
function unrebasedText(text: string): string {
  let out = text;
  for (const [copy, base] of copies) if (out.includes(copy)) out = out.split(copy).join(parse(base).root === base ? base.slice(0, -1) : base);
  return out;
}

/**
 * `error` with the copied files it names written as their originals (a `--schemas` XSD that does
 * not compile names the user's file); any other error as it is.
 */
export function unrebasedError(error: unknown): unknown {
  if (copies.size === 0 || !isFleetcaseError(error)) return error;
  const props = Object.fromEntries(
    Object.entries(error.props as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'string' ? unrebasedText(value) : value]),
  );
  return new FleetcaseError(error.kind, props as ErrorKinds[typeof error.kind]);
}
