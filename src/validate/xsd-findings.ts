/**
 * Turns engine findings into issues: a rule id by the kind of violation, the element path and
 * start-tag position from the pre-parse tree, and a message without `{namespace}` noise. One
 * classification for every engine (libxml2 and libxmljs2 share libxml2's wording; Xerces has
 * its `cvc-*` codes), so their verdicts can be compared.
 * @see https://www.w3.org/TR/xmlschema-1/#outcomes (XSD Part 1, Appendix C: validation rules cvc-*)
 */
import type { ElementLocator, LocatedElement } from './element-locator.js';
import type { EngineFinding } from './engines/engine.js';
import type { Issue } from './issue.js';
import { withoutLibxml2Deviations } from './libxml2-deviations.js';
import { elementTypeLookup, type ElementTypeLookup } from './libxml2-deviations-fixed.js';
import { textOf } from './libxml2-deviations-values.js';
import { readEnumerationSet, renderEnumerationSet, SET_PLACEHOLDER, type EnumerationSet } from './enumeration-set.js';
import { withoutIdcValueWarnings } from './idc-value-warning.js';
import { namesInMessage } from './message-names.js';
import { withNamesakeHint } from './namesake-hint.js';
import { withGenerationHint } from './generation-hint.js';
import { nilRefusalMessage, nilRefusals, type NilRefusal } from './nil-not-nillable.js';
import { DuplicateIds } from './duplicate-id.js';
import { idrefHolder, referenceHolders } from './dangling-idref.js';
import { attributeElement, attributeSubject, withXercesAttributeNames } from './attribute-subject.js';
import { childNameShown } from './prefixed-name.js';
import { garbledQNameSet, qnameSetLookup, unresolvedQNames, type QNameSetLookup } from './qname-enumeration.js';
import type { SchemaFacts } from './schema-facts.js';
import type { XmlElementNode } from '../runtime/tree.js';
import { cutQuotedValues } from '../runtime/quoted-value.js';

/** The XSD rule ids, finest first. */
export type XsdRuleId = 'xsd-missing-element' | 'xsd-unexpected-element' | 'xsd-invalid-value' | 'xsd-invalid' | 'xml-malformed';

/** An XSD issue with what dedupe needs: the names the engine expected (for missing or misplaced elements). */
export interface XsdIssue extends Issue {
  /** Local names the content model expected instead (from "Expected is ( … )" / "One of '{…}'"). */
  expected: string[];
  engine: EngineFinding['engine'];
}

const CLASSES: Array<[RegExp, XsdRuleId]> = [
  [/Missing child element|cvc-complex-type\.2\.4\.b|is not complete/, 'xsd-missing-element'],
  [/This element is not expected|No matching global declaration|cvc-complex-type\.2\.4\.[acd]|cvc-elt\.1/, 'xsd-unexpected-element'],
  [
    /is not a valid value|\[facet '|is not accepted by the pattern|is not an element of the set|cvc-(?:datatype-valid|pattern-valid|enumeration-valid|type\.3\.1\.3|fractionDigits-valid|totalDigits-valid|(?:min|max)(?:Inclusive|Exclusive|Length)-valid|length-valid)/,
    'xsd-invalid-value',
  ],
];

/** The rule id for an engine message. */
export function classifyXsdMessage(message: string, level: EngineFinding['level']): XsdRuleId {
  if (level === 'fatal') return 'xml-malformed';
  for (const [pattern, rule] of CLASSES) if (pattern.test(message)) return rule;
  return 'xsd-invalid';
}

/**
 * The message without namespace URIs where they are noise (./message-names.ts: they stay where
 * the namespace is the difference); strips the `cvc-…: ` code and unwraps Xerces' `'{local}'`.
 * @example cleanXsdMessage("Element '{urn:a}code': This element is not expected.") // "Element 'code': This element is not expected."
 */
export function cleanXsdMessage(message: string): string {
  return oneLine(withoutCodes(namesInMessage(message)));
}

/** The `cvc-…: ` code taken off, and Xerces' name of no namespace unwrapped (`'{bogus}'` once its URI went). */
function withoutCodes(message: string): string {
  return message.replace(/^cvc-[\w.-]+: /, '').replace(/'\{([^{}',]+)\}'/g, "'$1'");
}

