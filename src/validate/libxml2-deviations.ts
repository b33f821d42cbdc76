/**
 * Where libxml2 (both the WebAssembly build and libxmljs2's native one) departs from XSD 1.0,
 * a small named correction: a finding it explains is dropped, so that the verdict is XSD's (and
 * Xerces', which `--engine both` compares) rather than a libxml2 quirk. Each entry says which
 * findings it excuses and why; anything it does not recognise stays an issue. The other ways
 * libxml2 departs are corrected beside this file: what it lets through is found from the IR
 * (./libxml2-deviations-missed.ts), and an `xsi:type` it refuses for its whitespace is
 * validated again collapsed (./libxml2-deviations-xsi-type.ts). README "Engines" lists them all.
 *
 * libxml2 names the type it checked: a built-in (`'xs:dateTime'`) or a named simple type of the
 * schema (`'{urn:iso:…}ISODateTime'`, `--schemas` sets). A named type counts when it restricts
 * the built-in without a facet (the IR's answer, ./schema-facts.ts `simpleTypeBase`): with a facet, libxml2 stopped
 * before checking it, so the verdict on the trimmed value is not known and the finding stays.
 * A fixed value's mismatch names no type: the element's comes from the IR
 * (./libxml2-deviations-fixed.ts).
 */
import { builtinValueIssue } from '../runtime/builtin-values.js';
import { parseDecimal } from '../runtime/decimal.js';
import { parseBigInteger, type IntegerTypeName } from '../runtime/integers.js';
import { normalizeWhiteSpace } from '../runtime/white-space.js';
import { sameValue } from '../runtime/value-space.js';
import type { EngineFinding } from './engines/engine.js';
import type { ElementTypeLookup } from './libxml2-deviations-fixed.js';
import { valueSpaceOf } from './libxml2-deviations-missed.js';
import { withoutOrderArtefacts } from './libxml2-deviations-order.js';
import { isUriWithEmptyPort } from './libxml2-deviations-uri.js';

/** What a named simple type restricts. @example { builtin: 'dateTime', facets: false } */
export interface SimpleTypeBase {
  /** Local name of the XSD built-in type at the root of the restrictions. */
  builtin: string;
  /** True when a restriction on the way adds a facet (pattern, bounds…). */
  facets: boolean;
  /**
   * Whether a text is a value of the type, its facets checked (the runtime's parsers and facet
   * checks, from the IR): lets a correction stand for a type with facets, which libxml2 did not
   * get to check once it refused the value's form.
   */
  accepts?: (text: string) => boolean;
}

/** What a deviation may ask of the document's schema: the built-in a printed type name restricts. */
export type TypeBaseLookup = (printed: string) => SimpleTypeBase | undefined;

/** One known deviation of libxml2 from XSD 1.0. */
export interface Libxml2Deviation {
  id: string;
  doc: string;
  /**
   * True when the finding is this deviation's false alarm. `excusedBefore`: the finding right
   * before it, when a deviation excused that one; `elementType`: the simple type of the text of
   * the element a finding is about, from the IR.
   */
  excuses(finding: EngineFinding, typeBase: TypeBaseLookup, excusedBefore: EngineFinding | undefined, elementType: ElementTypeLookup): boolean;
}

/** The value and type of "'VALUE' is not a valid value of the atomic type 'TYPE'". */
const INVALID_ATOMIC = /'([^']*)' is not a valid value of the atomic type '([^']+)'/;

/** The value of "'VALUE' is not a valid value of the list type 'TYPE'" (or "the local list type"). */
const INVALID_LIST = /'([^']*)' is not a valid value of the (?:list type '[^']+'|local list type)\./;

/** "The actual value 'TEXT' does not match the fixed value constraint 'FIXED'." (an element of simple type or content; a mixed one's says "initial value"). */
const FIXED_MISMATCH = /: The (?:actual )?value '([\s\S]*)' does not match the fixed value constraint '([\s\S]*)'\.\s*$/;

