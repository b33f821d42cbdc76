/**
 * Checks of the validation pipeline itself, next to the rule registry (./rules): the safe
 * parse (one id per way a document can be broken or hostile, from src/runtime), the namespace
 * and generation step, the endpoint step, the XSD engines and file input. Like rules, each has
 * an id, a severity set here, a doc line (listed by `fleetcase rules`, and as SARIF rule
 * descriptions) and a message table keyed by id.
 */
import { generationPhrase } from '../generation-phrase.js';
import type { XmlErrorCode } from '../runtime/tree.js';
import { DOCTYPE_KIND_DOCS } from './doctype-kind.js';
import type { Issue, Severity } from './issue.js';

/** One pipeline check. */
export interface PipelineCheck {
  id: string;
  /** The pipeline step that reports it. */
  stage: 'input' | 'parse' | 'namespace' | 'endpoint' | 'xsd' | 'engine';
  severity: Severity;
  doc: string;
}

const PARSE_DOCS: Record<XmlErrorCode, string> = {
  'xml-empty': 'The file is empty or holds only whitespace.',
  'xml-malformed': 'The document is not well-formed XML (XML 1.0 section 2.1).',
  'xml-truncated': 'The document ends before its root element is closed.',
  'xml-binary': 'The file is not text: it holds control bytes XML never allows (the message gives the offset of the first one).',
  'encoding-invalid-utf8': 'The bytes are not valid UTF-8 (the API is UTF-8 only, SPEC.md Conventions 1).',
  'encoding-unsupported': 'The document is in another encoding than UTF-8 (for example UTF-16 with a byte order mark).',
  'doctype-forbidden':
    'The document has a DOCTYPE (one that is none of the attacks below: those have their own ids). Refused before anything is read: the API takes no DTD.',
  'entity-undefined': 'An entity reference other than the five predefined ones and character references.',
  'depth-limit': 'Elements nest deeper than the limit (default 256).',
  'size-limit':
    'The document is larger than the limit (default 64 MiB; validate --max-bytes raises it), has more elements than the limit (default 2 000 000, raised in proportion by --max-bytes), or a name longer than 50 000 characters. Such a document is not checked (it is reported, and fails the run, without a verdict on its content).',
  'text-limit': 'A single text node, attribute value, namespace name, comment, CDATA section or processing instruction is longer than the limit (default 10 000 000 characters).',
  'attribute-limit': 'An element has more attributes than the limit (default 256), or more namespace declarations are in scope than the limit (default 128).',
  'namespace-undeclared': 'A prefix is used without a namespace declaration in scope.',
};

// A refused DOCTYPE is reported by what it tried (./doctype-kind.ts), next to doctype-forbidden.
const PARSE_CHECKS: PipelineCheck[] = [
  ...Object.entries(PARSE_DOCS),
  ...Object.entries(DOCTYPE_KIND_DOCS),
].map(([id, doc]) => ({ id, stage: 'parse', severity: 'error', doc }));

/** Every pipeline check, in pipeline order. */
export const PIPELINE_CHECKS: readonly PipelineCheck[] = [
  { id: 'file-unreadable', stage: 'input', severity: 'error', doc: 'The file cannot be read (permissions, a directory, vanished while running).' },
  ...PARSE_CHECKS,
  {
    id: 'unknown-namespace',
    stage: 'namespace',
    severity: 'error',
    doc: 'The root element\'s namespace is not `<root>/<version>/Case/<Schema>` of any schema of any generation (DESIGN.md "Generations").',
  },
  {
    id: 'root-undeclared',
    stage: 'namespace',
    severity: 'error',
    doc: 'The document has no namespace and no XSD of the `--schemas` set without a targetNamespace declares its root element as a global element (itself or through its includes); such a document is checked against the one that does.',
  },
  {
    id: 'root-not-document',
    stage: 'namespace',
    severity: 'error',
    doc: 'The document element is in the namespace of a helper schema (CaseTypes, GroupedUser, EstimateItemTypes, AdditionalCharges, VMRS, Salesman, Department, ProgramType): those elements appear inside documents, never as one (API-FACTS.md "Root elements").',
  },
  {
    id: 'version-mismatch',
    stage: 'namespace',
    severity: 'error',
    doc: 'With --generation G (or a config entry), the document\'s namespace (or, without one, the no-namespace XSD declaring its root) belongs to other generations than G.',
  },
  {
    id: 'namespace-ambiguous',
    stage: 'namespace',
    severity: 'error',
    doc: 'Two different XSD files of the schemas folder declare the document\'s namespace (versions of a schema that kept it, in two generation folders of a `--schemas` set, or several files of one folder), or, for a document without a namespace, two XSDs without a targetNamespace declare its root element, and neither the root element (declared by only one of them) nor the root\'s `xsi:schemaLocation` / `xsi:noNamespaceSchemaLocation` (naming one of them by file name) picks one: --generation (or a config entry) names it where the files are in different generations; files of one folder are named by that attribute, or put in folders of their own.',
  },
  {
    id: 'endpoint-unknown',
    stage: 'endpoint',
    severity: 'error',
    doc: 'The endpoint named by --endpoint (or the config) does not exist in the document\'s generation.',
  },
  {
    id: 'endpoint-mismatch',
    stage: 'endpoint',
    severity: 'error',
    doc: 'The endpoint neither takes this document (its request body is another schema or root element; an update takes one `item`, not `items`) nor answers with it (its responses and error documents).',
  },
  {
    id: 'xsd-missing-element',
    stage: 'xsd',
    severity: 'error',
    doc: 'XSD validation: a required child element is absent (XSD Part 1, cvc-complex-type 2.4).',
  },
  {
    id: 'xsd-unexpected-element',
    stage: 'xsd',
    severity: 'error',
    doc: 'XSD validation: an element the content model does not allow there, or an undeclared root (cvc-complex-type 2.4, cvc-elt 1).',
  },
  {
    id: 'xsd-invalid-value',
    stage: 'xsd',
    severity: 'error',
    doc: 'XSD validation: a value outside its simple type (lexical form, pattern, enumeration, digits, bounds; cvc-datatype-valid, cvc-type 3.1.3).',
  },
  { id: 'xsd-invalid', stage: 'xsd', severity: 'error', doc: 'XSD validation: any other schema violation (attributes, xsi:nil, mixed content).' },
  {
    id: 'namespace-unchecked',
    stage: 'xsd',
    severity: 'error',
    doc: 'A `--schemas` folder holds an XSD that does not compile, so it is left out of the folder\'s schema (the other XSDs are still checked together), or the schema imports a namespace from a remote location that is never fetched and no file of the folder declares; and the document holds content of that namespace (an element or attribute under a wildcard, an xsi:type naming its type) that no schema then judged. Fix that XSD (the message names it, where and why it is refused), move it out of the folder, or put a copy of the imported schema in the folder.',
  },
  {
    id: 'engine-disagreement',
    stage: 'engine',
    severity: 'error',
    doc: '--engine both: libxml2 and Xerces disagree about an element (one reports a violation, the other none).',
  },
];

