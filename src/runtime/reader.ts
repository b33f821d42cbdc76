/**
 * The streaming reader generated decoders drive: a cursor over the elements of one document,
 * built on the same lexer (and so the same safety checks and error codes) as `parseXmlTree`, but
 * with no intermediate tree. A decoder calls `root()`, then for each element of a complex type
 * loops `while (r.nextChild()) { switch (r.local) ... }`, reading leaves with `text()` /
 * `textAs(parse)` and nested types with their own read function. See README.md.
 */
import { withoutExternalDoctype } from './external-doctype.js';
import { lendReaderScope } from './qname-values.js';
import { contentModelMismatch, type ContentModel } from './content-model.js';
import { DecodeError, type DecodeErrorCode } from './errors.js';
import { prepareInput } from './input.js';
import * as Lexer from './lexer.js';
import { XmlLexer } from './lexer.js';
import { resolveLimits } from './limits.js';
import { builtinValueIssue } from './builtin-values.js';
import { XML_NAMESPACE, XSD_NAMESPACE, XSI_ATTRIBUTES, XSI_NAMESPACE } from './names.js';
import { ScalarError } from './scalar-error.js';
import type { XmlLimits } from './tree.js';
import { UNKNOWN, UNKNOWN_ATTRIBUTES, type Lenient, type UnknownElement } from './unknown.js';
import { escapeAttribute } from './escape.js';
import { expectedPhrase } from './wildcards.js';
import { xsiTypeName, xsiTypeTarget, type XsiTypes } from './xsi-type.js';
import { derivedTypeOf, type DerivedTypes } from './derived-types.js';
import { quotedValue } from './quoted-value.js';

/** Options of every generated `decode*` function. */
export interface DecodeOptions {
  /** Bounds; unspecified fields keep their defaults (`DEFAULT_XML_LIMITS`). */
  limits?: Partial<XmlLimits>;
  /**
   * false (default, strict): an unknown element or attribute is an error naming it.
   * true: unknown elements are kept on the value under `UNKNOWN` with their position, and
   * re-emitted there by encode; unknown attributes of an element of complex type (and
   * `xsi:schemaLocation`/`xsi:noNamespaceSchemaLocation`) under `UNKNOWN_ATTRIBUTES`, re-emitted
   * on it (those of an element of simple type, whose value is no object, are dropped).
   */
  lenient?: boolean;
  /**
   * 'ignore': a DOCTYPE that only names an external DTD (XHTML 1.0's `PUBLIC "-//W3C//DTD XHTML
   * 1.0 Strict//EN" "…dtd"`) is left unread, as `xmllint --nonet` does (./external-doctype.ts);
   * one with an internal subset is still refused. Default 'refuse': every DOCTYPE is an error.
   */
  externalDtd?: 'refuse' | 'ignore';
}

// Token kinds and flags copied into module constants: the loops below test them per token, and
// imported bindings cost a getter call per access under some loaders (tsx, vite-node).
const { EOF, START, END, TEXT, CDATA, NON_SPACE } = {
  EOF: Lexer.EOF,
  START: Lexer.START,
  END: Lexer.END,
  TEXT: Lexer.TEXT,
  CDATA: Lexer.CDATA,
  NON_SPACE: Lexer.NON_SPACE,
};

function decodeErrorFactory(
  code: DecodeErrorCode,
  message: string,
  line: number,
  column: number,
  path: string,
): Error {
  return new DecodeError(code, message, line, column, path);
}

/** A pull cursor over the elements of one document. */
export class XmlReader {
  /** Namespace of the current element: the canonical instance (`internNamespace`), compare with ===. */
  namespace = '';
  /** Local name of the current element. */
  local = '';
  /** Offset of the current element's start tag (pass it back to `missing`). */
  start = 0;
  /** True when the current element carries xsi:nil="true" (or "1"). */
  nil = false;
  readonly lenient: boolean;
  private readonly lexer: XmlLexer;
  /**
   * Attributes on the current element other than xmlns and the four XSI ones not read yet, and an
   * `xsi:nil="false"` not allowed yet (`isNil`): a non-nillable element refuses it where it
   * refuses an undeclared attribute, so the ordinary path tests nothing more.
   */
  private foreignAttributes = 0;
  /**
   * Index of the current element's `xsi:nil="false"` (or `"0"`) while `isNil` has not allowed
   * it; meaningful only while `foreignAttributes > 0` (set by the attribute scan alone).
   */
  private nilFalse = -1;
  /** Per attribute index of the current element: read by `attribute`/`anyAttributes`. */
  private readonly taken: boolean[] = [];
  /** How many attributes of the current element `attribute`/`anyAttributes` returned. */
  attributesTaken = 0;
  /** Index of the current element's xsi:type attribute, or -1. */
  private xsiType = -1;
  /** Whether the current element has xsi:schemaLocation or xsi:noNamespaceSchemaLocation. */
  private located = false;
  /**
   * Lenient mode only: per depth, how many content items of the open element at that depth were
   * read so far (child elements, and in mixed content the text pieces between them), so that an
   * unknown element records where it stood (`UnknownElement.position`). Strict decodes skip it.
   */
  private readonly items: number[] = [0];
  /** Lenient mode only: the current element's position among its parent's content items. */
  private itemIndex = 0;

