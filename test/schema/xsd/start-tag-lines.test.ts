import { describe, expect, it } from 'vitest';
import { startTagLines } from '../../../src/schema/xsd/start-tag-lines.js';

describe('startTagLines', () => {
  const cases = [
    { name: 'one line', given: '<a><b/></a>', want: [1, 1] },
    { name: 'a start tag spread over lines counts at its <', given: '<a>\n<b\n  x="1"\n/>\n<c/></a>', want: [1, 2, 5] },
    { name: 'comments, CDATA and PIs hide tags', given: '<?xml version="1.0"?>\n<a><!-- <x>\n --><![CDATA[<y>\n]]><?pi <z>?>\n<b/></a>', want: [2, 5] },
    { name: 'a DOCTYPE with an internal subset', given: '<!DOCTYPE a [\n<!ELEMENT a ANY>\n]>\n<a/>', want: [4] },
    { name: 'end tags are not start tags', given: '<a>\n</a>', want: [1] },
  ];
  it.each(cases)('$name', ({ given, want }) => {
    expect(startTagLines(given)).toStrictEqual(want);
  });
});
