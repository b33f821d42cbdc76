/**
 * TEMPORARY stand-in for `loadModel` of src/schema (being written concurrently): builds the
 * part of the IR the validator needs (generations, their effective schema sets, no types) by
 * reading each XSD's targetNamespace and global elements. Removed once src/schema lands.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadEndpointDescriptors } from '../schema/descriptors/index.js';
import { join } from 'node:path';
import { XmlDocument, type XmlElement } from 'libxml2-wasm';
import { compareGenerations, DEFAULT_NS_ROOT, parseApiNamespace, XSD_NAMESPACE, type IrModel, type IrSchema } from '../ir/index.js';
import { schemasDir as defaultSchemasDir } from '../paths.js';

/** Reads `<dir>/<generation>/*.xsd` into generations with effective schema sets. */
export function loadStandInModel(options: { schemasDir?: string; nsRoot?: string } = {}): IrModel {
  const dir = options.schemasDir ?? defaultSchemasDir;
  const nsRoot = options.nsRoot ?? DEFAULT_NS_ROOT;
  const folders = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort(compareGenerations);
  const effective = new Map<string, IrSchema>();
  const generations = [];
  for (const folder of folders) {
    for (const file of readdirSync(join(dir, folder)).filter((name) => name.endsWith('.xsd')).sort()) {
      const text = readFileSync(join(dir, folder, file));
      const document = XmlDocument.fromBuffer(text);
      try {
        const namespace = document.root.attr('targetNamespace')?.value ?? '';
        const parsed = parseApiNamespace(namespace, nsRoot);
        if (!parsed) continue;
        const roots = document.find('/xs:schema/xs:element', { xs: XSD_NAMESPACE }).map((node) => (node as XmlElement).attr('name')?.value ?? '');
        effective.set(parsed.schema, {
          name: parsed.schema,
          version: parsed.version,
          namespace,
          prefix: '',
          file: `${folder}/${file}`,
          roots: roots.filter(Boolean),
          imports: [],
          issued: true,
        });
      } finally {
        document.dispose();
      }
    }
    const schemas = [...effective.values()].map((schema) => ({ ...schema, issued: schema.version === folder }));
    const descriptors = join(dir, folder, 'endpoints.json');
    const endpoints = existsSync(descriptors) ? loadEndpointDescriptors(descriptors, { relativeTo: dir }) : [];
    generations.push({ id: folder, nsRoot, schemas, types: {}, elements: {}, endpoints });
  }
  return { generations };
}
