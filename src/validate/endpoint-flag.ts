/**
 * `--endpoint` checked once, before any file is read: a value that is not `"METHOD /path"`, or
 * that names an endpoint of no generation (of the `--generation` asked, when given), is a usage
 * error (exit 2), as the same value in fleetcase.config.json is. A real endpoint of another
 * generation than a document's stays a verdict on that document (`endpoint-unknown`, exit 1).
 */
import { fail } from '../errors.js';
import { findEndpoint, parseEndpointSpec } from '../schema/descriptors/find-endpoint.js';
import { endpointsOf, type SchemaIndex } from './schema-index.js';

/**
 * Throws when `spec` cannot name an endpoint of the run. The index must have its endpoint
 * reader attached (./endpoint-loader.ts).
 * @throws FleetcaseError CliUsage
 * @example checkEndpointFlag(index, 'POST /assets/{id}/cases') // returns
 */
export function checkEndpointFlag(index: SchemaIndex, spec: string, generation?: string): void {
  if (!parseEndpointSpec(spec)) {
    fail('CliUsage', { detail: `--endpoint '${spec}' is not "METHOD /path" (for example "POST /assets/{id}/cases")` });
  }
  const generations = generation !== undefined ? [generation] : index.generations;
  if (generations.some((id) => findEndpoint(endpointsOf(index, id), spec))) return;
  const where = generation !== undefined ? `generation ${generation}` : 'any generation';
  fail('CliUsage', { detail: `--endpoint '${spec.trim()}' is not an endpoint of ${where} (see fleetcase schemas, or write "METHOD /path")` });
}
