/**
 * Our schemas and endpoint descriptors hold everything SPEC.md names, in exactly the generations
 * where it exists: every field of its resource tables and request bodies (./spec-fields.ts), with
 * the requirement, value type and value set SPEC.md and API-FACTS.md give; every schema at the
 * version API-FACTS.md gives, with its root elements (./spec-schemas.ts); every endpoint row
 * (./spec-endpoints.ts). Fields are found through the IR by element path, so this checks what
 * the generator, validator and diff see.
 */
import { describe, expect, it } from 'vitest';
import { GENERATIONS, type GenerationId } from '../../src/ir/generations.js';
import type { IrEndpoint, IrGeneration } from '../../src/ir/nodes.js';
import { isList } from '../../src/ir/occurs.js';
import { apiNamespace } from '../../src/ir/qname.js';
import { loadModel } from '../../src/schema/load.js';
import { schemaForNamespace } from '../../src/schema/lookup.js';
import { SPEC_ENDPOINTS, type SpecEndpoint } from './spec-endpoints.js';
import type { SpecDocument } from './spec-field-model.js';
import { SPEC_DOCUMENTS } from './spec-fields.js';
import { fieldProblems, resolvePath } from './spec-paths.js';
import { HELPERS_OF_0_3_BETA, SPEC_SCHEMAS } from './spec-schemas.js';

const model = loadModel();
const generationOf = (id: GenerationId): IrGeneration =>
  model.generations.find((generation) => generation.id === id)!;

/** Every disagreement between a SPEC.md document table and the IR of one generation. */
function documentProblems(generation: IrGeneration, document: SpecDocument): string[] {
  const id = generation.id as GenerationId;
  if (!document.in.includes(id))
    return generation.schemas.some((schema) => schema.name === document.schema)
      ? [`${document.schema} exists, SPEC.md: not in ${id}`]
      : [];
  const problems: string[] = [];
  for (const context of document.contexts) {
    const contextIn = (context.in ?? document.in).includes(id);
    const contextElements = resolvePath(generation, document.schema, context.path);
    const contextFound = contextElements.length > 0;
    if (contextIn !== contextFound)
      problems.push(`${context.path}: ${contextFound ? 'present, SPEC.md: absent' : 'missing'}`);
    // A collection context (`assets/asset`) is a sequence of one repeated element (API-FACTS.md).
    if (
      contextFound &&
      context.path.includes('/') &&
      !contextElements.every((entry) => entry.element && isList(entry.element.occurs))
    ) {
      problems.push(
        `${context.path}: does not repeat, API-FACTS.md: collections repeat their element`,
      );
    }
    if (!contextIn || !contextFound) continue;
    for (const field of document.fields) {
      if (field.contexts && !field.contexts.includes(context.path)) continue;
      const path = `${context.path}/${field.path}`;
      const wanted = (field.in ?? document.in).includes(id);
      const found = resolvePath(generation, document.schema, path);
      if (!wanted) {
        if (found.length > 0)
          problems.push(
            `${path}: present, SPEC.md: absent in ${id}${field.note ? ` (${field.note})` : ''}`,
          );
        continue;
      }
      if (found.length === 0) {
        const unprefixed = resolvePath(generation, document.schema, path.replace(/[a-z]+:/g, ''));
        problems.push(
          `${path}: missing${unprefixed.length > 0 ? ` (found as ${unprefixed.map((entry) => entry.trail).join(', ')})` : ''}`,
        );
        continue;
      }
      const perElement = found.map((entry) => fieldProblems(generation, entry, field));
      if (perElement.every((list) => list.length > 0))
        problems.push(
          `${path}: ${perElement[0]!.join('; ')}${field.note ? ` (${field.note})` : ''}`,
        );
    }
  }
  return problems;
}

describe.each(GENERATIONS)('SPEC.md fields in %s', (id) => {
  it.each(SPEC_DOCUMENTS.map((document) => ({ title: document.title, document })))(
    '$title',
    ({ document }) => {
      expect(documentProblems(generationOf(id), document)).toStrictEqual([]);
    },
  );
});

describe.each(GENERATIONS)('API-FACTS.md schemas and roots in %s', (id) => {
  const index = GENERATIONS.indexOf(id);
  const generation = () => generationOf(id);

  it('holds each schema at the version API-FACTS.md gives, and no other', () => {
    const want = Object.fromEntries(
      SPEC_SCHEMAS.filter((schema) => schema.versions[index] !== null).map((schema) => [
        schema.name,
        schema.versions[index],
      ]),
    );
    const have = Object.fromEntries(
      generation().schemas.map((schema) => [schema.name, schema.version]),
    );
    expect(have).toStrictEqual(want);
  });

  it('declares exactly the root elements of each schema', () => {
    const problems = SPEC_SCHEMAS.flatMap((spec) => {
      const schema = generation().schemas.find((candidate) => candidate.name === spec.name);
      if (!schema) return [];
      const later =
        spec.laterRoots && GENERATIONS.indexOf(spec.laterRoots.from) <= index
          ? spec.laterRoots.roots
          : [];
      const want = [...spec.roots, ...later].sort();
      const have = [...schema.roots].sort();
      return JSON.stringify(have) === JSON.stringify(want)
        ? []
        : [`${spec.name}: roots ${have.join(', ')}, want ${want.join(', ')}`];
    });
    expect(problems).toStrictEqual([]);
  });
});

