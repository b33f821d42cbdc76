/**
 * `xsi:type=" Base "`: the attribute is an xs:QName, whose whiteSpace is collapse (XSD Part 1,
 * 3.14.1 and Part 2, 3.2.18), so it names `Base`. libxml2 resolves the value as written and
 * refuses it ("The QName value '{urn:t} Base ' of the xsi:type attribute does not resolve to a
 * type definition"; with a prefix, "has no corresponding namespace declaration in scope");
 * Xerces accepts it. Dropping that finding would not do: libxml2 then validated the element by
 * its declared type, not by the one named, and the verdict on the content would be the wrong
 * type's. So the document is validated again with each such value collapsed where it stands:
 * `xsi:type="Base"  `, the whitespace moved after the closing quote, so that every line and
 * column of the document stays where it was. Only a document with such a finding pays for it.
 */
import { XSI_NAMESPACE } from '../runtime/names.js';
import type { EngineFinding } from './engines/engine.js';

/** Correction id, as README "Engines" lists it. */
export const XSI_TYPE_WHITESPACE = 'xsi-type-whitespace';

/** libxml2's finding on an xsi:type value: the value as it printed it (`{urn:t} Base `, ` t:Base `). */
const XSI_TYPE_FINDING = new RegExp(`attribute '\\{${XSI_NAMESPACE.replace(/[.]/g, '\\.')}\\}type': The QName value '([^']*)'`);

/** True when a libxml2 finding is about an xsi:type value with whitespace at an edge. */
function aboutXsiTypeWhitespace(finding: EngineFinding): boolean {
  if (finding.engine === 'xerces') return false;
  const value = XSI_TYPE_FINDING.exec(finding.message)?.[1];
  return value !== undefined && /^\s|\s$/.test(value.replace(/^\{[^}]*\}/, ''));
}

/** `xmlns:p="…"` declarations: prefix and URI (character references are not expected in a namespace URI). */
const DECLARATION = /\bxmlns:([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The document's text (./libxml2-rewrites.ts) with every xsi:type value's edge whitespace moved after its closing quote, when
 * a finding of libxml2 is about such a value and the rewrite is sure (each prefix bound to the
 * XSI namespace is bound to nothing else anywhere, and no such value holds a reference);
 * undefined otherwise: the findings stand.
 */
export function xsiTypeCollapsed(findings: readonly EngineFinding[], textOf: () => string): string | undefined {
  if (!findings.some(aboutXsiTypeWhitespace)) return undefined;
  const text = textOf();
  const prefixes = new Set<string>();
  const others = new Set<string>();
  for (const match of text.matchAll(DECLARATION)) (match[2] ?? match[3]) === XSI_NAMESPACE ? prefixes.add(match[1]!) : others.add(match[1]!);
  for (const prefix of prefixes) if (others.has(prefix)) return undefined;
  if (prefixes.size === 0) return undefined;
  const names = [...prefixes].map((prefix) => prefix.replace(/[.]/g, '\\.')).join('|');
  const attribute = new RegExp(`(\\s(?:${names}):type\\s*=\\s*)(["'])([^"'<]*)\\2`, 'g');
  let unsure = false;
  let changed = false;
  const rewritten = text.replace(attribute, (whole, head: string, quote: string, value: string) => {
    if (value.includes('&')) unsure = true;
    const inner = value.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
    if (inner === value) return whole;
    changed = true;
    const moved = value.slice(0, value.indexOf(inner)) + value.slice(value.indexOf(inner) + inner.length);
    return `${head}${quote}${inner}${quote}${moved}`;
  });
  return unsure || !changed ? undefined : rewritten;
}
