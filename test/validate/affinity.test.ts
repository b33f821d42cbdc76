/**
 * Schema affinity of the worker pool: the root namespace is sniffed from the file's head.
 */
import { describe, expect, test } from 'vitest';
import { sniffRootNamespace } from '../../src/validate/pool/affinity.js';
import { tempDir } from './helpers.js';

describe('sniffRootNamespace', () => {
  const cases = [
    { name: 'default namespace after a declaration and a comment', given: '<?xml version="1.0"?>\n<!-- <x xmlns="urn:no"> -->\n<case xmlns="urn:case" a="1">', want: 'urn:case' },
    { name: 'prefixed root', given: "<c:case xmlns='urn:default' xmlns:c='urn:prefixed'>", want: 'urn:prefixed' },
    { name: 'no namespace', given: '<case>', want: '' },
    { name: 'binary', given: '\u0000\u0001\u0002', want: '' },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    const tree = tempDir();
    try {
      expect(sniffRootNamespace(tree.write('doc.xml', given))).toBe(want);
    } finally {
      tree.cleanup();
    }
  });

  test('a missing file is no namespace, not an error', () => {
    expect(sniffRootNamespace('/nonexistent/file.xml')).toBe('');
  });
});
