/**
 * Which schema and generation a document is: its root element's namespace names the schema and
 * that schema's version (`<root>/<version>/Case/<SchemaName>`). The version is the generation that
 * issued the schema; a later generation that inherits it holds the same definition, so the
 * issuing generation is the source unless `--from` names another one that has this namespace.
 */
import { parseApiNamespace } from '../ir/index.js';
import { generationOf, knownGenerations, type GenerationSource } from './generations.js';

/** A recognised document. */
export interface DetectedSource {
  generation: string;
  schema: string;
}

/** Why a document was not recognised. */
export interface DetectFailure {
  reason: string;
}

function effectiveNamespace(
  generation: string,
  schema: string,
  source: GenerationSource,
): string | undefined {
  return generationOf(generation, source).schemas.find((candidate) => candidate.name === schema)
    ?.namespace;
}

/**
 * Finds the schema and generation of a document from its root namespace (and `from`, if given).
 * @example detectSource('http://www.decisiv.net/platform_api/0.0.7/Case/CaseRequest', undefined, {}) // { generation: '0.0.7', schema: 'CaseRequest' }
 */
export function detectSource(
  namespace: string,
  from: string | undefined,
  source: GenerationSource,
): DetectedSource | DetectFailure {
  const nsRoot = source.nsRoot;
  const parsed = parseApiNamespace(namespace, nsRoot);
  if (!parsed) {
    return {
      reason:
        `the root element's namespace '${namespace}' is not an API namespace (<${nsRoot ?? 'http://www.decisiv.net/platform_api'}>/<version>/Case/<SchemaName>)` +
        // Review r17 newsets L4: --from did not help, and nothing said why.
        (source.schemasDir !== undefined
          ? `: migrate moves documents between generations whose namespaces name their version, as the API's do; a --schemas set with namespaces of its own cannot be migrated${from !== undefined ? ` (--from ${from} does not change that)` : ''}`
          : ''),
    };
  }
  const known = knownGenerations(source);
  if (from !== undefined) {
    const expected = effectiveNamespace(from, parsed.schema, source);
    if (expected === namespace) return { generation: from, schema: parsed.schema };
    return {
      reason: expected
        ? `the document is ${parsed.schema} ${parsed.version}, not of generation ${from} (whose ${parsed.schema} namespace is '${expected}')`
        : `generation ${from} has no schema ${parsed.schema}`,
    };
  }
  const candidates = known.includes(parsed.version) ? [parsed.version, ...known] : known;
  for (const generation of candidates) {
    if (effectiveNamespace(generation, parsed.schema, source) === namespace)
      return { generation, schema: parsed.schema };
  }
  return { reason: `no generation (${known.join(', ')}) has the namespace '${namespace}'` };
}
