/**
 * The typed error catalog. Every user-facing failure is one of these kinds, with typed
 * properties and one message template each; stages prefix their kinds (Schema…, Descriptor…,
 * Emit…, Validate…, Cli…). The CLI prints `FleetcaseError`s without a stack trace and exits 2.
 */

/** Where in a file an error is. */
export interface ErrorLocation {
  file: string;
  line?: number;
  column?: number;
}

/** Kind -> the properties it carries. */
export interface ErrorKinds {
  SchemaFileMissing: {
    file: string;
    from?: string;
    /** How `from` reached the file: by `xs:include` or (the default) `xs:import`. */
    via?: 'import' | 'include';
  };
  /** A schema file that exists but cannot be read as one (a folder, a device, a FIFO, too large, refused by the system). */
  SchemaFileUnreadable: { file: string; from?: string; via?: 'import' | 'include'; detail: string };
  SchemaXmlMalformed: { file: string; line?: number; detail: string };
  SchemaUnsupportedConstruct: {
    file: string;
    line: number;
    construct: string;
    context?: string;
    /** Another file the refusal is about (a display path, shown from the working directory as `file` is): the file a chameleon include reaches. */
    other?: string;
  };
  SchemaUnresolvedReference: {
    file: string;
    line: number;
    kind: 'type' | 'element' | 'attribute' | 'group' | 'attributeGroup' | 'identityConstraint';
    name: string;
    /** Why it did not resolve, e.g. "namespace … is not imported by this schema". */
    hint?: string;
  };
  SchemaImportMismatch: { file: string; line: number; expected: string; actual: string };
  SchemaDuplicateDefinition: {
    file: string;
    line: number;
    /** The symbol space (XSD Part 1, 2.5) the name is defined twice in. @example 'element' */
    space?: 'type' | 'element' | 'attribute' | 'group' | 'attributeGroup' | 'identityConstraint';
    name: string;
    other: string;
    /** True when the two definitions are the same apart from place and documentation; false when they differ. */
    identical?: boolean;
    /**
     * Set when the two definitions come from two files of one namespace, every component of the
     * smaller one defined identically in the other: copies of one schema. `remove` names the
     * copy nothing imports or includes (`file`'s, `other`'s, or `either`); absent when both are
     * referenced. `larger` names the one that also defines `extra` components the other lacks
     * (a copy with additions): it is the one to keep.
     */
    copies?: { namespace: string; shared: number; remove?: 'file' | 'other' | 'either'; larger?: 'file' | 'other'; extra?: number };
  };
  SchemaInvalid: { file: string; line?: number; detail: string };
  DescriptorInvalid: { file: string; line?: number; detail: string };
  DescriptorUnknownReference: { file: string; line?: number; detail: string };
  GenerationUnknown: { generation: string; known: string[] };
  EmitFailed: { file: string; detail: string };
  CliUsage: { detail: string };
  ValidateEngineUnknown: { engine: string; known: string[] };
  ValidateEngineUnavailable: { engine: string; detail: string };
  ValidateConfigInvalid: { file: string; line?: number; column?: number; detail: string };
  ValidateNoFiles: {
    patterns: string[];
    cwd: string;
    /** What a folder given held instead of `*.xml`, with a glob that would take it. */
    note?: string;
  };
  IoError: { file: string; detail: string };
  ServeListenFailed: { host: string; port: number; detail: string };
  /** A document whose element paths are too many for `diff` to walk (types that reuse each other at every level). */
  DiffTooManyPaths: { schema: string; root: string; limit: number; /** The limit is the document's, over all its roots (`root` the one that reached it). */ document?: boolean };
}

export type ErrorKind = keyof ErrorKinds;