  constructor(input: string | Uint8Array, options: DecodeOptions = {}) {
    const limits = resolveLimits(options.limits);
    this.lenient = options.lenient === true;
    // A string is decoded text: the encoding its declaration names no longer applies.
    this.lexer = new XmlLexer(
      prepareInput(options.externalDtd === 'ignore' ? withoutExternalDoctype(input) : input, limits, decodeErrorFactory),
      limits,
      decodeErrorFactory,
      typeof input === 'string',
    );
  }

  /**
   * Moves to the document element. With a namespace and local name, anything else is a
   * `root-unknown` error (a decoder with several roots checks `namespace`/`local` itself).
   */
  root(namespace?: string, local?: string): void {
    for (;;) {
      const token = this.lexer.next();
      if (token === START) break;
      if (token === EOF) this.lexer.fail('xml-truncated', 'document has no root element');
    }
    this.enter();
    if (local !== undefined && (this.local !== local || this.namespace !== namespace)) {
      this.rootUnknown([`{${namespace ?? ''}}${local}`]);
    }
  }

  /** Fails with `root-unknown`, listing the roots the decoder accepts (`{ns}local`). */
  rootUnknown(expected: string[]): never {
    return this.fail(
      'root-unknown',
      `root element ${this.describe()} is not ${expected.length === 1 ? expected[0] : `one of ${expected.join(', ')}`}`,
    );
  }

  /** After the root element: only comments, PIs and whitespace may follow. */
  finish(): void {
    // The lexer itself refuses a second root or text after the root; comments and PIs may remain.
    while (this.lexer.next() !== EOF);
  }

  /** Sets namespace/local/nil for the START just read. */
  private enter(): void {
    const lexer = this.lexer;
    this.namespace = lexer.namespace;
    this.local = lexer.local;
    this.start = lexer.tokenStart;
    this.nil = false;
    this.xsiType = -1;
    this.located = false;
    this.foreignAttributes = 0;
    this.attributesTaken = 0;
    if (lexer.attributes.count > 0) this.scanAttributes();
    if (this.lenient) {
      const depth = lexer.depth;
      this.itemIndex = this.items[depth - 1]!++;
      this.items[depth] = 0;
    }
  }

  private scanAttributes(): void {
    const lexer = this.lexer;
    this.nilFalse = -1;
    for (let i = 0; i < lexer.attributes.count; i++) {
      this.taken[i] = false;
      if (lexer.attributes.isDecl[i]) continue;
      if (lexer.attributes.namespace[i] !== XSI_NAMESPACE) {
        this.foreignAttributes++;
        continue;
      }
      const local = lexer.attributes.local[i]!;
      if (local === 'type') this.xsiType = i;
      else if (!XSI_ATTRIBUTES.has(local)) this.foreignAttributes++;
      if (local !== 'nil') {
        // schemaLocation: never followed, only kept by a lenient decode.
        if (local !== 'type') this.located = true;
        continue;
      }
      const value = lexer.attributes.value[i]!.trim();
      if (value === 'true' || value === '1') this.nil = true;
      else if (value === 'false' || value === '0') {
        // Still xsi:nil: allowed on a nillable element only (cvc-elt.3.1), whatever its value.
        this.nilFalse = i;
        this.foreignAttributes++;
      } else this.fail('nil-invalid', `xsi:nil must be true or false, not ${quotedValue(value)}`);
    }
  }

  /**
   * Advances to the next child element of the current element and returns true, or consumes the
   * current element's end tag and returns false. Whitespace, comments and PIs are skipped; other
   * text is `text-unexpected`.
   */
  nextChild(): boolean {
    return this.advance(false);
  }

  /**
   * `nextChild()` for an element whose content is empty (no particle, not mixed): XSD allows no
   * character in it, whitespace included (Part 1, 3.4.4 cvc-complex-type 2.1), as xmllint and
   * Xerces say. A lenient decode lets whitespace pass (it is no data); other text fails in both
   * modes, as in `nextChild()`. A child element is the caller's to refuse or keep (lenient).
   */
  nextChildOfEmpty(): boolean {
    return this.advance(!this.lenient);
  }

  /** The loop of `nextChild()`; `noText`: whitespace is refused too (empty content, strict). */
  private advance(noText: boolean): boolean {
    const lexer = this.lexer;
    for (;;) {
      const token = lexer.next();
      if (token === START) {
        this.enter();
        return true;
      }
      if (token === END) return false;
      // An empty CDATA section holds no character at all (the infoset has no CDATA boundaries).
      if ((token === TEXT || token === CDATA) && (noText ? token === TEXT || lexer.text() !== '' : (lexer.textFlags & NON_SPACE) !== 0)) {
        const parent = lexer.openRawName(lexer.depth - 1);
        lexer.fail(
          'text-unexpected',
          noText
            ? `text is not allowed inside <${parent}>: its content is empty (whitespace included)`
            : `text is not allowed directly inside <${parent}> (its content is child elements only, or empty)`,
        );
      }
    }
  }

  /**
   * Mixed content (XSD Part 1, 3.4.2 {content type} mixed): the text between children. After each
   * `nextMixed()` it holds the character data read since the previous child (references decoded,
   * CDATA as its text, comments and PIs skipped), '' when there was none.
   */
  mixedText = '';

