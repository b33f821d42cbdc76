/**
 * Which checks of ./libxml2-deviations-missed.ts a document's schema may need, so that a schema
 * without the constructs they are about (the API's own, most sets) costs nothing per document:
 * no IR, no walk, the clean path kept. A text scan, as the engine's (../schema-closure.ts,
 * engines/libxml2-umbrella.ts): each XSD file the schema reaches is searched once per thread for
 * the checks' markers. A marker is only a necessary condition (`NMTOKENS` in a comment counts);
 * what the check then finds comes from the IR.
 */
import { readSchemaText } from '../schema/xsd/read-schema-file.js';
import type { EngineName } from './engines/engine.js';
import { LIBXML2_MISSED_MARKERS } from './libxml2-deviations-missed.js';
import { filesRead } from './schema-closure.js';

const NONE: ReadonlySet<string> = new Set();
/** XSD file (as the pipeline names it) -> the checks its schema may need. */
const bySchema = new Map<string, ReadonlySet<string>>();
/** One XSD file of any schema -> the ids of the markers it contains. */
const byFile = new Map<string, readonly string[]>();

/** The ids of the markers in one file (read once per thread: the API's CaseTypes is shared by many schemas). */
function markersIn(file: string): readonly string[] {
  let ids = byFile.get(file);
  if (ids) return ids;
  let text = '';
  try {
    // latin1 keeps every byte: the markers are ASCII whatever the file's encoding.
    text = readSchemaText(file, 'latin1');
  } catch {
    // Unreadable: the engine reports the schema; nothing to correct.
  }
  ids = LIBXML2_MISSED_MARKERS.filter((check) => check.marker.test(text)).map((check) => check.id);
  byFile.set(file, ids);
  return ids;
}

/**
 * The ids of every marker in `xsdFile` and the files it reads (../schema-closure.ts), those that
 * answer a remote import included (an xmldsig imported by its URL: review r16 newsets L4, where
 * a stray `!` in a base64Binary passed with the remote spelling and failed with a local one).
 */
function markersOf(xsdFile: string): Set<string> {
  return new Set(filesRead([xsdFile]).flatMap(markersIn));
}

/**
 * The ids of the checks to run on documents validated by `engine` against `xsdFile` (none for
 * Xerces, which makes no such mistake; none where no file of the schema has a marker).
 */
export function libxml2ChecksFor(engine: EngineName, xsdFile: string): ReadonlySet<string> {
  if (engine === 'xerces') return NONE;
  let ids = bySchema.get(xsdFile);
  if (ids === undefined) {
    const found = markersOf(xsdFile);
    ids = found.size === 0 ? NONE : found;
    bySchema.set(xsdFile, ids);
  }
  return ids;
}
