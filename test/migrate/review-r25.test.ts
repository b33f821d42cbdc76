/**
 * Review r25 diffmig M1: comments and processing instructions inside a value are carried (they
 * were dropped without a word: `<cause>a<?keep?>b</cause>` became `<cause>ab</cause>`), where the
 * value stays, where it is renamed or rewritten (a comment after the new text) and where it is
 * reshaped (a 0.0.7 VMRS code). L1: a value change names the value as written, whitespace
 * included (`' Stop '`, which 0.0.7 refuses, was reported as `'Stop'`).
 */
import { describe, expect, it } from 'vitest';
import { migrateDocument } from '../../src/migrate/index.js';

const NS = 'http://www.decisiv.net/platform_api';

describe('review r25 diffmig M1: comments and PIs inside values', () => {
  it('are kept in values carried as they are, to a later generation and to the same one', () => {
    const source =
      `<case xmlns="${NS}/0.1/Case/CaseRequest">\n` +
      '  <cause>before<?keep me?>after</cause>\n  <complaint><!-- only a comment --></complaint>\n  <correction>a<!--x-->b</correction>\n</case>\n';
    for (const to of ['0.3-beta', '0.1']) {
      const result = migrateDocument(source, { to });
      expect(result.xml).toContain('<cause>before<?keep me?>after</cause>');
      expect(result.xml).toContain('<complaint><!-- only a comment --></complaint>');
      expect(result.xml).toContain('<correction>a<!--x-->b</correction>');
      expect(result.dropped).toStrictEqual([]);
    }
  });

  it('follow a value written anew (a boolean, a renamed status) and a reshaped VMRS code', () => {
    const source =
      `<item xmlns="${NS}/0.0.7/Case/EstimateItemRequest" xmlns:eit="${NS}/0.0.7/Case/EstimateItemTypes">\n` +
      '  <code>A</code>\n  <name>B</name>\n  <workStatus><eit:code>St<!--c-->op</eit:code></workStatus>\n  <underWarranty>0<?pi?></underWarranty>\n</item>\n';
    const result = migrateDocument(source, { to: '0.3-beta' });
    expect(result.xml).toMatch(/<eit:code>stop<!--c--><\/eit:code>/);
    expect(result.xml).toContain('<underWarranty>false<?pi?></underWarranty>');
  });
});

describe('review r25 diffmig L1: a value change names the value as written', () => {
  it('whitespace included', () => {
    const source =
      `<item xmlns="${NS}/0.0.7/Case/EstimateItemRequest" xmlns:eit="${NS}/0.0.7/Case/EstimateItemTypes">\n` +
      '  <code>A</code>\n  <name>B</name>\n  <workStatus><eit:code> Stop </eit:code></workStatus>\n  <underWarranty> 0 </underWarranty>\n</item>\n';
    const result = migrateDocument(source, { to: '0.3-beta' });
    const values = result.changes.filter((change) => change.kind === 'value').map((change) => [change.from, change.to]);
    expect(values).toStrictEqual([[' Stop ', 'stop'], [' 0 ', 'false']]);
  });
});

describe('review r25 diffmig L2: a namespace change counts the elements written', () => {
  it('leaves out those then dropped', () => {
    const source =
      `<item xmlns="${NS}/0.3-beta/Case/EstimateItemRequest" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
      '  <code>A</code><name>B</name>\n  <fixedPriceTotal xsi:nil="true"/>\n  <vmrs xsi:nil="true"/>\n</item>\n';
    const result = migrateDocument(source, { to: '0.0.7' });
    expect(result.dropped.map((loss) => loss.path)).toStrictEqual(['/item/fixedPriceTotal', '/item/vmrs']);
    const [move] = result.changes.filter((change) => change.kind === 'namespace');
    expect(move).toMatchObject({ path: '/item', paths: ['/item', '/item/code', '/item/name'], detail: '3 elements' });
  });
});

describe('review r26 recheck M1: comments and PIs of a VMRS code element unwrapped to 0.0.7', () => {
  it('stay around the value', () => {
    const source =
      `<item xmlns="${NS}/0.3-beta/Case/EstimateItemRequest" xmlns:vmrs="${NS}/0.2/Case/VMRS">\n  <code>A</code>\n  <name>B</name>\n  <vmrs>\n` +
      '    <vmrs:code14><!--before code--><vmrs:code>01</vmrs:code><?pi between?></vmrs:code14>\n' +
      '    <vmrs:code15><vmrs:code>06</vmrs:code><!--after code--></vmrs:code15>\n' +
      '    <vmrs:code18><vmrs:code>AB</vmrs:code></vmrs:code18>\n    <vmrs:code79><vmrs:code>FR</vmrs:code></vmrs:code79>\n' +
      '    <vmrs:code33><vmrs:code>013-002-007</vmrs:code></vmrs:code33>\n  </vmrs>\n</item>\n';
    const result = migrateDocument(source, { to: '0.0.7' });
    expect(result.dropped).toStrictEqual([]);
    expect(result.xml).toMatch(/<eit:code14><!--before code-->01<\?pi between\?><\/eit:code14>/);
    expect(result.xml).toMatch(/<eit:code15>06<!--after code--><\/eit:code15>/);
  });
});