  /**
   * `nextChild()` for an element of mixed content: advances to the next child element (true) or
   * consumes the end tag (false), keeping the text before it in `mixedText` instead of refusing
   * it. The text is bounded by `maxTextLength` like any other.
   */
  nextMixed(): boolean {
    const lexer = this.lexer;
    let text = '';
    for (;;) {
      const token = lexer.next();
      if (token === START) {
        this.mixedText = text;
        // The text before the child is one `$mixed` item: count it where the codec keeps it.
        if (text !== '' && this.lenient) this.items[lexer.depth - 1]!++;
        this.enter();
        return true;
      }
      if (token === END) {
        this.mixedText = text;
        return false;
      }
      if (token === TEXT || token === CDATA) {
        text += lexer.text();
        if (text.length > lexer.limits.maxTextLength) {
          lexer.fail(
            'text-limit',
            `text is longer than the limit of ${lexer.limits.maxTextLength} characters`,
          );
        }
      }
    }
  }

  /**
   * Checks the start tag of an element of complex type before its content is read: it must not
   * be xsi:nil (call `consumeNil()` first where the element is nillable) and, in strict mode,
   * must carry no attribute the type does not declare (read declared ones with `attribute` first).
   * In lenient mode those attributes are kept on `value` (`UNKNOWN_ATTRIBUTES`), for the encoder
   * to write back (`XmlWriter.unknown`).
   */
  open(value?: Lenient): void {
    if (this.nil) this.fail('nil-invalid', `${this.describe()} is xsi:nil but is not nillable`);
    if (!this.lenient) {
      if (this.foreignAttributes > 0) this.attributeUnknown();
    } else if (value !== undefined && (this.foreignAttributes > 0 || this.located))
      this.keepAttributes(value);
  }

  /**
   * Lenient mode: the attributes of the current element nothing read, and its
   * xsi:schemaLocation/noNamespaceSchemaLocation, onto `value[UNKNOWN_ATTRIBUTES]` (counted in
   * `attributesTaken`: a nil element that had some keeps them).
   */
  private keepAttributes(value: object): void {
    const attributes = this.lexer.attributes;
    let kept: Record<string, string> | undefined;
    for (let i = 0; i < attributes.count; i++) {
      if (attributes.isDecl[i] || this.taken[i]) continue;
      const namespace = attributes.namespace[i]!;
      const local = attributes.local[i]!;
      if (namespace === XSI_NAMESPACE && (local === 'type' || local === 'nil')) continue;
      kept ??= Object.create(null) as Record<string, string>;
      kept[namespace === '' ? local : `{${namespace}}${local}`] = attributes.value[i]!;
      this.taken[i] = true;
      this.attributesTaken++;
    }
    this.foreignAttributes = 0;
    this.located = false;
    if (kept !== undefined) (value as Lenient)[UNKNOWN_ATTRIBUTES] = kept;
  }

  /**
   * Codecs read an element by the type its declaration gives, or by the derived type its
   * `xsi:type` names (`derivedType`, which the read function of the declared type is then not
   * called for); call this first in the read function of every complex type. An `xsi:type`
   * (resolved through the prefixes in scope, ./xsi-type.ts) may name that type itself
   * (`namespace`, `local`; none for an anonymous type, which no `xsi:type` names); any other
   * (an unknown type, an unrelated one) fails with `xsi-type-invalid`. Costs a comparison where
   * there is no `xsi:type`.
   * @example r.declaredType(NS_SHAPES, 'Shape')
   */
  declaredType(namespace?: string, local?: string): void {
    if (this.xsiType < 0) return;
    this.checkXsiType(namespace, local);
    // Read: the simple content of the type is not checked against it again (`textOfXsiType`).
    this.xsiType = -1;
  }

  private checkXsiType(namespace: string | undefined, local: string | undefined): void {
    const given = this.lexer.attributes.value[this.xsiType]!;
    const name = xsiTypeName(given, this.prefixLookup(), this.lexer.scope.defaultNamespace);
    const described = `${this.describe()} has xsi:type="${given.trim()}"`;
    if ('reason' in name) this.fail('xsi-type-invalid', `${described}, ${name.reason}`);
    if (local !== undefined && name.local === local && name.namespace === namespace) return;
    this.fail(
      'xsi-type-invalid',
      local === undefined
        ? `${described}, but its type is anonymous: no xsi:type may replace it`
        : `${described}, which names no type derived from its declared type ${namespace ? `{${namespace}}${local}` : local}`,
    );
  }

  /**
   * For an element whose declared type has derived types (`derived`, the module's
   * `derivedFrom<Type>`, ./derived-types.ts): the `$xsiType` of the derived type its `xsi:type`
   * names, whose read function the caller then reads it with, or undefined for the declared
   * type itself (no `xsi:type`, or one naming it). An `xsi:type` naming an abstract type, no
   * type derived from the declared one, or none on an element of an abstract type fails with
   * `xsi-type-invalid` (strict and lenient), as XSD engines refuse it.
   * @example switch (r.derivedType(derivedFromShape)) { case 'Circle': ... }
   */
  derivedType(derived: DerivedTypes): string | undefined {
    if (this.xsiType < 0 && !derived.abstract) return undefined;
    const given = this.xsiType < 0 ? undefined : this.lexer.attributes.value[this.xsiType]!;
    const scope = this.lexer.scope;
    const { id, problem } = derivedTypeOf(derived, given, this.prefixLookup(), scope.defaultNamespace);
    if (problem !== undefined)
      this.fail(
        'xsi-type-invalid',
        given === undefined
          ? `${this.describe()}: ${problem}`
          : `${this.describe()} has xsi:type="${given.trim()}", ${problem}`,
      );
    this.xsiType = -1;
    return id;
  }

