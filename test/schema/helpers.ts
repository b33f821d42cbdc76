/**
 * Test helpers for the loader: write small inline XSDs into a temporary folder and load them
 * with loadSchemaSet, or capture the FleetcaseError they raise.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import { isFleetcaseError, type FleetcaseError } from '../../src/errors.js';
import type { IrGeneration } from '../../src/ir/nodes.js';
import { loadSchemaSet } from '../../src/schema/load.js';
import { xmllintVerdict } from '../emit/xmllint.js';

/** Namespace used by the inline schemas. */
export const NS = 'urn:test:a';
/** A second namespace, for imports. */
export const NS_B = 'urn:test:b';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/**
 * An XSD document whose `<xs:schema>` start tag is line 1, so body line i (0-based) is line
 * i + 2 of the file.
 */
export function xsd(body: string[], options: { namespace?: string; attributes?: string } = {}): string {
  const namespace = options.namespace ?? NS;
  const target = namespace ? ` targetNamespace="${namespace}" xmlns:t="${namespace}"` : '';
  return [
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:b="${NS_B}"${target} elementFormDefault="qualified"${options.attributes ?? ''}>`,
    ...body,
    '</xs:schema>',
    '',
  ].join('\n');
}

/** Writes `files` (path relative to a fresh temp folder -> content) and returns the folder. */
export function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'fleetcase-schema-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Loads `set/*.xsd` of a tree written from `files` (keys like 'set/a.xsd', 'other/b.xsd'). */
export function loadInline(files: Record<string, string>): IrGeneration {
  return loadSchemaSet(join(writeTree(files), 'set'));
}

/** The FleetcaseError that loading `files` throws (fails the test when none is thrown). */
export function loadError(files: Record<string, string>): FleetcaseError {
  try {
    loadInline(files);
  } catch (error) {
    if (isFleetcaseError(error)) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

/** What loading the schema folder `dir` throws, or undefined when it loads. */
export function loadFailure(dir: string): unknown {
  try {
    loadSchemaSet(dir);
    return undefined;
  } catch (error) {
    return error;
  }
}

/** The error loading the folder raises, or undefined when it loads. */
export function loadOutcome(dir: string): FleetcaseError | undefined {
  try {
    loadSchemaSet(dir);
    return undefined;
  } catch (error) {
    if (isFleetcaseError(error)) return error;
    throw error;
  }
}

/** A one-file set of `body` (namespace urn:test:a, prefix t), and the path of its XSD. */
export function inlineSet(body: string[]): { dir: string; file: string } {
  const root = writeTree({ 'set/a.xsd': xsd(body) });
  return { dir: join(root, 'set'), file: join(root, 'set', 'a.xsd') };
}

/** True when xmllint compiles the XSD (the document it then validates does not matter). */
export function xmllintCompiles(xsdPath: string): boolean {
  return !/failed to compile/.test(xmllintVerdict(xsdPath, '<r xmlns="urn:t"/>'));
}

/**
 * Xerces's errors compiling the XSD (the JDK's, through xsd-schema-validator), or '' when it
 * compiles it: the second oracle, where libxml2 checks less than XML Schema asks (a type derived
 * from xs:ID) or more (a restriction's exclusive bound equal to its base's).
 */
export async function xercesCompileErrors(xsdPath: string): Promise<string> {
  const { validateXML } = createRequire(import.meta.url)('xsd-schema-validator') as {
    validateXML(xml: string, schema: string): Promise<unknown>;
  };
  try {
    await validateXML('<r xmlns="urn:t"/>', xsdPath);
    return '';
  } catch (error) {
    // The document's findings end with their position; the schema's have none.
    const messages = (error as { messages?: string[] }).messages ?? [String(error)];
    return messages.filter((message) => !/\(\d+:\d+\)$/.test(message)).join('\n');
  }
}

/** `{NS}local`. */
export function a(local: string): string {
  return `{${NS}}${local}`;
}

/** A deep copy of `value` without `source` keys, for comparing IR shapes. */
export function withoutSource<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutSource) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'source')
        .map(([key, inner]) => [key, withoutSource(inner)]),
    ) as T;
  }
  return value;
}
