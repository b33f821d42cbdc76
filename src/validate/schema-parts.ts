/**
 * Which XSD files of a folder are schemas of their own and which are parts of another: a file
 * that another file of the folder includes (`xs:include`, `xs:redefine`, `xs:override`, directly
 * or through included files in other folders) is part of that file's schema, as the schema
 * loader reads a folder (src/schema/load.ts `loadSchemaSet`). The index (./schema-index.ts)
 * names a namespace's schema by it, and the folder's schema (engines/libxml2-umbrella.ts)
 * imports each namespace once, by that file. A text scan (./schema-closure.ts), cached by path.
 */
import { schemaDirectives } from './schema-closure.js';

/** The files `path` includes (`xs:include`, `xs:redefine`, `xs:override`), transitively; cached in `cache`. */
export function includeClosure(path: string, cache: Map<string, ReadonlySet<string>>): ReadonlySet<string> {
  let closure = cache.get(path);
  if (closure) return closure;
  const found = new Set<string>();
  const queue = [path];
  for (let at = 0; at < queue.length; at++) {
    for (const directive of schemaDirectives(queue[at]!)) {
      if (directive.kind === 'import' || found.has(directive.file)) continue;
      found.add(directive.file);
      queue.push(directive.file);
    }
  }
  found.delete(path);
  cache.set(path, (closure = found));
  return closure;
}

/**
 * True when another file of the set includes the file at `position` (directly or through
 * included files: NeXML's `taxa/taxa.xsd` includes `../abstract.xsd`). Of files that include
 * one another, the first stands for them.
 */
export function partOfAnother(position: number, paths: readonly string[], closures: readonly ReadonlySet<string>[]): boolean {
  const path = paths[position]!;
  return paths.some((other, at) => at !== position && closures[at]!.has(path) && (!closures[position]!.has(other) || at < position));
}
