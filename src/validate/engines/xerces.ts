/**
 * The Xerces engine: xsd-schema-validator runs the JDK's Xerces (javax.xml.validation) in a
 * JVM, a second opinion for CI. Its API takes one document per call and starts one JVM per
 * call (no batching), so documents run `concurrency` at a time; expect a few documents per
 * second. Documents reach it only after the safe pre-parse, so no DOCTYPE or entity gets there;
 * schemas reach it without theirs (./xerces-schema-copy.ts), so it reads no DTD either.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { remoteLocations } from '../schema-closure.js';
import { fail, FleetcaseError } from '../../errors.js';
import type { EngineFinding, EngineOptions, XsdEngine } from './engine.js';
import { xercesSchema } from './xerces-schema-copy.js';

const require = createRequire(import.meta.url);

interface XsdSchemaValidator {
  validateXML(xml: string | Buffer, schema: string): Promise<{ valid: boolean; result: string; messages: string[] }>;
}

let module: XsdSchemaValidator | undefined;
function validatorModule(): XsdSchemaValidator {
  module ??= require('xsd-schema-validator') as XsdSchemaValidator;
  return module;
}

/** `[error] cvc-…: message (12:34)`; the helper may print several in one chunk. */
const MESSAGE = /\[(error|warning|fatal)\] ([\s\S]*?)(?: \((\d+):(\d+)\))?(?=\[(?:error|warning|fatal)\] |$)/g;

/** Splits the helper's output lines into findings (exported for tests). */
export function parseXercesMessages(messages: readonly string[]): Array<EngineFinding & { positioned: boolean }> {
  const findings: Array<EngineFinding & { positioned: boolean }> = [];
  for (const chunk of messages) {
    for (const match of chunk.matchAll(MESSAGE)) {
      const [, level, text, line, column] = match;
      findings.push({
        engine: 'xerces',
        level: level as EngineFinding['level'],
        message: text!.trim(),
        line: line ? Number(line) : 0,
        column: column ? Number(column) : 0,
        positioned: line !== undefined,
      });
    }
  }
  return findings;
}

/** A counting semaphore: at most `limit` JVMs at once. */
function limiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (active >= limit) await new Promise<void>((wake) => waiting.push(wake));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** Schemas checked to name no remote location (the check reads files: once per schema). */
const localOnly = new Set<string>();

/**
 * Xerces resolves schemaLocations itself, in its JVM, and would fetch a remote one over the
 * network (MediaWiki's `http://www.w3.org/2001/xml.xsd`): validation reads no network, so such a
 * schema is refused before the JVM starts. The default engine (libxml2) reads the set's own file
 * for such a location, or its built-in copy of the XML namespace's schema.
 */
function refuseRemoteLocations(schema: string): void {
  if (localOnly.has(schema)) return;
  const remote = remoteLocations([schema]);
  if (remote.length > 0) {
    const named = remote.slice(0, 3).join(', ') + (remote.length > 3 ? ` and ${remote.length - 3} more` : '');
    fail('SchemaInvalid', {
      file: schema,
      detail: `the xerces engine would fetch ${named} over the network, which validation never does; use --engine libxml2 (the default), which reads the set's own file for such a location`,
    });
  }
  localOnly.add(schema);
}

/** One document through one JVM: its findings, or the schema's failure (SchemaInvalid). */
async function validateInJvm(xml: string | Buffer, schema: string): Promise<EngineFinding[]> {
  refuseRemoteLocations(schema);
  const compiled = xercesSchema(schema);
  let messages: string[];
  let result: string;
  try {
    ({ messages, result } = await validatorModule().validateXML(xml, compiled.file));
  } catch (error) {
    const data = error as { messages?: string[]; result?: string; message?: string };
    if (!data.messages) {
      throw new FleetcaseError('ValidateEngineUnavailable', { engine: 'xerces', detail: String(data.message ?? error) });
    }
    ({ messages } = data as { messages: string[] });
    result = data.result ?? 'WITH_ERRORS';
  }
  const findings = parseXercesMessages(messages);
  const positioned = findings.filter((finding) => finding.positioned);
  if (result === 'FATAL_ERROR' && positioned.length === 0) {
    // No position: the schema (or the JVM), not the document, failed.
    fail('SchemaInvalid', { file: schema, detail: compiled.original(`xerces cannot validate: ${findings.map((f) => f.message).join('; ')}`) });
  }
  return positioned.map(({ positioned: _, ...finding }) => finding);
}

/**
 * Creates the Xerces engine (asynchronous; one JVM per document, `concurrency` at a time).
 *
 * The first document of each schema runs alone; the others wait for it. When Xerces cannot
 * compile the schema, that first document fails with SchemaInvalid and every other one fails
 * with the same error right after it, in order, without a JVM of its own: had each JVM failed
 * on its own time, a later document's failure could settle while the caller still waited for an
 * earlier one, a rejection nobody awaited yet (a stack trace and exit 1 instead of the one-line
 * message and exit 2).
 */
export function createXercesEngine(options: EngineOptions = {}): XsdEngine {
  const run = limiter(Math.max(1, options.concurrency ?? 2));
  /** Schema -> settles when its first document has shown that Xerces compiles it (or rejects as it did). */
  const compiles = new Map<string, Promise<unknown>>();
  return {
    name: 'xerces',
    sync: false,
    prepare() {
      // Nothing to compile ahead: every JVM compiles the schema itself.
    },
    async validate(document, xsdFile) {
      const schema = resolve(xsdFile);
      const xml = typeof document === 'string' ? document : Buffer.from(document.buffer, document.byteOffset, document.byteLength);
      const verdict = compiles.get(schema);
      if (verdict) {
        await verdict;
        return run(() => validateInJvm(xml, schema));
      }
      const first = run(() => validateInJvm(xml, schema));
      // Awaited by the later documents of the schema, if any: not a rejection of its own.
      const settled = first.then(() => undefined);
      settled.catch(() => undefined);
      compiles.set(schema, settled);
      return first;
    },
    close() {},
  };
}
