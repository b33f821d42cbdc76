/**
 * `fleetcase generate --schemas` on a small XSD set with the constructs the API's schemas do not
 * use (test/emit/fixtures/constructs: choice, optional group, repeated choice, extension,
 * simpleContent with attributes, typed and required attributes, wide integers, double, time,
 * token enumerations, a recursive type): the code type-checks, round-trips arbitrary values that
 * the XSD accepts, and refuses what the XSD refuses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { rootEntries } from '../../src/emit/index.js';
import { DecodeError } from '../../src/runtime/index.js';
import { loadSchemaSet } from '../../src/schema/index.js';
import { ValueArbitraries } from './arbitrary.js';
import { functionsOf, repoRoot, type RootFunctions } from './helpers.js';
import { xsdErrors } from './xsd.js';
import { strictTypeErrors } from '../emit/strict-tsc.js';

const schemas = join(repoRoot, 'test', 'emit', 'fixtures', 'constructs');
const xsd = join(schemas, 'Shipment.xsd');
const generation = loadSchemaSet(schemas);
const roots = rootEntries(generation);
let out = '';
let module: Record<string, unknown> = {};
const shipment = (): RootFunctions =>
  functionsOf(
    module,
    roots.find((root) => root.local === 'shipment')!,
  );

beforeAll(async () => {
  out = mkdtempSync(join(repoRoot, 'test', 'generated', '.constructs-'));
  const io = memoryIo(repoRoot);
  expect(
    await main(
      ['generate', '--schemas', schemas, '--out', out, '--targets', 'types,codecs,validators'],
      io,
    ),
  ).toBe(0);
  module = (await import(join(out, 'constructs', 'index.ts'))) as Record<string, unknown>;
}, 60_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('code generated for the other constructs of the subset', () => {
  it('type-checks under --strict', () => {
    expect(strictTypeErrors(out, [join(out, 'constructs', 'index.ts')])).toBe('');
  }, 60_000);

  it.each(roots.map((root) => [root.stem, root] as const))(
    '%s: decode(encode(v)) = v and encode(v) is XSD-valid',
    (_stem, root) => {
      const codec = functionsOf(module, root);
      fc.assert(
        fc.property(new ValueArbitraries(generation).ofType(root.element.type), (given) => {
          const xml = codec.encode(given);
          expect(codec.decode(xml)).toStrictEqual(given);
          expect(xsdErrors(xsd, xml)).toStrictEqual([]);
        }),
        { numRuns: 50 },
      );
    },
  );

  const doc = (attributes: string, body: string) =>
    `<shipment xmlns="urn:example:shipment" xmlns:cm="urn:example:common" ${attributes}><reference>R</reference>${body}</shipment>`;

  it.each([
    [
      'a second choice branch',
      doc('version="1"', '<carrier id="1"><name>A</name></carrier><pickupBy>10:00:00</pickupBy>'),
      'element-unexpected',
    ],
    ['no branch of a required choice', doc('version="1"', ''), 'element-missing'],
    [
      'half of a choice branch sequence',
      doc('version="1"', '<pickupBy>10:00:00</pickupBy>'),
      'element-missing',
    ],
    [
      'an optional group without its required member',
      doc('version="1"', '<dock>1</dock><pickupBy>10:00:00</pickupBy>'),
      'element-unexpected',
    ],
    ['a required attribute missing', doc('', '<dock>1</dock>'), 'attribute-missing'],
    [
      'a typed attribute that is not a decimal',
      doc('version="v1"', '<dock>1</dock>'),
      'value-invalid',
    ],
    [
      'an undeclared attribute',
      doc('version="1" extra="x"', '<dock>1</dock>'),
      'attribute-unknown',
    ],
    [
      'more repetitions than maxOccurs',
      doc(
        'version="1"',
        `<pickupBy>10:00:00</pickupBy><dock>1</dock>${'<package><label>p</label></package>'.repeat(4)}`,
      ),
      'element-unexpected',
    ],
    [
      'an integer beyond its type',
      doc('version="1"', '<pickupBy>10:00:00</pickupBy><dock>70000</dock>'),
      'value-invalid',
    ],
  ])('refuses %s (%s), as the XSD does', (_name, xml, code) => {
    expect(xsdErrors(xsd, xml)).not.toStrictEqual([]);
    expect(() => shipment().decode(xml)).toThrow(expect.objectContaining({ code }));
    expect(() => shipment().decode(xml)).toThrow(DecodeError);
  });

  it('keeps the children of a type with a repeated choice in document order ($content)', () => {
    const xml = doc(
      'version="1.0"',
      '<pickupBy>10:00:00</pickupBy><dock>2</dock><note>a</note><flag>fragile</flag><note>b</note>',
    );
    const value = shipment().decode(xml) as {
      $content: Array<{ $element: string; value: unknown }>;
    };
    expect(value.$content.map((item) => [item.$element, item.value])).toStrictEqual([
      ['reference', 'R'],
      ['pickupBy', '10:00:00'],
      ['dock', 2],
      ['note', 'a'],
      ['flag', 'fragile'],
      ['note', 'b'],
    ]);
    expect(shipment().encode(value)).toContain('<note>a</note><flag>fragile</flag><note>b</note>');
    expect(shipment().decode(shipment().encode(value))).toStrictEqual(value);
  });

  it('validates facets of values built by hand (pattern, minInclusive, totalDigits: the first facet a value fails)', () => {
    const content = (carrier: unknown, declaredValue: string) => [
      { $element: 'reference', value: 'R' },
      { $element: 'carrier', value: carrier },
      { $element: 'declaredValue', value: declaredValue },
    ];
    const value = {
      $version: '1',
      $content: content({ $id: 1, name: 'A', scac: 'abc' }, '-12345678.5'),
    };
    expect(
      shipment()
        .validate(value)
        .map((issue) => [issue.path, issue.message]),
    ).toStrictEqual([
      ['/shipment/carrier/scac', '"abc" does not match the pattern [A-Z]{2,4} (pattern-mismatch)'],
      ['/shipment/declaredValue', '-12345678.5 is less than the minimum 0 (value-too-small)'],
    ]);
    const tooLong = { ...value, $content: content({ $id: 1, name: 'A' }, '1234567.891') };
    expect(
      shipment()
        .validate(tooLong)
        .map((issue) => issue.message),
    ).toStrictEqual(['1234567.891 has 10 digits; at most 9 allowed (total-digits-exceeded)']);
  });
});