/**
 * The message on one line. Inside a quoted value (`'…'`: every other piece between apostrophes)
 * a line break is written `\n` or `\r`, its spaces kept: `'a\nb'` shown as `'a b'` would look
 * like a value the pattern allows (review r12 nfe 3). Elsewhere a line break (with the
 * indentation around it) is the message's own and becomes one space; the message's last one
 * (libxml2 ends each with it) goes first, so that a value holding an apostrophe cannot turn
 * it into an escape. A quoted value longer than 120 characters is cut to its first 100 and its
 * length (../runtime/quoted-value.ts).
 */
function oneLine(message: string): string {
  const line = message
    .replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '')
    .split("'")
    .map((piece, index) => (index % 2 === 1 ? piece.replace(/\n/g, '\\n').replace(/\r/g, '\\r') : piece.replace(/[ \t]*[\r\n]+[ \t]*/g, ' ')))
    .join("'");
  // A long value is cut (review r14 hostile L4: a 1 MB value made a 64 KiB message).
  return cutQuotedValues(line);
}

/** The element a message names: libxml2 `Element '{ns}local'`, Xerces `element 'local'` / `element '{"ns":local}'`. */
function namedElement(message: string): string | undefined {
  // Xerces too starts some messages so, after its code (`cvc-type.3.1.2: Element 'message' is a
  // simple type…`, which was placed at the last element before its position: review r27
  // hostiledocs M4).
  const libxml2 = /^(?:cvc-[\w.-]+: )?Element '(?:\{[^}]*\})?([^'{}]+)'/.exec(message);
  if (libxml2) return libxml2[1]!.replace(/^.*:/, '');
  const xerces = /element '(?:\{(?:"[^"]*":)?)?([^'{}"]+)\}?'/.exec(message);
  return xerces ? xerces[1]!.replace(/^.*:/, '') : undefined;
}

/** Local names listed as expected: `Expected is ( {ns}a, {ns}b )` or `One of '{"ns":a, "ns":b}'`. */
function expectedNames(message: string): string[] {
  const list = /Expected is(?: one of)? \( ([^)]*) \)/.exec(message) ?? /One of '\{([^}]*)\}'/.exec(message);
  if (!list) return [];
  return list[1]!
    .split(',')
    .map((name) => name.trim().replace(/^\{[^}]*\}/, '').replace(/^"[^"]*":/, '').replace(/^.*:/, ''))
    .filter(Boolean);
}

function locate(finding: EngineFinding, locator: ElementLocator, claimed: Map<string, Set<LocatedElement>>, holders?: () => ReadonlyMap<string, XmlElementNode> | undefined): LocatedElement {
  if (finding.xpath) {
    const found = locator.byXpath(finding.xpath);
    if (found) return found;
  }
  // Xerces' dangling IDREF comes at the end of the document: it is about the reference's element.
  const holder = finding.engine === 'xerces' ? idrefHolder(finding.message, locator.documentElement, holders) : undefined;
  if (holder) return { node: holder, path: locator.pathOf(holder) };
  // Xerces' column is the one after the start tag's `>`, where a sibling on the same line starts
  // (review r19 recheck M1); libxmljs2 gives the line alone.
  const column = finding.engine === 'xerces' ? Math.max(0, finding.column - 1) : 0;
  const name = namedElement(finding.message);
  if (name && finding.line > 0) {
    const named = column === 0 ? locator.namedOnLine(name, finding.line) : [];
    const onLine = named.length > 1 ? (attributeElement(named, finding.message, claimed) ?? holderOfValue(named, finding.message, name, claimed)) : undefined;
    const found = onLine ?? locator.byNameBefore(name, finding.line, column);
    if (found) return found;
  }
  return locator.lastBefore(finding.line, column);
}

/**
 * Among elements of one name on one line, for an engine that gives the line alone (libxmljs2),
 * the one a finding on a value is about: the first holding the value the message quotes that no
 * earlier finding took (the last of the line was taken: review r27 hostiledocs M2). Undefined
 * for another finding, or when none holds it: an unexpected one of several same-named siblings
 * may be the first (a name the model does not allow there) or a later one (one too many), and
 * the line alone does not tell.
 */
