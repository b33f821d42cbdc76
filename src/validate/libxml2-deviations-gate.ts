/**
 * Which checks of ./libxml2-deviations-missed.ts a document's schema may need, so that a schema
 * without the constructs they are about (the API's own, most sets) costs nothing per document:
 * no IR, no walk, the clean path kept. A text scan, as the engine's (../schema-closure.ts,
 * engines/libxml2-umbrella.ts): each XSD file the schema reaches is searched once per thread for
 * the checks' markers. A marker is only a necessary condition (`NMTOKENS` in a comment counts);
 * what the check then finds comes from the IR.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EngineName } from './engines/engine.js';
import { LIBXML2_MISSED_MARKERS } from './libxml2-deviations-missed.js';
import { schemaDirectives } from './schema-closure.js';

const NONE: ReadonlySet<string> = new Set();
/** XSD file (as the pipeline names it) -> the checks its schema may need. */
const bySchema = new Map<string, ReadonlySet<string>>();
/** One XSD file of any schema -> the ids of the markers it contains, and the files it names. */
const byFile = new Map<string, { ids: readonly string[]; reaches: readonly string[] }>();

function scan(file: string): { ids: readonly string[]; reaches: readonly string[] } {
  let found = byFile.get(file);
  if (found) return found;
  let text = '';
  try {
    // latin1 keeps every byte: the markers are ASCII whatever the file's encoding.
    text = readFileSync(file, 'latin1');
  } catch {
    // Unreadable: the engine reports the schema; nothing to correct.
  }
  const ids = LIBXML2_MISSED_MARKERS.filter((check) => check.marker.test(text)).map((check) => check.id);
  // A file shared by many schemas (the API's CaseTypes) is read once per thread, not once per schema.
  found = { ids, reaches: text === '' ? [] : schemaDirectives(file).map((directive) => directive.file) };
  byFile.set(file, found);
  return found;
}

/** The ids of every marker in `xsdFile` and the files it reaches (as ../schema-closure.ts follows them). */
function markersOf(xsdFile: string): Set<string> {
  const ids = new Set<string>();
  const queue = [resolve(xsdFile)];
  const seen = new Set(queue);
  for (let at = 0; at < queue.length; at++) {
    const { ids: found, reaches } = scan(queue[at]!);
    for (const id of found) ids.add(id);
    for (const file of reaches) if (!seen.has(file)) queue.push(file), seen.add(file);
  }
  return ids;
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