  /** The namespace of a prefix in scope at the current element (`xml` bound by definition). */
  private prefixLookup(): (prefix: string) => string | undefined {
    const scope = this.lexer.scope;
    return (prefix) => (prefix === 'xml' ? XML_NAMESPACE : scope.lookup(prefix));
  }

  /**
   * Fails naming the first attribute nothing read (declared ones were taken by `attribute`), or
   * an `xsi:nil="false"` on an element no `isNil` declared nillable.
   */
  private attributeUnknown(): never {
    const lexer = this.lexer;
    for (let i = 0; i < lexer.attributes.count; i++) {
      if (lexer.attributes.isDecl[i] || this.taken[i]) continue;
      if (i === this.nilFalse)
        this.fail(
          'nil-invalid',
          `${this.describe()} has ${lexer.attributes.raw[i]}="${lexer.attributes.value[i]}" but is not nillable (xsi:nil, whatever its value, is allowed on a nillable element only)`,
        );
      if (
        lexer.attributes.namespace[i] !== XSI_NAMESPACE ||
        !XSI_ATTRIBUTES.has(lexer.attributes.local[i]!)
      ) {
        this.fail(
          'attribute-unknown',
          `unknown attribute ${lexer.attributes.raw[i]} on ${this.describe()}`,
        );
      }
    }
    throw new Error('unreachable');
  }

  /**
   * The value of an attribute of the current element (call before reading its content).
   * @example r.attribute('', 'currency')
   */
  attribute(namespace: string, local: string): string | undefined {
    const lexer = this.lexer;
    // An xs:QName value parsed next resolves its prefix with this element's bindings.
    lendReaderScope(lexer.scope, lexer.scope.count, lexer.scope.defaultNamespace);
    for (let i = 0; i < lexer.attributes.count; i++) {
      if (
        !lexer.attributes.isDecl[i] &&
        lexer.attributes.local[i] === local &&
        lexer.attributes.namespace[i] === namespace
      ) {
        if (!this.taken[i]) {
          this.taken[i] = true;
          this.foreignAttributes--;
          this.attributesTaken++;
        }
        return lexer.attributes.value[i];
      }
    }
    return undefined;
  }

  /**
   * The attributes of the current element an attribute wildcard (xs:anyAttribute) takes: those
   * not in `declared` (keys `{ns}local`, or `local` when unqualified), no xmlns declaration nor
   * one of the four XSI attributes XSD defines (`XSI_ATTRIBUTES`; `xsi:foo` is an ordinary
   * attribute, XSD Part 1 3.4.4 clause 3), whose namespace `accepts`. Keyed the same way, in a
   * null-prototype object (a `__proto__` attribute stays data); undefined when there are none.
   * Call before `open()`/`text()`.
   * @example r.anyAttributes(['id'], (namespace) => namespace !== NS_PO && namespace !== '')
   */
  anyAttributes(
    declared: readonly string[],
    accepts: (namespace: string) => boolean,
  ): Record<string, string> | undefined {
    const lexer = this.lexer;
    let taken: Record<string, string> | undefined;
    for (let i = 0; i < lexer.attributes.count; i++) {
      const namespace = lexer.attributes.namespace[i]!;
      if (lexer.attributes.isDecl[i]) continue;
      const local = lexer.attributes.local[i]!;
      if (namespace === XSI_NAMESPACE && XSI_ATTRIBUTES.has(local)) continue;
      const key = namespace === '' ? local : `{${namespace}}${local}`;
      if (declared.includes(key) || !accepts(namespace) || this.taken[i]) continue;
      taken ??= Object.create(null) as Record<string, string>;
      taken[key] = lexer.attributes.value[i]!;
      this.taken[i] = true;
      this.foreignAttributes--;
      this.attributesTaken++;
    }
    return taken;
  }

  /**
   * Reads the character content of the current element (simple type) and consumes its end tag.
   * References are decoded; comments are skipped; a child element is `content-unexpected`; a nil
   * element is `nil-invalid` (use `nillableText` where the schema allows nil). `empty` is the
   * value of an element with no character content at all (`<x/>`, `<x><!-- c --></x>`,
   * `<x><![CDATA[]]></x>`): the
   * element's default or fixed value (XSD Part 1, 3.3.4 Element Locally Valid (Element) 5.1.2).
   */
  text(empty?: string): string {
    const lexer = this.lexer;
    if (this.nil) this.fail('nil-invalid', `${this.describe()} is xsi:nil but is not nillable`);
    if (this.foreignAttributes > 0 && !this.lenient) this.attributeUnknown();
    if (this.xsiType >= 0) return this.textOfXsiType(empty);
    let token = lexer.next();
    if (token === END) return empty ?? '';
    if (token === TEXT || token === CDATA) {
      const value = lexer.text();
      token = lexer.next();
      // An empty CDATA section is no character child: the default or fixed value still applies
      // (review r24 newsets H1: `<flag><![CDATA[]]></flag>` of a fixed "on" was refused).
      if (token === END) return value === '' ? (empty ?? value) : value; // the common case: one text node
      return this.textSlow(value, token, value === '' ? empty : undefined);
    }
    return this.textSlow('', token, empty);
  }

