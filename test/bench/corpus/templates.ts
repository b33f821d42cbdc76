/**
 * The corpus templates: every valid fixture of every generation (`test/fixtures/<gen>/valid`),
 * with the XSD its root namespace names (`<root>/<version>/Case/<Schema>` ->
 * `schemas/<version>/<Schema>.xsd`, so inherited schemas resolve to the generation that
 * issued them, as the validator does).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localName, parseDocument, type XmlElement } from './xml-tree.js';

/** Generations in order (folder names under test/fixtures and schemas). */
export const GENERATIONS = ['0.0.7', '0.1', '0.2', '0.3-beta'] as const;

/** One fixture, parsed, with where it validates. */
export interface Template {
  /** Fixture path relative to the repo. @example 'test/fixtures/0.1/valid/CaseRequest.case.1.xml' */
  source: string;
  generation: string;
  /** @example 'CaseRequest' */
  schema: string;
  /** @example 'case' */
  root: string;
  /** XSD path relative to the repo. @example 'schemas/0.1/CaseRequest.xsd' */
  xsd: string;
  element: XmlElement;
}

const NAMESPACE = /\/([^/]+)\/Case\/([^/]+)$/;

function namespaceOf(root: XmlElement): string | undefined {
  const prefix = root.name.includes(':') ? root.name.slice(0, root.name.indexOf(':')) : undefined;
  const key = prefix ? `xmlns:${prefix}` : 'xmlns';
  return root.attributes.find(([name]) => name === key)?.[1];
}

/** The fixture files the corpus is made from, sorted (their bytes key the corpus cache). */
export function templateFiles(repoRoot: string): string[] {
  const files: string[] = [];
  for (const generation of GENERATIONS) {
    const dir = join('test/fixtures', generation, 'valid');
    if (!existsSync(join(repoRoot, dir))) continue;
    for (const name of readdirSync(join(repoRoot, dir)).filter((file) => file.endsWith('.xml')).sort()) files.push(join(dir, name));
  }
  return files;
}

/** A hash of the fixtures' names and bytes (a changed fixture makes a new corpus). */
export function templatesHash(repoRoot: string): string {
  const hash = createHash('sha256');
  for (const file of templateFiles(repoRoot)) hash.update(file).update('\0').update(readFileSync(join(repoRoot, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Loads every fixture whose namespace names an XSD we have; others are skipped with a reason. */
export function loadTemplates(repoRoot: string): { templates: Template[]; skipped: string[] } {
  const templates: Template[] = [];
  const skipped: string[] = [];
  for (const source of templateFiles(repoRoot)) {
    const generation = source.split('/')[2]!;
    let element: XmlElement;
    try {
      element = parseDocument(readFileSync(join(repoRoot, source), 'utf8'));
    } catch (error) {
      skipped.push(`${source}: does not parse (${String(error)})`);
      continue;
    }
    const match = NAMESPACE.exec(namespaceOf(element) ?? '');
    const xsd = match ? join('schemas', match[1]!, `${match[2]}.xsd`) : undefined;
    if (!match || !xsd || !existsSync(join(repoRoot, xsd))) {
      skipped.push(`${source}: no XSD for namespace ${namespaceOf(element) ?? '(none)'}`);
      continue;
    }
    templates.push({ source, generation, schema: match[2]!, root: localName(element.name), xsd, element });
  }
  return { templates, skipped };
}
