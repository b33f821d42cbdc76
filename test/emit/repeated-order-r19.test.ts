/**
 * Review r19 recheck2 H1: a generated validator checked the order of `$content` children only
 * for types told apart by a position automaton; under a repeated sequence (k, (v | w), n?) it
 * passed `k k`, `k v w`, `k v k`, which the encoder wrote and the decoder and xmllint refuse.
 * Each value here gets the validator's verdict xmllint gives its encoding.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useGeneratedSets, type CodecModule } from './generated-sets.js';
import { xmllintValid } from './xmllint.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'repeated-order');
const sets = useGeneratedSets<CodecModule>({ pairs: fixtures });
const module = (): CodecModule => sets.modules.get('pairs')!;

const content = (...names: string[]) => ({ $content: names.map((name, index) => ({ $element: name, value: name === 'v' ? index : name })) });

describe('the order of a repeated group, as the validator sees it (review r19 recheck2 H1)', () => {
  it.each([
    [['k', 'v'], []],
    [['k', 'w', 'n', 'k', 'v'], []],
    [['k', 'k'], ["xsd-unexpected-element child 2, $element 'k', does not fit the content model here: it takes one of v, w"]],
    [['k', 'v', 'w'], ["xsd-unexpected-element child 3, $element 'w', does not fit the content model here: it takes one of k, n"]],
    [['k', 'v', 'k'], ['xsd-missing-element the children stop before the content model is complete: next comes one of v, w']],
    [['k', 'v', 'n', 'n'], ["xsd-unexpected-element child 4, $element 'n', does not fit the content model here: it takes one of k"]],
  ])('%j: %j, as xmllint says of its encoding', (names, want) => {
    const value = content(...names);
    const issues = module()['validatePairs']!(value) as Array<{ rule: string; message: string }>;
    expect(issues.map((issue) => `${issue.rule} ${issue.message}`)).toStrictEqual(want);
    const xml = module()['encodePairs']!(value) as string;
    expect(xmllintValid(join(fixtures, 'Pairs.xsd'), xml)).toBe(want.length === 0);
  });
});