/** The built-in behind the finding's type, when that type adds no facet to it or the value meets its facets. */
function atomicFinding(finding: EngineFinding, typeBase: TypeBaseLookup): { value: string; builtin: string } | undefined {
  const match = INVALID_ATOMIC.exec(finding.message);
  if (!match) return undefined;
  const base = /^xs:\w+$/.test(match[2]!) ? { builtin: match[2]!.slice(3), facets: false } : typeBase(match[2]!);
  if (!base) return undefined;
  // A type with facets: only where the value is known to meet them (the excuse checks its form).
  if (base.facets && !base.accepts?.(match[1]!)) return undefined;
  return { value: match[1]!, builtin: base.builtin };
}

function accepts(parse: (text: string) => unknown, value: string): boolean {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

/** The date, time and duration built-ins: whiteSpace fixed to collapse, libxml2 checks before collapsing. */
const COLLAPSED_TEMPORALS = new Set<string>(['dateTime', 'date', 'time', 'gYearMonth', 'gYear', 'gMonthDay', 'gDay', 'gMonth', 'duration']);

/** The built-ins whose value starts with a year, and a year of ten digits or more. */
const YEAR_FIRST = new Set<string>(['dateTime', 'date', 'gYearMonth', 'gYear']);
const WIDE_YEAR = /^[ \t\r\n]*-?\d{10,}/;

/** XML's whitespace (space, tab, CR, LF) first or last: JavaScript's `trim` would take a no-break space too. */
const EDGE_WHITESPACE = /^[ \t\r\n]|[ \t\r\n]$/;

/** The integer types derived by range (xs:long and below, the unsigned ones): libxml2 2.9 checks their value before collapsing it. */
const BOUNDED_INTEGERS = new Set<string>(['long', 'int', 'short', 'byte', 'unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte']);

/** The unsigned integer types, and a sign before one's digits (XML whitespace aside). */
const UNSIGNED_INTEGERS = new Set<string>(['unsignedLong', 'unsignedInt', 'unsignedShort', 'unsignedByte']);
const LEADING_SIGN = /^[ \t\r\n]*[+-]/;

/**
 * True when the finding refuses a value of one of `builtins` (or of a named type restricting
 * one, its facets met) written in `form`, which is a value of the built-in as XSD reads it (the
 * runtime's own check, the codecs').
 */
function excusedValue(finding: EngineFinding, typeBase: TypeBaseLookup, builtins: ReadonlySet<string>, form: RegExp): boolean {
  const atomic = atomicFinding(finding, typeBase);
  if (!atomic || !builtins.has(atomic.builtin) || !form.test(atomic.value)) return false;
  return builtinValueIssue(atomic.builtin, atomic.value) === undefined;
}

/** The unbounded integer types (bounded ones never reach 25 digits). */
const BIG_INTEGERS = new Set<string>(['integer', 'nonNegativeInteger', 'positiveInteger', 'nonPositiveInteger', 'negativeInteger']);

/** libxml2's precision: at most 24 digits, the integer part's leading zeros aside (every fraction digit counts). */
const LIBXML2_DECIMAL_DIGITS = 24;

function countedDigits(value: string): number {
  const [whole = '', fraction = ''] = value.trim().replace(/^[+-]/, '').split('.');
  return whole.replace(/^0+/, '').length + fraction.length;
}

/** A bound's finding on an element's text or an attribute: "Element 'x'[, attribute 'a']: [facet 'maxInclusive'] The value 'V' is greater than …". */
const BOUND_FINDING = /^Element '[^']+'(?:, attribute '[^']+')?: \[facet '(?:(?:min|max)(?:In|Ex)clusive|enumeration)'\] The value '([^']*)' /;

