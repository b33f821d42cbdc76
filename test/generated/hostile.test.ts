/**
 * Hostile and broken input through a generated decoder (0.3-beta `decodeCaseRequestCase`):
 * every entry of the runtime's labelled corpus fails with the runtime's error code, rewritten so
 * that its root is a real CaseRequest `case` (else the decoder would stop at `root-unknown`
 * before reaching the hostile part). Decoding is lenient, so unknown elements are read through
 * rather than refused first. Element names such as `__proto__` stay plain data.
 */
import { describe, expect, it } from 'vitest';
import { decodeCaseRequestCase, encodeCaseRequestCase } from '../../generated/0.3-beta/index.js';
import { DecodeError, UNKNOWN, XmlParseError } from '../../src/runtime/index.js';
import { HOSTILE_CORPUS } from '../runtime/hostile-corpus.js';

const NS = 'http://www.decisiv.net/platform_api/0.3-beta/Case/CaseRequest';

/** The entry as a CaseRequest document: namespaced `case` root, or wrapped in one. */
function asCaseDocument(given: string | Uint8Array): string | Uint8Array {
  if (typeof given !== 'string') return given;
  if (/^<a[ >]/.test(given)) return `<case xmlns="${NS}">${given}</case>`;
  return given
    .replace('xmlns="urn:x"', `xmlns="${NS}"`)
    .replace(/<case(?=[ />])(?![^>]*xmlns=)/, `<case xmlns="${NS}"`);
}

function failure(input: string | Uint8Array): { code: string } {
  try {
    decodeCaseRequestCase(input, { lenient: true });
  } catch (error) {
    if (error instanceof DecodeError || error instanceof XmlParseError) return error;
    throw error;
  }
  throw new Error('the decoder accepted the input');
}

describe('hostile input through a generated decoder', () => {
  it.each(HOSTILE_CORPUS.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const given = typeof entry.given === 'function' ? entry.given() : entry.given;
    expect(failure(asCaseDocument(given)).code).toBe(entry.want);
  });

  it('keeps __proto__ and constructor elements as data: strict refuses them, lenient keeps them verbatim', () => {
    const xml = `<case xmlns="${NS}"><__proto__><polluted>yes</polluted></__proto__><constructor>x</constructor><cause>c</cause></case>`;
    expect(() => decodeCaseRequestCase(xml)).toThrow(DecodeError);
    const value = decodeCaseRequestCase(xml, { lenient: true });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(value.cause).toBe('c');
    expect(value[UNKNOWN]?.map((element) => element.local)).toStrictEqual([
      '__proto__',
      'constructor',
    ]);
    const again = encodeCaseRequestCase(value);
    expect(again).toMatch(
      /<__proto__[^>]*><polluted>yes<\/polluted><\/__proto__><constructor[^>]*>x<\/constructor>/,
    );
    expect(decodeCaseRequestCase(again, { lenient: true })).toStrictEqual(value);
  });
});
