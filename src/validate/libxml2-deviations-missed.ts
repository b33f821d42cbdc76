/**
 * Where libxml2 (both engines built on it) accepts what XSD 1.0 refuses, a small named check
 * finds it in the document from the IR of its schema (./libxml2-deviations-values.ts) and adds
 * the finding libxml2 should have made, worded as libxml2 words its own (so it is classified,
 * located and compared with Xerces like one). The counterpart of ./libxml2-deviations.ts, which
 * drops libxml2's false alarms. The same walk of the document's typed elements runs the check of
 * the children's order after a repeating wildcard (./libxml2-deviations-order.ts).
 *
 * They cost nothing on a schema without the construct: each check names a `marker`, text that
 * an XSD needing it must contain (`NMTOKENS`; `ref=` and `fixed=` on one `xs:attribute`;
 * `base64Binary`; an `xs:any` with `maxOccurs` above 1; `IDREF`; `float` or `double` with a
 * lower bound), and only a document whose schema's files contain one
 * (./libxml2-deviations-gate.ts, once per schema and thread) is walked; the walk itself is the IR's. Such a document leaves the clean
 * path (validator-core.ts) for the full one, where the safe parse's tree is at hand.
 */
import type { IrAttribute, IrGeneration, TypeRef, XsdBuiltin } from '../ir/nodes.js';
import { builtinValueSpace } from '../ir/builtins.js';
import { builtinWhiteSpace, LEXICAL_CHECKS, lexicalIssue } from '../runtime/lexical-checks.js';
import { sameValue, type ValueSpace } from '../runtime/value-space.js';
import { collapseWhiteSpace, normalizeWhiteSpace, replaceWhiteSpace, type WhiteSpace } from '../runtime/white-space.js';
import type { XmlElementNode } from '../runtime/tree.js';
import type { EngineFinding } from './engines/engine.js';
import { typeAccepts } from './type-accepts.js';
import { DANGLING_IDREF, DANGLING_IDREF_MARKER, danglingMessage, IdrefTable } from './dangling-idref.js';
import { reachesRepeatingWildcard, WILDCARD_LOOP_MARKER, WILDCARD_LOOP_ORDER, wildcardOrderFinding } from './libxml2-deviations-order.js';
import { forEachTypedElement, valuesOf, type TypedElement, type TypedValue } from './libxml2-deviations-values.js';

/** A simple type as a check needs it: its built-in, facets and variety. */
export interface SimpleTypeView {
  builtin: XsdBuiltin;
  whiteSpace: WhiteSpace;
  /** Least number of items (a list type; the list built-ins' own minLength 1 included). */
  minItems?: number;
  /** A list or union type (values compared as collapsed texts). */
  listOrUnion: boolean;
  /** Whether a text is a value of the type, its facets checked (a named atomic type: ./type-accepts.ts). */
  accepts?: (text: string) => boolean;
  /** The type's enumeration, as the schema writes its values (a named type with one). */
  enumeration?: readonly string[];
}

/** One value libxml2 lets through and XSD 1.0 does not. */
export interface Libxml2MissedCheck {
  id: string;
  doc: string;
  /** Text that some XSD file of a schema needing the check contains (a necessary condition). */
  marker: RegExp;
  /** libxml2's words for the value's problem (after "Element '…'[, attribute '…']: "), or undefined. */
  check(value: TypedValue, type: SimpleTypeView): string | undefined;
}

