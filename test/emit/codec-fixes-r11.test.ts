/**
 * Findings of review round 11 on codecs, on small XSDs of test/emit/fixtures/r11-codecs with
 * xmllint as the oracle:
 * 1. (closing10) a name that two fields of a sequence share (MathML's `mfrac`: two expressions)
 *    given a third time is "not allowed here", not "given more than once";
 * 2. (closing10) the generated validator names a child kept in order (`$content`, `$mixed`) by
 *    its own path with its index among its namesakes (`/steps/step[2]/count`), as `validate`
 *    does, not `/steps/step/count`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeError,
  rootCodecs,
  strictErrorsOf,
  useGeneratedSets,
  type CodecModule as Module,
  type Value,
} from './generated-sets.js';
import { runCli, tempDir } from '../validate/helpers.js';
import { xmllintVerdict } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'r11-codecs');
const IDS = ['repeated-name', 'choice-paths'];

const sets = useGeneratedSets<Module>(
  Object.fromEntries(IDS.map((id) => [id, join(fixtures, id)])),
);

it('the generated code type-checks under --strict', () => {
  expect(strictErrorsOf(sets)).toBe('');
}, 60_000);

/** The code and message of the DecodeError `decode` throws, or 'ok'. */
function outcome(decode: () => unknown): string {
  const error = decodeError(decode);
  return error ? `${error.code}: ${error.message}` : 'ok';
}

describe('a name two fields share, given once too often (closing10)', () => {
  const xsd = join(fixtures, 'repeated-name', 'Fraction.xsd');
  const { decode } = rootCodecs(sets, 'repeated-name', 'Fraction', 'Mfrac');
  const NS = 'xmlns="urn:r11:math"';
  const cases = [
    { given: `<mfrac ${NS}><mi>a</mi><mi>b</mi></mfrac>`, want: 'ok' },
    { given: `<mfrac ${NS}><mn>1</mn><mi>b</mi></mfrac>`, want: 'ok' },
    {
      given: `<mfrac ${NS}><mi>a</mi><mi>b</mi><mi>c</mi></mfrac>`,
      want: 'element-unexpected: element <mi> ({urn:r11:math}) is not allowed here: the content model takes no more of it',
    },
    {
      given: `<mfrac ${NS}><mi>a</mi><mn>2</mn><mn>3</mn></mfrac>`,
      want: 'element-unexpected: element <mn> ({urn:r11:math}) is not allowed here: the content model takes no more of it',
    },
  ];
  it.each(cases)('$given: $want', ({ given, want }) => {
    expect(xmllintVerdict(xsd, given) === '').toBe(want === 'ok');
    expect(outcome(() => decode(given))).toBe(want);
  });
});

describe('a child kept in order is named by its own indexed path (closing10)', () => {
  const xsd = join(fixtures, 'choice-paths', 'Steps.xsd');
  const folder = join(fixtures, 'choice-paths');
  const { decode, issues } = rootCodecs(sets, 'choice-paths', '', 'Steps');
  const given =
    '<steps xmlns="urn:r11:steps">go <pause>1</pause><step><count>2</count></step> then <step><count>0</count></step></steps>';

  it('validate names the second step [2]', async () => {
    const temp = tempDir();
    try {
      const file = temp.write('steps.xml', given);
      expect(xmllintVerdict(xsd, given)).not.toBe('');
      const { out } = await runCli(['validate', '--schemas', folder, '--format', 'json', file]);
      const paths = JSON.parse(out).files[0].issues.map((issue: { path: string }) => issue.path);
      expect(paths).toEqual(['/steps/step[2]/count']);
    } finally {
      temp.cleanup();
    }
  });

  it('so does the generated validator, for the same fault in a decoded value', () => {
    const value = decode(given.replace('<count>0</count>', '<count>3</count>'));
    const content = value.$mixed as Array<string | { $element: string; value: Value }>;
    const second = content.filter((item) => typeof item !== 'string' && item.$element === 'step')[1]!;
    (second as { value: Value }).value.count = 0n;
    expect(issues(value)).toEqual([
      '/steps/step[2]/count: 0 is outside the range of xs:positiveInteger (1..inf) (integer-out-of-range)',
    ]);
  });

  it('a name given once has no index; a bad pause is at /steps/pause', () => {
    const value = decode('<steps xmlns="urn:r11:steps"><pause>1</pause><step><count>2</count></step></steps>');
    const content = value.$mixed as Array<{ $element: string; value: unknown }>;
    content[0]!.value = 2 ** 40;
    expect(issues(value)).toEqual([
      expect.stringMatching(/^\/steps\/pause: /),
    ]);
  });
});
