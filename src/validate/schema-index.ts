/**
 * The validator's view of the IR: which schema (and XSD file) a document namespace names, the
 * generations whose effective set holds that namespace, and each generation's endpoints. Plain
 * Maps of plain data, so the index is built once in the main thread and handed to worker
 * threads by structured clone (they never load the IR themselves).
 * @see DESIGN.md "Generations": the effective set of G holds the latest version of each schema issued at or before G.
 */
import { resolve } from 'node:path';
import type { IrEndpoint, IrModel } from '../ir/index.js';

/**
 * A schema a document can name by its namespace.
 * @example { name: 'NoteRequest', version: '0.1', namespace: '…/0.1/Case/NoteRequest', xsdFile: '/…/schemas/0.1/NoteRequest.xsd', roots: ['note'], generations: ['0.1', '0.2', '0.3-beta'] }
 */
export interface IndexedSchema {
  name: string;
  version: string;
  namespace: string;
  /** Absolute path of the XSD. */
  xsdFile: string;
  roots: string[];
  /** Generations whose effective set holds this namespace, oldest first. */
  generations: string[];
}

/** Namespace -> schema, generation -> its schema names and endpoints. */
export interface SchemaIndex {
  nsRoot: string;
  /** Generation ids, oldest first. */
  generations: string[];
  byNamespace: Map<string, IndexedSchema>;
  /** Generation -> schema name -> namespace of the version that generation uses. */
  effective: Map<string, Map<string, string>>;
  endpoints: Map<string, IrEndpoint[]>;
}

/** Builds the index from the IR; `schemasDir` anchors the schemas' relative file names. */
export function buildSchemaIndex(model: IrModel, schemasDir: string): SchemaIndex {
  const byNamespace = new Map<string, IndexedSchema>();
  const effective = new Map<string, Map<string, string>>();
  const endpoints = new Map<string, IrEndpoint[]>();
  for (const generation of model.generations) {
    const names = new Map<string, string>();
    for (const schema of generation.schemas) {
      names.set(schema.name, schema.namespace);
      const known = byNamespace.get(schema.namespace);
      if (known) known.generations.push(generation.id);
      else {
        byNamespace.set(schema.namespace, {
          name: schema.name,
          version: schema.version,
          namespace: schema.namespace,
          xsdFile: resolve(schemasDir, schema.file),
          roots: [...schema.roots],
          generations: [generation.id],
        });
      }
    }
    effective.set(generation.id, names);
    endpoints.set(generation.id, generation.endpoints);
  }
  return {
    nsRoot: model.generations[0]?.nsRoot ?? '',
    generations: model.generations.map((generation) => generation.id),
    byNamespace,
    effective,
    endpoints,
  };
}