  /**
   * `text()` of an element of simple type with an `xsi:type` (one of complex type has had it
   * read by `declaredType`/`derivedType`): the name must resolve to a simple type (xs:anyType,
   * an undeclared prefix or no such built-in is `xsi-type-invalid`) and the text must be a value
   * of a built-in it names (`<v xsi:type="xs:int">abc</v>` is `value-invalid`), as XSD engines
   * have it (review r24 newsets M1). Whether the type derives from the declared one is left to
   * them (src/schema/SUBSET.md); the value is read by the declared type, and the encoder does
   * not write the `xsi:type` back.
   */
  private textOfXsiType(empty: string | undefined): string {
    const given = this.lexer.attributes.value[this.xsiType]!;
    const described = `${this.describe()} has xsi:type="${given.trim()}"`;
    const scope = this.lexer.scope;
    const lookup = this.prefixLookup();
    const target = xsiTypeTarget(given, lookup, scope.defaultNamespace);
    if (target.kind === 'invalid') this.fail('xsi-type-invalid', `${described}, ${target.reason}`);
    const name = xsiTypeName(given, lookup, scope.defaultNamespace);
    if ('local' in name && name.namespace === XSD_NAMESPACE && name.local === 'anyType')
      this.fail('xsi-type-invalid', `${described}, but the element's type is simple: xs:anyType derives from no simple type`);
    const start = this.start;
    this.xsiType = -1;
    const value = this.text(empty);
    // A QName's prefixes are gone with the end tag; its lexical form is the declared type's to check.
    if (target.kind === 'simple' && target.builtin !== 'QName' && target.builtin !== 'NOTATION') {
      const issue = builtinValueIssue(target.builtin, value);
      if (issue) this.failClosed(start, 'value-invalid', `${described}: ${issue.message}`, issue.code);
    }
    return value;
  }

  /**
   * Text split by comments, CDATA sections or PIs: concatenate, bounded by maxTextLength;
   * `empty` (if given) when no text or CDATA came at all.
   */
  private textSlow(prefix: string, first: number, empty: string | undefined): string {
    const lexer = this.lexer;
    let value = prefix;
    for (let token = first; token !== END; token = lexer.next()) {
      if (token === START) {
        lexer.fail(
          'content-unexpected',
          `element <${lexer.rawName}> is not allowed inside a simple value`,
        );
      }
      if (token === TEXT || token === CDATA) {
        const part = lexer.text();
        if (part !== '') empty = undefined;
        value += part;
        if (value.length > lexer.limits.maxTextLength) {
          lexer.fail(
            'text-limit',
            `text is longer than the limit of ${lexer.limits.maxTextLength} characters`,
          );
        }
      }
    }
    return empty ?? value;
  }

  /** Like `text()`, but an xsi:nil element (which must be empty) reads as null. */
  nillableText(empty?: string): string | null {
    return this.consumeNil() ? null : this.text(empty);
  }

  /**
   * Reads the text and converts it with a scalar parser (`parseDecimal`, `parseUnsignedInt`...);
   * a ScalarError becomes a `value-invalid` DecodeError at this element, `detail` = its code.
   * `empty`: the text of an empty element (its default or fixed value), as for `text`.
   */
  textAs<T>(parse: (text: string) => T, empty?: string): T {
    const start = this.start;
    // Taken before the end tag pops them: an xs:QName in the text resolves with these bindings.
    const scope = this.lexer.scope;
    lendReaderScope(scope, scope.count, scope.defaultNamespace);
    const text = this.text(empty);
    try {
      return parse(text);
    } catch (error) {
      if (!(error instanceof ScalarError)) throw error;
      return this.failClosed(start, 'value-invalid', error.message, error.code);
    }
  }

  /** `textAs` for a nillable element: xsi:nil reads as null. */
  nillableTextAs<T>(parse: (text: string) => T, empty?: string): T | null {
    return this.consumeNil() ? null : this.textAs(parse, empty);
  }

  /**
   * If the current element is xsi:nil, consumes it and returns true; else returns false and
   * leaves it to be read. A nil element has no character or element children, whitespace
   * included (comments and PIs may stay), and in strict mode no attribute nothing read
   * (XSD Part 1, 3.3.4 Element Locally Valid (Element) 3.2.1); in lenient mode those are kept
   * on `value` (a nil element that keeps its attributes, `read<Type>$nil`: `{ $nil: true, ... }`),
   * as `open` does.
   */
  consumeNil(value?: object): boolean {
    if (!this.isNil()) return false;
    if (!this.lenient) {
      if (this.foreignAttributes > 0) this.attributeUnknown();
    } else if (value !== undefined && (this.foreignAttributes > 0 || this.located))
      this.keepAttributes(value);
    const lexer = this.lexer;
    for (let token = lexer.next(); token !== END; token = lexer.next()) {
      // An empty CDATA section is no character child (review r22 fuzz H1).
      if (token === START || token === TEXT || (token === CDATA && lexer.text() !== '')) {
        lexer.fail('nil-invalid', `an element with xsi:nil="true" must be empty`);
      }
    }
    return true;
  }

  /**
   * For a nillable element (call it instead of reading `nil` there): true when it is xsi:nil
   * (`"true"` or `"1"`); false otherwise, and an `xsi:nil="false"` on it is then allowed. A
   * non-nillable element, for which nothing calls this, refuses any xsi:nil (`nil-invalid` from
   * `open`/`text`; lenient decodes drop a false one, which says what its absence says).
   */
  isNil(): boolean {
    if (this.nil) return true;
    if (this.foreignAttributes > 0 && this.nilFalse >= 0) {
      this.taken[this.nilFalse] = true;
      this.foreignAttributes--;
      this.nilFalse = -1;
    }
    return false;
  }

