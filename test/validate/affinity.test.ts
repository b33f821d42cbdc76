/**
 * Schema affinity of the worker pool: a file goes to a worker that already compiled its
 * schema unless that unbalances the load; the root namespace is sniffed from the file's head.
 */
import { describe, expect, test } from 'vitest';
import { assignWorkers, sniffRootNamespace } from '../../src/validate/pool/affinity.js';
import { tempDir } from './helpers.js';

describe('assignWorkers', () => {
  const cases: Array<{ name: string; given: { keys: string[]; workers: number; slack: number }; want: number[] }> = [
    { name: 'two schemas, two workers: one each', given: { keys: ['a', 'b', 'a', 'b', 'a', 'b'], workers: 2, slack: 4 }, want: [0, 1, 0, 1, 0, 1] },
    { name: 'one schema spills over once the slack is used', given: { keys: ['a', 'a', 'a', 'a', 'a', 'a'], workers: 2, slack: 1 }, want: [0, 0, 1, 1, 0, 1] },
    { name: 'one worker takes everything', given: { keys: ['a', 'b', 'c'], workers: 1, slack: 0 }, want: [0, 0, 0] },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(assignWorkers(given.keys, given.workers, given.slack)).toStrictEqual(want);
  });

  test('keeps the load balanced on a skewed corpus', () => {
    const keys = Array.from({ length: 1000 }, (_, index) => (index % 10 === 0 ? 'rare' : 'common'));
    const owners = assignWorkers(keys, 2);
    const load = [0, 1].map((worker) => owners.filter((owner) => owner === worker).length);
    expect(Math.abs(load[0]! - load[1]!)).toBeLessThanOrEqual(33);
  });
});

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
