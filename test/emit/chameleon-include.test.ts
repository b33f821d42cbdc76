/**
 * Chameleon includes (XSD Part 1, 4.2.1): a schema without targetNamespace included by one that
 * has one takes on the includer's namespace, its components and its references to no namespace
 * alike (NF-e 4.00: every leiaute file includes the no-namespace DFeTiposBasicos). One file
 * included into two namespaces is read once per namespace; a chameleon's own includes follow it.
 * xmllint on the including XSD is the oracle.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeOutcome, rootCodecs, strictErrorsOf, useGeneratedSets, type CodecModule } from './generated-sets.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'chameleon');
const sets = useGeneratedSets<CodecModule>({ chameleon: fixtures });

describe('chameleon includes', () => {
  it('the generated code type-checks under --strict', () => {
    expect(strictErrorsOf(sets)).toBe('');
  }, 60_000);

  const cases = [
    { xsd: 'Order.xsd', stem: '', root: 'Order', given: '<order xmlns="urn:order"><item unit="01"><code>12</code><price>3.50</price></item><note>n</note></order>', want: 'valid' },
    { xsd: 'Order.xsd', stem: '', root: 'Order', given: '<order xmlns="urn:order"><item><code>1</code><price>3.50</price></item></order>', want: 'invalid' },
    { xsd: 'Order.xsd', stem: '', root: 'Order', given: '<order xmlns="urn:order"><item><code>12</code><price>3.501</price></item></order>', want: 'invalid' },
    { xsd: 'Order.xsd', stem: '', root: 'Order', given: '<order xmlns="urn:order"><item unit="x"><code>12</code><price>3</price></item></order>', want: 'invalid' },
    // The chameleon's components are the includer's: no-namespace children are not them.
    { xsd: 'Order.xsd', stem: '', root: 'Order', given: '<order xmlns="urn:order"><item><code xmlns="">12</code><price>3</price></item></order>', want: 'invalid' },
    { xsd: 'Invoice.xsd', stem: '', root: 'Invoice', given: '<invoice xmlns="urn:invoice"><line><code>07</code><price>1.25</price></line><total>1.25</total></invoice>', want: 'valid' },
    { xsd: 'Invoice.xsd', stem: '', root: 'Invoice', given: '<invoice xmlns="urn:invoice"><line><code>07</code><price>1.25</price></line><total>1.255</total></invoice>', want: 'invalid' },
  ];
  for (const { xsd, stem, root, given, want } of cases) {
    it(`${given}: ${want}, as xmllint says on ${xsd}`, () => {
      expect(xmllintVerdict(join(fixtures, xsd), given) === '').toBe(want === 'valid');
      const codecs = rootCodecs(sets, 'chameleon', stem, root);
      const outcome = decodeOutcome(() => codecs.decode(given));
      if (want === 'invalid') {
        // Refused by the decoder (structure) or reported by the validator (facets).
        if (outcome === 'ok') expect(codecs.issues(codecs.decode(given))).not.toStrictEqual([]);
        return;
      }
      expect(outcome).toBe('ok');
      const value = codecs.decode(given);
      expect(codecs.issues(value)).toStrictEqual([]);
      const encoded = codecs.encode(value);
      expect(xmllintVerdict(join(fixtures, xsd), encoded)).toBe('');
      expect(codecs.decode(encoded)).toStrictEqual(value);
    });
  }
});
