/**
 * The XSD engine interface: one small contract so that libxml2-wasm, libxmljs2 and Xerces are
 * interchangeable. An engine validates a document that already passed the safe pre-parse
 * (no DOCTYPE, no undefined entity, bounded size and depth) against one XSD file, and reports
 * raw findings; mapping them to rule ids and element paths is the pipeline's job
 * (../xsd-findings.ts), so every engine is classified the same way.
 */
import type { XmlLimits } from '../../runtime/tree.js';
import type { RuleNode } from '../rules/types.js';

/** Names accepted by `--engine`. */
export const ENGINE_NAMES = ['libxml2', 'libxmljs2', 'xerces', 'both'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** The engine `fleetcase validate` uses when `--engine` is not given. */
export const DEFAULT_ENGINE: EngineName = 'libxml2';

/**
 * Engines a run spreads over worker threads. Not libxmljs2: its native addon is not
 * context-aware, so Node loads it in one thread per process ("Module did not self-register" in
 * the next); nor xerces, which waits on JVMs from this thread.
 */
export const WORKER_ENGINES: ReadonlySet<EngineName> = new Set(['libxml2']);

/** True when `name` is an engine name. */
export function isEngineName(name: string): name is EngineName {
  return (ENGINE_NAMES as readonly string[]).includes(name);
}

/**
 * One message of an engine about a document.
 * @example { engine: 'libxml2', level: 'error', message: "Element '{…}bogus': This element is not expected.", line: 12, column: 0, xpath: '/*\/*[3]' }
 */
export interface EngineFinding {
  /** The engine that said it (for `both`, tells the two opinions apart). */
  engine: 'libxml2' | 'libxmljs2' | 'xerces';
  /** `fatal`: the engine could not read the document at all (not well-formed for it). */
  level: 'warning' | 'error' | 'fatal';
  message: string;
  /** 1-based; 0 when the engine gave none. */
  line: number;
  column: number;
  /** libxml2's node path (`/*\/*[1]/ct:name`), when the engine knows the node. */
  xpath?: string;
}

/** A document parsed by the engine itself, read for the rule layer from that parse. */
export interface OwnParse {
  /** The document element's namespace URI ('' for none) and local name. */
  readonly namespace: string;
  readonly local: string;
  /** The rule layer's view of the document (positions unknown); valid until `dispose`. */
  view(): RuleNode;
  /**
   * Validates this parse against the XSD at an absolute path.
   * @throws FleetcaseError (SchemaInvalid) when the XSD itself cannot be compiled.
   */
  validate(xsdFile: string): EngineFinding[];
  /** Frees the parse. */
  dispose(): void;
}

/**
 * An XSD of a folder left out of the folder's schema because libxml2 cannot compile it (review
 * r13 opcua 1): content of its namespaces in a document of another XSD of the folder (under a
 * wildcard, an xsi:type) is then judged by no schema, and the pipeline says so.
 * @example { file: '/s/b.xsd', line: 4, detail: "Element '…element', attribute 'type': The QName value '{urn:c}Missing' does not resolve to a(n) type definition.", namespaces: new Set(['urn:b']) }
 */
export interface LeftOutSchema {
  /** The XSD of the folder left out (absolute). */
  file: string;
  /** Where and why libxml2 refuses it (the file may be one the XSD imports or includes). */
  failing: { file: string; line?: number; detail: string };
  /** The namespaces whose declarations only it (and what it reaches) holds. */
  namespaces: ReadonlySet<string>;
  /**
   * Set where nothing is left out but an import: `file` imports `namespaces` from this remote
   * location, never fetched, and no file of the set declares them.
   */
  unfetched?: string;
}

/** A compiled-schema validator. Schemas are compiled once per XSD file and cached. */
export interface XsdEngine {
  readonly name: EngineName;
  /** True when `validate` returns findings synchronously (libxml2, libxmljs2). */
  readonly sync: boolean;
  /**
   * Validates one document against the XSD at an absolute path.
   * @throws FleetcaseError (SchemaInvalid) when the XSD itself cannot be compiled.
   */
  validate(document: Uint8Array | string, xsdFile: string): EngineFinding[] | Promise<EngineFinding[]>;
  /**
   * Optional (libxml2): parses a document once and reads it for the rule layer from that parse,
   * so the pipeline can run the rules on it and validate the same parse. Undefined when the document
   * needs the full path: not well-formed for the engine, or a construct the tree reader does not
   * model. Only for documents the pipeline has found plain (../plain-document.ts).
   */
  parseOwn?(document: Uint8Array | string, limits: Required<XmlLimits>): OwnParse | undefined;
  /**
   * Optional: the XSDs of the folder of `xsdFile` left out of the schema its documents are
   * validated with, because they do not compile (compiling it first); empty for most folders.
   */
  leftOut?(xsdFile: string): readonly LeftOutSchema[];
  /** Compiles (and caches) a schema ahead of the first document. */
  prepare(xsdFile: string): void | Promise<void>;
  /** Releases compiled schemas. */
  close(): void;
}

/** Options shared by every engine. */
export interface EngineOptions {
  /** Folders XSD imports may be read from (libxml2 refuses everything else). */
  schemaRoots?: string[];
  /** Most Xerces JVMs running at once. @example 2 */
  concurrency?: number;
}
