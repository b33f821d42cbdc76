/**
 * A document with no request or response side (a schema set without Request/Response names or
 * endpoints: direction `both`) is judged by the request and the response checks alike; each fact
 * is said once, at its most severe level (review r13-sbom finding 7), where a request or response
 * document keeps its own finding. The check fixtures, read as two-way documents.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Change } from '../../src/diff/changes.js';
import { classifyChanges } from '../../src/diff/classify.js';
import { diffGenerations } from '../../src/diff/diff-generations.js';
import { loadSchemaFolder } from '../../src/diff/load-side.js';
import { diffFixtures } from './helpers.js';

/** The findings (id and path) of a check fixture pair, its documents read as two-way. */
function twoWay(name: string): string[][] {
  const changes = diffGenerations(
    loadSchemaFolder(join(diffFixtures, name, 'base')),
    loadSchemaFolder(join(diffFixtures, name, 'revision')),
  ).map((change) => ({ ...change, subject: { ...change.subject, direction: 'both' } }) as Change);
  return classifyChanges(changes).map((finding) => [finding.level, finding.id, finding.path ?? '']);
}

describe('a two-way document says each fact once', () => {
  const cases: Array<{ given: string; want: string[][] }> = [
    { given: 'element-became-list', want: [['breaking', 'element-became-list', '/thing/tag']] },
    {
      given: 'request-element-became-optional',
      want: [['warning', 'element-became-optional', '/thing/note']],
    },
    {
      given: 'element-became-required',
      want: [['breaking', 'element-became-required', '/thing/note']],
    },
    { given: 'enum-value-added', want: [['warning', 'enum-value-added', '/thing/state']] },
    { given: 'enum-value-removed', want: [['breaking', 'enum-value-removed', '/thing/state']] },
    {
      // A replaced pattern both tightens and loosens: the breaking side stays.
      given: 'facet-tightened',
      want: [
        ['breaking', 'facet-tightened', '/thing/code'],
        ['breaking', 'facet-tightened', '/thing/ref'],
      ],
    },
    {
      given: 'request-element-type-widened',
      want: [['breaking', 'element-type-widened', '/thing/quantity']],
    },
    {
      given: 'attribute-became-required',
      want: [['breaking', 'attribute-became-required', '/thing/@unit']],
    },
  ];
  test.each(cases)('$given', ({ given, want }) => {
    expect(twoWay(given)).toStrictEqual(want);
  });
});
