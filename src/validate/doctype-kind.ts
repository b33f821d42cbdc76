/**
 * What a refused DOCTYPE was trying to do, so that each attack has its own rule id: an external
 * entity (XXE: a file read or a network fetch), an entity expansion bomb (billion laughs,
 * quadratic blowup), an external DTD, or another DTD. The parser refuses every DOCTYPE before
 * reading any of it (`doctype-forbidden`); this only looks at the declaration's text to name the
 * kind. Nothing is resolved or expanded here: the scan reads declarations and counts references.
 */

/** The rule ids of a refused DOCTYPE, most dangerous first. */
export type DoctypeKind = 'dtd-external-entity' | 'dtd-entity-expansion' | 'dtd-external-subset' | 'doctype-forbidden';

/** Doc lines of the kinds (the pipeline-check registry lists them as parse checks). */
export const DOCTYPE_KIND_DOCS: Readonly<Record<Exclude<DoctypeKind, 'doctype-forbidden'>, string>> = {
  'dtd-external-entity':
    'The DOCTYPE declares an external entity (SYSTEM or PUBLIC): expanding it would read a local file or fetch a URL (XXE, SSRF). Refused: nothing is read.',
  'dtd-entity-expansion':
    'The DOCTYPE declares entities that expand out of proportion (past 64 KiB): entities built from other entities (billion laughs) or a large entity referenced many times (quadratic blowup). Refused before any expansion; lengths are added up, nothing is expanded.',
  'dtd-external-subset':
    'The DOCTYPE names an external DTD (SYSTEM or PUBLIC identifier): loading it would read a file or fetch a URL. Refused: it is never loaded.',
};

/** Messages of the kinds. */
export const DOCTYPE_KIND_MESSAGES: Readonly<Record<Exclude<DoctypeKind, 'doctype-forbidden'>, (detail: string) => string>> = {
  'dtd-external-entity': (detail) => `DOCTYPE refused: it declares an external entity ${detail}, which would read a file or fetch a URL; nothing was read`,
  'dtd-entity-expansion': (detail) => `DOCTYPE refused: its entities expand out of proportion (${detail}); nothing was expanded`,
  'dtd-external-subset': (detail) => `DOCTYPE refused: it points at an external DTD ${detail}; it was not loaded`,
};

/** Expansion, in characters, from which a set of internal entities counts as a bomb. */
const EXPANSION_LIMIT = 64 * 1024;
/** The longest internal subset read (a longer one is only `doctype-forbidden`). */
const MAX_SUBSET = 4 * 1024 * 1024;