/** The built-ins whose values carry a time zone, which libxml2 orders its own way. */
const ZONED = new Set<string>(['dateTime', 'date', 'time', 'gYearMonth', 'gYear', 'gMonthDay', 'gDay', 'gMonth']);

/** Every correction, checked in order. */
export const LIBXML2_DEVIATIONS: readonly Libxml2Deviation[] = [
  {
    id: 'date-time-whitespace',
    doc:
      'xs:dateTime, xs:date, xs:time, xs:gYearMonth, xs:gYear, xs:gMonthDay, xs:gDay, xs:gMonth ' +
      'and xs:duration collapse whitespace (XSD Part 2, 3.2.6-3.2.14: whiteSpace fixed to ' +
      'collapse), so `<downtime> 2024-03-18T06:42:00Z\\n</downtime>` and `<competApur> 2025-01 ' +
      '</competApur>` are valid; libxml2 checks the value before collapsing it and rejects it ' +
      '(Xerces and the generated codecs accept it). Also for a named type that restricts one of ' +
      'them (ISO 20022 `ISODateTime`), where the value meets its facets.',
    excuses: (finding, typeBase) => excusedValue(finding, typeBase, COLLAPSED_TEMPORALS, EDGE_WHITESPACE),
  },
  {
    id: 'wide-year',
    doc:
      'A year of xs:dateTime, xs:date, xs:gYearMonth and xs:gYear may have any number of digits ' +
      '(XSD Part 2, 3.2.7.1: four or more), so `<y>2147483648</y>` is valid; the WebAssembly ' +
      "build's libxml2 keeps years in 32 bits and rejects one of 2^31 or more (xmllint 2.9 and " +
      'the generated codecs accept it, the JDK\'s Xerces refuses it too; review r28 fuzz L1). Also for a named type ' +
      'restricting one of them, where the value meets its facets.',
    excuses: (finding, typeBase) => excusedValue(finding, typeBase, YEAR_FIRST, WIDE_YEAR),
  },
  {
    id: 'integer-whitespace',
    doc:
      'xs:long, xs:int, xs:short, xs:byte and the unsigned ones collapse whitespace (XSD Part 2, ' +
      '3.3.13-3.3.21: whiteSpace fixed to collapse), so `<mileage> 198442 </mileage>` is valid; ' +
      'the libxml2 of the libxmljs2 engine (2.9, as Debian\'s xmllint) checks the value before ' +
      'collapsing it and rejects it (a current libxml2, Xerces and the generated codecs accept it).',
    excuses: (finding, typeBase) => excusedValue(finding, typeBase, BOUNDED_INTEGERS, EDGE_WHITESPACE),
  },
  {
    id: 'unsigned-sign',
    doc:
      'xs:unsignedLong, xs:unsignedInt, xs:unsignedShort and xs:unsignedByte take a sign (`+254`, ' +
      '`-0`) as XSD 1.1 has it and a current libxml2, Xerces and the generated codecs do; the ' +
      'libxml2 of the libxmljs2 engine (2.9, as Debian\'s xmllint) applies XSD 1.0\'s prose and ' +
      'rejects it (src/schema/SUBSET.md).',
    excuses: (finding, typeBase) => excusedValue(finding, typeBase, UNSIGNED_INTEGERS, LEADING_SIGN),
  },
  {
    id: 'decimal-precision',
    doc:
      'xs:decimal and the unbounded integer types have arbitrary precision (XSD Part 2, 3.2.3: ' +
      'a processor must support at least 18 digits, more are valid), so ' +
      '`<q>1234567890123456789012345</q>` is valid; libxml2 rejects a value of more than 24 ' +
      'digits (leading zeros of the integer part aside) as not a decimal (Xerces accepts it).',
    excuses(finding, typeBase) {
      const atomic = atomicFinding(finding, typeBase);
      if (!atomic || countedDigits(atomic.value) <= LIBXML2_DECIMAL_DIGITS) return false;
      if (atomic.builtin === 'decimal') return accepts(parseDecimal, atomic.value);
      return BIG_INTEGERS.has(atomic.builtin) && accepts((text) => parseBigInteger(text, atomic.builtin as IntegerTypeName), atomic.value);
    },
  },
  {
    id: 'any-uri-empty-port',
    doc:
      'An xs:anyURI is a URI reference per RFC 2396/2732 after XLink escaping (XSD Part 2, ' +
      '3.2.17), whose port may be empty (RFC 2396, 3.2.2: `port = *digit`, as in RFC 3986), so ' +
      '`file://F:/data/Exp01` (ProteoWizard\'s mzML `sourceFile`) is valid; libxml2 wants a digit ' +
      'after the `:` and rejects it (Xerces accepts it). Only when the rest is a URI reference.',
    excuses(finding, typeBase) {
      const atomic = atomicFinding(finding, typeBase);
      return atomic?.builtin === 'anyURI' && isUriWithEmptyPort(atomic.value.replace(/[ \t\r\n]+/g, ' ').trim());
    },
  },
  {
    id: 'list-of-corrected-items',
    doc:
      'A list whose item libxml2 refused by one of the deviations above (`file://F:/x` in a list ' +
      'of xs:anyURI, a 25-digit xs:decimal) is refused as a whole too, in a finding right after ' +
      "the item's. The list is valid when each item is a value of the item's built-in type " +
      '(every item is checked: libxml2 stopped at the first one it refused).',
    excuses(finding, typeBase, excusedBefore) {
      const list = INVALID_LIST.exec(finding.message);
      const item = excusedBefore && INVALID_ATOMIC.exec(excusedBefore.message);
      const atomic = excusedBefore && atomicFinding(excusedBefore, typeBase);
      if (!list || !item || !atomic || excusedBefore.line !== finding.line || excusedBefore.xpath !== finding.xpath) return false;
      // The same element or attribute ("Element 'u', attribute 'a': "), the item one of the list's.
      if (finding.message.slice(0, list.index) !== excusedBefore.message.slice(0, item.index)) return false;
      const items = list[1]!.split(/[ \t\r\n]+/).filter((one) => one !== '');
      return items.includes(atomic.value) && items.every((one) => builtinValueIssue(atomic.builtin, one) === undefined);
    },
  },
  {
    id: 'zoned-bounds',
    doc:
      'A date or time with a time zone is bounded as the point of the time line it stands for ' +
      '(XSD Part 2, 3.2.7.4), so `13:00:00+02:00` (11:00 UTC) meets `maxInclusive 12:00:00Z` and ' +
      '`2000-02+01:00` meets `maxExclusive 2000-02Z`, and `13:00:00+02:00` is the enumeration value ' +
      '`11:00:00Z`; libxml2 compares them otherwise and refuses ' +
      "them (Xerces and the generated validators accept them). Only where the IR gives the element's " +
      'type and the value meets all its facets in their order. (libxml2 also accepts values XSD ' +
      'refuses there, an unzoned value within 14 hours of a zoned bound: not corrected, README "Engines".)',
    excuses(finding, _typeBase, _excusedBefore, elementType) {
      const match = BOUND_FINDING.exec(finding.message);
      const type = match ? elementType(finding) : undefined;
      return type !== undefined && ZONED.has(type.builtin) && type.accepts?.(match![1]!) === true;
    },
  },
  {
    id: 'fixed-value-space',
    doc:
      "An element's (or attribute's) `fixed` value constrains its value, not its text (XSD Part 1, 3.3.4, cvc-elt " +
      '5.2.2.2.2: its actual value against the value constraint\'s; Part 2, 2.2: values are equal ' +
      'in the value space), so `<f>2.1</f>` matches `fixed="2.10"` on an xs:decimal, as do `+1` ' +
      'and `01` for `1` on an integer type, `1` for `true` on xs:boolean, `1.0E0` for `1` on ' +
      'xs:double, one instant in two time zones on xs:dateTime, and a value with spaces around ' +
      'on a type whose whiteSpace is collapse (every type but xs:string and xs:normalizedString); ' +
      'libxml2 compares the texts and refuses them (Xerces and the generated codecs accept them). ' +
      "Only where the IR surely gives the element's type (its declaration, or an `xsi:type` " +
      'deriving from it); another value, a mixed element ("The initial value …"), a list or ' +
      'union whose items are written otherwise stay refused.',
    excuses(finding, _typeBase, _excusedBefore, elementType) {
      const match = FIXED_MISMATCH.exec(finding.message);
      const type = match ? elementType(finding) : undefined;
      if (!match || !type) return false;
      const [, text, fixed] = match;
      return sameValue(normalizeWhiteSpace(text!, type.whiteSpace), normalizeWhiteSpace(fixed!, type.whiteSpace), valueSpaceOf(type));
    },
  },
];

