/**
 * The XSD files a schema reaches through `xs:import`, `xs:include`, `xs:redefine` and
 * `xs:override`, found as the schema loader finds them (src/schema/files.ts): a relative
 * `schemaLocation` (or a `file:` URL) resolved against the file that names it, in whatever folder
 * it lies (CII's `../../codelist/standard/X.xsd`); a remote location (`http:`…) is never a file.
 * A text scan, not a parse: it runs in every validating thread before a schema compiles, and
 * the engine's input provider (engines/libxml2-input.ts) lets libxml2 read exactly these files.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A schema directive with a location: `<xs:include schemaLocation="a.xsd"/>`, any prefix. */
const DIRECTIVE = /<(?:[\w.-]+:)?(import|include|redefine|override)\b([^>]*)>/g;
const LOCATION = /\bschemaLocation\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const COMMENT = /<!--[\s\S]*?-->/g;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** One located directive of a schema file. */
export interface SchemaDirective {
  kind: 'import' | 'include' | 'redefine' | 'override';
  /** Absolute path of the file it names. */
  file: string;
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

/** The located directives of one XSD file (none when it cannot be read). */
export function schemaDirectives(file: string): SchemaDirective[] {
  let text: string;
  try {
    // latin1 keeps every byte: the markup scanned is ASCII whatever the file's encoding.
    text = readFileSync(file, 'latin1').replace(COMMENT, '');
  } catch {
    return [];
  }
  const out: SchemaDirective[] = [];
  for (const match of text.matchAll(DIRECTIVE)) {
    const location = LOCATION.exec(match[2]!);
    if (!location) continue;
    const located = locateSchema(file, Buffer.from(location[1] ?? location[2]!, 'latin1').toString('utf8'));
    if (located) out.push({ kind: match[1] as SchemaDirective['kind'], file: located });
  }
  return out;
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
