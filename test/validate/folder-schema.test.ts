/**
 * One compiled schema per folder (src/validate/engines/libxml2-umbrella.ts): the same findings as
 * each XSD compiled on its own, for every fixture of every generation; folders whose schemas
 * could meet in one document keep one compile per XSD; a broken XSD fails only its documents.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XmlDocument, XsdValidator, XmlLibError, ParseOption } from 'libxml2-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { FleetcaseError } from '../../src/errors.js';
import { createEngine } from '../../src/validate/engines/index.js';
import { allowSchemaRoot } from '../../src/validate/engines/libxml2-input.js';
import { namesXsiType, umbrellaSchema } from '../../src/validate/engines/libxml2-umbrella.js';
import { parseValidationTree } from '../../src/validate/validation-tree.js';
import { repoRoot } from './helpers.js';

const GENERATIONS = ['0.0.7', '0.1', '0.2', '0.3-beta'];
const schemasDir = join(repoRoot, 'schemas');
const OPTIONS = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;

/** namespace -> XSD file, over every generation folder. */
function xsdByNamespace(): Map<string, string> {
  const map = new Map<string, string>();
  for (const generation of GENERATIONS) {
    for (const name of readdirSync(join(schemasDir, generation)).filter((file) => file.endsWith('.xsd'))) {
      const file = join(schemasDir, generation, name);
      map.set(/targetNamespace="([^"]*)"/.exec(readFileSync(file, 'utf8'))![1]!, file);
    }
  }
  return map;
}

/** Findings of the document's own XSD compiled alone (libxml2-wasm's object API). */
function ownXsdFindings(xml: Buffer, xsd: string, cache: Map<string, XsdValidator>): Array<{ message: string; line: number }> {
  let validator = cache.get(xsd);
  if (!validator) cache.set(xsd, (validator = XsdValidator.fromDoc(XmlDocument.fromBuffer(readFileSync(xsd), { url: xsd, option: OPTIONS }))));
  const document = XmlDocument.fromBuffer(xml, { option: OPTIONS });
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    if (!(error instanceof XmlLibError)) throw error;
    return error.details.map((detail) => ({ message: detail.message.trim(), line: detail.line }));
  } finally {
    document.dispose();
  }
}

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('one compiled schema per folder', () => {
  it('is used for the project\'s generation folders, not for folders whose schemas could meet', () => {
    for (const generation of GENERATIONS) expect(umbrellaSchema(join(schemasDir, generation))?.text, generation).toContain('<xs:import');
    // A set with wildcards is one schema too (its wildcards see the folder's other files);
    // a folder of one XSD, or with includes, keeps one compile per XSD.
    for (const set of ['catalog', 'purchase-order']) expect(umbrellaSchema(join(repoRoot, 'test/fixtures/xsd-sets', set))?.text, set).toContain('<xs:import');
    expect(umbrellaSchema(join(repoRoot, 'test/fixtures/xsd-sets', 'envelope'))).toBeUndefined();
    const shared = mkdtempSync(join(tmpdir(), 'fleetcase-folder-'));
    temporary.push(shared);
    const schema = (name: string) => `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:same"><xs:element name="${name}" type="xs:string"/></xs:schema>`;
    writeFileSync(join(shared, 'a.xsd'), schema('a'));
    writeFileSync(join(shared, 'b.xsd'), schema('b'));
    expect(umbrellaSchema(shared)).toBeUndefined();
  });

  it('gives the findings of each document\'s own XSD for every valid and invalid fixture', { timeout: 60_000 }, () => {
    allowSchemaRoot(schemasDir);
    const engine = createEngine('libxml2');
    const byNamespace = xsdByNamespace();
    const cache = new Map<string, XsdValidator>();
    let invalid = 0;
    for (const generation of GENERATIONS) {
      for (const kind of ['valid', 'invalid']) {
        const dir = join(repoRoot, 'test/fixtures', generation, kind);
        for (const name of readdirSync(dir).filter((file) => file.endsWith('.xml'))) {
          const xml = readFileSync(join(dir, name));
          let namespace: string;
          try {
            namespace = parseValidationTree(xml).namespace;
          } catch {
            continue; // not well-formed: never reaches an engine
          }
          const xsd = byNamespace.get(namespace);
          if (!xsd) continue;
          const want = ownXsdFindings(xml, xsd, cache);
          const got = (engine.validate(xml, xsd) as Array<{ message: string; line: number }>).map(({ message, line }) => ({ message, line }));
          expect(got, `${generation}/${kind}/${name}`).toEqual(want);
          if (want.length > 0) invalid++;
        }
      }
    }
    expect(invalid).toBeGreaterThan(100);
  });

  it('finds a document that may name a type with xsi:type (xerces then takes the folder\'s schema)', () => {
    expect(namesXsiType(Buffer.from('<a xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type = "t:T"/>'))).toBe(true);
    expect(namesXsiType('<a xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:type="T"/>')).toBe(true);
    expect(namesXsiType(Buffer.from('<a><ct:type>Tractor</ct:type></a>'))).toBe(false);
  });

  it('fails only the documents of a broken XSD, with the XSD named', () => {
    const folder = mkdtempSync(join(tmpdir(), 'fleetcase-folder-'));
    temporary.push(folder);
    const generation = join(folder, '0.1');
    cpSync(join(schemasDir, '0.1'), generation, { recursive: true });
    writeFileSync(join(generation, 'AttachmentRequest.xsd'), readFileSync(join(generation, 'AttachmentRequest.xsd'), 'utf8').replace('</xs:schema>', '<xs:element name="broken" type="nowhere:Type"/></xs:schema>'));
    const engine = createEngine('libxml2', { schemaRoots: [folder] });
    const note = readFileSync(join(repoRoot, 'test/fixtures/0.1/valid', readdirSync(join(repoRoot, 'test/fixtures/0.1/valid')).find((name) => name.startsWith('NoteRequest'))!));
    expect(engine.validate(note, join(generation, 'NoteRequest.xsd'))).toEqual([]);
    let thrown: unknown;
    try {
      engine.validate(Buffer.from('<attachment xmlns="http://www.decisiv.net/platform_api/0.1/Case/AttachmentRequest"/>'), join(generation, 'AttachmentRequest.xsd'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FleetcaseError);
    expect(String((thrown as Error).message)).toContain('AttachmentRequest.xsd');
  });
});