  /** Skips the current element and everything in it (still checked for well-formedness). */
  skip(): void {
    const lexer = this.lexer;
    const outer = lexer.depth - 1;
    for (;;) {
      if (lexer.next() === END && lexer.depth === outer) return;
    }
  }

  /** `skip()`, gathering the text directly inside the element and whether it has children. */
  private skipGathering(content: { text: string; elements: boolean }): void {
    const lexer = this.lexer;
    const inner = lexer.depth;
    for (;;) {
      const token = lexer.next();
      if (token === END) {
        if (lexer.depth === inner - 1) return;
      } else if (token === START) content.elements = true;
      else if ((token === TEXT || token === CDATA) && lexer.depth === inner) {
        content.text += lexer.text();
        if (content.text.length > lexer.limits.maxTextLength)
          lexer.fail(
            'text-limit',
            `text is longer than the limit of ${lexer.limits.maxTextLength} characters`,
          );
      }
    }
  }

  /** Captures the current element verbatim and self-contained (see `UnknownElement.xml`). */
  capture(): UnknownElement {
    return this.captureElement(undefined);
  }

  /**
   * `capture()` for an element declared of type xs:anyType (`nillable` as declared). An
   * `xsi:nil` is allowed on a nillable one only (`nil-invalid`). Its `xsi:type`, if any, must
   * name a type (./xsi-type.ts): an undeclared prefix, a name that is neither a type of the set
   * (`types`) nor an XML Schema built-in, or an abstract type is `xsi-type-invalid`, in lenient
   * mode too. One naming a built-in simple type makes the element simple: no child element
   * (`content-unexpected`), no attribute but xmlns and xsi ones (strict: `attribute-unknown`),
   * and a text of that type (`value-invalid`, detail the scalar code: `xs:int` "four"). The
   * content of a type of the set is left to XSD engines (src/schema/SUBSET.md, "Limits").
   * @example value.val.push(r.captureAnyType(XSI_TYPES))
   */
  captureAnyType(types: XsiTypes, nillable = false): UnknownElement {
    if (nillable) {
      // Kept whole, xsi:nil included; an xsi:nil="false" is taken (the element is not nil).
      if (this.isNil()) return this.captureNil(types);
    } else if (this.nil || (this.foreignAttributes > 0 && this.nilFalse >= 0 && !this.lenient)) {
      // As `open()`: xsi:nil="true" fails in both modes, a "false" one in strict mode only.
      this.fail(
        'nil-invalid',
        `${this.describe()} has xsi:nil but is not nillable (xsi:nil, whatever its value, is allowed on a nillable element only)`,
      );
    }
    if (this.xsiType < 0) return this.capture();
    const scope = this.lexer.scope;
    const lookup = (prefix: string) => (prefix === 'xml' ? XML_NAMESPACE : scope.lookup(prefix));
    const given = this.lexer.attributes.value[this.xsiType]!;
    const target = xsiTypeTarget(given, lookup, scope.defaultNamespace, types);
    if (target.kind === 'content') return this.capture();
    const described = `${this.describe()} has xsi:type="${given}"`;
    if (target.kind === 'invalid') this.fail('xsi-type-invalid', `${described}, ${target.reason}`);
    return this.captureSimple(target.builtin, described);
  }

  /**
   * The capture of a nil element of type xs:anyType: its xsi:type must name a type all the same,
   * and (strict) it may hold no content, whitespace aside (XSD Part 1, 3.3.4 cvc-elt 3.3.1).
   */
  private captureNil(types: XsiTypes): UnknownElement {
    if (this.xsiType >= 0) {
      const scope = this.lexer.scope;
      const lookup = (prefix: string) => (prefix === 'xml' ? XML_NAMESPACE : scope.lookup(prefix));
      const given = this.lexer.attributes.value[this.xsiType]!;
      const target = xsiTypeTarget(given, lookup, scope.defaultNamespace, types);
      if (target.kind === 'invalid') this.fail('xsi-type-invalid', `${this.describe()} has xsi:type="${given}", ${target.reason}`);
    }
    const start = this.start;
    const described = this.describe();
    const content = { text: '', elements: false };
    const element = this.captureElement(content);
    if (!this.lenient && (content.elements || !/^[ \t\r\n]*$/.test(content.text)))
      this.failClosed(start, 'nil-invalid', `${described} is xsi:nil="true" but has content (a nil element has none)`);
    return element;
  }

  /** The capture of an element whose xsi:type names the built-in simple type `builtin`. */
  private captureSimple(builtin: string, described: string): UnknownElement {
    if (this.foreignAttributes > 0 && !this.lenient) this.attributeUnknown();
    const start = this.start;
    // An xs:QName's prefix resolves where the text stands: keep the bindings before they pop.
    const bindings =
      builtin === 'QName' ? this.lexer.scope.inheritedPrefixes(this.lexer.scope.count) : undefined;
    const content = { text: '', elements: false };
    const element = this.captureElement(content);
    if (content.elements)
      this.failClosed(
        start,
        'content-unexpected',
        `${described}, a simple type: it may hold no child element`,
      );
    const lookup = (prefix: string) => (prefix === 'xml' ? XML_NAMESPACE : bindings?.get(prefix));
    const issue = builtinValueIssue(builtin, content.text, lookup);
    if (issue)
      this.failClosed(start, 'value-invalid', `${described}: ${issue.message}`, issue.code);
    return element;
  }

