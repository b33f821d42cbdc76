/**
 * libxml2's departures from XSD 1.0 (src/validate/libxml2-deviations.ts) on a `--schemas` set
 * (review r9 finance 5, science F7): xmllint's verdict beside fleetcase's, value by value. Where
 * they differ, XSD 1.0 is on fleetcase's side (whitespace around a dateTime, decimals of more
 * than 24 digits), also for a named type of the set that restricts the built-in without a
 * facet (ISO 20022's ISODateTime). Both libxml2 engines: the WebAssembly build (a newer
 * libxml2) already takes long decimals, libxmljs2's and xmllint's do not. A type with a facet
 * keeps libxml2's verdict, and libxml2's acceptance of the double `1e` is a documented limit
 * (README "Engines").
 */
import { join } from 'node:path';
import { xmllintValid } from '../emit/xmllint.js';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/validator.js';

const set = join(import.meta.dirname, 'fixtures/schema-sets/derived-values');
const xsd = join(set, 'g1/t.xsd');

const D25 = '1111111111111111111111111';

describe('libxml2 deviations on a --schemas set', () => {
  const validators = { libxml2: createValidator({ schemasDir: set }), libxmljs2: createValidator({ schemasDir: set, engine: 'libxmljs2' }) };
  // `libxmljs2`: where its (older, native) libxml2 gives another verdict than the WebAssembly build.
  const cases: Array<{ given: string; want: { xmllint: boolean; fleetcase: boolean; libxmljs2?: boolean } }> = [
    // whitespace around a dateTime: collapse (XSD Part 2, 3.2.7)
    { given: '<dateTime> 2024-03-18T06:42:00Z </dateTime>', want: { xmllint: false, fleetcase: true } },
    { given: '<iso> 2007-10-18T13:15:00+01:00</iso>', want: { xmllint: false, fleetcase: true } },
    { given: '<stamped>\n  2007-10-18T13:15:00Z\n</stamped>', want: { xmllint: false, fleetcase: true } },
    { given: '<iso> 2007-10-18T25:15:00Z</iso>', want: { xmllint: false, fleetcase: false } },
    { given: '<iso>2007-10-18T13:15:00+01:00</iso>', want: { xmllint: true, fleetcase: true } },
    // decimals and integers beyond libxml2's 24 digits (XSD Part 2, 3.2.3: arbitrary precision)
    { given: `<decimal>${D25}</decimal>`, want: { xmllint: false, fleetcase: true } },
    { given: `<decimal>0.${D25}</decimal>`, want: { xmllint: false, fleetcase: true } },
    { given: '<decimal>11111111111111111111111100000.00000</decimal>', want: { xmllint: false, fleetcase: true } },
    { given: `<quantity> -${D25} </quantity>`, want: { xmllint: false, fleetcase: true } },
    { given: `<integer>${D25}</integer>`, want: { xmllint: false, fleetcase: true } },
    { given: `<positive>${D25}</positive>`, want: { xmllint: false, fleetcase: true } },
    { given: `<positive>-${D25}</positive>`, want: { xmllint: false, fleetcase: false } },
    { given: `<decimal>${D25}.5.</decimal>`, want: { xmllint: false, fleetcase: false } },
    { given: `<decimal>${D25.slice(1)}</decimal>`, want: { xmllint: true, fleetcase: true } },
    // a facet on the way: the older libxml2 stopped before it, its verdict stays (the
    // WebAssembly build's libxml2 takes 25 digits anyway)
    { given: `<amount>${D25}</amount>`, want: { xmllint: false, fleetcase: true, libxmljs2: false } },
    // limit: libxml2 accepts a double without exponent digits, XSD does not (README "Engines")
    { given: '<double>1e</double>', want: { xmllint: true, fleetcase: true } },
  ];
  for (const { given, want } of cases) {
    it(`${JSON.stringify(given)}: xmllint ${want.xmllint ? 'valid' : 'invalid'}, fleetcase ${want.fleetcase ? 'valid' : 'invalid'}`, () => {
      const xml = `<r xmlns="urn:v">${given}</r>`;
      expect(xmllintValid(xsd, xml)).toBe(want.xmllint);
      for (const [engine, validator] of Object.entries(validators)) {
        const valid = engine === 'libxmljs2' ? (want.libxmljs2 ?? want.fleetcase) : want.fleetcase;
        const result = validator.validate(xml);
        expect(result.valid, `${engine}: ${JSON.stringify(result.issues)}`).toBe(valid);
        if (!valid) expect(result.issues.map((issue) => issue.rule)).toEqual(['xsd-invalid-value']);
      }
    });
  }
});