const MESSAGES: { [K in ErrorKind]: (p: ErrorKinds[K]) => string } = {
  SchemaFileMissing: (p) => `schema file not found: ${p.file}${p.from ? ` (${p.via === 'include' ? 'included' : 'imported'} from ${p.from})` : ''}`,
  SchemaFileUnreadable: (p) => `cannot read schema file ${p.file}: ${p.detail}${p.from ? ` (${p.via === 'include' ? 'included' : 'imported'} from ${p.from})` : ''}`,
  SchemaXmlMalformed: (p) => `${at(p)}: schema is not well-formed XML: ${p.detail}`,
  SchemaUnsupportedConstruct: (p) =>
    `${at(p)}: unsupported XSD construct <${p.construct}>${p.context ? ` in ${p.context}` : ''}; see README "Supported XSD subset"`,
  SchemaUnresolvedReference: (p) => `${at(p)}: cannot resolve ${p.kind} '${p.name}'${p.hint ? ` (${p.hint})` : ''}`,
  SchemaImportMismatch: (p) =>
    `${at(p)}: imported schema has targetNamespace '${p.actual}', import declares '${p.expected}'`,
  SchemaDuplicateDefinition: (p) =>
    `${at(p)}: ${p.space ? `${SPACE_WORDS[p.space]} ` : ''}'${p.name}' is defined twice (also at ${p.other}${p.copies ? '' : sameness(p.identical)})${p.copies ? copiesAdvice(p.file, p.other, p.copies) : ''}`,
  SchemaInvalid: (p) => `${at(p)}: ${p.detail}`,
  DescriptorInvalid: (p) => `${at(p)}: invalid endpoint descriptor: ${p.detail}`,
  DescriptorUnknownReference: (p) => `${at(p)}: ${p.detail}`,
  GenerationUnknown: (p) => `unknown generation '${p.generation}' (known: ${p.known.join(', ')})`,
  EmitFailed: (p) => `${p.file}: ${p.detail}`,
  CliUsage: (p) => p.detail,
  ValidateEngineUnknown: (p) => `unknown engine '${p.engine}' (known: ${p.known.join(', ')})`,
  ValidateEngineUnavailable: (p) => `validation engine '${p.engine}' is not available: ${p.detail}`,
  ValidateConfigInvalid: (p) => `${at(p)}${p.line && p.column ? `:${p.column}` : ''}: invalid config: ${p.detail}`,
  ValidateNoFiles: (p) =>
    `no file matched ${p.patterns.map((pattern) => `'${pattern}'`).join(', ') || '(no pattern given)'} in ${p.cwd}; ${p.note ?? 'give XML files, directories or globs'}`,
  IoError: (p) => `${p.file}: ${p.detail}`,
  ServeListenFailed: (p) => `cannot listen on ${p.host}:${p.port}: ${p.detail}`,
  DiffTooManyPaths: (p) =>
    p.document
      ? `${p.schema}: its root elements have more than ${p.limit.toLocaleString('en-US')} element paths in all, even with each walk stopping at the document's own root elements (<${p.root}> reached the limit); diff compares documents path by path and stops here`
      : `${p.schema}: the root element <${p.root}> has more than ${p.limit.toLocaleString('en-US')} element paths, even with each type walked at one path only; diff compares documents path by path and stops here`,
};

/** How a duplicate definition (and the versions summary, src/schema/map/duplicate-versions.ts) names its symbol space. */
export const SPACE_WORDS: Record<NonNullable<ErrorKinds['SchemaDuplicateDefinition']['space']>, string> = {
  type: 'type',
  element: 'element',
  attribute: 'attribute',
  group: 'group',
  attributeGroup: 'attribute group',
  identityConstraint: 'identity constraint',
};

function sameness(identical: boolean | undefined): string {
  if (identical === undefined) return '';
  return identical ? '; the two definitions are identical' : '; the two definitions differ';
}

/** What a duplicate definition adds when two files are copies of one schema: which to remove. */
function copiesAdvice(file: string, otherPlace: string, copies: NonNullable<ErrorKinds['SchemaDuplicateDefinition']['copies']>): string {
  const other = otherPlace.replace(/:\d+$/, '');
  const larger = copies.larger === 'file' ? file : copies.larger === 'other' ? other : undefined;
  const additions = larger ? `, ${larger} with ${copies.extra} more` : '';
  const what = `: both files declare namespace '${copies.namespace}' and define ${copies.shared} component${copies.shared === 1 ? '' : 's'} of the same names, identically (copies of one schema${additions})`;
  const unused = 'which no schema of the set imports or includes (it is loaded only as a file of the folder)';
  // A copy with additions is the one to keep: removing it would lose them.
  if (larger) {
    const smallerRole = copies.larger === 'file' ? 'other' : 'file';
    const smaller = smallerRole === 'file' ? file : other;
    const smallerUnused = copies.remove === 'either' || copies.remove === smallerRole;
    return smallerUnused ? `${what}; remove ${smaller}, ${unused}` : `${what}; keep ${larger} and point every import and include of ${smaller} at it`;
  }
  if (copies.remove === 'file') return `${what}; remove ${file}, ${unused}`;
  if (copies.remove === 'other') return `${what}; remove ${other}, ${unused}`;
  if (copies.remove === 'either') return `${what}; remove one of them (no schema of the set imports or includes either)`;
  return `${what}; keep one of them and point every import and include at it`;
}

function at(p: { file: string; line?: number }): string {
  return p.line ? `${p.file}:${p.line}` : p.file;
}

/** An expected, user-facing failure: printed as its message, never with a stack trace. */
export class FleetcaseError<K extends ErrorKind = ErrorKind> extends Error {
  readonly kind: K;
  readonly props: ErrorKinds[K];
  constructor(kind: K, props: ErrorKinds[K]) {
    super(MESSAGES[kind](props));
    this.name = 'FleetcaseError';
    this.kind = kind;
    this.props = props;
  }
}

/** Shorthand constructor. @example fail('SchemaFileMissing', { file: 'x.xsd' }) */
export function fail<K extends ErrorKind>(kind: K, props: ErrorKinds[K]): never {
  throw new FleetcaseError(kind, props);
}

/** True for an expected, user-facing failure. */
export function isFleetcaseError(error: unknown): error is FleetcaseError {
  return error instanceof FleetcaseError;
}
