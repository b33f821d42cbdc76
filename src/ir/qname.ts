/**
 * Qualified names as `{namespace}local` strings: the one place that builds and splits them.
 * @see https://www.w3.org/TR/xml-names/#ns-qualnames
 * @example qname('http://www.decisiv.net/platform_api/0.1/Case/CaseTypes', 'breakdown')
 *   // '{http://www.decisiv.net/platform_api/0.1/Case/CaseTypes}breakdown'
 */
export type QName = string;

/** Builds `{namespace}local`; an empty namespace gives the bare local name. */
export function qname(namespace: string | undefined, local: string): QName {
  return namespace ? `{${namespace}}${local}` : local;
}

/** Splits a QName into its namespace ('' when unqualified) and local name. */
export function splitQName(name: QName): { namespace: string; local: string } {
  if (!name.startsWith('{')) return { namespace: '', local: name };
  const close = name.indexOf('}');
  return { namespace: name.slice(1, close), local: name.slice(close + 1) };
}

/** The local part of a QName. */
export function localName(name: QName): string {
  return splitQName(name).local;
}

/** The namespace part of a QName ('' when unqualified). */
export function namespaceOf(name: QName): string {
  return splitQName(name).namespace;
}

/**
 * A QName as a message shows it: its local name, or the whole `{namespace}local` where the
 * namespace differs from `near`'s (the name another QName of the message has).
 * @example shortName('{urn:x}RichType', '{urn:y}XRich') // '{urn:x}RichType'
 */
export function shortName(name: QName, near: QName): string {
  return namespaceOf(name) === namespaceOf(near) ? localName(name) : name;
}

/** The XML Schema namespace. */
export const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';
/** The XML Schema instance namespace (xsi:nil, xsi:type). */
export const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** Default namespace root of the deployed API (configurable with --ns-root). */
export const DEFAULT_NS_ROOT = 'http://www.decisiv.net/platform_api';

/**
 * An API namespace under any root, `<root>/<version>/Case/<Schema>`: groups 1 the root with its
 * slash, 2 the version, 3 the schema. For code that has no root to hand (the rule layer's
 * namespace filter; {@link parseApiNamespace} checks a known root).
 * @example API_NAMESPACE_SHAPE.exec('http://x/0.2/Case/VMRS')?.slice(1) // ['http://x/', '0.2', 'VMRS']
 */
export const API_NAMESPACE_SHAPE = /^(.*\/)([^/]+)\/Case\/([^/]+)$/;

/**
 * Parses an API namespace `<root>/<version>/Case/<SchemaName>` into its parts, or undefined
 * when the namespace does not have that shape under the given root.
 * @example parseApiNamespace('http://www.decisiv.net/platform_api/0.2/Case/VMRS')
 *   // { root: 'http://www.decisiv.net/platform_api', version: '0.2', schema: 'VMRS' }
 */
export function parseApiNamespace(
  namespace: string,
  root: string = DEFAULT_NS_ROOT,
): ApiNamespaceParts | undefined {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  if (!namespace.startsWith(prefix)) return undefined;
  // Asked once per element by migrate (a million times for a wide document): each answer is
  // kept, up to a bound a document of made-up namespaces cannot grow past.
  const key = `${prefix}\u0000${namespace}`;
  const known = PARSED.get(key);
  if (known !== undefined) return known ?? undefined;
  const parts = namespace.slice(prefix.length).split('/');
  const parsed = parts.length !== 3 || parts[1] !== 'Case' || !parts[0] || !parts[2] ? null : Object.freeze({ root: prefix.slice(0, -1), version: parts[0], schema: parts[2] });
  if (PARSED.size < PARSED_LIMIT) PARSED.set(key, parsed);
  return parsed ?? undefined;
}

/** The parts of an API namespace. */
export type ApiNamespaceParts = Readonly<{ root: string; version: string; schema: string }>;

const PARSED = new Map<string, ApiNamespaceParts | null>();
const PARSED_LIMIT = 4096;

/** Builds an API namespace `<root>/<version>/Case/<SchemaName>`. */
export function apiNamespace(version: string, schema: string, root: string = DEFAULT_NS_ROOT): string {
  return `${root.replace(/\/$/, '')}/${version}/Case/${schema}`;
}