const BY_ID = new Map(PIPELINE_CHECKS.map((check) => [check.id, check]));

/** The check of that id, or undefined. */
export function pipelineCheck(id: string): PipelineCheck | undefined {
  return BY_ID.get(id);
}

/** A value from the document, cut short for a message (a namespace URI may be a megabyte long). */
function shortened(text: string, max = 200): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

/** Message templates of the checks whose messages the pipeline builds (others come from the parser or engine). */
export const PIPELINE_MESSAGES = {
  'file-unreadable': (a: { detail: string }) => `cannot read the file: ${a.detail}`,
  'unknown-namespace': (a: { namespace: string; detail: string }) =>
    a.namespace ? `unknown namespace '${shortened(a.namespace)}': ${a.detail}` : `the root element has no namespace; ${a.detail}`,
  'root-undeclared': (a: { root: string; files: string }) =>
    `the root element <${shortened(a.root)}> has no namespace and no XSD of the set declares it (the set's XSDs without a targetNamespace: ${a.files})`,
  'root-not-document': (a: { schema: string; version: string; root: string }) =>
    `<${a.root}> is in the namespace of ${a.schema} ${a.version}, a helper schema whose elements appear inside documents; no document starts with it`,
  'version-mismatch': (a: { schema: string; version: string; generations: string; requested: string; expected: string; root?: string }) =>
    a.root !== undefined
      ? `no XSD of generation ${a.requested} declares the root element <${shortened(a.root)}> (no namespace); ${a.schema} does (generation${a.generations.includes(',') ? 's' : ''} ${a.generations})`
      : `the document is ${a.schema} ${a.version} (generation${a.generations.includes(',') ? 's' : ''} ${a.generations}), not generation ${a.requested}${a.expected ? `, which uses the namespace '${a.expected}'` : `, which has no ${a.schema}`}`,
  'namespace-ambiguous': (a: { namespace: string; files: string; generation?: string; root?: string; deciding?: string }) => {
    const subject =
      a.root === undefined
        ? `the namespace '${shortened(a.namespace)}'`
        : `the root element <${shortened(a.root)}> ${a.namespace ? `of the namespace '${shortened(a.namespace)}'` : '(no namespace)'}`;
    // --generation only where a generation tells the files apart; files of one folder never are.
    const naming = a.namespace ? `xsi:schemaLocation="${shortened(a.namespace)} <file>.xsd"` : 'xsi:noNamespaceSchemaLocation="<file>.xsd"';
    const advice =
      a.deciding !== undefined
        ? `give --generation (${a.deciding}) to choose which one the document is checked against, or name its file with ${naming} on the root element`
        : `name the one the document is checked against with ${naming} on the root element, or put each XSD in a folder of its own and give that folder to --schemas`;
    return a.generation === undefined
      ? `${subject} is declared by different files: ${a.files}; ${advice}`
      : `${subject} is declared by several files of ${generationPhrase(a.generation)}: ${a.files}; ${advice}`;
  },
  'endpoint-unknown': (a: { endpoint: string; generation: string }) => `endpoint '${a.endpoint}' does not exist in generation ${a.generation}`,
  'namespace-unchecked': (a: { use: string; namespace: string; file: string; failing: string; detail: string; unfetched?: string }) =>
    a.unfetched === undefined
      ? `${a.use} in the namespace '${shortened(a.namespace)}' of ${a.file}, which is left out of the folder's schema because it does not compile (${a.failing}: ${shortened(a.detail, 400)}): that content is not checked`
      : `${a.use} in the namespace '${shortened(a.namespace)}', which ${a.file} imports from ${shortened(a.unfetched)}: a remote schemaLocation is never fetched, and no file of the set declares that namespace, so that content is not checked (put a copy of that schema in the folder)`,
  'engine-disagreement': (a: { reporter: string; silent: string; message: string }) =>
    `${a.reporter} reports an error that ${a.silent} does not: ${a.message}`,
} as const;

/** Builds an issue of a pipeline check (severity from the registry). */
export function pipelineIssue(id: string, message: string, at: { path?: string; line?: number; column?: number } = {}): Issue {
  return {
    rule: id,
    severity: BY_ID.get(id)?.severity ?? 'error',
    message,
    path: at.path ?? '',
    line: at.line ?? 0,
    column: at.column ?? 0,
  };
}
