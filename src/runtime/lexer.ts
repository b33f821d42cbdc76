/**
 * The one XML scanner behind both the tree parser and the streaming reader: a pull tokenizer over
 * a string (charCodeAt scanning, no regular expression per character, no recursion) that checks
 * well-formedness, resolves namespaces and enforces every safety bound as it goes.
 * @see https://www.w3.org/TR/xml/ and https://www.w3.org/TR/xml-names/
 *
 * Tokens are reported through fields of the lexer (no object per token): after `next()` returns
 * START the element's name, namespace and attributes are in `local`, `namespace`, `attr*`; after
 * TEXT/CDATA/COMMENT/PI the raw range is `textStart..textEnd` (`text()` decodes it).
 */
import type { DecodeErrorCode } from './errors.js';
import { isForbiddenControl } from './input.js';
import { AttributeBuffer, resolvePrefix } from './attributes.js';
import { SHARED_NAMES, type NameTable } from './names.js';
import { readXmlDeclaration, startsWithXmlDeclaration } from './xml-declaration.js';
import { NamespaceScope } from './namespace-scope.js';
import { PositionTracker } from './position.js';
import { isWhitespaceReference, readReference } from './references.js';
import type { XmlLimits } from './tree.js';

/** The longest element, attribute or target name (libxml2's XML_MAX_NAME_LENGTH, without XML_PARSE_HUGE). */
const MAX_NAME_LENGTH = 50_000;

/** Token kinds returned by `XmlLexer.next()`. */
export const EOF = 0;
export const START = 1;
export const END = 2;
export const TEXT = 3;
export const CDATA = 4;
export const COMMENT = 5;
export const PI = 6;

/** Text flags: the run contains a reference / a CR / a non-whitespace character. */
export const HAS_REF = 1;
export const HAS_CR = 2;
export const NON_SPACE = 4;
/** Range is CDATA: no reference is decoded in it. */
export const IS_CDATA = 8;

/**
 * XML name characters: 1 = may start a name, 2 = may continue one (ASCII; index = char code).
 * Beyond ASCII, XML 1.0 (fifth edition) 2.3's NameStartChar and NameChar ranges, as libxml2
 * has them (U+00D7, U+3000 or a leading U+0300 are no name: review r20 fuzz M2); a character
 * beyond U+FFFF is a surrogate pair, whose high half (U+10000-U+EFFFF) may start a name and low
 * half continue one. Kept in this module: the lexer's hottest loops call these, and calls
 * across module boundaries are not free under every loader.
 */
const NAME_TABLE: Uint8Array = (() => {
  const table = new Uint8Array(128);
  const set = (from: number, to: number, flags: number): void => {
    for (let c = from; c <= to; c++) table[c] = flags;
  };
  set(0x41, 0x5a, 3); // A-Z
  set(0x61, 0x7a, 3); // a-z
  table[0x5f] = 3; // _
  table[0x3a] = 3; // : (split by the namespace layer)
  set(0x30, 0x39, 2); // 0-9
  table[0x2d] = 2; // -
  table[0x2e] = 2; // .
  return table;
})();

function isNameStart(code: number): boolean {
  return code < 128 ? (NAME_TABLE[code]! & 1) !== 0 : isWideNameStart(code);
}

function isNameChar(code: number): boolean {
  return code < 128 ? NAME_TABLE[code]! !== 0 : isWideNameStart(code) || isWideNameOnly(code);
}

/** NameStartChar from U+0080 on (a UTF-16 code unit; D800-DB7F: the high half of U+10000-U+EFFFF). */
function isWideNameStart(code: number): boolean {
  if (code < 0x2000) return code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && (code < 0x300 || code >= 0x370) && code !== 0x37e;
  if (code < 0x3001) return code === 0x200c || code === 0x200d || (code >= 0x2070 && code <= 0x218f) || (code >= 0x2c00 && code <= 0x2fef);
  if (code <= 0xdb7f) return true; // U+3001-U+D7FF, and high surrogates of U+10000-U+EFFFF
  return (code >= 0xf900 && code <= 0xfdcf) || (code >= 0xfdf0 && code <= 0xfffd);
}

/** The NameChar additions from U+0080 on (a low surrogate continues the character its high half started). */
function isWideNameOnly(code: number): boolean {
  return code === 0xb7 || (code >= 0x300 && code <= 0x36f) || code === 0x203f || code === 0x2040 || (code >= 0xdc00 && code <= 0xdfff);
}

function isXmlSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
}

/** The declaration nearly every document starts with: valid as written, so not scanned again. */
const COMMON_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Builds the error a failure throws (the reader turns them into DecodeError). */
export type ErrorFactory = (
  code: DecodeErrorCode,
  message: string,
  line: number,
  column: number,
  path: string,
) => Error;

/** A pull tokenizer with namespace resolution and safety bounds. */
export class XmlLexer {
  readonly src: string;
  readonly limits: Required<XmlLimits>;
  /** Scan position (index into `src`). */
  pos = 0;
  /** Open elements; the current START/END element is at `depth - 1` while reported. */
  depth = 0;
  /** Local names of the open elements (for paths). */
  readonly localStack: string[] = [];
  readonly scope = new NamespaceScope();
  readonly positions: PositionTracker;

  /** Start index of the current token (`<` of a tag, first character of text). */
  tokenStart = 0;
  // START token
  prefix = '';
  local = '';
  namespace = '';
  selfClosing = false;
  /** All attributes as written, `xmlns` declarations included (see `isDecl`). */
  readonly attributes = new AttributeBuffer();
  /** Index of the first binding this element declared in `scope` (they run to `scope.count`). */
  declStart = 0;
  // TEXT / CDATA / COMMENT / PI token
  textStart = 0;
  textEnd = 0;
  textFlags = 0;

  private readonly len: number;
  private readonly makeError: ErrorFactory;
  private readonly names: NameTable = SHARED_NAMES;
  /** Set by scanQName: index of the name's colon (-1 = none) and hash of its local part. */
  private colon = -1;
  private localHash = 0;
  private readonly nameStartStack: number[] = [];
  private readonly nameLengthStack: number[] = [];
  /** Raw (prefixed) names of the open elements: an end tag is matched with one startsWith. */
  private readonly rawNameStack: string[] = [];
  private pendingEnd = false;
  /**
   * Where the local name of the element whose start tag is being read lies in `src` (until
   * `push` opens it; an end of 0: none), for the path of an error inside the tag. Indices, not
   * a string: no allocation per tag.
   */
  private openingStart = 0;
  private openingEnd = 0;
  /** Elements opened so far (bounded by `maxElements`). */
  private elements = 0;
  private seenRoot = false;

  /**
   * `decoded`: the document was given as a JS string (not bytes), so the encoding its XML
   * declaration names is not checked (`readXmlDeclaration`).
   */
  constructor(src: string, limits: Required<XmlLimits>, makeError: ErrorFactory, decoded = false) {
    this.src = src;
    this.len = src.length;
    this.limits = limits;
    this.makeError = makeError;
    this.positions = new PositionTracker(src);
    if (src.startsWith(COMMON_DECLARATION)) this.pos = COMMON_DECLARATION.length;
    else if (startsWithXmlDeclaration(src)) {
      this.pos = readXmlDeclaration(src, (code, message) => this.fail(code, message, 0), decoded);
    }
  }

  /** Element path of the open elements, e.g. `/case/primaryContact`. */
  path(depth: number = this.depth): string {
    let out = '';
    for (let i = 0; i < depth; i++) out += '/' + this.localStack[i];
    return out;
  }

  /** `fail` at the current token, as a callback for helpers. */
  private readonly failHere = (code: DecodeErrorCode, message: string): never =>
    this.fail(code, message);

  /**
   * Throws the error for `code` located at `at` (default: the current token), at the path of
   * the open elements and, inside a start tag, of the element it opens (`attribute-limit` on
   * `<Alias>` is about `/UANodeSet/Aliases/Alias`).
   */
  fail(code: DecodeErrorCode, message: string, at: number = this.tokenStart): never {
    const { line, column } = this.positions.at(at);
    const opening = this.openingEnd === 0 ? '' : this.src.slice(this.openingStart, this.openingEnd);
    const path = opening === '' ? this.path() : `${this.path()}/${opening}`;
    throw this.makeError(code, message, line, column, path);
  }

  /** Advances to the next token and returns its kind. */
  next(): number {
    if (this.pendingEnd) {
      this.pendingEnd = false;
      this.pop();
      return END;
    }
    const src = this.src;
    if (this.pos >= this.len) return this.atEof();
    this.tokenStart = this.pos;
    if (src.charCodeAt(this.pos) !== 0x3c) return this.readText();
    const c1 = src.charCodeAt(this.pos + 1);
    if (c1 === 0x2f) return this.readEndTag();
    if (c1 === 0x21) return this.readBang();
    if (c1 === 0x3f) return this.readPi();
    if (this.pos + 1 >= this.len) this.fail('xml-truncated', 'document ends inside a tag');
    return this.readStartTag();
  }

