/**
 * The descriptors against our own XSDs in `schemas/<generation>/`: every schema an endpoint
 * names has a `<Name>.xsd` in its generation or an earlier one (the effective set, API-FACTS.md
 * "Namespaces"), and every root it names is a global element of that file. The XSD loader is
 * not used: a plain XML parse of the top-level `xs:element` names is enough here, and keeps
 * this test independent of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { GENERATIONS, type IrSchema } from '../../../src/ir/index.js';
import { schemasDir } from '../../../src/paths.js';
import { checkEndpointReferences } from '../../../src/schema/descriptors/index.js';
import { loadAllGenerations } from './helpers.js';

const endpoints = loadAllGenerations();
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: () => true,
});

function xsdFiles(generation: string): string[] {
  const folder = join(schemasDir, generation);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.xsd'))
        .sort()
    : [];
}

/** Local names of the global elements of an XSD file. */
function globalElements(file: string): string[] {
  const document = parser.parse(readFileSync(file, 'utf8')) as Record<
    string,
    Array<Record<string, unknown>>
  >;
  const schemaKey = Object.keys(document).find(
    (key) => key === 'schema' || key.endsWith(':schema'),
  );
  const root = schemaKey ? document[schemaKey]![0]! : {};
  const elementKey = Object.keys(root).find((key) => key === 'element' || key.endsWith(':element'));
  return ((elementKey ? root[elementKey] : []) as Array<Record<string, string[] | string>>).map(
    (element) => String(element['@name']),
  );
}

/** For each schema name, the file of the latest generation at or before `generation`. */
function effectiveSet(generation: string): IrSchema[] {
  const latest = new Map<string, string>();
  for (const folder of GENERATIONS.slice(
    0,
    GENERATIONS.indexOf(generation as (typeof GENERATIONS)[number]) + 1,
  )) {
    for (const file of xsdFiles(folder)) latest.set(file.replace(/\.xsd$/, ''), folder);
  }
  return [...latest].map(([name, folder]) => ({
    name,
    version: folder,
    namespace: '',
    prefix: '',
    file: `${folder}/${name}.xsd`,
    roots: globalElements(join(schemasDir, folder, `${name}.xsd`)),
    imports: [],
    issued: folder === generation,
  }));
}

const written = xsdFiles('0.0.7').length > 0;

describe.skipIf(!written)('descriptors against the bundled XSDs', () => {
  it('reads the global elements of an XSD (so the checks below are not vacuous)', () => {
    const roots = (generation: string, name: string) =>
      effectiveSet(generation).find((schema) => schema.name === name)?.roots;
    expect(roots('0.1', 'EstimateItemRequest')).toStrictEqual(['item']);
    expect(roots('0.3-beta', 'EstimateItemRequest')).toEqual(
      expect.arrayContaining(['item', 'items']),
    );
    expect(roots('0.3-beta', 'NoteRequest')).toStrictEqual(['note']);
  });

  it.each(GENERATIONS)(
    '%s: every schema named has a <Name>.xsd in this generation or an earlier one',
    (generation) => {
      const available = new Set(effectiveSet(generation).map((schema) => schema.name));
      const named = new Set<string>();
      for (const endpoint of endpoints.get(generation)!) {
        if (endpoint.request?.schema) named.add(endpoint.request.schema);
        for (const part of endpoint.request?.parts ?? []) if (part.schema) named.add(part.schema);
        for (const response of endpoint.responses) if (response.schema) named.add(response.schema);
      }
      expect([...named].filter((name) => !available.has(name)).sort()).toStrictEqual([]);
    },
  );

  it.each(GENERATIONS)('%s: every schema and root named is in the XSDs', (generation) => {
    expect(() =>
      checkEndpointReferences(
        endpoints.get(generation)!,
        effectiveSet(generation),
        `${generation}/endpoints.json`,
      ),
    ).not.toThrow();
  });
});
