/**
 * The per-document path of the libxml2 engine, one level below libxml2-wasm's object API: the
 * same libxml2 calls `XmlDocument.fromBuffer` + `XsdValidator.validate` + `dispose` make
 * (xmlCtxtReadMemory, xmlSchemaValidateDoc, xmlFreeDoc, and the library's error collector, whose
 * node paths stay linear here on thousands of errors: `pathCollector`), without
 * the wrapper objects around them (a WeakRef and a FinalizationRegistry entry per document, a
 * parser context and an error slot per call). That is ~15% of the engine's time per document.
 *
 * The parser context is reused for a bounded number of documents (libxml2 resets it on every read;
 * its name dictionary would otherwise grow for the life of the thread). Same parse options, same
 * error details (level, line, column, node path), same verdicts as the object API; when the
 * library's internals do not have the expected shape, `directPath()` returns undefined and the
 * engine keeps to the object API.
 */
import * as internals from 'libxml2-wasm/lib/libxml2.mjs';
import type { ErrorDetail, XsdValidator } from 'libxml2-wasm';
import { NodePaths } from './libxml2-node-path.js';
import { isNamespaceNote } from './libxml2-namespace-notes.js';

/**
 * libxml2 stopped validating with an internal error (a negative result): its schema holds
 * something it compiled but cannot run, such as a pattern naming no Unicode block. `details`
 * are its messages ("Internal error: xmlSchemaValidateFacets, validating against a pattern facet").
 */
export class Libxml2InternalError extends Error {
  constructor(readonly details: ErrorDetail[]) {
    super('libxml2: invalid input or internal error while validating');
    this.name = 'Libxml2InternalError';
  }
}

/** Documents parsed with one parser context before it is replaced. */
const CONTEXT_REUSE = 256;
/**
 * Diagnostics of one call that get their node path from libxml2 (xmlGetNodePath). It counts the
 * node's siblings at every level, so 20 000 errors among 20 000 items took 20 s; past this many,
 * the path is worked out by ./libxml2-node-path.ts, one pass per parent.
 */
const NODE_PATHS_PER_CALL = 256;
/** libxml2 xmlErrorLevel XML_ERR_ERROR: at or above, a parse diagnostic is a failure. */
const XML_ERR_ERROR = 2;

/** What one document gave: `fatal` when libxml2 could not parse it; the diagnostics (none when valid). */
export interface DirectOutcome {
  fatal: boolean;
  details: ErrorDetail[];
}

/** A parse: the document pointer (0 when libxml2 could not parse it) and, when fatal, why. */
export interface DirectParse {
  doc: number;
  fatal: boolean;
  details: ErrorDetail[];
}

/** Parses and validates documents against compiled schemas through libxml2's C API. */
export interface DirectPath {
  /** Parses `document` with `options` and validates it with `validator`; details copied out. */
  run(validator: XsdValidator, document: Uint8Array | string, options: number): DirectOutcome;
  /** Parses only; a document that is not fatal must be given to `free` (or `validateDoc`'s caller frees it). */
  parse(document: Uint8Array | string, options: number): DirectParse;
  /** Validates a parsed document (it stays the caller's to free). */
  validateDoc(validator: XsdValidator, doc: number): DirectOutcome;
  /** Frees the validation context kept for `validator` (call before disposing of it). */
  release(validator: XsdValidator): void;
  /** Frees a parsed document. */
  free(doc: number): void;
  /**
   * Changes whenever the parser context, and with it the name dictionary every element and
   * attribute name of a parse points into, is replaced: names read by pointer are valid for one epoch.
   */
  readonly epoch: number;
}

/** The schema pointer of a compiled validator (an internal field of libxml2-wasm's wrapper). */
function schemaPointer(validator: XsdValidator): number {
  const pointer = (validator as unknown as { _ptr?: unknown })._ptr;
  if (typeof pointer !== 'number' || pointer === 0) throw new Error('libxml2-wasm: compiled schema has no pointer');
  return pointer;
}

/** Emscripten's `addFunction`: libxml2-wasm exports it, its type declarations do not. */
const addFunction = (internals as unknown as { addFunction?: (fn: (index: number, err: number) => void, signature: string) => number }).addFunction;

function available(): boolean {
  const needed = [
    internals.xmlNewParserCtxt,
    internals.xmlFreeParserCtxt,
    internals.xmlCtxtSetErrorHandler,
    internals.xmlReadMemory,
    internals.xmlReadString,
    internals.xmlFreeDoc,
    internals.xmlSchemaNewValidCtxt,
    internals.xmlSchemaSetValidStructuredErrors,
    internals.xmlSchemaValidateDoc,
    internals.xmlSchemaFreeValidCtxt,
  ];
  const errorFields = ['message', 'level', 'file', 'line', 'col', 'node'] as const;
  return (
    needed.every((fn) => typeof fn === 'function') &&
    typeof internals.error?.storage?.allocate === 'function' &&
    typeof addFunction === 'function' &&
    typeof internals.xmlGetNodePath === 'function' &&
    errorFields.every((field) => typeof internals.XmlErrorStruct?.[field] === 'function')
  );
}

let shared: DirectPath | undefined | null = null;

/** The direct path for this thread, or undefined when the library's internals differ. */
export function directPath(): DirectPath | undefined {
  if (shared === null) shared = available() ? createDirectPath() : undefined;
  return shared;
}

/**
 * libxml2-wasm's error collector (the same details: message, level, line, column, file, node
 * path), except that past NODE_PATHS_PER_CALL diagnostics since `reset` the node path is
 * ./libxml2-node-path.ts's rather than libxml2's.
 */