  private atEof(): number {
    this.tokenStart = this.len;
    if (this.depth > 0) {
      this.fail(
        'xml-truncated',
        `document ends before </${this.openRawName(this.depth - 1)}> (${this.depth} element(s) still open)`,
      );
    }
    if (!this.seenRoot) this.fail('xml-truncated', 'document ends before its root element');
    return EOF;
  }

  /** Raw (prefixed) name of the current START element. */
  get rawName(): string {
    return this.openRawName(this.depth - 1);
  }

  /** Raw (prefixed) name of the open element at `index`. */
  openRawName(index: number): string {
    const start = this.nameStartStack[index]!;
    return this.src.slice(start, start + this.nameLengthStack[index]!);
  }

  private pop(): void {
    this.depth--;
    this.scope.popTo(this.depth);
  }

  /** Decoded value of the current TEXT/CDATA token (references and line ends resolved). */
  text(): string {
    const { src, textStart, textEnd, textFlags } = this;
    if ((textFlags & (HAS_REF | HAS_CR)) === 0) return src.slice(textStart, textEnd);
    if (textFlags & IS_CDATA) return src.slice(textStart, textEnd).replace(/\r\n?/g, '\n');
    return this.decodeRange(textStart, textEnd, false);
  }

  /** Decodes references and normalises line ends (and, in attributes, whitespace) in a range. */
  private decodeRange(start: number, end: number, attribute: boolean): string {
    const src = this.src;
    let out = '';
    let from = start;
    for (let i = start; i < end; i++) {
      const c = src.charCodeAt(i);
      if (c === 0x26) {
        const ref = readReference(src, i);
        out += src.slice(from, i) + ref.value;
        i = ref.end - 1;
        from = ref.end;
      } else if (c === 0x0d) {
        out += src.slice(from, i) + (attribute ? ' ' : '\n');
        if (src.charCodeAt(i + 1) === 0x0a) i++;
        from = i + 1;
      } else if (attribute && (c === 0x0a || c === 0x09)) {
        out += src.slice(from, i) + ' ';
        from = i + 1;
      }
    }
    return out + src.slice(from, end);
  }

  /** Validates the reference at `at` and returns the index after it. */
  private checkReference(at: number): number {
    const ref = readReference(this.src, at);
    if (ref.error) this.fail(ref.error.code, ref.error.message, at);
    return ref.end;
  }

  private readText(): number {
    const src = this.src;
    const start = this.pos;
    // Scan no further than one character past the text bound: a huge text node fails fast.
    const bound = Math.min(this.len, start + this.limits.maxTextLength + 1);
    let flags = 0;
    let p = start;
    while (p < bound) {
      const c = src.charCodeAt(p);
      if (c === 0x3c) break;
      if (c <= 0x20) {
        if (c === 0x0d) flags |= HAS_CR;
        else if (c !== 0x20 && c !== 0x0a && c !== 0x09) this.badChar(c, p);
      } else {
        if (this.depth === 0) {
          this.fail(
            'xml-malformed',
            this.seenRoot
              ? 'text after the root element'
              : 'text before the root element (not an XML document?)',
            p,
          );
        }
        if (c === 0x26) {
          // A reference to whitespace (`&#10;`) is whitespace to XSD: element-only content may hold it.
          flags |= HAS_REF;
          const end = this.checkReference(p);
          if (!isWhitespaceReference(src, p, end)) flags |= NON_SPACE;
          p = end;
          continue;
        }
        flags |= NON_SPACE;
        if (c >= 0xfffe) this.badChar(c, p);
        if (
          c === 0x3e &&
          src.charCodeAt(p - 1) === 0x5d &&
          src.charCodeAt(p - 2) === 0x5d &&
          p - 2 >= start
        ) {
          this.fail('xml-malformed', "']]>' is not allowed in text (write it as ]]&gt;)", p - 2);
        }
      }
      p++;
    }
    if (p - start > this.limits.maxTextLength) {
      this.fail(
        'text-limit',
        `text node is longer than the limit of ${this.limits.maxTextLength} characters`,
        start,
      );
    }
    this.pos = p;
    this.textStart = start;
    this.textEnd = p;
    this.textFlags = flags;
    // Whitespace outside the root is not reported (other text there failed above).
    if (this.depth === 0) return this.next();
    return TEXT;
  }

