/** Content negotiation: the generation rides on the XML media type as `version=`. */
import { describe, expect, it } from 'vitest';
import { parseMediaType, requestedVersion } from '../../src/server/negotiate.js';

describe('requestedVersion', () => {
  it.each([
    ['no Accept: the default', undefined, { ok: true }],
    ['XML without a version: the default', 'application/xml', { ok: true }],
    ['SPEC.md form', 'application/xml; version=0.3-beta', { ok: true, version: '0.3-beta' }],
    ['quoted, upper-case parameter name', 'Application/XML; Version="0.1"', { ok: true, version: '0.1' }],
    ['first XML range wins among equal weights', 'text/html, application/xml; version=0.2, text/xml; version=0.1', { ok: true, version: '0.2' }],
    ['the version of the highest q wins (review r22 server M3)', 'application/xml; version=0.2;q=0.1, application/xml; version=0.1', { ok: true, version: '0.1' }],
    ['the preferred range has no version: the default (review r23 recheck M2)', 'application/xml, application/xml;version=0.1;q=0.5', { ok: true }],
    ['a wildcard preferred over a versioned range: the default', 'application/xml;version=0.1;q=0.2, */*;q=0.9', { ok: true }],
    ['q compared, not order', 'application/xml; version=0.0.7;q=0.5, application/xml; version=0.2;q=0.9, application/xml; version=0.1;q=0.9', { ok: true, version: '0.2' }],
    ['wildcards accept XML', '*/*', { ok: true }],
    ['+xml types count', 'application/vnd.fleet+xml; version=0.0.7', { ok: true, version: '0.0.7' }],
    ['no XML at all: refused', 'application/json', { ok: false, reason: "Accept 'application/json' admits no XML media type" }],
    ['XML with q=0: refused', 'application/xml;q=0', { ok: false, reason: "Accept 'application/xml;q=0' admits no XML media type" }],
    ['q=0 on XML, another XML range accepted', 'application/xml;q=0, text/xml; version=0.1', { ok: true, version: '0.1' }],
  ])('%s', (_name, given, want) => expect(requestedVersion(given)).toStrictEqual(want));
});

describe('parseMediaType', () => {
  it.each([
    ['application/xml', { type: 'application/xml', params: {} }],
    ['multipart/form-data; boundary=----x', { type: 'multipart/form-data', params: { boundary: '----x' } }],
    ['text/xml;charset=UTF-8;version=0.1', { type: 'text/xml', params: { charset: 'UTF-8', version: '0.1' } }],
  ])('%s', (given, want) => expect(parseMediaType(given)).toStrictEqual(want));
});
