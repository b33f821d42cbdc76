/**
 * Code generated for groups that recur through elements (a trimmed XHTML 1.0 Strict with nested
 * div/li/em, and a DocBook-like section/subsection): a document with nested divs decodes,
 * re-encodes to a document xmllint accepts, and decodes again to the same value.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../src/emit/index.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'group-recursion', 'xhtml-like');
const xsdPath = join(fixtures, 'xhtml-like.xsd');
type Module = Record<string, (...args: unknown[]) => unknown>;
let module: Module;
let out = '';

beforeAll(async () => {
  // Inside the package, so that the generated code imports the runtime from src/.
  out = mkdtempSync(join(import.meta.dirname, '.group-recursion-'));
  await generate({ schemas: fixtures, out, generations: ['xhtml-like'], targets: ['types', 'codecs', 'validators'] });
  module = (await import(join(out, 'xhtml-like', 'index.ts'))) as Module;
}, 60_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('nested recursive content round-trips', () => {
  const cases = [
    { name: 'the nested document', given: readFileSync(join(fixtures, 'nested.xml'), 'utf8'), want: ['<div><div><p>deep<br/>line</p>', '<subsection><title>S.1.1</title>'] },
    { name: 'three divs deep', given: '<body xmlns="urn:test:xhtml-like"><div><div><div>x<em>y</em></div></div></div></body>', want: ['<div><div><div>x<em>y</em></div></div></div>'] },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(xmllintVerdict(xsdPath, given)).toBe('');
    const value = module.decodeXhtmlLikeBody!(given);
    expect(module.validateXhtmlLikeBody!(value)).toEqual([]);
    const encoded = module.encodeXhtmlLikeBody!(value) as string;
    expect(xmllintVerdict(xsdPath, encoded)).toBe('');
    for (const fragment of want) expect(encoded).toContain(fragment);
    expect(module.decodeXhtmlLikeBody!(encoded)).toStrictEqual(value);
  });
});