  private badChar(code: number, at: number): never {
    this.fail(
      'xml-malformed',
      `character U+${code.toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML`,
      at,
    );
  }

  /** Checks that a comment, CDATA section or PI range holds only legal characters; flags CR / non-space. */
  private checkChars(start: number, end: number): number {
    const src = this.src;
    let flags = 0;
    for (let i = start; i < end; i++) {
      const c = src.charCodeAt(i);
      if (c > 0x20) {
        flags |= NON_SPACE;
        if (c >= 0xfffe) this.badChar(c, i);
      } else if (c === 0x0d) flags |= HAS_CR;
      else if (isForbiddenControl(c)) this.badChar(c, i);
    }
    return flags;
  }

  private readBang(): number {
    const src = this.src;
    const p = this.pos;
    if (src.startsWith('<!--', p)) {
      const close = src.indexOf('-->', p + 4);
      if (close === -1) this.fail('xml-truncated', 'document ends inside a comment');
      const dashes = src.indexOf('--', p + 4);
      if (dashes < close)
        this.fail('xml-malformed', "'--' is not allowed inside a comment", dashes);
      // Bounded like text: a 50 MB comment is as hostile as a 50 MB text node.
      if (close - (p + 4) > this.limits.maxTextLength) {
        this.fail(
          'text-limit',
          `comment is longer than the limit of ${this.limits.maxTextLength} characters`,
        );
      }
      this.checkChars(p + 4, close);
      this.setRange(p + 4, close, 0);
      this.pos = close + 3;
      return COMMENT;
    }
    if (src.startsWith('<![CDATA[', p)) {
      if (this.depth === 0) this.fail('xml-malformed', 'CDATA section outside the root element');
      const close = src.indexOf(']]>', p + 9);
      if (close === -1) this.fail('xml-truncated', 'document ends inside a CDATA section');
      if (close - (p + 9) > this.limits.maxTextLength) {
        this.fail(
          'text-limit',
          `CDATA section is longer than the limit of ${this.limits.maxTextLength} characters`,
        );
      }
      this.setRange(p + 9, close, this.checkChars(p + 9, close) | IS_CDATA);
      this.pos = close + 3;
      return CDATA;
    }
    if (src.slice(p + 2, p + 9).toUpperCase() === 'DOCTYPE') {
      this.fail(
        'doctype-forbidden',
        'DOCTYPE declarations are refused: no DTD, external entity or entity definition is ever read or expanded',
      );
    }
    if (
      p + 9 > this.len &&
      ('<!--'.startsWith(src.slice(p)) || '<![CDATA['.startsWith(src.slice(p)))
    ) {
      this.fail('xml-truncated', 'document ends inside markup');
    }
    return this.fail('xml-malformed', `unexpected markup '${src.slice(p, p + 9)}'`);
  }

  private setRange(start: number, end: number, flags: number): void {
    this.textStart = start;
    this.textEnd = end;
    this.textFlags = flags;
  }

  private readPi(): number {
    const src = this.src;
    const p = this.pos;
    const nameEnd = this.scanName(p + 2, 'processing instruction target');
    const target = src.slice(p + 2, nameEnd);
    if (target.toLowerCase() === 'xml') {
      this.fail(
        'xml-malformed',
        'the XML declaration is only allowed at the very start of the document',
      );
    }
    const close = src.indexOf('?>', nameEnd);
    if (close === -1) this.fail('xml-truncated', 'document ends inside a processing instruction');
    if (close - nameEnd > this.limits.maxTextLength) {
      this.fail(
        'text-limit',
        `processing instruction is longer than the limit of ${this.limits.maxTextLength} characters`,
      );
    }
    if (close > nameEnd && !isXmlSpace(src.charCodeAt(nameEnd))) {
      this.fail('xml-malformed', 'processing instruction target must be followed by whitespace');
    }
    this.checkChars(nameEnd, close);
    this.setRange(p + 2, close, 0);
    this.pos = close + 2;
    return PI;
  }

  /** Scans an XML name from `start`; returns the index after it. */
  private scanName(start: number, what: string): number {
    const src = this.src;
    if (start >= this.len)
      this.fail('xml-truncated', `document ends where ${what} was expected`, start);
    if (!isNameStart(src.charCodeAt(start))) this.fail('xml-malformed', `expected ${what}`, start);
    let p = start + 1;
    while (p < this.len && isNameChar(src.charCodeAt(p))) p++;
    this.checkNameLength(start, p);
    return p;
  }

