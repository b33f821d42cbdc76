/**
 * A missing required child names the element(s) missing (review r9 spec 3): engines list every
 * element that may still come (`Expected is one of ( URL, subjectURL, public, … )`, optional ones
 * included), so the message is made from the schema (src/validate/schema-facts.ts, the IR), keeping the
 * rule id, the parent's path and its position. Where the schema does not say which one (a
 * choice), libxml2's message stays. xmllint agrees that each document is invalid.
 */
import { join } from 'node:path';
import { xmllintValid } from '../emit/xmllint.js';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/validator.js';
import { repoRoot } from './helpers.js';

interface Case {
  name: string;
  given: string;
  want: { message: string | RegExp; path: string; line: number; column: number };
}

function run(schemasDir: string, xsd: string, cases: Case[]): void {
  const validator = createValidator({ schemasDir });
  for (const { name, given, want } of cases) {
    it(name, () => {
      expect(xmllintValid(xsd, given)).toBe(false);
      const issues = validator.validate(given).issues;
      expect(issues.map(({ rule, path, line, column }) => ({ rule, path, line, column }))).toEqual([
        { rule: 'xsd-missing-element', path: want.path, line: want.line, column: want.column },
      ]);
      if (typeof want.message === 'string') expect(issues[0]!.message).toBe(want.message);
      else expect(issues[0]!.message).toMatch(want.message);
    });
  }
}

describe('the API schemas (schemas/)', () => {
  const note = 'http://www.decisiv.net/platform_api/0.1/Case/NoteResponse';
  const part = 'http://www.decisiv.net/platform_api/0.1/Case/EstimateItemPartResponse';
  run(join(repoRoot, 'schemas'), join(repoRoot, 'schemas/0.1/NoteResponse.xsd'), [
    {
      name: 'a note response without URL (xs:all)',
      given: `<note xmlns="${note}"><id>1</id><message>m</message></note>`,
      want: { message: '<note> lacks the required element URL', path: '/note', line: 1, column: 1 },
    },
  ]);
  run(join(repoRoot, 'schemas'), join(repoRoot, 'schemas/0.1/EstimateItemPartResponse.xsd'), [
    {
      name: 'a part response without unitCorePrice',
      given: `<part xmlns="${part}">\n  <id>1</id><URL>u</URL><name>n</name><partNumber>p</partNumber><quantity>1</quantity><unitPrice>1.00</unitPrice><coreQuantity>0</coreQuantity>\n</part>`,
      want: { message: '<part> lacks the required element unitCorePrice', path: '/part', line: 1, column: 1 },
    },
  ]);
});

describe('a --schemas set (all, sequence, extension, group, ref, choice)', () => {
  const set = join(import.meta.dirname, 'fixtures/schema-sets/missing-children');
  const xsd = join(set, 'g1/m.xsd');
  const doc = (body: string) => `<note xmlns="urn:m">\n${body}\n</note>`;
  run(set, xsd, [
    { name: 'xs:all: one of several missing', given: doc('<shared>s</shared>'), want: { message: '<note> lacks the required element URL', path: '/note', line: 1, column: 1 } },
    { name: 'xs:all: a local and a referenced element missing', given: doc('<public>true</public>'), want: { message: '<note> lacks the required elements URL, shared', path: '/note', line: 1, column: 1 } },
    {
      name: 'sequence after optional elements, in an extension, with a group',
      given: doc('<URL>u</URL><shared>s</shared>\n  <part><id>1</id></part>'),
      want: { message: '<part> lacks the required elements price, tail', path: '/note/part', line: 3, column: 3 },
    },
    {
      name: 'the base type\'s required element',
      given: doc('<URL>u</URL><shared>s</shared>\n  <part/>'),
      want: { message: '<part> lacks the required elements id, price, tail', path: '/note/part', line: 3, column: 3 },
    },
    {
      name: 'a choice of two: libxml2\'s list stands',
      given: doc('<URL>u</URL><shared>s</shared>\n  <part><id>1</id><price>1</price><tail>t</tail></part>'),
      want: { message: /^Element 'part': Missing child element\(s\)\. Expected is one of \( extra, left, right \)\.$/, path: '/note/part', line: 3, column: 3 },
    },
  ]);
});