describe('API-FACTS.md helper namespace versions inside 0.3-beta documents', () => {
  const generation = generationOf('0.3-beta');
  it.each(Object.entries(HELPERS_OF_0_3_BETA).map(([name, helpers]) => ({ name, helpers })))(
    '$name',
    ({ name, helpers }) => {
      const schema = generation.schemas.find((candidate) => candidate.name === name);
      const used = schema ? namespacesUsedBy(generation, schema.namespace) : new Set<string>();
      const missing = Object.entries(helpers)
        .filter(([helper, version]) => !used.has(apiNamespace(version, helper, generation.nsRoot)))
        .map(([helper, version]) => `${helper} ${version}`);
      expect(missing).toStrictEqual([]);
    },
  );
});

/** The namespaces a document of `namespace` can hold: its imports, followed transitively. */
function namespacesUsedBy(generation: IrGeneration, namespace: string): Set<string> {
  const used = new Set<string>();
  const visit = (current: string) => {
    for (const imported of schemaForNamespace(generation, current)?.imports ?? []) {
      if (used.has(imported)) continue;
      used.add(imported);
      visit(imported);
    }
  };
  visit(namespace);
  return used;
}

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const successCodes = (endpoint: IrEndpoint) =>
  [
    ...new Set(
      endpoint.responses.flatMap((response) => response.status).filter((status) => status < 300),
    ),
  ].sort();

/** Every disagreement between a SPEC.md endpoint row and its descriptor. */
function endpointProblems(id: GenerationId, endpoint: IrEndpoint, spec: SpecEndpoint): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${key(spec)}: ${message}`);
  if (endpoint.base !== (spec.base ?? 'platform')) say(`base ${endpoint.base}`);
  for (const alias of spec.aliases ?? [])
    if (!endpoint.aliases.includes(alias)) say(`lacks alias ${alias}`);
  if (spec.request) {
    const request = endpoint.request;
    if (request?.contentType !== spec.request.contentType)
      say(`request ${request?.contentType ?? 'none'}, want ${spec.request.contentType}`);
    if (spec.request.schema && request?.schema !== spec.request.schema)
      say(`request schema ${request?.schema}, want ${spec.request.schema}`);
    const roots = spec.request.roots?.[id];
    if (
      roots &&
      JSON.stringify([...(request?.roots ?? [])].sort()) !== JSON.stringify([...roots].sort())
    )
      say(`request roots ${request?.roots?.join(', ')}, want ${roots.join(', ')}`);
    for (const part of spec.request.parts ?? []) {
      const found = request?.parts?.find((candidate) => candidate.name === part.name);
      if (!found) say(`lacks multipart part ${part.name}`);
      else if (
        found.required !== part.required ||
        found.schema !== part.schema ||
        found.root !== part.root ||
        (part.contentType !== undefined && !found.contentTypes?.includes(part.contentType))
      ) {
        say(
          `multipart part ${part.name} is ${JSON.stringify(found)}, SPEC.md: ${JSON.stringify(part)}`,
        );
      }
    }
  }
  if (spec.response) {
    const { schema, root } = spec.response;
    const match = endpoint.responses.some(
      (response) =>
        response.schema === schema &&
        (root === undefined || response.root === root) &&
        response.status.some((status) => status < 300),
    );
    if (!match) say(`no success response ${schema}${root ? ` ${root}` : ''}`);
  }
  if (
    spec.success &&
    JSON.stringify(successCodes(endpoint)) !== JSON.stringify([...spec.success].sort())
  )
    say(`success ${successCodes(endpoint).join(', ')}, want ${spec.success.join(', ')}`);
  const query = endpoint.query.map((param) => param.name);
  for (const name of spec.query ?? []) if (!query.includes(name)) say(`lacks query filter ${name}`);
  if (spec.pageSize !== undefined && endpoint.pageSize !== spec.pageSize)
    say(`page size ${endpoint.pageSize}, want ${spec.pageSize}`);
  return problems;
}

describe.each(GENERATIONS)('SPEC.md endpoints in %s', (id) => {
  const rows = SPEC_ENDPOINTS.filter((spec) => spec.in.includes(id));

  it('has exactly the endpoint rows of SPEC.md that belong to it', () => {
    expect(generationOf(id).endpoints.map(key).sort()).toStrictEqual(rows.map(key).sort());
  });

  it('gives each row the facts SPEC.md states', () => {
    const problems = rows.flatMap((spec) => {
      const endpoint = generationOf(id).endpoints.find((candidate) => key(candidate) === key(spec));
      return endpoint ? endpointProblems(id, endpoint, spec) : [];
    });
    expect(problems).toStrictEqual([]);
  });
});
