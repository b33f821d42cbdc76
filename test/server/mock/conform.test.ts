/** One neutral representation, fit to each generation's document type by the IR. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { IrGeneration } from '../../../src/ir/index.js';
import { loadModel } from '../../../src/schema/index.js';
import { conformDocument } from '../../../src/server/mock/conform.js';

let generations: Map<string, IrGeneration>;
beforeAll(() => {
  generations = new Map(loadModel({ generations: ['0.0.7', '0.1', '0.3-beta'] }).generations.map((generation) => [generation.id, generation]));
});

const conform = (generation: string, schema: string, root: string, value: unknown) => conformDocument(generations.get(generation)!, schema, root, value);

describe('conformDocument', () => {
  it.each([
    ['0.0.7 assets have no chassisID', '0.0.7', 'AssetResponse', 'asset', { id: '1', URL: 'u', chassisID: 'CH-1', VIN: 'V' }, { URL: 'u', id: '1', VIN: 'V' }],
    ['0.3-beta assets do', '0.3-beta', 'AssetResponse', 'asset', { id: '1', URL: 'u', chassisID: 'CH-1' }, { URL: 'u', id: '1', chassisID: 'CH-1' }],
    ['a number where a decimal goes', '0.3-beta', 'EstimateItemPartResponse', 'part', { id: '1', URL: 'u', name: 'n', partNumber: 'p', quantity: 2, unitPrice: 12.5, coreQuantity: '0', unitCorePrice: '0.00' }, { id: '1', URL: 'u', name: 'n', partNumber: 'p', quantity: '2.00', unitPrice: '12.50', coreQuantity: '0', unitCorePrice: '0.00' }],
    ['a required element the value lacks gets a neutral value', '0.3-beta', 'EstimateItemPartResponse', 'part', { id: '1' }, { id: '1', URL: '', name: '', partNumber: '', quantity: '0.00', unitPrice: '0.00', coreQuantity: '0.00', unitCorePrice: '0.00' }],
    ['a single value where a list goes', '0.3-beta', 'CaseStatus', 'statuses', { status: { name: 'Open' } }, { status: [{ name: 'Open' }] }],
  ])('%s', (_name, generation, schema, root, given, want) => expect(conform(generation, schema, root, given)).toStrictEqual(want));

  it('enumerations match case-insensitively: start is Start in 0.0.7', () => {
    const item = { id: '1', URL: 'u', workStatus: { code: 'start' } };
    expect((conform('0.0.7', 'EstimateItemResponse', 'item', item) as { workStatus: unknown }).workStatus).toStrictEqual({ code: 'Start' });
    expect((conform('0.3-beta', 'EstimateItemResponse', 'item', item) as { workStatus: unknown }).workStatus).toStrictEqual({ code: 'start' });
  });

  it('a complex value where text goes: its name (a subcase status is plain text)', () => {
    const subcase = conform('0.1', 'SubcaseResponse', 'subcase', { id: '1', URL: 'u', status: { name: 'Open' } }) as Record<string, unknown>;
    expect(subcase['status']).toBe('Open');
  });

  it('text where a complex value goes: put in its code (VMRS codes from 0.1)', () => {
    const item = conform('0.1', 'EstimateItemResponse', 'item', { id: '1', URL: 'u', vmrs: { code14: '01' } }) as { vmrs?: unknown };
    expect(item.vmrs).toStrictEqual({ code14: { code: '01' } });
  });

  it('a value outside a pattern is left out, not sent invalid', () => {
    const item = conform('0.3-beta', 'EstimateItemResponse', 'item', { id: '1', URL: 'u', vmrs: { code33: { code: 'not-a-code' } } }) as { vmrs?: unknown };
    expect(item.vmrs).toStrictEqual({ code33: {} });
  });

  it('null stays null only where the element is nillable', () => {
    const value = conform('0.3-beta', 'CaseResponse', 'case', { id: '1', URL: 'u', cause: null, closed: null }) as Record<string, unknown>;
    expect(value['cause']).toBeNull();
    expect('closed' in value).toBe(false);
  });

  it('a document the generation does not have is a bug, said so', () => {
    expect(() => conform('0.0.7', 'EstimateVersionResponse', 'version', {})).toThrow('generation 0.0.7 has no <version> document of EstimateVersionResponse');
  });
});
