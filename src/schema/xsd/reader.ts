/**
 * Shared helpers of the XSD reader: source locations, refusals, child dispatch that refuses
 * every child it does not handle, attribute checks, QName and occurrence parsing, documentation.
 * Every reader function calls {@link eachChild} and {@link checkAttributes}, which is how "never
 * a silently skipped construct" is enforced in one place.
 */
import { fail, isFleetcaseError } from '../../errors.js';
import { XSD_NAMESPACE } from '../../ir/qname.js';
import { recoverInvalid, refuse, reportInvalid as reportSchemaInvalid, SchemaErrors } from '../refusals.js';
import type { XsdBlock, XsdFinal, XsdForm, XsdName, XsdOccurs, XsdSource } from './model.js';
import { XML_NAMESPACE } from './xml-namespace.js';
import type { XsdXmlNode } from './xml-tree.js';
import { forbiddenAttribute, type XsdPlace } from './xsd-attributes.js';
import { isXsdElementName, xsdAllowsChild, xsdChildPlace, xsdChildrenOf } from './xsd-children.js';

/** What every reader function gets: the display path of the file being read. */
export interface ReadContext {
  file: string;
  /**
   * The namespace a chameleon include gives this document (it has no targetNamespace and is
   * included by a schema that has one): its components and every QName reference to no
   * namespace take it on (XSD Part 1, 4.2.1).
   */
  chameleon?: string;
  /** The schema document's `blockDefault`, resolved (./block.ts): what `block` falls back to. */
  blockDefault?: readonly XsdBlock[];
  /** The schema document's `finalDefault`, resolved (./final.ts): what `final` falls back to. */
  finalDefault?: readonly XsdFinal[];
}

/**
 * Attributes checkAttributes passes (where XSD allows them) without the caller naming them: `id`
 * and the schema's `version` label, which cannot change the shape of instance documents, and the
 * derivation controls, which the definitions read on their own: `block` and `blockDefault` (./block.ts) narrow substitution
 * groups and, on a complex type, the types an xsi:type may name (an element's `block` of
 * xsi:type derivations is left unapplied); `final` and `finalDefault` (./final.ts) forbid
 * derivations, checked when the schema is assembled.
 */
const IGNORED_ATTRIBUTES = new Set(['id', 'block', 'final', 'blockDefault', 'finalDefault', 'version']);

/** The location of a node. */
export function sourceOf(node: XsdXmlNode, context: ReadContext): XsdSource {
  return { file: context.file, line: node.line };
}

/** `xs:element "case"`, `xs:sequence`: how errors name a construct. */
export function describe(node: XsdXmlNode): string {
  const name = node.attributes.get('name') ?? node.attributes.get('ref');
  return name === undefined ? `xs:${node.local}` : `xs:${node.local} "${name}"`;
}

/**
 * Refuses a construct outside the supported subset (SchemaUnsupportedConstruct, ../refusals.ts):
 * the caller leaves it out and reads on, so that one run names every such construct.
 */
export function unsupported(node: XsdXmlNode, context: ReadContext, construct: string, where?: string): void {
  refuse({
    file: context.file,
    line: node.line,
    construct,
    ...(where ? { context: where } : {}),
  });
}

/** Reports an XSD that breaks XML Schema's own rules (SchemaInvalid), stopping the component. */
export function invalid(node: XsdXmlNode, context: ReadContext, detail: string): never {
  return fail('SchemaInvalid', { file: context.file, line: node.line, detail });
}

/**
 * Reports an XSD that breaks XML Schema's own rules (SchemaInvalid, ../refusals.ts) where the
 * reader can go on (the part is left out, or read as written): one run names every such error.
 */
export function reportInvalid(node: XsdXmlNode, context: ReadContext, detail: string): void {
  reportSchemaInvalid({ file: context.file, line: node.line, detail });
}

/**
 * Dispatches the XSD children of `node` to `handlers` by local name. `xs:annotation` is skipped
 * (read by {@link readDoc}); any other child without a handler, any non-XSD element and any
 * non-blank text is refused. A child whose handler meets a schema error does not stop the
 * others: each sibling is still read, so every error among them is reported (three local
 * elements of one sequence each with both `name` and `ref`: three lines, as xmllint lists them),
 * and then the first is thrown on, leaving `node` out as before.
 */