  /**
   * Captures the current element (see `capture`); with `content`, also gathers the text directly
   * inside it and whether it has child elements.
   */
  private captureElement(content: { text: string; elements: boolean } | undefined): UnknownElement {
    const lexer = this.lexer;
    const { namespace, local, start } = this;
    const rawName = lexer.rawName;
    const scope = lexer.scope;
    // Read before skipping pops the element's own declarations.
    const inherited = scope.inheritedPrefixes(lexer.declStart);
    scope.record(lexer.declStart);
    // The element's own name and attributes were resolved before recording started: redo them.
    if (lexer.prefix === '') scope.useDefault();
    else scope.lookup(lexer.prefix);
    for (let i = 0; i < lexer.attributes.count; i++) {
      if (
        !lexer.attributes.isDecl[i] &&
        lexer.attributes.prefix[i] !== '' &&
        lexer.attributes.prefix[i] !== 'xml'
      )
        scope.lookup(lexer.attributes.prefix[i]!);
    }
    if (lexer.selfClosing) lexer.next();
    else if (content) this.skipGathering(content);
    else this.skip();
    const used = scope.stopRecording();
    const raw = lexer.src.slice(start, lexer.pos);
    // Prefixes in text and attribute values (xsi:type="xs:decimal", QName content) need their
    // declarations too; a `p:` anywhere in the fragment keeps p's (a spare one is harmless).
    for (const [prefix, uri] of inherited)
      if (!used.has(prefix) && usesPrefix(raw, prefix)) used.set(prefix, uri);
    let declarations = '';
    for (const [prefix, uri] of used) {
      declarations += ` ${prefix === '' ? 'xmlns' : `xmlns:${prefix}`}="${escapeAttribute(uri)}"`;
    }
    const xml =
      declarations === '' ? raw : '<' + rawName + declarations + raw.slice(1 + rawName.length);
    return { namespace, local, xml };
  }

  /**
   * The current element is not declared by the type being read. Strict: `element-unknown` error
   * naming it. Lenient: captured onto `into[UNKNOWN]` with its `position` among the parent's
   * content items, to be re-emitted there by the encoder.
   */
  unknown(into: Lenient): void {
    if (!this.lenient) {
      this.fail(
        'element-unknown',
        `unknown element ${this.describe()} in ${this.lexer.path(this.lexer.depth - 1) || '/'}`,
      );
    }
    const position = this.itemIndex;
    const element = this.capture();
    element.position = position;
    const list = into[UNKNOWN];
    if (list) list.push(element);
    else into[UNKNOWN] = [element];
  }

  /** A declared element in the wrong place (wrong order in a sequence, or after the choice was made). */
  unexpected(detail = ''): never {
    return this.fail(
      'element-unexpected',
      `element ${this.describe()} is not allowed here${detail ? `: ${detail}` : ''}`,
    );
  }

  /**
   * A child the position automaton of a generated decoder refuses where it stands: `expected`
   * holds, per state, what may come next (`element <a | b>`, '' when the content must end), and
   * `state` is the current one (0: no child taken yet, so no "elements before it" to blame).
   */
  misplaced(expected: readonly string[], state: number): never {
    const next = expected[state] ?? '';
    const where = state === 0 ? 'as the first child' : 'after the elements before it';
    const instead = next === '' ? 'no further element is allowed' : `expected: ${next}`;
    return this.unexpected(`the content model does not allow it ${where} (${instead})`);
  }

  /**
   * A child beyond its maxOccurs (`max`) in content kept in order, whose order as a whole is
   * checked after the loop (`invalidContent`): when the children before it (`names`, their
   * properties) already depart from `model`, that earlier misfit is reported, as
   * `invalidContent` reports it, at the parent (its start `parentStart`), rather than a count
   * that only follows from it (`<tail/><c/><c/><c/>` lacks the `x | note` before `tail`).
   */
  tooMany(
    max: number,
    parentStart: number,
    model: ContentModel,
    names: readonly string[],
    labels?: Readonly<Record<string, string>>,
  ): never {
    const mismatch = contentModelMismatch(model, names);
    if (mismatch?.kind !== 'unexpected') return this.unexpected(`at most ${max} allowed`);
    const { line, column } = this.lexer.positions.at(parentStart);
    const path = this.lexer.path(this.lexer.depth - 1);
    const message = mismatchMessage(mismatch, names, labels);
    throw new DecodeError('element-unexpected', message, line, column, path);
  }

  /** A non-repeating element given a second time. */
  duplicate(): never {
    return this.fail('element-duplicate', `element ${this.describe()} is given more than once`);
  }

  /**
   * A required child is absent. Call right after the `nextChild()` loop of the parent ended;
   * `parentStart` is the parent's `start`, saved on entry. `local` names it (`a | b` for one of
   * several); `wildcard`, what an `xs:any` that would do takes, in words (`element from a
   * namespace other than urn:a`, the runtime's `wildcardPhrase`), with or instead of names.
   * @example r.missing('', start, 'element from a namespace other than urn:a')
   */
  missing(local: string, parentStart: number, wildcard?: string): never {
    return this.failClosed(
      parentStart,
      'element-missing',
      `required ${expectedPhrase(local, wildcard)} is missing`,
    );
  }

