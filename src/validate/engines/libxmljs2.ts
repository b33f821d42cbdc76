/**
 * The libxmljs2 engine: the native libxml2 binding, for those who want it. Its API compiles
 * the schema on every `validate` call (there is no compiled-schema handle), so it is kept
 * only as an alternative; the parsed XSD document is cached per file. Documents are parsed
 * with `nonet` and without entity substitution or DTD loading.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type * as Libxmljs from 'libxmljs2';
import { fail } from '../../errors.js';
import type { EngineFinding, XsdEngine } from './engine.js';
import { folderLeftOut } from './libxml2.js';
import { umbrellaSchema, umbrellaUrl } from './libxml2-umbrella.js';

const require = createRequire(import.meta.url);
let binding: typeof Libxmljs | undefined;

/**
 * Loaded on first use: the native module is not needed unless this engine is picked. A binding
 * that does not load (its install script skipped: `npm install --ignore-scripts`, or not built
 * for this Node) is one line saying so, not the loader's list of places it tried.
 * @throws FleetcaseError (ValidateEngineUnavailable)
 */
function libxmljs(): typeof Libxmljs {
  try {
    binding ??= require('libxmljs2') as typeof Libxmljs;
  } catch (error) {
    const reason = String(error instanceof Error ? error.message : error).split('\n')[0]!.replace(/\s*Tried:?\s*$/, '').replace(/[.:]$/, '');
    return fail('ValidateEngineUnavailable', {
      engine: 'libxmljs2',
      detail: `its native module does not load (${reason}); build it with \`npm rebuild libxmljs2\` (its install script builds it with node-gyp), or use the default engine, libxml2`,
    });
  }
  return binding;
}

const DOCUMENT_OPTIONS = { nonet: true, noent: false, dtdload: false, dtdvalid: false, big_lines: true };

const schemas = new Map<string, Libxmljs.Document>();

/**
 * The schema a document is validated with: its folder's, as the libxml2 engine does where the
 * folder is one schema of separable namespaces (./libxml2-umbrella.ts: a wildcard then sees the
 * folder's other XSDs, and an xsi:type resolves against the whole folder); else its XSD's own.
 */
function schemaFor(xsdFile: string): Libxmljs.Document {
  const file = resolve(xsdFile);
  const folder = dirname(file);
  // Less the XSDs libxml2 cannot compile, as the libxml2 engine leaves them out.
  const leftOut = folderLeftOut(file).map((schema) => schema.file);
  const umbrella = umbrellaSchema(folder, new Set(leftOut));
  if (!umbrella?.files.has(file)) return schemaDocument(file);
  const url = `${umbrellaUrl(folder)}${leftOut.length > 0 ? `#without=${leftOut.join(',')}` : ''}`;
  const cached = schemas.get(url);
  if (cached) return cached;
  const lib = libxmljs();
  try {
    const parsed = lib.parseXml(umbrella.text, { ...DOCUMENT_OPTIONS, baseUrl: url });
    schemas.set(url, parsed);
    return parsed;
  } catch {
    return schemaDocument(file);
  }
}

function schemaDocument(xsdFile: string): Libxmljs.Document {
  const file = resolve(xsdFile);
  const cached = schemas.get(file);
  if (cached) return cached;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return fail('SchemaFileMissing', { file });
  }
  const lib = libxmljs();
  try {
    const parsed = lib.parseXml(text, { ...DOCUMENT_OPTIONS, baseUrl: file });
    schemas.set(file, parsed);
    return parsed;
  } catch (error) {
    return fail('SchemaInvalid', { file, detail: `libxmljs2 cannot parse the schema: ${String(error)}` });
  }
}

function toFinding(error: Libxmljs.ValidationError | Libxmljs.SyntaxError, fatal: boolean): EngineFinding {
  return {
    engine: 'libxmljs2',
    level: fatal ? 'fatal' : error.level === 1 ? 'warning' : 'error',
    message: String(error.message).trim(),
    line: error.line ?? 0,
    column: error.column ?? 0,
  };
}

/** Creates the libxmljs2 engine (synchronous; recompiles the schema per document). */
export function createLibxmljs2Engine(): XsdEngine {
  return {
    name: 'libxmljs2',
    sync: true,
    prepare(xsdFile) {
      schemaDocument(xsdFile);
    },
    leftOut: folderLeftOut,
    validate(document, xsdFile) {
      const text = typeof document === 'string' ? document : Buffer.from(document.buffer, document.byteOffset, document.byteLength).toString('utf8');
      const xsd = schemaFor(xsdFile);
      let parsed: Libxmljs.Document;
      try {
        parsed = libxmljs().parseXml(text, DOCUMENT_OPTIONS);
      } catch (error) {
        return [toFinding(error as Libxmljs.SyntaxError, true)];
      }
      let ok: boolean;
      try {
        ok = parsed.validate(xsd);
      } catch (error) {
        return fail('SchemaInvalid', { file: resolve(xsdFile), detail: `libxmljs2 cannot compile the schema: ${String(error)}` });
      }
      return ok ? [] : parsed.validationErrors.map((error) => toFinding(error, false));
    },
    close() {
      schemas.clear();
    },
  };
}