export function eachChild(
  node: XsdXmlNode,
  context: ReadContext,
  handlers: Readonly<Record<string, (child: XsdXmlNode) => void>>,
): void {
  if (node.text.trim() !== '') reportInvalid(node, context, `unexpected text inside <${describe(node)}>`);
  const faults: unknown[] = [];
  // The furthest place taken so far, and by which child (XML Schema orders an element's children).
  let furthest: { place: number; local: string } | undefined;
  for (const child of node.children) {
    if (child.namespace !== XSD_NAMESPACE) {
      const name = child.prefix ? `${child.prefix}:${child.local}` : child.local;
      unsupported(child, context, name, describe(node));
      continue;
    }
    const place = xsdChildPlace(node.local, child.local);
    if (place !== undefined) {
      if (furthest && place < furthest.place) reportInvalid(child, context, `in <${describe(node)}>, xs:${child.local} must come before xs:${furthest.local} (XML Schema orders the children of xs:${node.local})`);
      else furthest = { place, local: child.local };
    }
    if (child.local === 'annotation') continue;
    const handler = Object.hasOwn(handlers, child.local) ? handlers[child.local] : undefined;
    if (handler) {
      try {
        handler(child);
      } catch (error) {
        if (!isFleetcaseError(error) || error.kind !== 'SchemaInvalid' || error instanceof SchemaErrors) throw error;
        faults.push(error);
      }
    } else if (xsdAllowsChild(node.local, child.local)) unsupported(child, context, `xs:${child.local}`, describe(node));
    else reportInvalid(child, context, notAllowedHere(node, child));
  }
  if (faults.length === 0) return;
  // Recorded in a collecting load (the caller's recovery records the first again: one line, as
  // duplicates are dropped); outside one, the first is thrown right here.
  for (const fault of faults) recoverInvalid(() => { throw fault; });
  throw faults[0];
}

/**
 * Why `child` cannot stand in `node` (XML Schema allows it nowhere, or not there): a schema
 * error, which is not to be mistaken for valid XSD that the subset lacks.
 */
function notAllowedHere(node: XsdXmlNode, child: XsdXmlNode): string {
  if (!isXsdElementName(child.local)) return `xs:${child.local} is no element of XML Schema (in <${describe(node)}>)`;
  const allowed = xsdChildrenOf(node.local);
  const wrap = node.local === 'element' && !xsdAllowsChild('element', child.local) && xsdAllowsChild('complexType', child.local);
  return `<${describe(node)}> cannot contain xs:${child.local}${wrap ? '; wrap the content model in an xs:complexType' : ''}${allowed ? ` (XML Schema allows ${allowed} there)` : ''}`;
}

/**
 * Refuses unqualified attributes outside `handled` (and the harmless ones above). Attributes in
 * other namespaces are annotations by XSD's rules (Part 1, 3.x "{attributes}") and are ignored.
 * Given the node's `place`, an attribute XML Schema allows on the element elsewhere but not
 * there (`use` on a top-level xs:attribute) is reported as a schema error (./xsd-attributes.ts),
 * as xmllint does, rather than refused as outside the subset.
 */
export function checkAttributes(node: XsdXmlNode, context: ReadContext, handled: readonly string[], place?: XsdPlace): void {
  for (const [name, value] of node.attributes) {
    const forbidden = place && forbiddenAttribute(node.local, place, name, IGNORED_ATTRIBUTES.has(name));
    if (forbidden) reportInvalid(node, context, `<${describe(node)}>: ${forbidden.replace(name, `${name}="${value}"`)}`);
    else if (handled.includes(name) || IGNORED_ATTRIBUTES.has(name)) continue;
    else unsupported(node, context, `xs:${node.local} ${name}="${value}"`);
  }
}

/** Resolves a QName-valued attribute (`type`, `ref`, `base`) against the node's bindings. */
export function readQName(node: XsdXmlNode, context: ReadContext, attribute: string): XsdName | undefined {
  const value = node.attributes.get(attribute)?.trim();
  if (value === undefined) return undefined;
  return readQNameValue(node, context, attribute, value);
}

/** Resolves one QName `value` (e.g. a token of `memberTypes`) against the node's bindings. */
export function readQNameValue(node: XsdXmlNode, context: ReadContext, attribute: string, value: string): XsdName {
  const colon = value.indexOf(':');
  const prefix = colon < 0 ? '' : value.slice(0, colon);
  const local = colon < 0 ? value : value.slice(colon + 1);
  const namespace = prefix === '' ? (node.scope.get('') ?? '') : namespaceOfPrefix(node, prefix);
  if (namespace === undefined) unboundPrefix(node, context, `${attribute}="${value}"`, prefix);
  // A chameleon's references to no namespace are references to its includer's components.
  return { namespace: namespace === '' && context.chameleon !== undefined ? context.chameleon : namespace, local };
}

