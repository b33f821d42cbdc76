/**
 * The attribute an engine finding is about, so that findings on one element are told apart by
 * attribute: `<c/>` missing `@id` and `@kind`, or `<Vbc>` with four undeclared attributes, was
 * one issue, the first (review r19 newsets M2: 279 errors on the MSBuild corpus where xmllint
 * reports 309). Xerces says an attribute's bad value twice, the facet first without naming the
 * attribute, then cvc-attribute.3 naming it: the facet finding is given the attribute's name
 * and the second one goes, as the second of an element value's pair (cvc-type.3.1.3) does.
 */
import type { EngineFinding } from './engines/engine.js';

/**
 * libxml2: `Element 'c', attribute 'n': …`, `… The attribute 'id' is required but missing.`;
 * Xerces: `Attribute 'x' is not allowed to appear in element 'r'.`, `… of attribute 'n' on element 'c' …`.
 */
const ATTRIBUTE = /^Element '[^']*', attribute '([^']*)'|The attribute '([^']*)'|^(?:cvc-[\w.-]+: )?Attribute '([^']*)'|of attribute '([^']*)'/;

/**
 * The attribute a finding names, or '' for one about the element.
 * @example attributeSubject("Element 'c': The attribute 'id' is required but missing.") // 'id'
 */
export function attributeSubject(message: string): string {
  const match = ATTRIBUTE.exec(message);
  return match ? (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '') : '';
}

/** Xerces' words on a value (the first of the pair): a facet, or a duplicate xs:ID (cvc-id.2). */
const XERCES_FACET = /^cvc-(?:datatype-valid|pattern-valid|enumeration-valid|fractionDigits-valid|totalDigits-valid|(?:min|max)(?:Inclusive|Exclusive|Length)-valid|length-valid|id)[\w.]*: /;

/** Xerces' second word on an attribute's bad value, naming it. */
const XERCES_ATTRIBUTE_VALUE = /^cvc-attribute\.3: The value '(?:[^']|'')*' of attribute '([^']*)'/;

/**
 * Xerces findings with each attribute value facet finding naming its attribute (`Attribute 'n':
 * 'a' is not a valid value for 'integer'.`), taken from the cvc-attribute.3 finding that follows
 * it at the same place, which is left out. Other findings pass unchanged.
 */
export function withXercesAttributeNames(findings: readonly EngineFinding[]): readonly EngineFinding[] {
  if (!findings.some((finding) => finding.engine === 'xerces' && XERCES_ATTRIBUTE_VALUE.test(finding.message))) return findings;
  const out: EngineFinding[] = [];
  for (let i = 0; i < findings.length; i++) {
    const finding = findings[i]!;
    const next = findings[i + 1];
    const named = next && next.engine === 'xerces' && next.line === finding.line && next.column === finding.column ? XERCES_ATTRIBUTE_VALUE.exec(next.message)?.[1] : undefined;
    if (finding.engine === 'xerces' && named !== undefined && XERCES_FACET.test(finding.message)) {
      out.push({ ...finding, message: finding.message.replace(XERCES_FACET, (code) => `${code}Attribute '${named}': `) });
      i++;
      continue;
    }
    out.push(finding);
  }
  return out;
}

/** libxml2's words on a missing required attribute, Xerces' too. */
const MISSING_ATTRIBUTE = /is required but missing|must appear on element/;

/** The value an attribute finding quotes: libxml2 `The value 'abcd' has…`, `: 'a' is not a valid value`. */
const QUOTED_VALUE = /(?:The value |attribute '[^']*': (?:\[facet '[^']*'\] )?)'((?:[^']|'')*)'/;

/**
 * Among elements of one name that start on one line, the one an attribute finding is about,
 * for an engine that reports a line but no column or node (libxmljs2): the element that lacks
 * the attribute (a missing one), else the one that has it with the value quoted. `claimed`
 * holds the elements earlier findings of the same kind took: an engine reports in document
 * order, so two `<c>` lacking `@n` on one line are two issues, not one (review r19 recheck M1:
 * every finding went to the last `<c>` of the line, and the first one's was lost).
 * @example attributeElement([c1, c2], "Element 'c', attribute 's': [facet 'maxLength'] The value 'wxyz' has…", new Map())?.path // '/r/c[2]'
 */
export function attributeElement<T extends { node: { attributes: ReadonlyArray<{ local: string; value: string }> } }>(
  candidates: readonly T[],
  message: string,
  claimed: Map<string, Set<T>>,
): T | undefined {
  if (candidates.length < 2) return undefined;
  const written = attributeSubject(message);
  if (written === '') return undefined;
  const local = written.slice(Math.max(written.lastIndexOf('}'), written.lastIndexOf(':')) + 1);
  const missing = MISSING_ATTRIBUTE.test(message);
  // Trimmed: an engine quotes a value as written or collapsed (review r19 recheck2 M1: `' 7x'` and
  // `'7x'` on one line were one issue).
  const value = missing ? undefined : QUOTED_VALUE.exec(message)?.[1]?.replace(/''/g, "'").trim();
  const key = `${missing ? 'missing' : 'given'}\u0000${local}\u0000${value ?? ''}`;
  const taken = claimed.get(key) ?? new Set<T>();
  const fits = (candidate: T): boolean => {
    const attribute = candidate.node.attributes.find((given) => given.local === local);
    return missing ? attribute === undefined : attribute !== undefined && (value === undefined || attribute.value.trim() === value);
  };
  const found = candidates.find((candidate) => !taken.has(candidate) && fits(candidate)) ?? candidates.find(fits);
  if (found) claimed.set(key, taken.add(found));
  return found;
}