  /** Refuses a name longer than libxml2 takes (XML_MAX_NAME_LENGTH), so that no engine sees one. */
  private checkNameLength(start: number, end: number): void {
    if (end - start > MAX_NAME_LENGTH)
      this.fail('size-limit', `a name is longer than the limit of ${MAX_NAME_LENGTH} characters`, start);
  }

  /** Scans an element name, noting its colon and the hash of its local part. */
  private scanQName(start: number): number {
    const src = this.src;
    if (start >= this.len)
      this.fail('xml-truncated', 'document ends where an element name was expected', start);
    let c = src.charCodeAt(start);
    if (!isNameStart(c)) this.fail('xml-malformed', 'expected an element name', start);
    let colon = -1;
    let hash = 0;
    let p = start;
    for (;;) {
      if (c === 0x3a) {
        if (colon !== -1)
          this.fail(
            'xml-malformed',
            `'${src.slice(start, this.scanName(start, 'name'))}' is not a valid qualified name`,
          );
        colon = p;
        hash = 0;
      } else hash = (Math.imul(hash, 31) + c) | 0;
      p++;
      if (p >= this.len) break;
      c = src.charCodeAt(p);
      if (!isNameChar(c)) break;
    }
    this.checkNameLength(start, p);
    this.colon = colon;
    this.localHash = hash;
    return p;
  }

  private skipSpace(p: number): number {
    const src = this.src;
    while (p < this.len && isXmlSpace(src.charCodeAt(p))) p++;
    return p;
  }

  private readEndTag(): number {
    const src = this.src;
    if (this.depth === 0) this.fail('xml-malformed', 'end tag without a matching start tag');
    const top = this.depth - 1;
    const nameLength = this.nameLengthStack[top]!;
    let p = this.pos + 2;
    let same = src.startsWith(this.rawNameStack[top]!, p);
    if (same && isNameChar(src.charCodeAt(p + nameLength))) same = false;
    if (!same) {
      const end = this.scanName(p, `</${this.openRawName(top)}>`);
      // `</mess` at the end of the input: the document was cut inside the end tag.
      if (end >= this.len && this.rawNameStack[top]!.startsWith(src.slice(p, end)))
        this.fail('xml-truncated', 'document ends inside an end tag');
      this.fail(
        'xml-malformed',
        `expected </${this.openRawName(top)}> but found </${src.slice(p, end)}>`,
      );
    }
    p = this.skipSpace(p + nameLength);
    if (p >= this.len) this.fail('xml-truncated', 'document ends inside an end tag');
    if (src.charCodeAt(p) !== 0x3e)
      this.fail('xml-malformed', `expected '>' to close </${this.openRawName(top)}`, p);
    this.pos = p + 1;
    this.local = this.localStack[top]!;
    this.pop();
    return END;
  }

  private readStartTag(): number {
    const src = this.src;
    if (this.depth === 0 && this.seenRoot)
      this.fail('xml-malformed', 'a document has exactly one root element; found a second one');
    const nameStart = this.pos + 1;
    const nameEnd = this.scanQName(nameStart);
    const colon = this.colon;
    const localHash = this.localHash;
    this.openingStart = colon === -1 ? nameStart : colon + 1;
    this.openingEnd = nameEnd;
    let p = nameEnd;
    let count = 0;
    let decls = false;
    for (;;) {
      const ws = p;
      p = this.skipSpace(p);
      if (p >= this.len) this.fail('xml-truncated', 'document ends inside a start tag');
      const c = src.charCodeAt(p);
      if (c === 0x3e) {
        p++;
        this.selfClosing = false;
        break;
      }
      if (c === 0x2f) {
        if (p + 1 >= this.len) this.fail('xml-truncated', 'document ends inside a start tag');
        if (src.charCodeAt(p + 1) !== 0x3e) this.fail('xml-malformed', "expected '/>'", p);
        p += 2;
        this.selfClosing = true;
        break;
      }
      if (ws === p) this.fail('xml-malformed', 'attributes must be separated by whitespace', p);
      if (count >= this.limits.maxAttributes) {
        this.fail(
          'attribute-limit',
          `element has more than the limit of ${this.limits.maxAttributes} attributes`,
        );
      }
      p = this.readAttribute(p, count);
      if (this.attributes.isDecl[count]) decls = true;
      count++;
    }
    this.pos = p;
    this.attributes.count = count;
    this.openingEnd = 0;
    this.push(nameStart, nameEnd, colon, localHash, decls);
    if (this.selfClosing) this.pendingEnd = true;
    return START;
  }

