/**
 * The attributes of the start tag the lexer just read, in reused parallel arrays (no object per
 * attribute), and their namespace processing: `xmlns` declarations bind prefixes, the other
 * attributes are resolved and must be unique by expanded name.
 * @see https://www.w3.org/TR/xml-names/#ns-decl and #uniqAttrs
 */
import type { DecodeErrorCode } from './errors.js';
import type { NamespaceScope } from './namespace-scope.js';
import { XMLNS_NAMESPACE, XML_NAMESPACE } from './names.js';

/** How a failure is raised (the lexer's `fail`, located at the current start tag). */
type Fail = (code: DecodeErrorCode, message: string) => never;

/** Attributes of one start tag; `isDecl[i]` marks an xmlns declaration. */
export class AttributeBuffer {
  count = 0;
  readonly raw: string[] = [];
  readonly prefix: string[] = [];
  readonly local: string[] = [];
  readonly namespace: string[] = [];
  readonly value: string[] = [];
  readonly isDecl: boolean[] = [];

  /** Stores attribute `index` as scanned (before namespace processing). */
  set(index: number, raw: string, value: string): void {
    this.raw[index] = raw;
    this.value[index] = value;
    this.isDecl[index] = raw === 'xmlns' || raw.startsWith('xmlns:');
  }

  /** Binds the declarations among the attributes in `scope` (the element's own scope level). */
  declare(scope: NamespaceScope, maxNamespaces: number, fail: Fail): void {
    for (let i = 0; i < this.count; i++) {
      if (!this.isDecl[i]) continue;
      const raw = this.raw[i]!;
      if (raw.length === 6) fail('xml-malformed', "'xmlns:' must be followed by a prefix");
      const prefix = raw.length === 5 ? '' : raw.slice(6);
      const uri = this.value[i]!;
      if (prefix !== '' && uri === '') {
        fail('xml-malformed', `namespace prefix '${prefix}' cannot be bound to an empty URI`);
      }
      const reserved = prefix === 'xmlns' || (prefix === 'xml') !== (uri === XML_NAMESPACE);
      if (reserved || uri === XMLNS_NAMESPACE) {
        fail('xml-malformed', `reserved namespace binding ${raw}="${uri}"`);
      }
      if (prefix.indexOf(':') !== -1)
        fail('xml-malformed', `'${raw}' is not a valid namespace declaration`);
      if (scope.count >= maxNamespaces) {
        fail(
          'attribute-limit',
          `more than the limit of ${maxNamespaces} namespace declarations in scope`,
        );
      }
      scope.bind(prefix, uri);
    }
  }

  /** Splits and resolves every attribute name, then checks uniqueness. */
  resolve(scope: NamespaceScope, fail: Fail): void {
    const n = this.count;
    for (let i = 0; i < n; i++) {
      const raw = this.raw[i]!;
      if (this.isDecl[i]) {
        this.prefix[i] = raw.length === 5 ? '' : 'xmlns';
        this.local[i] = raw.length === 5 ? 'xmlns' : raw.slice(6);
        this.namespace[i] = XMLNS_NAMESPACE;
        continue;
      }
      const colon = raw.indexOf(':');
      if (colon === -1) {
        this.prefix[i] = '';
        this.local[i] = raw;
        this.namespace[i] = ''; // unprefixed attributes are in no namespace
        continue;
      }
      if (colon === 0 || colon === raw.length - 1 || raw.indexOf(':', colon + 1) !== -1) {
        fail('xml-malformed', `'${raw}' is not a valid qualified attribute name`);
      }
      const prefix = raw.slice(0, colon);
      this.prefix[i] = prefix;
      this.local[i] = raw.slice(colon + 1);
      this.namespace[i] = resolvePrefix(scope, prefix, raw, fail);
    }
    if (n > 1) this.checkUnique(fail);
  }

  private checkUnique(fail: Fail): void {
    const seen = new Set<string>();
    for (let i = 0; i < this.count; i++) {
      const key = this.isDecl[i] ? this.raw[i]! : `{${this.namespace[i]}}${this.local[i]}`;
      if (seen.has(key)) fail('xml-malformed', `attribute ${this.raw[i]} is given twice`);
      seen.add(key);
    }
  }
}

/** The URI of a prefix in scope (`xml` is predeclared), or a `namespace-undeclared` failure. */
export function resolvePrefix(
  scope: NamespaceScope,
  prefix: string,
  raw: string,
  fail: Fail,
): string {
  if (prefix === 'xml') return XML_NAMESPACE;
  const uri = scope.lookup(prefix);
  if (uri === undefined) {
    fail(
      'namespace-undeclared',
      `prefix '${prefix}' of '${raw}' is not declared (no xmlns:${prefix} in scope)`,
    );
  }
  return uri;
}
