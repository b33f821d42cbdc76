/**
 * Element paths too deep to read are shortened once, for every reporter (review r10 cli 6: a
 * `depth-limit` document's path had 257 and more elements).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { shortPath } from '../../src/validate/issue.js';
import { FORMATS } from '../../src/validate/reporters/index.js';
import { runCli, tempDir } from './helpers.js';

describe('shortPath', () => {
  const cases = [
    { given: '', want: '' },
    { given: '/case/primaryContact/name', want: '/case/primaryContact/name' },
    { given: `/r${'/a'.repeat(15)}`, want: `/r${'/a'.repeat(15)}` },
    { given: `/r${'/a'.repeat(16)}`, want: '/r/a/a/a/a/a/a/a/…/a (depth 17)' },
    { given: `/note/message${'/x'.repeat(254)}/last`, want: '/note/message/x/x/x/x/x/x/…/last (depth 257)' },
  ];
  it.each(cases)('$given -> $want', ({ given, want }) => expect(shortPath(given)).toBe(want));
});

describe('a depth-limit document, in every format', () => {
  const tree = tempDir();
  afterAll(() => tree.cleanup());
  const deep = `<note xmlns="http://www.decisiv.net/platform_api/0.1/Case/NoteRequest"><message>${'<a>'.repeat(300)}${'</a>'.repeat(300)}</message></note>\n`;
  tree.write('deep.xml', deep);

  it.each(FORMATS)('%s: the path is the short one', async (format) => {
    const { code, out } = await runCli(['validate', '--format', format, 'deep.xml'], tree.dir);
    expect(code).toBe(1);
    expect(out).toContain('depth-limit');
    expect(out).toContain('/note/message/a/a/a/a/a/a/…/a (depth 257)');
    expect(out).not.toContain('/a/a/a/a/a/a/a/a');
  });
});
