/**
 * The general entities a schema file declares in its DOCTYPE's internal subset, expanded before
 * the runtime's parser (which refuses DTDs) reads the file. SUMO's baseTypes.xsd writes its
 * pattern pieces so: `<!ENTITY FloatPattern "(\-)?(\d+\.?|(\d*\.\d+))">`, then
 * `<xsd:pattern value="&FloatPattern;,&FloatPattern;"/>`. Schema files are the user's own input,
 * yet the expansion stays safe:
 * - only entities declared in the file itself, with a literal value (XML 1.0, 4.2.1); nothing is
 *   ever read from elsewhere: an external entity (`SYSTEM`/`PUBLIC`), the external DTD and
 *   parameter entities are not read, and a reference to what they would declare is refused;
 * - recursion is refused, and the text all expansions of one file produce is bounded
 *   ({@link MAX_EXPANDED_CHARACTERS}; each entity is expanded once and reused), so a
 *   "billion laughs" file fails fast;
 * - the lines of the file do not move (errors and IR locations stay exact): a line break the
 *   replacement text holds is written `&#10;` in content and a space in an attribute value,
 *   which is what XML makes of it there (3.3.3 attribute-value normalization);
 * - an entity whose text holds markup (`<`) is not expanded in content (refused: its elements
 *   would have no lines of their own); in an attribute value it is not well-formed.
 * References in comments, CDATA sections and processing instructions are no references and
 * stay as written. Character references and the five predefined entities are left to the parser.
 * @see https://www.w3.org/TR/xml/#sec-entity-decl
 */

/** Bound of the text one file's entity expansions may produce, in UTF-16 code units. */
export const MAX_EXPANDED_CHARACTERS = 1_000_000;
/** Bound of the nesting of entity references in replacement text. */
const MAX_DEPTH = 32;

/** What expansion could not do: at `line`, either not well-formed or outside what is expanded. */
export interface EntityIssue {
  line: number;
  /** `malformed`: the file breaks XML 1.0; `unsupported`: a reference left unexpanded. */
  kind: 'malformed' | 'unsupported';
  /** The reference as written, e.g. `&FloatPattern;` (unsupported issues). */
  reference?: string;
  detail: string;
}

/** The file's text with its internal entities expanded, and the references it could not expand. */
export interface ExpandedText {
  text: string;
  issues: EntityIssue[];
}

/** A declared general entity: its replacement text, or where an external one would be read from. */
interface Entity {
  value?: string;
  external?: string;
  unparsed?: boolean;
}

/** The DOCTYPE declaration found in a file's prolog. */
export interface DoctypeSpan {
  /** Offset of `<!DOCTYPE`. */
  start: number;
  /** Offset after its closing `>`. */
  end: number;
}

