import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlTree, serializeXmlTree } from '../../src/runtime/index.js';
import { makeCasesDocument } from './bench/case-corpus.js';
import { decodeCases } from './bench/case-decoder.js';
import { encodeCases } from './bench/case-encoder.js';

const vendorXsd = resolve(
  __dirname,
  '../../../shared/reference/vendor-xsd/0.3-beta/CaseResponse.xsd',
);
const canValidate = existsSync('/usr/bin/xmllint') && existsSync(vendorXsd);

describe('realistic 0.3-beta cases documents', () => {
  const doc = makeCasesDocument(5);

  it('decode(encode(decode(doc))) equals decode(doc)', () => {
    const value = decodeCases(doc);
    expect(value).toHaveLength(5);
    expect(value[0]!.assetInformation).toStrictEqual({
      engineHours: 5000,
      mileage: 120000,
      trailer: { unitNumber: 'T-0', loaded: true },
    });
    expect(value[1]!.severity).toBe('1.1');
    expect(value[0]!.originationEvent).toBeNull();
    expect(decodeCases(encodeCases(value))).toStrictEqual(value);
  });

  it('the tree round-trips the document exactly (up to &apos;)', () => {
    // Only &apos; changes: text needs no escaping of apostrophes, so the writer emits "'".
    const body = doc
      .slice(doc.indexOf('<cases'), doc.lastIndexOf('>') + 1)
      .replaceAll('&apos;', "'");
    expect(serializeXmlTree(parseXmlTree(doc))).toBe(body);
  });

  it.skipIf(!canValidate)('the corpus and its re-encoding validate against the vendor XSD', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetcase-runtime-'));
    try {
      writeFileSync(join(dir, 'original.xml'), doc);
      writeFileSync(join(dir, 'encoded.xml'), encodeCases(decodeCases(doc)));
      const output = execFileSync(
        '/usr/bin/xmllint',
        ['--noout', '--schema', vendorXsd, join(dir, 'original.xml'), join(dir, 'encoded.xml')],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
