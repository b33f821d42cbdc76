/**
 * An element not expected in the generation the document is checked as, where the same schema
 * of another generation declares it at that place: a 0.1 field written in a 0.0.7 document
 * (`additionalCharges` on an item, `severity` on a case; review r15 spec L1). The engine only
 * says "This element is not expected."; the message then says which generations have it:
 * `… This element is not expected: <additionalCharges> here is in generations 0.1, 0.2 and
 * 0.3-beta, not in 0.0.7.` Read from the IR of each generation's schema (./schema-facts.ts), by
 * local names, only for a document with such a finding.
 */
import type { XmlElementNode } from '../runtime/tree.js';
import type { IndexedSchema, SchemaIndex } from './schema-index.js';
import type { SchemaFacts } from './schema-facts.js';

/** The XSD file `generation` uses for the schema `name`, if it has one. */
function schemaFileOf(index: SchemaIndex, generation: string, name: string): string | undefined {
  const namespace = index.effective.get(generation)?.get(name);
  const entry = namespace === undefined ? undefined : index.byNamespace.get(namespace);
  if (!entry) return undefined;
  const files: IndexedSchema[] = [entry, ...(entry.others ?? [])];
  return files.find((file) => file.generations.includes(generation))?.xsdFile;
}

/**
 * The other generations whose schema `name` declares a child `local` under the element path
 * of `chain` (the parent's chain, document element first), when the document's own generation
 * surely does not. Empty when not sure.
 */
export function generationsDeclaring(
  index: SchemaIndex,
  name: string,
  generation: string,
  chain: readonly XmlElementNode[],
  local: string,
  factsOf: (xsdFile: string) => SchemaFacts | undefined,
): string[] {
  const locals = chain.map((element) => element.local);
  const own = schemaFileOf(index, generation, name);
  if (own === undefined || factsOf(own)?.declaresByLocalNames(locals, local) !== false) return [];
  return index.generations.filter((other) => {
    if (other === generation) return false;
    const file = schemaFileOf(index, other, name);
    return file !== undefined && factsOf(file)?.declaresByLocalNames(locals, local) === true;
  });
}

/** `a`, `a and b`, `a, b and c`. */
function listed(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The message with the generations that declare the unexpected element `local` there, or the
 * message itself when there are none.
 */
export function withGenerationHint(message: string, local: string, generation: string, others: readonly string[]): string {
  if (others.length === 0) return message;
  const where = `generation${others.length > 1 ? 's' : ''} ${listed(others)}`;
  return `${message.replace(/\.?\s*$/, '')}: <${local}> here is in ${where}, not in ${generation}.`;
}