const NO_TYPES: TypeBaseLookup = () => undefined;
const NO_ELEMENT_TYPES: ElementTypeLookup = () => undefined;

/**
 * The findings without libxml2's known false alarms (Xerces findings pass through). `typeBase`
 * reads the document's schema for a named type (none: only built-in types are recognised);
 * `elementType` for the type of an element's text (none: a fixed value's mismatch stands).
 */
export function withoutLibxml2Deviations(all: readonly EngineFinding[], typeBase: TypeBaseLookup = NO_TYPES, elementType: ElementTypeLookup = NO_ELEMENT_TYPES): readonly EngineFinding[] {
  if (all.length === 0) return all;
  // The content of an element that ./libxml2-deviations-order.ts refused is reported once.
  const findings = withoutOrderArtefacts(all);
  const kept: EngineFinding[] = [];
  let excusedBefore: EngineFinding | undefined;
  for (const finding of findings) {
    const excusing = finding.engine === 'xerces' ? undefined : LIBXML2_DEVIATIONS.find((deviation) => deviation.excuses(finding, typeBase, excusedBefore, elementType));
    if (!excusing) kept.push(finding);
    else if (excusing.id !== 'fixed-value-space') {
      const skipped = skippedFixedCheck(finding, elementType);
      if (skipped) kept.push(skipped);
    }
    excusedBefore = excusing ? finding : undefined;
  }
  return kept;
}

