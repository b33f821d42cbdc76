import { describe, expect, it } from 'vitest';
import { repeatedNames, topLevelKeys } from '../../src/server/json-keys.js';

describe('top-level keys of a JSON object body (RFC 6749 3.2: each parameter once)', () => {
  it.each([
    ['{}', []],
    ['{"a":1,"b":2}', ['a', 'b']],
    ['{"a":1,"a":2}', ['a', 'a']],
    ['{"a":{"a":1,"b":[{"a":2}]},"c":"x,\\"a\\":"}', ['a', 'c']],
    [' { "\\u0061" : [1, "}", {"z": 0}] , "b\\\\" : null } ', ['a', 'b\\']],
  ])('%s', (text, keys) => {
    expect(topLevelKeys(text)).toStrictEqual(keys);
  });

  it('names each repeated key once, escapes decoded', () => {
    expect(repeatedNames(topLevelKeys('{"grant_type":"x","gr\\u0061nt_type":"y","a":1,"grant_type":"z","a":2}'))).toStrictEqual(['grant_type', 'a']);
    expect(repeatedNames(topLevelKeys('{"a":{"b":1,"b":2}}'))).toStrictEqual([]);
  });
});