/** Every check, in order. */
export const LIBXML2_MISSED_CHECKS: readonly Libxml2MissedCheck[] = [
  {
    id: 'fixed-attribute-reference',
    doc:
      'A `fixed` value given on an attribute reference (`<xs:attribute ref="xml:space" ' +
      'fixed="preserve"/>`: XHTML `pre`, XLIFF 2.0 `data`) constrains the attribute (XSD Part 1, ' +
      '3.2.2 and 3.5.4: the attribute use\'s {value constraint}), so `xml:space="default"` there ' +
      'is invalid; libxml2 ignores `fixed` on a reference (it checks the one of a declaration) ' +
      'and accepts it (Xerces refuses it). Values are compared in the type\'s value space.',
    marker: /<(?:[\w.-]+:)?attribute\b(?:[^>]*?\bref\s*=[^>]*?\bfixed\s*=|[^>]*?\bfixed\s*=[^>]*?\bref\s*=)/,
    check(value, type) {
      const fixed = value.attribute?.fixed;
      if (fixed === undefined) return undefined;
      const text = normalizeWhiteSpace(replaceWhiteSpace(value.value), type.whiteSpace);
      if (sameValue(text, fixed, valueSpaceOf(type))) return undefined;
      return `The value '${value.value}' does not match the fixed value constraint '${fixed}'.`;
    },
  },
  {
    id: 'empty-list-builtin',
    doc:
      'xs:NMTOKENS, xs:IDREFS and xs:ENTITIES hold at least one item (XSD Part 2, 3.3.10, 3.3.2, ' +
      '3.3.12: minLength 1), also in a restriction of one, so `subFlows=""` (XLIFF 2.0 `ph`) is ' +
      'invalid; libxml2 accepts an empty value (Xerces refuses it). An empty element that has a ' +
      'default or fixed value takes that value instead.',
    marker: /\b(?:NMTOKENS|IDREFS|ENTITIES)\b/,
    check(value, type) {
      if (type.minItems === undefined || type.minItems < 1 || LIST_BUILTINS.indexOf(type.builtin) < 0) return undefined;
      if (!value.attribute && value.elementDefault !== undefined && value.value.trim() === '') return undefined;
      const items = collapseWhiteSpace(value.value) === '' ? 0 : collapseWhiteSpace(value.value).split(' ').length;
      if (items >= type.minItems) return undefined;
      return `[facet 'minLength'] The value has a length of '${items}'; this underruns the allowed minimum length of '${type.minItems}'.`;
    },
  },
  {
    id: 'base64-stray-characters',
    doc:
      'xs:base64Binary holds only the base64 alphabet, `=` padding and spaces (XSD Part 2, ' +
      '3.2.16), so `<DigestValue>!QUJD</DigestValue>` (xmldsig, NF-e) is invalid; libxml2 skips ' +
      'every other character (RFC 2045\'s rule for decoders) and accepts it (Xerces and the ' +
      'generated codecs refuse it). Reported when the value without those characters is one ' +
      'libxml2 takes (else libxml2 refused it itself), naming the built-in whatever type derives ' +
      'from it; a list or union of xs:base64Binary is not checked.',
    marker: /\bbase64Binary\b/,
    check(value, type) {
      if (type.builtin !== 'base64Binary' || type.listOrUnion) return undefined;
      if (lexicalIssue('base64Binary', value.value) === undefined || !libxml2TakesBase64(value.value)) return undefined;
      return `'${value.value}' is not a valid value of the atomic type 'xs:base64Binary'.`;
    },
  },
  {
    id: 'nan-lower-bound',
    doc:
      'NaN is incomparable with every number (XSD Part 2, 3.2.4 and 3.2.5: the order of xs:float ' +
      'and xs:double is partial), so it meets no bound: `<p>NaN</p>` is invalid under ' +
      '`minExclusive 0`; libxml2 accepts it under a lower bound (it refuses it under an upper one) ' +
      'and Xerces and the generated validators refuse it. Reported for an xs:float or xs:double ' +
      "value NaN where the type's facets, checked in XSD's order, refuse it (not a list item, a " +
      'union member or a value under an `xsi:type` on a simple element).',
    // A restriction of xs:float or xs:double with a lower bound (a lower bound added by a
    // restriction of a named one is not found: libxml2's verdict then stands).
    marker: /base\s*=\s*["'](?:[\w.-]+:)?(?:float|double)["'][^>]*>(?:(?!<\/(?:[\w.-]+:)?restriction\b)[\s\S])*?<(?:[\w.-]+:)?min(?:In|Ex)clusive\b/,
    check(value, type) {
      if ((type.builtin !== 'float' && type.builtin !== 'double') || type.listOrUnion) return undefined;
      if (collapseWhiteSpace(value.value) !== 'NaN' || type.accepts?.(value.value) !== false) return undefined;
      return `'${value.value}' is not a valid value of its type: NaN is comparable with no number, so it meets none of the type's bounds.`;
    },
  },
];

/**
 * True when libxml2 accepts `text` as an xs:base64Binary: it drops every character outside the
 * alphabet and `=` (xmlschemastypes.c, XML_SCHEMAS_BASE64BINARY) and checks the rest as XSD
 * does, so the runtime's own check (../runtime/lexical-checks.ts, the codecs') decides on it.
 */
function libxml2TakesBase64(text: string): boolean {
  return LEXICAL_CHECKS.base64Binary(text.replace(/[^A-Za-z0-9+/=]/g, ''));
}

const LIST_BUILTINS: readonly XsdBuiltin[] = ['NMTOKENS', 'IDREFS', 'ENTITIES'];

/** The view of a type reference, from the IR; undefined for a type not found or not simple. */
export function simpleTypeView(type: TypeRef, generation: IrGeneration): SimpleTypeView | undefined {
  if (type.kind === 'builtin') {
    const list = LIST_BUILTINS.includes(type.name);
    return { builtin: type.name, whiteSpace: builtinWhiteSpace(type.name), listOrUnion: list, ...(list ? { minItems: 1 } : {}) };
  }
  const named = generation.types[type.name];
  if (named?.kind !== 'simpleType') return undefined;
  const listOrUnion = named.itemType !== undefined || named.memberTypes !== undefined;
  const minItems = named.itemType ? Math.max(named.facets.minLength ?? 0, named.facets.length ?? 0) : undefined;
  // Built when a correction asks, not for every value the missed checks walk.
  let accepts: ((text: string) => boolean) | undefined;
  return {
    builtin: named.base,
    whiteSpace: listOrUnion ? 'collapse' : (named.facets.whiteSpace ?? builtinWhiteSpace(named.base)),
    listOrUnion,
    ...(minItems !== undefined ? { minItems } : {}),
    ...(listOrUnion ? {} : { accepts: (text: string) => (accepts ??= typeAccepts(named, generation))(text) }),
    ...(named.facets.enumeration ? { enumeration: named.facets.enumeration } : {}),
  };
}

/** The value space a fixed value is compared in (XSD Part 2, 2.2). */
export function valueSpaceOf(type: SimpleTypeView): ValueSpace {
  return type.listOrUnion ? 'lexical' : builtinValueSpace(type.builtin);
}

/** A name as libxml2 prints it: `{uri}local`, or `local` without a namespace. */
function printed(namespace: string, local: string): string {
  return namespace ? `{${namespace}}${local}` : local;
}

/**
 * Every check's id and marker, for ./libxml2-deviations-gate.ts: the value checks above, the
 * order of children after a repeating wildcard (./libxml2-deviations-order.ts) and references
 * to no ID (./dangling-idref.ts).
 */
export const LIBXML2_MISSED_MARKERS: ReadonlyArray<{ id: string; marker: RegExp }> = [
  ...LIBXML2_MISSED_CHECKS,
  { id: WILDCARD_LOOP_ORDER, marker: WILDCARD_LOOP_MARKER },
  { id: DANGLING_IDREF, marker: DANGLING_IDREF_MARKER },
];

/**
 * The findings libxml2 missed in the document under `root`, by the checks `ids` names (the ones
 * its schema may need: ./libxml2-deviations-gate.ts), from `generation`, the IR of its schema;
 * made in the name of `engine` (the libxml2 engine that missed them). One walk of the typed
 * elements serves every check.
 */
export function missedFindings(root: XmlElementNode, generation: IrGeneration, ids: ReadonlySet<string>, engine: 'libxml2' | 'libxmljs2' = 'libxml2'): EngineFinding[] {
  const checks = LIBXML2_MISSED_CHECKS.filter((check) => ids.has(check.id));
  const order = ids.has(WILDCARD_LOOP_ORDER);
  const idrefs = ids.has(DANGLING_IDREF) ? new IdrefTable(generation) : undefined;
  if (checks.length === 0 && !order && !idrefs) return [];
  const findings: EngineFinding[] = [];
  const values: TypedValue[] = [];
  const visit = (element: TypedElement) => {
    if (order) {
      const finding = wildcardOrderFinding(element, root, generation, engine);
      if (finding) findings.push(finding);
    }
    if (checks.length === 0 && !idrefs) return;
    idrefs?.element(element);
    values.length = 0;
    valuesOf(element, generation, values);
    for (const value of values) {
      idrefs?.value(value);
      findings.push(...valueFindings(value, checks, generation, engine));
    }
  };
  // The order check alone walks only where a content model it runs may lie below.
  forEachTypedElement(root, generation, visit, checks.length === 0 && !idrefs ? reachesRepeatingWildcard(generation) : undefined);
  for (const { value, name } of idrefs?.dangling(root) ?? []) findings.push(findingOn(value, danglingMessage(name), engine));
  return findings;
}

/** What the value checks find in one value. */
function valueFindings(value: TypedValue, checks: readonly Libxml2MissedCheck[], generation: IrGeneration, engine: 'libxml2' | 'libxmljs2'): EngineFinding[] {
  if (checks.length === 0) return [];
  const type = simpleTypeView(value.type, generation);
  if (!type) return [];
  const findings: EngineFinding[] = [];
  for (const check of checks) {
    const problem = check.check(value, type);
    if (problem !== undefined) findings.push(findingOn(value, problem, engine));
  }
  return findings;
}

/** A finding libxml2 should have made on a value, worded as libxml2 words its own. */
function findingOn(value: TypedValue, problem: string, engine: 'libxml2' | 'libxmljs2'): EngineFinding {
  const { element } = value;
  return {
    engine,
    level: 'error',
    message: `Element '${printed(element.namespace, element.local)}'${attributePart(value.attribute)}: ${problem}`,
    line: element.line,
    column: 0,
    xpath: value.xpath,
  };
}

/** libxml2's `, attribute '{uri}local'` (the IR's QName is printed the same way). */
function attributePart(attribute: IrAttribute | undefined): string {
  return attribute ? `, attribute '${attribute.name}'` : '';
}
