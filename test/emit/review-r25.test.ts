/**
 * Review r25 hostilexsd H1: a content model of 40 nested choices gave a `modelOf<Type>` constant
 * tsc gave up on (TS2321, excessive stack depth); it is now cut into constants of at most 16
 * levels. H3: a type named `Maße` (and an element `a·b`) gave modules that named it without
 * importing it: the unused-import pruning read identifiers as ASCII only. Both type-check now,
 * and the documents decode, validate and round-trip.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { strictErrorsOf, useGeneratedSets } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r25-hostile');
const xsd = join(fixtures, 'hostile.xsd');
type Module = Record<string, (value: unknown) => unknown>;
const sets = useGeneratedSets<Module>({ hostile: fixtures });
const module = (): Module => sets.modules.get('hostile')!;

describe('review r25 hostilexsd H1, H3: generated code of deep models and non-ASCII names', () => {
  it('type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  it('a document of the non-ASCII type round-trips', () => {
    const xml = '<artikel xmlns="urn:r25"><höhe>1.5</höhe><a·b>x</a·b></artikel>';
    expect(xmllintVerdict(xsd, xml)).toBe('');
    const value = module().decodeHostileArtikel!(xml);
    expect(module().validateHostileArtikel!(value)).toStrictEqual([]);
    expect(module().decodeHostileArtikel!(module().encodeHostileArtikel!(value))).toStrictEqual(value);
  });

  it('the deep model decodes and validates', () => {
    const xml = '<deep xmlns="urn:r25"><leaf>a</leaf><tail>t</tail><leaf>b</leaf></deep>';
    expect(xmllintVerdict(xsd, xml)).toBe('');
    const value = module().decodeHostileDeep!(xml);
    expect(module().validateHostileDeep!(value)).toStrictEqual([]);
    expect(module().decodeHostileDeep!(module().encodeHostileDeep!(value))).toStrictEqual(value);
  });
});