/** The subject of a libxml2 finding: `Element 'x'` or `Element 'x', attribute 'a'`. */
const SUBJECT = /^Element '[^']*'(?:, attribute '[^']*')?/;

/**
 * The fixed value check libxml2 never ran on a value it refused: it stops at the first problem
 * of a value, so once a correction drops that finding (whitespace around a date, a 25-digit
 * decimal, an empty port), the value's `fixed` constraint is checked here, in the type's value
 * space, and its mismatch reported as libxml2 words one (review r28 fuzz H1, H2: `<d>
 * 2024-01-01T10:00:00Z </d>` under `fixed="2024-01-01T00:00:00Z"` passed). An empty element
 * takes its fixed value. Identity constraints libxml2 skipped so are not checked (README).
 */
function skippedFixedCheck(finding: EngineFinding, elementType: ElementTypeLookup): EngineFinding | undefined {
  const typed = elementType(finding);
  const subject = SUBJECT.exec(finding.message)?.[0];
  if (typed?.fixed === undefined || subject === undefined) return undefined;
  const attribute = subject.includes(', attribute ');
  if (!attribute && typed.text === '') return undefined;
  const space = valueSpaceOf(typed);
  if (sameValue(normalizeWhiteSpace(typed.text, typed.whiteSpace), normalizeWhiteSpace(typed.fixed, typed.whiteSpace), space)) return undefined;
  return { ...finding, message: `${subject}: The ${attribute ? '' : 'actual '}value '${typed.text}' does not match the fixed value constraint '${typed.fixed}'.` };
}