const ENTITY = /<!ENTITY\s+(%\s+)?([^\s"'>]+)\s+(?:(SYSTEM|PUBLIC)\s+(?:"([^"]*)"|'([^']*)')|"([^"]*)"|'([^']*)')/g;
/** `SYSTEM "uri"` or `PUBLIC "id" "uri"`: the system literal is what would be loaded. */
const EXTERNAL_ID = /^<!DOCTYPE\s+[^\s[>]+\s+(?:SYSTEM|PUBLIC\s+(?:"[^"]*"|'[^']*'))\s+(?:"([^"]*)"|'([^']*)')/i;

function quoted(text: string | undefined): string {
  const shown = text ?? '';
  return `'${shown.length > 120 ? `${shown.slice(0, 120)}…` : shown}'`;
}

/** How often `&name;` occurs in `text` from `from` on (stops counting at `cap`). */
function references(text: string, name: string, from: number, cap: number): number {
  const needle = `&${name};`;
  let count = 0;
  for (let at = text.indexOf(needle, from); at !== -1 && count < cap; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}

/**
 * The length each internal entity expands to, entities inside it expanded (capped just past
 * EXPANSION_LIMIT; an entity that refers to itself, directly or not, counts as past it). A
 * short entity built from short ones (Debian's DocBook manpage template: `&dhusername;` is
 * `&dhfirstname; &dhsurname;`) is no expansion attack (review r19 bigsets L1: it was reported as
 * one, whatever its size); nothing is expanded, only lengths are added up.
 */
function expandedLengths(values: ReadonlyMap<string, string>): Map<string, number> {
  const lengths = new Map<string, number>();
  const open = new Set<string>();
  const lengthOf = (name: string): number => {
    const known = lengths.get(name);
    if (known !== undefined) return known;
    const value = values.get(name);
    if (value === undefined) return 0;
    if (open.has(name)) return EXPANSION_LIMIT + 1;
    open.add(name);
    let length = value.length;
    for (const match of value.matchAll(/&([^\s&;]+);/g)) {
      length += lengthOf(match[1]!) - match[0].length;
      if (length > EXPANSION_LIMIT) break;
    }
    open.delete(name);
    const capped = Math.min(length, EXPANSION_LIMIT + 1);
    lengths.set(name, capped);
    return capped;
  };
  for (const name of values.keys()) lengthOf(name);
  return lengths;
}

/** The kind of the DOCTYPE at `at` in `text`, with the detail its message names. */
export function doctypeKind(text: string, at: number): { kind: DoctypeKind; detail: string } {
  const open = text.indexOf('[', at);
  const close = text.indexOf('>', at);
  const hasSubset = open !== -1 && (close === -1 || open < close);
  const end = hasSubset ? text.indexOf(']', open) : -1;
  const subset = hasSubset && end !== -1 && end - open <= MAX_SUBSET ? text.slice(open + 1, end) : '';
  // What the subset declares (review r19 recheck2 M2): not what its comments say; the first
  // declaration of a name binds (XML 1.0 4.2); `&#38;` in a literal is an `&` once declared
  // (XML 1.0 Appendix D), so `&#38;l0;` refers to l0.
  const declared = subset.replace(/<!--[\s\S]*?-->/g, '');
  const values = new Map<string, string>();
  for (const match of declared.matchAll(ENTITY)) {
    const [, parameter, name, external, systemA, systemB, valueA, valueB] = match;
    if (external) return { kind: 'dtd-external-entity', detail: `${parameter ? '%' : '&'}${name}; -> ${quoted(systemA ?? systemB)}` };
    if (!parameter && !values.has(name!)) values.set(name!, (valueA ?? valueB ?? '').replace(/&#(?:38|x0*26);/gi, '&'));
  }
  const expanded = expandedLengths(values);
  for (const [name, length] of expanded) {
    if (length > EXPANSION_LIMIT && /&[^\s&;]+;/.test(values.get(name)!))
      return { kind: 'dtd-entity-expansion', detail: `&${name}; expands to more than ${EXPANSION_LIMIT} characters through other entities` };
  }
  const body = end === -1 ? close + 1 : end + 1;
  // Attribute defaults are references too: each applies to every element of the type.
  const defaults = [...declared.matchAll(/<!ATTLIST[^>]*>/g)].map((match) => match[0]).join('');
  for (const [name, length] of expanded) {
    if (length === 0) continue;
    const cap = Math.ceil(EXPANSION_LIMIT / length) + 1;
    const count = references(text, name, body, cap) + references(defaults, name, 0, cap);
    // One reference of a long literal expands to what the file already holds: no blowup.
    if (count > 1 && count * length > EXPANSION_LIMIT)
      return { kind: 'dtd-entity-expansion', detail: `&${name}; of ${length} characters referenced ${count >= cap ? `${count} or more` : count} times` };
  }
  const externalId = EXTERNAL_ID.exec(text.slice(at, Math.min(text.length, at + 4096)));
  if (externalId) return { kind: 'dtd-external-subset', detail: quoted(externalId[1] ?? externalId[2]) };
  return { kind: 'doctype-forbidden', detail: '' };
}

/** The document as text for the scan: a string as is, bytes as Latin-1 (the keywords are ASCII). */
export function scanText(input: string | Uint8Array): string {
  return typeof input === 'string' ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString('latin1');
}

/**
 * The rule id and message of a DOCTYPE the parser refused (`doctype-forbidden`) in `input`: the
 * attack's own id and message when the declaration shows one, else `doctype-forbidden` with the
 * parser's message. One definition for every command that reports a refused parse (validate,
 * migrate).
 * @example refusedDoctype('<!DOCTYPE a SYSTEM "http://x/a.dtd"><a/>', message).rule // 'dtd-external-subset'
 */
export function refusedDoctype(input: string | Uint8Array, parserMessage: string): { rule: DoctypeKind; message: string } {
  const text = scanText(input);
  const { kind, detail } = doctypeKind(text, Math.max(0, text.search(/<!DOCTYPE/i)));
  return { rule: kind, message: kind === 'doctype-forbidden' ? parserMessage : DOCTYPE_KIND_MESSAGES[kind](detail) };
}