/**
 * The namespace a non-empty `prefix` is bound to where `node` stands, for every prefixed name in
 * a schema attribute value (QNames, identity-constraint XPaths). `xml` is bound by definition in
 * every document, declared or not.
 */
export function namespaceOfPrefix(node: XsdXmlNode, prefix: string): string | undefined {
  return prefix === 'xml' ? XML_NAMESPACE : node.scope.get(prefix);
}

/**
 * Reports a prefix no namespace declaration binds (SchemaInvalid), naming the construct and the
 * attribute that uses it: `xs:element "e": type="q:T": prefix 'q' is not bound…`.
 */
export function unboundPrefix(node: XsdXmlNode, context: ReadContext, written: string, prefix: string, where?: XsdXmlNode): never {
  const construct = where ? `${describe(node)} in ${describe(where)}` : describe(node);
  return invalid(
    node,
    context,
    `${construct}: ${written}: prefix '${prefix}' is not bound to a namespace; declare xmlns:${prefix}="…" on the xs:schema (only 'xml' needs no declaration)`,
  );
}

/** minOccurs / maxOccurs (Part 1, 3.9.2), defaults 1. */
export function readOccurs(node: XsdXmlNode, context: ReadContext): XsdOccurs {
  const minText = node.attributes.get('minOccurs');
  const maxText = node.attributes.get('maxOccurs');
  const min = minText === undefined ? 1 : readCount(node, context, 'minOccurs', minText, MOST_OCCURS.minOccurs);
  const max = maxText === undefined ? 1 : maxText.trim() === 'unbounded' ? 'unbounded' : readCount(node, context, 'maxOccurs', maxText, MOST_OCCURS.maxOccurs);
  if (max !== 'unbounded' && max < min) reportInvalid(node, context, `maxOccurs (${max}) is less than minOccurs (${min})`);
  return { min, max };
}

/**
 * The largest occurrence counts the XSD engines of `validate` compile (XSD sets none): libxml2
 * takes a maxOccurs up to 2^30, Xerces counts up to 2^31 - 1. A larger one was generated, and
 * no document could then be validated against the set (review r25 hostilexsd M1).
 */
const MOST_OCCURS = { minOccurs: 2 ** 31 - 1, maxOccurs: 2 ** 30 } as const;

/**
 * A non-negative integer attribute, at most `most` (1, XSD's default count, after reporting one
 * that is not).
 */
export function readCount(node: XsdXmlNode, context: ReadContext, attribute: string, text: string, most = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim();
  if (!/^\+?\d+$/.test(trimmed)) {
    reportInvalid(node, context, `${attribute}="${text}" is not a non-negative integer`);
    return 1;
  }
  const count = Number(trimmed);
  if (count <= most) return count;
  const said = attribute === 'maxOccurs' ? 'the most libxml2 and Xerces take; write maxOccurs="unbounded"' : 'the most Xerces takes';
  reportInvalid(node, context, `${attribute}="${trimmed}" is above ${most}, ${said}`);
  return most;
}

/** An xs:boolean attribute. */
export function readBoolean(node: XsdXmlNode, context: ReadContext, attribute: string, fallback: boolean): boolean {
  const value = node.attributes.get(attribute)?.trim();
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  reportInvalid(node, context, `${attribute}="${value}" is not a boolean`);
  return fallback;
}

/** `form`, `elementFormDefault`, `attributeFormDefault`. */
export function readForm(node: XsdXmlNode, context: ReadContext, attribute: string): XsdForm | undefined {
  const value = node.attributes.get(attribute)?.trim();
  if (value === undefined) return undefined;
  if (value === 'qualified' || value === 'unqualified') return value;
  reportInvalid(node, context, `${attribute}="${value}" must be "qualified" or "unqualified"`);
  return undefined;
}

/**
 * The text of the node's `xs:annotation/xs:documentation` children, trimmed line by line.
 * `xs:appinfo` is machine-oriented information for other tools; fleetcase has no use for it.
 */
export function readDoc(node: XsdXmlNode, context: ReadContext): string | undefined {
  const parts: string[] = [];
  for (const child of node.children) {
    if (child.namespace !== XSD_NAMESPACE || child.local !== 'annotation') continue;
    eachChild(child, context, {
      documentation: (documentation) => {
        const text = (documentation.content ?? '')
          .split('\n')
          .map((line) => line.trim())
          .join('\n')
          .trim();
        if (text) parts.push(text);
      },
      appinfo: () => undefined,
    });
  }
  return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** Spread helper: `{ ...optional('doc', value) }` adds the key only when the value is defined. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