  /**
   * Fewer than `min` (two or more) elements `local` of a repeated element were given: some, and
   * the count is said, as `tooMany` says it (review r31 recheck L5: one of two was "missing");
   * none, and it is missing. Call right after the `nextChild()` loop of the parent ended.
   * @example r.tooFew('two', start, 2, 1) // at least 2 elements <two> needed, 1 given
   */
  tooFew(local: string, parentStart: number, min: number, given: number): never {
    if (given === 0) return this.missing(local, parentStart);
    return this.failClosed(
      parentStart,
      'element-missing',
      `at least ${min} elements <${local}> needed, ${given} given`,
    );
  }

  /**
   * The element just closed (its start at `parentStart`) has a content model nothing satisfies
   * (it requires an `xs:choice` without elements): no content of it is valid, as XSD engines
   * say. Call right after its `nextChild()` loop ended.
   */
  unsatisfiable(parentStart: number): never {
    return this.failClosed(
      parentStart,
      'element-missing',
      'no content is valid here: the content model requires an xs:choice without elements, which nothing satisfies',
    );
  }

  /**
   * The children of the element just closed (its start at `parentStart`) are each allowed but do
   * not follow its content model as a whole (order or number within a repeated group). Given
   * the model and the children's properties (`contentNames(content)`), the error says which:
   * `element-missing` naming what had to follow the last child (a required repeated choice
   * given no occurrence: `required element <PAGE | REF> is missing`), or `element-unexpected`
   * naming the first child no allowed content goes on with and what could have come there.
   * `labels` name the properties that are no element's local name (`a_2`: `'a'`; a wildcard's
   * `$any`: its phrase, as for `missing`).
   */
  invalidContent(
    parentStart: number,
    model?: ContentModel,
    names?: readonly string[],
    labels?: Readonly<Record<string, string>>,
  ): never {
    const mismatch = model && names ? contentModelMismatch(model, names) : undefined;
    if (mismatch?.kind === 'missing')
      this.failClosed(
        parentStart,
        'element-missing',
        `required ${expectedOf(mismatch.expected, labels)} is missing`,
      );
    if (mismatch === undefined)
      return this.failClosed(
        parentStart,
        'element-unexpected',
        'the child elements do not follow the content model (order or number of a repeated group)',
      );
    const message = mismatchMessage(mismatch, names!, labels);
    return this.failClosed(parentStart, 'element-unexpected', message);
  }

  /** Fails at the current element, e.g. for a rule the generated code checks itself. */
  fail(code: DecodeErrorCode, message: string, detail?: string): never {
    const { line, column } = this.lexer.positions.at(this.start);
    throw new DecodeError(code, message, line, column, this.lexer.path(), detail);
  }

  /** Fails about the element whose end tag was just consumed (its start at `start`). */
  private failClosed(
    start: number,
    code: DecodeErrorCode,
    message: string,
    detail?: string,
  ): never {
    const { line, column } = this.lexer.positions.at(start);
    throw new DecodeError(
      code,
      message,
      line,
      column,
      `${this.lexer.path()}/${this.lexer.local}`,
      detail,
    );
  }

  /** `<prefix:local>` ({namespace}) of the current element, for messages. */
  private describe(): string {
    const qualified = this.lexer.prefix ? `${this.lexer.prefix}:${this.local}` : this.local;
    return `<${qualified}>${this.namespace ? ` ({${this.namespace}})` : ''}`;
  }

  /** Element path of the current element, e.g. `/case/breakdown/city`. */
  path(): string {
    return this.lexer.path();
  }

  /** Line and column (1-based) of the current element's start tag. */
  position(): { line: number; column: number } {
    return this.lexer.positions.at(this.start);
  }
}

/** How a message names a child's property: its label (`a_2`: `a`; `$any`: a phrase), else itself. */
function labelOf(name: string, labels: Readonly<Record<string, string>> | undefined): string {
  return labels && Object.hasOwn(labels, name) ? labels[name]! : name;
}

/** What a message says is expected of `properties` (`element <a | b> or an element from ...`). */
function expectedOf(
  properties: readonly string[],
  labels: Readonly<Record<string, string>> | undefined,
): string {
  const all = [...new Set(properties.map((name) => labelOf(name, labels)))];
  const wildcards = all.filter((one) => one.includes(' '));
  const elements = all.filter((one) => !one.includes(' ')).join(' | ');
  return expectedPhrase(elements, wildcards.join(' or an ') || undefined);
}

/** The message of children (`names`) where no allowed content goes on at child `mismatch.index`. */
function mismatchMessage(
  mismatch: { index: number; expected: readonly string[] },
  names: readonly string[],
  labels: Readonly<Record<string, string>> | undefined,
): string {
  const given = labelOf(names[mismatch.index]!, labels);
  const child = `child element ${mismatch.index + 1}, ${given.includes(' ') ? `an ${given}` : `<${given}>`}`;
  const instead =
    mismatch.expected.length > 0
      ? `expected: ${expectedOf(mismatch.expected, labels)}`
      : 'no further element is allowed';
  return `the child elements do not follow the content model: ${child}, is not allowed there (${instead})`;
}

/** True when `prefix:` occurs in `xml` not preceded by a name character. */
function usesPrefix(xml: string, prefix: string): boolean {
  for (let at = xml.indexOf(prefix + ':'); at !== -1; at = xml.indexOf(prefix + ':', at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}._\-\u00B7]/u.test(xml[at - 1]!)) return true;
  }
  return false;
}
