/**
 * The vendor's published XSD folders load with loadSchemaSet (they stay within the subset),
 * including 0.2 and 0.3-beta, whose files import `../0.2/…` and `../0.1/…`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/paths.js';
import { loadSchemaSet } from '../../src/schema/load.js';

const vendorDir = resolve(packageRoot, '../shared/reference/vendor-xsd');
const present = existsSync(vendorDir);
const api = (version: string, name: string) => `http://www.decisiv.net/platform_api/${version}/Case/${name}`;

describe('vendor XSD folders', () => {
  if (!present) it.skip(`skipped: ${vendorDir} is absent`, () => undefined);
  describe.runIf(present)('loadSchemaSet', () => {
    const folders = present ? readdirSync(vendorDir).sort() : [];
    it.each(folders)('%s loads, every file of the folder an issued schema', (folder) => {
      const generation = loadSchemaSet(join(vendorDir, folder));
      const files = readdirSync(join(vendorDir, folder)).filter((file) => file.endsWith('.xsd'));
      expect(generation.id).toBe(folder);
      expect(generation.schemas.filter((schema) => schema.issued).map((schema) => schema.file).sort()).toStrictEqual(
        files.map((file) => `${folder}/${file}`).sort(),
      );
      expect(Object.keys(generation.types).length).toBeGreaterThan(0);
      expect(generation.endpoints).toStrictEqual([]);
    });

    it('0.3-beta inherits the 0.2 helpers it imports and keeps the other CaseTypes apart', () => {
      const generation = loadSchemaSet(join(vendorDir, '0.3-beta'));
      const byName = Object.fromEntries(generation.schemas.map((schema) => [schema.name, schema]));
      expect(byName['GroupedUser']).toMatchObject({ version: '0.2', file: '0.2/GroupedUser.xsd', issued: false, prefix: 'g' });
      expect(byName['VMRS']).toMatchObject({ version: '0.2', file: '0.2/vmrs.xsd', issued: false, prefix: 'vmrs' });
      expect(byName['CaseRequest']).toMatchObject({ version: '0.3-beta', issued: true, roots: ['case'], prefix: 'case' });
      expect(byName['CaseRequest']?.imports).toContain(api('0.2', 'GroupedUser'));
      expect(generation.extraSchemas?.map((schema) => `${schema.name} ${schema.version}`)).toStrictEqual(['CaseTypes 0.2']);
      expect(generation.types[`{${api('0.3-beta', 'CaseRequest')}}CaseRequestType.customers`]).toMatchObject({ kind: 'complexType', anonymous: true });
    });

    it('keeps nillable and minOccurs apart on a real document', () => {
      const generation = loadSchemaSet(join(vendorDir, '0.3-beta'));
      const type = generation.types[`{${api('0.3-beta', 'CaseRequest')}}CaseRequestType`];
      const particles = type?.kind === 'complexType' ? (type.content?.particles ?? []) : [];
      const occursOf = (local: string) => particles.find((particle) => particle.kind === 'element' && particle.name.endsWith(`}${local}`))?.occurs;
      expect(occursOf('cause')).toStrictEqual({ min: 0, max: 1, nillable: true });
      expect(occursOf('assignee')).toStrictEqual({ min: 0, max: 1, nillable: false });
      expect(particles.find((particle) => particle.kind === 'element' && particle.name.endsWith('}assetIdentifier'))).toMatchObject({
        name: `{${api('0.3-beta', 'CaseTypes')}}assetIdentifier`,
        ref: `{${api('0.3-beta', 'CaseTypes')}}assetIdentifier`,
      });
    });
  });
});
