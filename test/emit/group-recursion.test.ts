/**
 * Code generated for groups that recur through elements (a trimmed XHTML 1.0 Strict with nested
 * div/li/em, and a DocBook-like section/subsection): a document with nested divs decodes,
 * re-encodes to a document xmllint accepts, and decodes again to the same value.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'group-recursion', 'xhtml-like');
const xsdPath = join(fixtures, 'xhtml-like.xsd');
type Module = Record<string, (...args: unknown[]) => unknown>;
const sets = useGeneratedSets<Module>({ 'xhtml-like': fixtures });
const xhtml = (): Module => sets.modules.get('xhtml-like')!;

describe('nested recursive content round-trips', () => {
  const cases = [
    { name: 'the nested document', given: readFileSync(join(fixtures, 'nested.xml'), 'utf8'), want: ['<div><div><p>deep<br/>line</p>', '<subsection><title>S.1.1</title>'] },
    { name: 'three divs deep', given: '<body xmlns="urn:test:xhtml-like"><div><div><div>x<em>y</em></div></div></div></body>', want: ['<div><div><div>x<em>y</em></div></div></div>'] },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(xmllintVerdict(xsdPath, given)).toBe('');
    const value = xhtml().decodeXhtmlLikeBody!(given);
    expect(xhtml().validateXhtmlLikeBody!(value)).toEqual([]);
    const encoded = xhtml().encodeXhtmlLikeBody!(value) as string;
    expect(xmllintVerdict(xsdPath, encoded)).toBe('');
    for (const fragment of want) expect(encoded).toContain(fragment);
    expect(xhtml().decodeXhtmlLikeBody!(encoded)).toStrictEqual(value);
  });
});
