/**
 * Review r19 consumer M1: a DOCTYPE that only names an external DTD (every conforming XHTML 1.0
 * document has one) was refused with no way round it. `--ignore-external-dtd` (`externalDtd:
 * 'ignore'` in the library and the decoders) leaves it unread, as `xmllint --nonet` does: the
 * hostile corpus' external-DTD documents then validate with every engine, and still nothing is
 * read or fetched; a DOCTYPE with an internal subset is still refused.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCaseRequestCase } from '../../generated/0.1/codecs.js';
import { withoutExternalDoctype } from '../../src/runtime/external-doctype.js';
import { startCanaries, type Canaries } from '../hostile/canaries.js';
import { hostileDir, runCli, tempDir } from './helpers.js';

let canaries: Canaries;
const dir = mkdtempSync(join(tmpdir(), 'fleetcase-external-dtd-'));
const files = tempDir('fleetcase-external-dtd-docs-');
beforeAll(async () => {
  canaries = await startCanaries(dir);
});
afterAll(async () => {
  await canaries.close();
  rmSync(dir, { recursive: true, force: true });
  files.cleanup();
});

const aimed = (name: string) => files.write(name, canaries.aim(readFileSync(join(hostileDir, name))));

describe('--ignore-external-dtd (review r19 consumer M1)', () => {
  it.each(['libxml2', 'libxmljs2', 'xerces'])('%s: an external DTD by file or URL is left unread, and the document validates', async (engine) => {
    const documents = [aimed('external-dtd.xml'), aimed('external-dtd-file.xml')];
    const { code, out } = await runCli(['validate', '--engine', engine, '--ignore-external-dtd', '--format', 'json', ...documents]);
    expect(JSON.parse(out).summary).toMatchObject({ files: 2, valid: 2 });
    expect(code).toBe(0);
    expect(canaries.requests()).toBe(0);
    expect(canaries.fileRead()).toBe(false);
  });

  it('without it, the same documents are refused (dtd-external-subset)', async () => {
    const { code, out } = await runCli(['validate', '--format', 'json', aimed('external-dtd.xml')]);
    expect(code).toBe(1);
    expect(JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule)).toStrictEqual(['dtd-external-subset']);
  });

  it.each([
    ['external-entity-file.xml', 'dtd-external-entity'],
    ['billion-laughs.xml', 'dtd-entity-expansion'],
  ])('%s, with an internal subset, is still refused (%s)', async (name, rule) => {
    const { code, out } = await runCli(['validate', '--ignore-external-dtd', '--format', 'json', aimed(name)]);
    expect(code).toBe(1);
    expect(JSON.parse(out).files[0].issues.map((issue: { rule: string }) => issue.rule)).toStrictEqual([rule]);
    expect(canaries.fileRead()).toBe(false);
  });

  it('an entity the DTD would define stays undefined, and line numbers stay', async () => {
    const doc = files.write(
      'nbsp.xml',
      '<?xml version="1.0"?>\n<!DOCTYPE case PUBLIC "-//X//DTD X//EN"\n  "x.dtd">\n<case xmlns="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest">\n  <cause>a&nbsp;b</cause>\n</case>\n',
    );
    const { code, out } = await runCli(['validate', '--ignore-external-dtd', '--format', 'json', doc]);
    expect(code).toBe(1);
    const issue = JSON.parse(out).files[0].issues[0] as { rule: string; line: number };
    expect([issue.rule, issue.line]).toStrictEqual(['entity-undefined', 5]);
  });

  it('the decoders take it as an option', () => {
    const doc = canaries.aim(readFileSync(join(hostileDir, 'external-dtd-file.xml')));
    expect(() => decodeCaseRequestCase(doc)).toThrow(/DOCTYPE/);
    expect(decodeCaseRequestCase(doc, { externalDtd: 'ignore' })).toStrictEqual({ cause: 'flat tire' });
    expect(canaries.fileRead()).toBe(false);
  });

  it('blanks the declaration only, keeping lines and columns', () => {
    const text = '\uFEFF<?xml version="1.0"?><!-- c --><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN"\r\n "é😀.dtd"><html/>';
    const blank = withoutExternalDoctype(text);
    expect(blank).toHaveLength(text.length);
    expect(blank).toBe(text.replace(/<!DOCTYPE[^>]*>/, (doctype) => doctype.replace(/[^\r\n]/g, ' ')));
    // Bytes: one space per UTF-16 unit, as columns count (review r19 recheck L2).
    expect(Buffer.from(withoutExternalDoctype(Buffer.from(text))).toString()).toBe(blank);
    for (const kept of ['<!DOCTYPE x [<!ENTITY a "b">]><x/>', '<x/><!DOCTYPE x SYSTEM "y">', '<!DOCTYPE x SYSTEM "y" [<?pi?>]><x/>']) expect(withoutExternalDoctype(kept)).toBe(kept);
  });

  it('finds it after a prolog longer than the first window, and with an empty internal subset (review r19 recheck L1, L3)', () => {
    // A 40 MB comment ran a pattern's backtracking stack out (exit 2): the prolog is scanned by indexOf.
    for (const text of [`<!--${'c'.repeat(70_000)}-->\n<!DOCTYPE x SYSTEM "y"><x/>`, `${'<!-- -->'.repeat(20_000)}<!DOCTYPE x SYSTEM "y"><x/>`, '<!DOCTYPE x SYSTEM "y" [ ]><x/>', `<!--${'c'.repeat(40_000_000)}--><!DOCTYPE x SYSTEM "y"><x/>`]) {
      const blank = withoutExternalDoctype(Buffer.from(text));
      expect(Buffer.from(blank).toString()).toBe(text.replace(/<!DOCTYPE[^>]*>/, (doctype) => ' '.repeat(doctype.length)));
    }
  });

  it('a malformed DOCTYPE is refused, saying it is not the form the flag takes (review r19 recheck2 L1)', async () => {
    const doc = files.write('junk.xml', '<!DOCTYPE case SYSTEM "x.dtd" junk><case xmlns="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest"/>');
    const { out } = await runCli(['validate', '--ignore-external-dtd', '--format', 'json', doc]);
    expect(JSON.parse(out).files[0].issues[0].message).toMatch(/^DOCTYPE refused: it is not the well-formed <!DOCTYPE name SYSTEM/);
  });

  it('an internal subset that declares markup is refused, saying so', async () => {
    const doc = files.write('subset.xml', '<!DOCTYPE case SYSTEM "x.dtd" [<!ENTITY a "b">]><case xmlns="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest"/>');
    const { out } = await runCli(['validate', '--ignore-external-dtd', '--format', 'json', doc]);
    const issue = JSON.parse(out).files[0].issues[0] as { rule: string; message: string };
    expect(issue.rule).toBe('dtd-external-subset');
    expect(issue.message).toMatch(/^DOCTYPE refused: besides its external DTD it has an internal subset that declares markup/);
  });
});