function holderOfValue(named: readonly LocatedElement[], message: string, name: string, claimed: Map<string, Set<LocatedElement>>): LocatedElement | undefined {
  const value = ELEMENT_VALUE.exec(message)?.[1]?.replace(/''/g, "'").trim();
  const holding = value === undefined ? [] : named.filter((candidate) => textOf(candidate.node).trim() === value);
  if (holding.length === 0) return undefined;
  const key = `value\u0000${name}\u0000${value}`;
  const taken = claimed.get(key) ?? new Set<LocatedElement>();
  const found = holding.find((candidate) => !taken.has(candidate)) ?? holding[holding.length - 1]!;
  claimed.set(key, taken.add(found));
  return found;
}

/** The value a libxml2 finding on an element's text quotes: `Element 'x': 'bad' is not…`, `Element 'x': [facet 'pattern'] The value 'bad' …`. */
const ELEMENT_VALUE = /^Element '[^']*': (?:\[facet '[^']*'\] )?(?:The value )?'((?:[^']|'')*)'/;

/** The element a message names with its namespace, as written: libxml2 `'{ns}local'`, Xerces `'{"ns":local}'`. */
function qualifiedElement(message: string): { written: string; namespace: string } | undefined {
  const libxml2 = /^Element ('\{([^}]*)\}[^'{}]+')/.exec(message);
  if (libxml2) return { written: libxml2[1]!, namespace: libxml2[2]! };
  const xerces = /element ('\{"([^"]*)":[^'{}"]+\}')/.exec(message);
  return xerces ? { written: xerces[1]!, namespace: xerces[2]! } : undefined;
}

/**
 * The message for a user (./message-names.ts keeps the namespaces that are the difference).
 * The namespace of an element that is not expected where it stands, in another namespace than
 * its parent's (`parentNamespace`), stays too: `<requirement xmlns="urn:other">` among
 * no-namespace requirements would read `Element 'requirement'`, a name the schema allows there
 * (libxml2 lists nothing expected inside a repeated choice), where xmllint says
 * `Element '{urn:other}requirement'`. `set` is the text of the enumeration set read out of the
 * message (./enumeration-set.ts), put back in its place. `keepElement` keeps the element's
 * namespace whatever its parent's (a namesake of another namespace is named beside it:
 * ./namesake-hint.ts; no global declaration of that name, where the namespace is half the name
 * looked for: `NO_DECLARATION`).
 */
function messageOf(message: string, rule: XsdRuleId, parentNamespace?: string, set?: string, keepElement = false): string {
  const qualified = keepElement || (rule === 'xsd-unexpected-element' && parentNamespace !== undefined) ? qualifiedElement(message) : undefined;
  const keep = qualified !== undefined && (keepElement || qualified.namespace !== parentNamespace) ? { keep: qualified.written } : {};
  const cleaned = withoutCodes(namesInMessage(message, keep));
  return oneLine(set === undefined ? cleaned : cleaned.replace(SET_PLACEHOLDER, () => set));
}

/** The namespace of the parent of the element at `at`, when `at` is the element a message names. */
function parentNamespaceOf(locator: ElementLocator, at: LocatedElement | undefined, message: string): string | undefined {
  if (!at || at.node.local !== namedElement(message)) return undefined;
  return locator.parentOf(at.node)?.namespace;
}

/**
 * The message of a missing child: the required elements the parent lacks, read from the schema
 * (engines list every element that may still come, optional ones first: "Expected is one of
 * ( URL, subjectURL, public, … )"). Undefined, and the engine's message stands, where the
 * schema is not read surely or the reading names none of the elements the engine expected.
 */
function missingMessage(model: SchemaFacts, locator: ElementLocator, path: string, expected: readonly string[]): string | undefined {
  const chain = locator.chainOf(path);
  const missing = chain && model.missingChildren(chain);
  if (!missing || missing.length === 0) return undefined;
  if (expected.length > 0 && !missing.some((name) => expected.includes(name.local))) return undefined;
  // A child of another namespace is named as the document would write it there (review r14 spec L2).
  const names = missing.map((name) => childNameShown(name, chain));
  return `<${chain[chain.length - 1]!.local}> lacks the required element${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
}

/**
 * The text of a finding's enumeration set, capped (./enumeration-set.ts); a QName set libxml2
 * printed garbled shows the IR's values (./qname-enumeration.ts), namespaces kept.
 */
function setText(finding: EngineFinding, set: EnumerationSet | undefined, qnameSet: QNameSetLookup | undefined, elementType: ElementTypeLookup | undefined): string | undefined {
  if (!set) return undefined;
  if (finding.engine === 'xerces') return renderEnumerationSet(set);
  if (!garbledQNameSet(set.values)) {
    // libxml2 prints the set's values in its canonical forms, some wrongly (`{PT1H, P1D}` as
    // `{'-P0Y0M0DT1H0M0S', '-P0Y0M0DT0H0M0S'}`, `2020Z` as `2020`: review r28 recheck M2): the
    // schema's own, from the IR, when the type is sure and has as many.
    const written = set.cut ? undefined : elementType?.(finding)?.enumeration;
    return renderEnumerationSet(written && written.length === set.values.length ? { ...set, values: [...written] } : set);
  }
  const values = qnameSet?.(finding, set.values) ?? unresolvedQNames(set.values);
  return renderEnumerationSet({ values, quoted: set.quoted, ...(set.cut ? { cut: true } : {}) });
}

/** Options of `xsdIssues`. */
export interface XsdIssuesOptions {
  /** The generation the document is checked as, for messages that name it (`0.3-beta`). */
  generation?: string;
  /**
   * The rules of the document that require the last element of `chain` (./rule-required.ts),
   * `path` its element path: an xsi:nil refused on it then advises a value, not leaving it out.
   */
  requiredBy?: (chain: readonly XmlElementNode[], path: string) => string[];
  /**
   * The other generations whose same schema declares a child `local` under the element chain
   * `parent` (./generation-hint.ts): an element not expected then says which.
   */
  generationsDeclaring?: (parent: readonly XmlElementNode[], local: string) => string[];
}

/** A finding with its rule id and the element it is about. */
interface Located {
  finding: EngineFinding;
  rule: XsdRuleId;
  at: LocatedElement | undefined;
}

/** What the message of a finding may need besides the finding: the document and the IR. */
interface MessageContext {
  locator: ElementLocator;
  facts: (() => SchemaFacts | undefined) | undefined;
  refusals: ReadonlyMap<EngineFinding, NilRefusal>;
  duplicateIds: DuplicateIds;
  qnameSet: QNameSetLookup | undefined;
  elementType: ElementTypeLookup | undefined;
  sets: ReadonlyMap<EngineFinding, EnumerationSet>;
  options: XsdIssuesOptions;
}

/**
 * The message of a located finding (`baseMessage`); an element not expected that the same
 * schema of another generation declares there says which (./generation-hint.ts).
 */
function messageFor(located: Located, expected: readonly string[], context: MessageContext): string {
  const message = baseMessage(located, expected, context);
  const { finding, rule, at } = located;
  const { generation, generationsDeclaring } = context.options;
  if (rule !== 'xsd-unexpected-element' || !at || !generationsDeclaring || generation === undefined || at.node.local !== namedElement(finding.message)) return message;
  const parent = context.locator.chainTo(at.node).slice(0, -1);
  return parent.length === 0 ? message : withGenerationHint(message, at.node.local, generation, generationsDeclaring(parent, at.node.local));
}

/**
 * The message of a located finding: a missing child named from the IR, an xsi:nil the element
 * does not allow (./nil-not-nillable.ts), a duplicate ID (./duplicate-id.ts), an unexpected
 * element beside the namesake its parent's model declares in another namespace
 * (./namesake-hint.ts), else the engine's own, its names cleaned.
 */
function baseMessage({ finding, rule, at }: Located, expected: readonly string[], context: MessageContext): string {
  const { locator, facts } = context;
  if (rule === 'xsd-missing-element' && at) {
    const model = facts?.();
    const named = model ? missingMessage(model, locator, at.path, expected) : undefined;
    if (named !== undefined) return named;
  }
  const refusal = context.refusals.get(finding);
  if (refusal) {
    const chain = locator.chainTo(refusal.at.node);
    const { generation, requiredBy } = context.options;
    const rules = refusal.empty && requiredBy ? requiredBy(chain, refusal.at.path) : [];
    return messageOf(nilRefusalMessage(refusal, chain, refusal.empty ? facts?.() : undefined, generation, rules), rule);
  }
  const set = setText(finding, context.sets.get(finding), context.qnameSet, context.elementType);
  const duplicate = finding.engine === 'xerces' ? undefined : context.duplicateIds.message(finding.message, at);
  if (duplicate !== undefined) return messageOf(duplicate, rule);
  if (rule === 'xsd-unexpected-element' && at && expected.length === 0 && at.node.local === namedElement(finding.message)) {
    const model = facts?.();
    const hinted = model ? withNamesakeHint(finding.message, at, locator, model) : undefined;
    if (hinted !== undefined) return messageOf(hinted, rule, undefined, set, true);
  }
  const parentNamespace = rule === 'xsd-unexpected-element' && qualifiedElement(finding.message) ? parentNamespaceOf(locator, at, finding.message) : undefined;
  return messageOf(finding.message, rule, parentNamespace, set, NO_DECLARATION.test(finding.message));
}

/**
 * libxml2's words for an element no global declaration names (a strict wildcard's, the root's):
 * the namespace is half the name it looked for, so the message keeps it (review r15 newsets L4:
 * `Element 'bar'` sent users looking for a typo in the local name of `{urn:x}bar`).
 */
const NO_DECLARATION = /^Element '\{[^}]*\}[^']*': No matching global (?:element )?declaration/;

/**
 * Maps findings to issues at the elements they are about; the same rule at the same path, about
 * the same attribute (./attribute-subject.ts), is reported once (Xerces says an invalid value
 * twice: cvc-datatype-valid and cvc-type.3.1.3).
 * `facts` answers from the IR of the document's schema (./schema-facts.ts), asked only for a
 * finding that needs it: a missing element (named from the content model), an unexpected
 * element of which the engine lists no alternative (its namesake in another namespace), an
 * xsi:nil the element does not allow (may it be left out) or a value of a named simple type
 * (for ./libxml2-deviations.ts); without it, or where it is not sure (undefined), the engines'
 * messages stand. The value and missing-child findings that only echo such an xsi:nil go.
 */
export function xsdIssues(findings: readonly EngineFinding[], locator: ElementLocator, facts?: () => SchemaFacts | undefined, options: XsdIssuesOptions = {}): XsdIssue[] {
  const issues: XsdIssue[] = [];
  const seen = new Set<string>();
  const typeBase = facts ? (printed: string) => facts()?.simpleTypeBase(printed) : undefined;
  const elementType = facts ? elementTypeLookup(locator, () => facts()?.generation) : undefined;
  const qnameSet = facts ? qnameSetLookup(locator, () => facts()?.generation) : undefined;
  // Enumeration sets are read out first: the steps below then read short messages. Only such a
  // finding is copied (the IR's corrections are known by identity, ./libxml2-deviations-order.ts,
  // and list no set).
  const sets = new Map<EngineFinding, EnumerationSet>();
  // Xerces' two words on an attribute's value are one, naming it, before the enumeration set is
  // read out (review r19 regress H1: the copy lost its set, `'[\u0000]'`).
  const short = withXercesAttributeNames(findings).map((finding) => {
    const set = finding.message.includes('enumeration') ? readEnumerationSet(finding.message) : undefined;
    if (!set) return finding;
    const copy = { ...finding, message: set.message };
    sets.set(copy, set);
    return copy;
  });
  const claimed = new Map<string, Set<LocatedElement>>();
  // The typed references of the document, read once, for Xerces' dangling IDREFs.
  let holders: ReadonlyMap<string, XmlElementNode> | undefined;
  const referenceHoldersOf = () => {
    const generation = facts?.()?.generation;
    return generation ? (holders ??= referenceHolders(locator.documentElement, generation)) : undefined;
  };
  const located: Located[] = withoutLibxml2Deviations(withoutIdcValueWarnings(short), typeBase, elementType).map((finding) => {
    const rule = classifyXsdMessage(finding.message, finding.level);
    return { finding, rule, at: rule === 'xml-malformed' ? undefined : locate(finding, locator, claimed, referenceHoldersOf) };
  });
  const { refusals, echoes } = nilRefusals(located);
  const context: MessageContext = { locator, facts, refusals, duplicateIds: new DuplicateIds(locator.documentElement), qnameSet, elementType, sets, options };
  for (const item of located) {
    const { finding, rule, at } = item;
    if (echoes.has(finding)) continue;
    const path = at?.path ?? '';
    const key = `${finding.engine}\u0000${rule}\u0000${path}\u0000${attributeSubject(finding.message)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const expected = expectedNames(finding.message);
    issues.push({
      rule,
      severity: finding.level === 'warning' ? 'warning' : 'error',
      message: messageFor(item, expected, context),
      path,
      line: at?.node.line ?? finding.line,
      column: at?.node.column ?? finding.column,
      expected,
      engine: finding.engine,
    });
  }
  return issues;
}
