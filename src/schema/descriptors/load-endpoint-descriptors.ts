/**
 * Loads `schemas/<generation>/endpoints.json` into IrEndpoint[]: scan the JSON text (syntax,
 * duplicate keys, the line of every value), check it against `schemas/endpoints.schema.json`,
 * run the checks JSON Schema cannot express, then map each endpoint with its source line. Every
 * problem is a `DescriptorInvalid` error naming the file, the line and the JSON pointer.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, relative, sep } from 'node:path';
import { FleetcaseError } from '../../errors.js';
import type { IrEndpoint } from '../../ir/index.js';
import { checkDescriptorFile } from './check-descriptor-file.js';
import type { DescriptorFile } from './descriptor-file.js';
import { checkDescriptorSchema, type SchemaProblem } from './descriptor-schema.js';
import { lineOf, scanJson, type JsonLines } from './json-locations.js';
import { toIrEndpoint } from './to-ir-endpoint.js';

/** Options of loadEndpointDescriptors. */
export interface LoadDescriptorOptions {
  /**
   * Folder that `source.file` and error messages are relative to (usually the schemas folder).
   * @example schemasDir // source.file becomes '0.3-beta/endpoints.json'
   */
  relativeTo?: string;
}

/**
 * Reads and checks one endpoint descriptor file and returns its endpoints, each with
 * `source: { file, line }` (the line of the endpoint's opening brace).
 * @throws FleetcaseError IoError when the file cannot be read; DescriptorInvalid (file, line,
 * JSON pointer) for bad JSON, a schema violation, a path parameter mismatch, an unknown named
 * error, a duplicate operationId or a duplicate method plus path/alias.
 */
export function loadEndpointDescriptors(
  file: string,
  options: LoadDescriptorOptions = {},
): IrEndpoint[] {
  const shown = options.relativeTo ? relative(options.relativeTo, file).split(sep).join('/') : file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new FleetcaseError('IoError', {
      file: shown,
      detail: `cannot read endpoint descriptors: ${(error as Error).message}`,
    });
  }
  const scan = scanJson(text);
  if (!scan.ok)
    throw new FleetcaseError('DescriptorInvalid', {
      file: shown,
      line: scan.line,
      detail: `not valid JSON: ${scan.detail}`,
    });
  const value: unknown = JSON.parse(text);

  const invalid = (problem: SchemaProblem, lines: JsonLines): FleetcaseError =>
    new FleetcaseError('DescriptorInvalid', {
      file: shown,
      line: lineOf(lines, problem.pointer),
      detail: problem.detail,
    });
  const schemaProblem = checkDescriptorSchema(value);
  if (schemaProblem) throw invalid(schemaProblem, scan.lines);
  const descriptors = value as DescriptorFile;
  const fileProblem = checkDescriptorFile(descriptors, basename(dirname(file)));
  if (fileProblem) throw invalid(fileProblem, scan.lines);

  return descriptors.endpoints.map((endpoint, index) =>
    toIrEndpoint(endpoint, descriptors, {
      file: shown,
      line: scan.lines.get(`/endpoints/${index}`) ?? 0,
    }),
  );
}