  /** Reads `name="value"` at `start` into attribute slot `index`; returns the index after it. */
  private readAttribute(start: number, index: number): number {
    const src = this.src;
    const nameEnd = this.scanName(start, 'an attribute name');
    let p = this.skipSpace(nameEnd);
    if (src.charCodeAt(p) !== 0x3d) {
      if (p >= this.len) this.fail('xml-truncated', 'document ends inside a start tag');
      this.fail('xml-malformed', `expected '=' after attribute ${src.slice(start, nameEnd)}`, p);
    }
    p = this.skipSpace(p + 1);
    const quote = src.charCodeAt(p);
    if (quote !== 0x22 && quote !== 0x27) {
      if (p >= this.len) this.fail('xml-truncated', 'document ends inside a start tag');
      this.fail(
        'xml-malformed',
        `attribute value of ${src.slice(start, nameEnd)} must be quoted`,
        p,
      );
    }
    const valueStart = p + 1;
    const close = src.indexOf(quote === 0x22 ? '"' : "'", valueStart);
    if (close === -1) this.fail('xml-truncated', 'document ends inside an attribute value');
    if (close - valueStart > this.limits.maxTextLength) {
      this.fail(
        'text-limit',
        `attribute value is longer than the limit of ${this.limits.maxTextLength} characters`,
        valueStart,
      );
    }
    let needsDecode = false;
    for (let i = valueStart; i < close; i++) {
      const c = src.charCodeAt(i);
      if (c === 0x3c)
        this.fail('xml-malformed', "'<' is not allowed in an attribute value (write &lt;)", i);
      if (c === 0x26) {
        needsDecode = true;
        i = this.checkReference(i) - 1;
      } else if (c < 0x20) {
        if (isForbiddenControl(c)) this.badChar(c, i);
        needsDecode = true; // tab, LF, CR become spaces (attribute-value normalisation)
      } else if (c >= 0xfffe) this.badChar(c, i);
    }
    const raw = src.slice(start, nameEnd);
    this.attributes.set(
      index,
      raw,
      needsDecode ? this.decodeRange(valueStart, close, true) : src.slice(valueStart, close),
    );
    return close + 1;
  }

  /** Opens the element just scanned: bounds, namespace declarations, name resolution. */
  private push(
    nameStart: number,
    nameEnd: number,
    colon: number,
    localHash: number,
    decls: boolean,
  ): void {
    const depth = this.depth;
    this.nameStartStack[depth] = nameStart;
    this.nameLengthStack[depth] = nameEnd - nameStart;
    this.local = this.names.get(this.src, colon === -1 ? nameStart : colon + 1, nameEnd, localHash);
    this.localStack[depth] = this.local;
    this.rawNameStack[depth] = colon === -1 ? this.local : this.src.slice(nameStart, nameEnd);
    this.depth = depth + 1;
    this.seenRoot = true;
    if (++this.elements > this.limits.maxElements) {
      this.fail(
        'size-limit',
        `document has more than the limit of ${this.limits.maxElements} elements`,
      );
    }
    if (depth + 1 > this.limits.maxDepth) {
      this.fail(
        'depth-limit',
        `elements are nested deeper than the limit of ${this.limits.maxDepth}`,
      );
    }
    this.scope.enter(depth);
    this.declStart = this.scope.count;
    const failHere = this.failHere;
    if (decls) this.attributes.declare(this.scope, this.limits.maxNamespaces, failHere);
    if (colon === -1) {
      this.prefix = '';
      this.namespace = this.scope.useDefault();
    } else {
      if (colon === nameStart || colon === nameEnd - 1) {
        this.fail('xml-malformed', `'${this.rawName}' is not a valid qualified name`);
      }
      // The prefix is matched in place against the bindings: no string is cut for it.
      const binding = this.scope.lookupRange(this.src, nameStart, colon);
      if (binding >= 0) {
        this.prefix = this.scope.prefixes[binding]!;
        this.namespace = this.scope.uris[binding]!;
      } else {
        this.prefix = this.src.slice(nameStart, colon);
        this.namespace = resolvePrefix(this.scope, this.prefix, this.rawName, failHere);
      }
    }
    if (this.attributes.count > 0) this.attributes.resolve(this.scope, failHere);
  }
}