function pathCollector(epoch: () => number): { pointer: number; reset(): void; dropped(): number } {
  const { XmlErrorStruct, error } = internals;
  let count = 0;
  let paths: NodePaths | undefined;
  const pointer = addFunction!((index: number, err: number) => {
    // Past the cap the rest are counted, not kept: 6.4 million findings of one 55 MB document
    // ran V8 out of memory (review r21 scale H2).
    if (count >= MAX_DETAILS_PER_CALL) {
      count++;
      return;
    }
    const detail: ErrorDetail = { message: XmlErrorStruct.message(err), level: XmlErrorStruct.level(err), line: XmlErrorStruct.line(err), col: XmlErrorStruct.col(err) };
    const file = XmlErrorStruct.file(err);
    if (file != null) detail.file = file;
    const node = XmlErrorStruct.node(err);
    const xpath = count++ < NODE_PATHS_PER_CALL ? internals.xmlGetNodePath(node) : (paths ??= new NodePaths(epoch())).of(node);
    if (xpath != null) detail.xpath = xpath;
    error.storage.get(index)!.push(detail);
  }, 'vii');
  return {
    pointer,
    reset: () => {
      count = 0;
      paths = undefined;
    },
    dropped: () => Math.max(0, count - MAX_DETAILS_PER_CALL),
  };
}

/** The most diagnostics of one call kept in full; the rest are only counted (`withDropped`). */
export const MAX_DETAILS_PER_CALL = 100_000;

/** The details of a call, with one more saying how many past the cap were not kept. */
function withDropped(details: ErrorDetail[], dropped: number): ErrorDetail[] {
  if (dropped === 0) return details;
  const message = `${dropped} more findings of this document are not listed (the first ${MAX_DETAILS_PER_CALL} are)`;
  return [...details, { message, level: 2, line: 0, col: 0 }];
}

function createDirectPath(): DirectPath {
  const { error } = internals;
  // One error slot for the life of the thread: emptied before each call, copied out after.
  const slot = error.storage.allocate([]);
  const collector = pathCollector(() => epoch);
  /** The slot's details, emptied for a new call. */
  const freshDetails = (): ErrorDetail[] => {
    collector.reset();
    const details = error.storage.get(slot)!;
    details.length = 0;
    return details;
  };
  // One validation context per compiled schema, for the life of the schema: libxml2 resets a
  // context at the start of each validation and clears it at the end (xmlSchemaPreRun,
  // xmlSchemaPostRun), so it is reused rather than allocated per document (~2% per document).
  const contexts = new WeakMap<XsdValidator, number>();
  let parser = 0;
  let uses = 0;
  let epoch = 0;

  function parserContext(): number {
    if (parser !== 0 && uses < CONTEXT_REUSE) {
      uses++;
      return parser;
    }
    if (parser !== 0) internals.xmlFreeParserCtxt(parser);
    parser = internals.xmlNewParserCtxt();
    epoch++;
    if (parser === 0) throw new Error('libxml2: cannot allocate a parser context');
    internals.xmlCtxtSetErrorHandler(parser, collector.pointer, slot);
    uses = 1;
    return parser;
  }

  function parse(document: Uint8Array | string, options: number): DirectParse {
    const collected = freshDetails();
    const context = parserContext();
    const doc =
      typeof document === 'string'
        ? internals.xmlReadString(context, document, null, null, options)
        : internals.xmlReadMemory(context, document, null, null, options);
    // As XmlDocument.fromBuffer: any error-level diagnostic (or no document) is a parse failure;
    // warnings alone are not, nor the namespace layer's notes on a document it parsed.
    if (doc === 0 || collected.some((detail) => detail.level >= XML_ERR_ERROR && !isNamespaceNote(detail.message))) {
      if (doc !== 0) internals.xmlFreeDoc(doc);
      return { doc: 0, fatal: true, details: collected.splice(0) };
    }
    collected.length = 0;
    return { doc, fatal: false, details: [] };
  }

  function validateDoc(validator: XsdValidator, doc: number): DirectOutcome {
    // Throws for a validator disposed of since (its context is never used after its schema).
    const schema = schemaPointer(validator);
    const collected = freshDetails();
    let validation = contexts.get(validator);
    if (validation === undefined) {
      validation = internals.xmlSchemaNewValidCtxt(schema);
      if (validation === 0) throw new Error('libxml2: cannot allocate a validation context');
      internals.xmlSchemaSetValidStructuredErrors(validation, collector.pointer, slot);
      contexts.set(validator, validation);
    }
    const result = internals.xmlSchemaValidateDoc(validation, doc);
    // As XsdValidator.validate: negative is an internal error, positive lists the errors.
    if (result < 0) throw new Libxml2InternalError(collected.splice(0));
    return { fatal: false, details: result > 0 ? withDropped(collected.splice(0), collector.dropped()) : [] };
  }

  return {
    run(validator, document, options) {
      schemaPointer(validator);
      const parsed = parse(document, options);
      if (parsed.fatal) return { fatal: true, details: parsed.details };
      try {
        return validateDoc(validator, parsed.doc);
      } finally {
        internals.xmlFreeDoc(parsed.doc);
      }
    },
    parse,
    validateDoc,
    free(doc) {
      internals.xmlFreeDoc(doc);
    },
    release(validator) {
      const validation = contexts.get(validator);
      if (validation === undefined) return;
      contexts.delete(validator);
      internals.xmlSchemaFreeValidCtxt(validation);
    },
    get epoch() {
      return epoch;
    },
  };
}