const PREDEFINED = new Set(['lt', 'gt', 'amp', 'apos', 'quot']);
const NAME = /[^\s&;<>"'#%=/?!()[\]|,]+/y;

/**
 * Expands, in `text` after the DOCTYPE at `doctype`, the references to the general entities its
 * internal subset declares. A malformed declaration or reference stops at the first issue;
 * references left unexpanded are dropped from the text and listed.
 * @example expandInternalEntities('<!DOCTYPE s [<!ENTITY x "y">]><s a="&x;"/>', { start: 0, end: 30 }).text // '<!DOCTYPE s [<!ENTITY x "y">]><s a="y"/>'
 */
export function expandInternalEntities(text: string, doctype: DoctypeSpan): ExpandedText {
  const issues: EntityIssue[] = [];
  let breaks: number[] | undefined;
  const lineAt = (offset: number): number => {
    breaks ??= [...text.matchAll(/\n/g)].map((match) => match.index);
    let low = 0;
    for (let high = breaks.length; low < high;) {
      const middle = (low + high) >> 1;
      if (breaks[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
  const subset = readSubset(text, doctype);
  if ('offset' in subset)
    return {
      text,
      issues: [{ line: lineAt(subset.offset), kind: 'malformed', detail: subset.detail }],
    };
  if (subset.entities.size === 0 && !text.includes('&', doctype.end)) return { text, issues };
  const expander = new Expander(subset.entities, subset.unread);
  const out: string[] = [text.slice(0, doctype.end)];
  let index = doctype.end;
  let copied = index;
  const flush = (to: number) => {
    out.push(text.slice(copied, to));
    copied = to;
  };
  // Replaces the reference at `at` (in content or an attribute value); the offset to go on from.
  const reference = (at: number, mode: Mode): number => {
    NAME.lastIndex = at + 1;
    const match = NAME.exec(text);
    const end = match ? at + 1 + match[0].length : -1;
    if (!match || text[end] !== ';' || PREDEFINED.has(match[0])) return at + 1;
    const result = expander.expand(match[0], mode);
    flush(at);
    copied = end + 1;
    if (typeof result === 'string') {
      out.push(result);
    } else {
      issues.push({
        line: lineAt(at),
        ...result,
        ...(result.kind === 'unsupported' ? { reference: `&${match[0]};` } : {}),
      });
    }
    return end + 1;
  };
  while (index < text.length && !issues.some((issue) => issue.kind === 'malformed')) {
    const char = text[index];
    if (char === '&') {
      index = reference(index, 'content');
    } else if (char !== '<') {
      index = nextMarkup(text, index + 1);
    } else if (text.startsWith('<!--', index)) {
      index = after(text, '-->', index);
    } else if (text.startsWith('<![CDATA[', index)) {
      index = after(text, ']]>', index);
    } else if (text.startsWith('<?', index)) {
      index = after(text, '?>', index);
    } else {
      // A tag: references stand only in its quoted attribute values.
      let quote = '';
      for (index++; index < text.length;) {
        const inner = text[index]!;
        if (quote) {
          if (inner === quote) quote = '';
          if (inner === '&') index = reference(index, 'attribute');
          else index++;
        } else if (inner === '"' || inner === "'") {
          quote = inner;
          index++;
        } else if (inner === '>') {
          index++;
          break;
        } else {
          index++;
        }
      }
    }
  }
  const malformed = issues.find((issue) => issue.kind === 'malformed');
  if (malformed) return { text, issues: [malformed] };
  flush(text.length);
  return { text: out.join(''), issues };
}

type Mode = 'content' | 'attribute';
type Outcome = string | { kind: 'malformed' | 'unsupported'; detail: string };

/** Expands entity references, each entity's text once, within the bounds above. */
class Expander {
  private readonly raw = new Map<string, Outcome>();
  private produced = 0;

  constructor(
    private readonly entities: ReadonlyMap<string, Entity>,
    /** True when declarations may exist that are not read (external DTD, parameter entities). */
    private readonly unread: boolean,
  ) {}

  /** The text to write for a reference to `name` in `mode`, or why there is none. */
  expand(name: string, mode: Mode): Outcome {
    const raw = this.rawText(name, []);
    if (typeof raw !== 'string') return raw;
    if (raw.includes('<')) {
      return mode === 'attribute'
        ? {
            kind: 'malformed',
            detail: `entity &${name}; holds '<', which an attribute value cannot (XML 1.0, WFC: No < in Attribute Values)`,
          }
        : {
            kind: 'unsupported',
            detail: `entity &${name}; holds markup; only entities of text are expanded`,
          };
    }
    const written =
      mode === 'content'
        ? raw.replace(/\n/g, '&#10;').replace(/\r/g, '&#13;')
        : raw
            .replace(/[\t\n\r]/g, ' ')
            .replace(/"/g, '&quot;')
            .replace(/'/g, '&apos;');
    return this.spend(written.length) ?? written;
  }

  /** The replacement text of `name` with the entity references in it expanded (recursively). */
  private rawText(name: string, stack: readonly string[]): Outcome {
    const known = this.raw.get(name);
    if (known !== undefined) return known;
    if (stack.includes(name)) {
      return {
        kind: 'malformed',
        detail: `entity &${name}; refers to itself (${[...stack, name].map((each) => `&${each};`).join(' -> ')})`,
      };
    }
    if (stack.length >= MAX_DEPTH)
      return { kind: 'unsupported', detail: `entity references nest deeper than ${MAX_DEPTH}` };
    const entity = this.entities.get(name);
    let outcome: Outcome;
    if (!entity) {
      outcome = this.unread
        ? {
            kind: 'unsupported',
            detail: `entity &${name}; is not declared in the file's internal subset, and its external DTD and parameter entities are never read`,
          }
        : {
            kind: 'malformed',
            detail: `entity &${name}; is not declared (the DOCTYPE's internal subset does not declare it)`,
          };
    } else if (entity.unparsed) {
      outcome = {
        kind: 'malformed',
        detail: `entity &${name}; is an unparsed (NDATA) entity, which cannot be referred to in content or attribute values`,
      };
    } else if (entity.value === undefined) {
      outcome = {
        kind: 'unsupported',
        detail: `entity &${name}; is an external entity (${entity.external}); external entities are never read`,
      };
    } else {
      outcome = this.substitute(entity.value, [...stack, name]);
    }
    this.raw.set(name, outcome);
    return outcome;
  }

  private substitute(value: string, stack: readonly string[]): Outcome {
    let text = '';
    let copied = 0;
    for (let at = value.indexOf('&'); at >= 0; at = value.indexOf('&', at + 1)) {
      NAME.lastIndex = at + 1;
      const match = NAME.exec(value);
      if (!match || value[at + 1 + match[0].length] !== ';' || PREDEFINED.has(match[0])) continue;
      const inner = this.rawText(match[0], stack);
      if (typeof inner !== 'string') return inner;
      text += value.slice(copied, at) + inner;
      copied = at + match[0].length + 2;
      const over = this.spend(inner.length);
      if (over) return over;
    }
    return text + value.slice(copied);
  }

  private spend(characters: number): Outcome | undefined {
    this.produced += characters;
    if (this.produced <= MAX_EXPANDED_CHARACTERS) return undefined;
    return {
      kind: 'unsupported',
      detail: `entity expansion exceeds ${MAX_EXPANDED_CHARACTERS} characters (a bound against entity bombs)`,
    };
  }
}

/** The internal subset's general entities, whether declarations may exist elsewhere, or a problem. */
function readSubset(
  text: string,
  doctype: DoctypeSpan,
): { entities: Map<string, Entity>; unread: boolean } | { offset: number; detail: string } {
  const entities = new Map<string, Entity>();
  let index = doctype.start + '<!DOCTYPE'.length;
  // The external ID, if any, stands before '[' (or the closing '>').
  let quote = '';
  const head = index;
  for (; index < doctype.end; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '>') break;
  }
  let unread = /\s(SYSTEM|PUBLIC)\s/.test(text.slice(head, index));
  if (text[index] !== '[') return { entities, unread };
  index++;
  for (;;) {
    while (/\s/.test(text[index] ?? '')) index++;
    if (index >= doctype.end || text[index] === ']') return { entities, unread };
    if (text.startsWith('<!--', index)) index = after(text, '-->', index);
    else if (text.startsWith('<?', index)) index = after(text, '?>', index);
    else if (text[index] === '%') {
      // A parameter-entity reference may pull in declarations; none are read.
      unread = true;
      index = after(text, ';', index);
    } else if (text.startsWith('<!ENTITY', index)) {
      const declaration = readEntityDeclaration(text, index + '<!ENTITY'.length);
      if ('detail' in declaration) return declaration;
      if (
        declaration.name !== undefined &&
        !PREDEFINED.has(declaration.name) &&
        !entities.has(declaration.name)
      ) {
        // The first declaration of a name binds (XML 1.0, 4.2).
        entities.set(declaration.name, declaration.entity);
      }
      index = declaration.end;
    } else if (text.startsWith('<!', index)) {
      index = endOfDeclaration(text, index);
    } else {
      return {
        offset: index,
        detail: `unexpected text in the DOCTYPE's internal subset: '${text.slice(index, index + 20).split('\n')[0]}'`,
      };
    }
  }
}

/** `<!ENTITY` … `>`: a general entity (name and entity), a parameter entity (no name), or a problem. */
function readEntityDeclaration(
  text: string,
  from: number,
): { name?: string; entity: Entity; end: number } | { offset: number; detail: string } {
  let index = from;
  const space = () => {
    while (/\s/.test(text[index] ?? '')) index++;
  };
  space();
  const parameter = text[index] === '%';
  if (parameter) {
    index++;
    space();
  }
  NAME.lastIndex = index;
  const name = NAME.exec(text)?.[0];
  if (!name) return { offset: from, detail: 'an entity declaration without a name' };
  index += name.length;
  space();
  const end = endOfDeclaration(text, from);
  const quote = text[index];
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, index + 1);
    if (close < 0 || close > end)
      return { offset: index, detail: `the value of entity ${name} has no closing ${quote}` };
    const value = entityValue(text.slice(index + 1, close).replace(/\r\n?/g, '\n'));
    if (typeof value !== 'string')
      return { offset: index, detail: `entity ${name}: ${value.detail}` };
    return { ...(parameter ? {} : { name }), entity: { value }, end };
  }
  const declaration = text.slice(index, end - 1);
  const external = /^(SYSTEM|PUBLIC)\s/.test(declaration) ? declaration.trim() : undefined;
  if (!external)
    return { offset: index, detail: `entity ${name} has neither a quoted value nor SYSTEM/PUBLIC` };
  return {
    ...(parameter ? {} : { name }),
    entity: { external, ...(/\sNDATA\s/.test(declaration) ? { unparsed: true } : {}) },
    end,
  };
}

/**
 * An entity's replacement text from its literal value (XML 1.0, 4.4.5 and 4.5): character
 * references are replaced, general entity references kept for when the entity is used, and a
 * parameter-entity reference is not allowed in the internal subset (WFC: PEs in Internal Subset).
 */
function entityValue(literal: string): string | { detail: string } {
  if (literal.includes('%'))
    return {
      detail:
        "'%' (a parameter-entity reference) cannot stand in an entity value of the internal subset",
    };
  let problem: string | undefined;
  const value = literal.replace(/&#(x[0-9a-fA-F]+|[0-9]+);/g, (written, digits: string) => {
    const code = digits.startsWith('x') ? parseInt(digits.slice(1), 16) : parseInt(digits, 10);
    if (code > 0x10ffff || code === 0 || (code >= 0xd800 && code <= 0xdfff)) {
      problem ??= `${written} does not name a legal XML character`;
      return '';
    }
    return String.fromCodePoint(code);
  });
  return problem ? { detail: problem } : value;
}

/** The offset after the `>` closing the declaration at `from` (quoted literals may hold '>'). */
function endOfDeclaration(text: string, from: number): number {
  let quote = '';
  for (let index = from; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  return text.length;
}

function nextMarkup(text: string, from: number): number {
  const amp = text.indexOf('&', from);
  const lt = text.indexOf('<', from);
  const next = Math.min(amp < 0 ? text.length : amp, lt < 0 ? text.length : lt);
  return next;
}

function after(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at < 0 ? text.length : at + terminator.length;
}
