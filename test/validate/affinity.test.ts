/**
 * Schema affinity of the worker pool: the root namespace is sniffed from the file's head (from
 * a file, or from bytes already read), and the router keeps a namespace on one worker while the
 * load allows.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NamespaceRouter } from '../../src/validate/pool/affinity.js';
import { sniffNamespaceOf, sniffRootNamespace } from '../../src/validate/pool/sniff.js';
import { tempDir } from './helpers.js';

/** The oracle of the byte sniffer: the root namespace read from the head's text with regular expressions. */
function rootNamespaceOf(head: string): string {
  // The first start tag after the prolog (declaration, comments, processing instructions).
  const tag = /<([A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)([^>]*)>/.exec(head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''));
  if (!tag) return '';
  const prefix = tag[1]!.includes(':') ? tag[1]!.split(':')[0] : '';
  const declaration = new RegExp(`\\bxmlns${prefix ? `:${prefix}` : ''}\\s*=\\s*["']([^"']*)["']`).exec(tag[2]!);
  return declaration?.[1] ?? '';
}

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

describe('sniffNamespaceOf (bytes)', () => {
  const encode = (text: string): Uint8Array => new TextEncoder().encode(text);
  const cases = [
    { name: 'default namespace', given: '<?xml version="1.0"?>\n<case xmlns="urn:case">', want: 'urn:case' },
    { name: 'prefixed root, namespace after another attribute', given: "<c:case a='1' xmlns:c='urn:c'>", want: 'urn:c' },
    { name: "another prefix's declaration is not the root's", given: '<c:case xmlns:d="urn:d">', want: '' },
    { name: 'spaces around =', given: '<case xmlns = "urn:case" >', want: 'urn:case' },
    { name: 'a start tag past the first 2 KiB', given: `<!--${'x'.repeat(2100)}--><case xmlns="urn:case">`, want: '' },
    { name: 'an unclosed comment', given: '<!-- <case xmlns="urn:no">', want: '' },
  ];
  test.each(cases)('$name', ({ given, want }) => {
    expect(sniffNamespaceOf(encode(given))).toBe(want);
  });

  test('reads what rootNamespaceOf reads from the decoded head', () => {
    const piece = fc.constantFrom('<', '>', '?', '!', '--', ' ', '\n', 'xmlns', ':', 'c', 'case', '=', '"', "'", 'urn:a', '<?xml version="1.0"?>', '<!-- c -->', 'xmlns:c', 'a="1"', '_', '-', '.', '1');
    const head = fc.array(piece, { minLength: 1, maxLength: 24 }).map((pieces) => pieces.join(''));
    fc.assert(fc.property(head, (text) => sniffNamespaceOf(encode(text)) === rootNamespaceOf(text)), { numRuns: 5000 });
  });
});

describe('NamespaceRouter', () => {
  /** Workers whose loads the test sets: room below 10 files, short of work below 4. */
  const fake = (loads: number[]) => {
    const state = loads.map((load) => ({ load }));
    const workers = state.map((entry) => ({ canTake: () => entry.load < 10, starving: () => entry.load < 4, load: () => entry.load }));
    return { state, router: new NamespaceRouter(workers) };
  };

  test('a new namespace goes to the least loaded worker with room', () => {
    const { router } = fake([6, 2, 10]);
    expect(router.route('urn:a')).toBe(1);
  });

  test('a namespace stays with its worker while it has room and nobody starves', () => {
    const { state, router } = fake([0, 0]);
    expect(router.route('urn:a')).toBe(0);
    state[0]!.load = 8;
    state[1]!.load = 5;
    expect(router.route('urn:a')).toBe(0);
  });

  test('a namespace moves to a starving worker when its own is not short of work', () => {
    const { state, router } = fake([0, 0]);
    expect(router.route('urn:a')).toBe(0);
    state[0]!.load = 6;
    state[1]!.load = 1;
    expect(router.route('urn:a')).toBe(1);
    // and stays there
    state[0]!.load = 1;
    state[1]!.load = 2;
    expect(router.route('urn:a')).toBe(1);
  });

  test('no worker with room: no route', () => {
    const { router } = fake([10, 12]);
    expect(router.canTake()).toBe(false);
    expect(router.route('urn:a')).toBeUndefined();
  });
});
