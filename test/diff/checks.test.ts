/**
 * Every check against its base/revision fixture pair (test/fixtures/diff/<check-id>/), run ALONE:
 * the findings must be exactly these (STYLE.md: one fixture pair per check, exact findings). Each
 * row is [where, message]: the element path, or the endpoint, or the document type.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CHECKS, findCheck, MESSAGES } from '../../src/diff/checks/index.js';
import { diffFixtures, place, runFixture } from './helpers.js';

const want: Record<string, Array<[string, string]>> = {
  'attribute-added': [['/thing/@unit', '/thing/@unit is new in ThingRequest (string).']],
  'attribute-became-optional': [
    [
      '/thing/@unit',
      '/thing/@unit became optional in ThingResponse: readers may no longer find it.',
    ],
  ],
  'attribute-became-required': [['/thing/@unit', '/thing/@unit became required in ThingRequest.']],
  'attribute-default-changed': [
    ['/thing/@unit', 'The default of /thing/@unit changes from "kg" to "lb" in ThingRequest.'],
  ],
  'element-default-changed': [['/thing/priority', 'The default of /thing/priority changes from "normal" to "high" in ThingRequest.']],
  'attribute-removed': [['/thing/@unit', '/thing/@unit no longer exists in ThingResponse.']],
  'attribute-type-changed': [
    ['/thing/@due', '/thing/@due changes type in ThingRequest: date becomes dateTime.'],
  ],
  'attribute-type-narrowed': [
    [
      '/thing/@size',
      '/thing/@size changes type in ThingRequest: decimal becomes integer, which admits fewer values.',
    ],
  ],
  'attribute-type-widened': [
    [
      '/thing/@size',
      '/thing/@size changes type in ThingResponse: integer becomes decimal, which admits more values.',
    ],
  ],
  'substitute-removed': [['/thing/part', '<bolt> may no longer stand in place of /thing/part in ThingRequest.']],
  'substitute-added': [['/thing/part', '<bolt> may now stand in place of /thing/part in ThingResponse.']],
  'element-became-abstract': [
    ['/thing/part', '/thing/part became abstract in ThingRequest: only the members of its substitution group may stand there.'],
  ],
  'derived-type-removed': [['/thing/part', 'An xsi:type on /thing/part may no longer name Nail in ThingRequest.']],
  'derived-type-added': [['/thing/part', 'An xsi:type on /thing/part may now name Nail in ThingResponse.']],
  'type-became-abstract': [
    ['/thing/part', 'The type of /thing/part became abstract in ThingRequest: each must name a type derived from it in xsi:type.'],
  ],
  'identity-constraint-added': [['/thing', '/thing has a new identity constraint in ThingRequest: unique (tag: @id).']],
  'identity-constraint-removed': [
    ['/thing', '/thing no longer has the identity constraint unique (tag: @id) in ThingResponse.'],
  ],
  'wildcard-narrowed': [
    [
      '/thing',
      'The attribute wildcard (xs:anyAttribute) of /thing takes less in ThingRequest: any namespace but its own namespace and no namespace (lax) becomes none.',
    ],
    [
      '/thing',
      'The element wildcard (xs:any) of /thing takes less in ThingRequest: any namespace but its own namespace and no namespace (lax, 0 to any number) becomes any namespace but its own namespace and no namespace (strict, 0 to any number).',
    ],
  ],
  'wildcard-widened': [
    ['/thing', 'The attribute wildcard (xs:anyAttribute) of /thing takes more in ThingResponse: none becomes urn:example:ext (skip).'],
    [
      '/thing',
      'The element wildcard (xs:any) of /thing takes more in ThingResponse: urn:example:ext (lax, 0 to any number) becomes any namespace but its own namespace and no namespace (lax, 0 to any number).',
    ],
  ],
  'element-added': [['/thing/note', '/thing/note is new in ThingRequest (string).']],
  'element-became-list': [
    ['/thing/tag', '/thing/tag may now repeat in ThingResponse (any number of times).'],
  ],
  'element-became-nillable': [
    ['/thing/note', '/thing/note may now be xsi:nil="true" in ThingResponse.'],
  ],
  'element-became-non-nillable': [
    ['/thing/note', '/thing/note may no longer be xsi:nil in ThingRequest.'],
  ],
  'element-became-optional': [
    ['/thing/note', '/thing/note became optional in ThingResponse: readers may no longer find it.'],
  ],
  'element-became-required': [['/thing/note', '/thing/note became required in ThingRequest.']],
  'element-became-single': [
    ['/thing/tag', '/thing/tag may appear only once in ThingRequest (was up to 5 times).'],
  ],
  'element-namespace-changed': [
    [
      '/thing/contact',
      '/thing/contact moves from the ThingTypes namespace to the ThingRequest namespace in ThingRequest.',
    ],
  ],
  'element-order-relaxed': [
    ['/thing', 'The children of /thing may now come in any order in ThingResponse.'],
  ],
  'element-order-required': [
    ['/thing', 'The children of /thing must now come in schema order in ThingRequest.'],
  ],
  'element-removed': [['/thing/note', '/thing/note no longer exists in ThingResponse.']],
  'element-renamed': [
    [
      '/item/soldStatus',
      '/item/approvalStatus is renamed /item/soldStatus in ItemRequest (SPEC.md, Estimate line item: "soldStatus | optional | sold, not sold, deferred (named approvalStatus in 0.0.7)").',
    ],
  ],
  'element-type-changed': [
    ['/thing/due', '/thing/due changes type in ThingRequest: date becomes dateTime.'],
    [
      '/thing/vmrs',
      '/thing/vmrs changes type in ThingRequest: string becomes Code (elements code, description). The value moves to code, which must match [A-Za-z0-9]{2}.',
    ],
  ],
  'element-type-narrowed': [
    [
      '/thing/quantity',
      '/thing/quantity changes type in ThingRequest: decimal becomes integer, which admits fewer values.',
    ],
    [
      '/thing/state',
      '/thing/state changes type in ThingRequest: string becomes State (token), which admits fewer values.',
    ],
  ],
  // /thing/count (int becomes a decimal of at most 100) is neither wider nor narrower: not here.
  'element-type-widened': [
    [
      '/thing/name',
      '/thing/name changes type in ThingResponse: token becomes string, which admits more values.',
    ],
    [
      '/thing/quantity',
      '/thing/quantity changes type in ThingResponse: integer becomes decimal, which admits more values.',
    ],
  ],
  'endpoint-added': [
    ['GET /things', 'GET /things is new.'],
    ['GET /things/{id}', 'GET /things/{id} is new (it replaces GET /legacy/{thing_id}).'],
  ],
  'endpoint-alias-added': [
    ['GET /things/{id}', 'GET /things/{id} is also reachable as /thing/{id}.'],
  ],
  'endpoint-alias-removed': [
    ['GET /things/{id}', 'GET /things/{id} is no longer reachable as /thing/{id}.'],
  ],
  'endpoint-removed': [
    ['DELETE /things/{id}', 'DELETE /things/{id} no longer exists.'],
    ['GET /things/{id}', 'GET /things/{id} no longer exists; use GET /v2/things/{id} instead.'],
  ],
  'endpoint-rule-added': [
    ['POST /things/{id}', 'POST /things/{id} now checks: at least one of name, note.'],
  ],
  'endpoint-rule-removed': [
    ['POST /things/{id}', 'POST /things/{id} no longer checks: at least one of name, note.'],
  ],
  'enum-value-added': [['/thing/state', '/thing/state may now be "archived" in ThingResponse.']],
  'enum-value-removed': [
    ['/thing/state', '/thing/state no longer accepts "archived" in ThingRequest.'],
  ],
  'enum-value-renamed': [
    [
      '/item/workStatus/code',
      '/item/workStatus/code value "Complete" is renamed "complete" in ItemRequest (SPEC.md, WorkStatus: "code: required; start, stop, complete (0.0.7 writes Start, Stop, Complete)").',
    ],
    [
      '/item/workStatus/code',
      '/item/workStatus/code value "Start" is renamed "start" in ItemRequest (SPEC.md, WorkStatus: "code: required; start, stop, complete (0.0.7 writes Start, Stop, Complete)").',
    ],
    [
      '/item/workStatus/code',
      '/item/workStatus/code value "Stop" is renamed "stop" in ItemRequest (SPEC.md, WorkStatus: "code: required; start, stop, complete (0.0.7 writes Start, Stop, Complete)").',
    ],
  ],
  'error-status-changed': [
    ['DELETE /things/{id}', 'DELETE /things/{id} documents the error statuses 404 (was none).'],
  ],
  'facet-loosened': [
    [
      '/thing/code',
      'The maxLength of /thing/code changes from 5 to 10 in ThingResponse: readers may get values they did not before.',
    ],
    [
      '/thing/ref',
      'The pattern of /thing/ref changes from "\\d{3}" to "[A-Z]{3}" in ThingResponse: readers may get values they did not before.',
    ],
  ],
  'facet-tightened': [
    [
      '/thing/code',
      'The maxLength of /thing/code changes from 10 to 5 in ThingRequest: some values sent before are now rejected.',
    ],
    [
      '/thing/ref',
      'The pattern of /thing/ref changes from "\\d{3}" or "[A-Z]{3}" to "[A-Z]{3}" in ThingRequest: some values sent before are now rejected.',
    ],
  ],
  'pattern-changed': [
    [
      '/thing/ref',
      'The pattern of /thing/ref changes from "[a-z]+" to "[a-zA-Z]+" or "[0-9]+" in ThingRequest: values sent before may not all match it.',
    ],
  ],
  'namespace-added': [
    ['ThingRequest', 'ThingRequest documents now use the ThingTypes namespace (1).'],
  ],
  'namespace-changed': [
    ['ThingRequest', 'In ThingRequest documents the ThingRequest namespace changes from 1 to 2.'],
    ['ThingRequest', 'In ThingRequest documents the ThingTypes namespace changes from 1 to 2.'],
    // ThingTypes declares the root <contact>: a document too, though ThingRequest imports it (review r14 H3).
    ['ThingTypes', 'In ThingTypes documents the ThingTypes namespace changes from 1 to 2.'],
  ],
  'namespace-removed': [
    ['ThingRequest', 'ThingRequest documents no longer use the ThingTypes namespace (1).'],
  ],
  'page-size-changed': [['GET /things', 'GET /things returns 5 results per response (was 10).']],
  'path-param-renamed': [
    [
      'GET /things/{thing_id}',
      'The path parameter {id} of GET /things/{thing_id} is now named {thing_id}.',
    ],
  ],
  'query-param-added': [['GET /things', 'GET /things accepts the query parameter state.']],
  'query-param-became-optional': [
    ['GET /things', 'The query parameter state of GET /things became optional.'],
  ],
  'query-param-became-required': [
    ['GET /things', 'The query parameter state of GET /things became required.'],
  ],
  'query-param-removed': [
    ['GET /things', 'GET /things no longer accepts the query parameter state.'],
  ],
  'request-attribute-became-optional': [
    ['/thing/@unit', '/thing/@unit became optional in ThingRequest.'],
  ],
  'request-attribute-type-widened': [
    [
      '/thing/@size',
      '/thing/@size changes type in ThingRequest: integer becomes decimal, which accepts every value sent before.',
    ],
  ],
  'request-body-added': [
    [
      'PUT /things/{id}/actions/close',
      'PUT /things/{id}/actions/close now requires a request body (ThingRequest).',
    ],
  ],
  'request-body-removed': [
    [
      'PUT /things/{id}/actions/close',
      'PUT /things/{id}/actions/close no longer takes a request body (ThingRequest).',
    ],
  ],
  'request-content-type-changed': [
    ['POST /things/{id}', 'POST /things/{id} takes application/json instead of application/xml.'],
  ],
  'request-element-became-list': [
    ['/thing/tag', '/thing/tag may now be repeated in ThingRequest (any number of times).'],
  ],
  'request-element-became-nillable': [
    ['/thing/note', '/thing/note may now be sent as xsi:nil="true" in ThingRequest.'],
  ],
  'request-element-became-optional': [
    ['/thing/note', '/thing/note became optional in ThingRequest.'],
  ],
  'request-element-type-widened': [
    [
      '/thing/quantity',
      '/thing/quantity changes type in ThingRequest: integer becomes decimal, which accepts every value sent before.',
    ],
  ],
  'request-enum-value-added': [
    ['/thing/state', '/thing/state now accepts "archived" in ThingRequest.'],
  ],
  'request-facet-loosened': [
    ['/thing/code', 'The maxLength of /thing/code changes from 5 to 10 in ThingRequest.'],
  ],
  'request-root-added': [
    ['POST /things/{id}', 'POST /things/{id} also accepts <things> ThingRequest documents.'],
  ],
  'request-root-removed': [
    ['POST /things/{id}', 'POST /things/{id} no longer accepts <things> ThingRequest documents.'],
  ],
  'request-schema-changed': [
    [
      'POST /things/{id}',
      'POST /things/{id} takes OtherRequest documents instead of ThingRequest.',
    ],
  ],
  'required-attribute-added': [
    ['/thing/@unit', '/thing/@unit is new and required in ThingRequest (string).'],
  ],
  'required-element-added': [
    ['/thing/code', '/thing/code is new and required in ThingRequest (string).'],
  ],
  'required-query-param-added': [
    ['GET /things', 'GET /things requires the new query parameter page.'],
  ],
  'response-attribute-became-required': [
    ['/thing/@unit', '/thing/@unit is now always present in ThingResponse.'],
  ],
  'response-attribute-type-narrowed': [
    [
      '/thing/@size',
      '/thing/@size changes type in ThingResponse: decimal becomes integer, a subset of it.',
    ],
  ],
  'response-body-changed': [
    [
      'POST /things/{id}',
      'POST /things/{id} answers 200 with ThingResponse <things> (was ThingResponse <thing>).',
    ],
  ],
  'response-element-became-non-nillable': [
    ['/thing/note', '/thing/note is no longer xsi:nil in ThingResponse.'],
  ],
  'response-element-became-required': [
    ['/thing/note', '/thing/note is now always present in ThingResponse.'],
  ],
  'content-model-narrowed': [
    ['/thing', 'The children of /thing may combine in fewer ways in ThingRequest: (name, iban?, card?) becomes (name, (iban | card)?); some documents sent before are now refused.'],
  ],
  'response-content-model-narrowed': [['/thing', 'The children of /thing combine in fewer ways in ThingResponse: (name, iban?, card?) becomes (name, (iban | card)?).']],
  'content-model-widened': [
    ['/thing', 'The children of /thing may combine in more ways in ThingResponse: (name, (iban | card)?) becomes (name, iban?, card?); readers may get combinations they did not before.'],
  ],
  'request-content-model-widened': [['/thing', 'The children of /thing may combine in more ways in ThingRequest: (name, (iban | card)?) becomes (name, iban?, card?).']],
  'element-max-lowered': [['/thing/tag', '/thing/tag may now appear up to 3 times in ThingRequest (was up to 10 times).']],
  'response-element-max-raised': [['/thing/tag', '/thing/tag may now appear any number of times in ThingResponse (was up to 3 times).']],
  'element-min-raised': [['/thing/tag', '/thing/tag must now appear at least 2 times in ThingRequest (was 1).']],
  'response-element-min-lowered': [['/thing/tag', '/thing/tag may now appear only 2 time(s) in ThingResponse (was at least 3).']],
  'response-element-became-single': [
    ['/thing/tag', '/thing/tag now appears at most once in ThingResponse (was up to 5 times).'],
  ],
  'response-element-type-narrowed': [
    [
      '/thing/quantity',
      '/thing/quantity changes type in ThingResponse: decimal becomes integer, a subset of it.',
    ],
  ],
  'response-enum-value-removed': [
    ['/thing/state', '/thing/state is no longer "archived" in ThingResponse.'],
  ],
  'response-facet-tightened': [
    ['/thing/code', 'The maxLength of /thing/code changes from 10 to 5 in ThingResponse.'],
  ],
  'root-element-added': [['ThingResponse', 'ThingResponse has a new root element <things>.']],
  'root-element-removed': [
    ['ThingResponse', 'ThingResponse no longer has the root element <things>.'],
  ],
  'schema-added': [['OtherResponse', 'OtherResponse is a new document type (version 1).']],
  'schema-removed': [['OtherResponse', 'OtherResponse (version 1) no longer exists.']],
  'element-order-changed': [['/entry', 'The children of /entry come in another order in order: <value> before <key>, where it was <key> before <value>.']],
  'document-folded': [
    [
      'doc',
      'doc has more element paths than diff compares one by one (over 200,000), so an element that is itself a root of doc is compared once, at that root, and a type once, at the first path it is met at: a change inside them is listed there, not at every path that holds them.',
    ],
  ],
  'schema-renamed': [
    [
      'bom-2',
      'bom-2 replaces bom-1: both declare the root element(s) <bom>, so they are compared as one document.',
    ],
  ],
  'success-status-changed': [
    ['DELETE /things/{id}', 'DELETE /things/{id} answers success with 200, 202, 204 (was 200).'],
  ],
};

describe('each check on its fixture pair', () => {
  test.each(CHECKS.map((check) => check.id))('%s', (id) => {
    const findings = runFixture(id, [findCheck(id)!]);
    expect(findings.map((finding) => [place(finding), finding.message])).toStrictEqual(want[id]);
    for (const finding of findings) {
      expect(finding.id).toBe(id);
      // Every placeholder of the message and the advice is filled from the finding's arguments.
      for (const template of [MESSAGES[id]!.message, MESSAGES[id]!.action]) {
        for (const [, braced, plain] of template.matchAll(/\{\{(\w+)\}\}|\{(\w+)\}/g))
          expect(finding.args).toHaveProperty((braced ?? plain)!);
      }
    }
  });

  test('the table covers every check, and every check finds something', () => {
    expect(Object.keys(want).sort()).toStrictEqual(CHECKS.map((check) => check.id).sort());
    for (const rows of Object.values(want)) expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the check registry', () => {
  test('ids are unique kebab-case, each with its own file and fixture pair', () => {
    const ids = CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(existsSync(join(diffFixtures, '../../../src/diff/checks', `${id}.ts`))).toBe(true);
      expect(existsSync(join(diffFixtures, id, 'base'))).toBe(true);
      expect(existsSync(join(diffFixtures, id, 'revision'))).toBe(true);
    }
  });

  test('every field is set and every message is present and more than its id', () => {
    for (const check of CHECKS) {
      expect(['breaking', 'warning', 'info']).toContain(check.level);
      expect(['request', 'response', 'both']).toContain(check.direction);
      expect(check.kinds.length).toBeGreaterThan(0);
      expect(check.doc.length).toBeGreaterThan(20);
      const text = MESSAGES[check.id];
      expect(text, check.id).toBeDefined();
      expect(text!.message).not.toBe(check.id);
      expect(text!.action.length).toBeGreaterThan(5);
    }
    expect(Object.keys(MESSAGES).sort()).toStrictEqual(CHECKS.map((check) => check.id).sort());
  });

  test('a check sees only changes of its direction', () => {
    // element-became-required classifies requests only: the same change in a response is not its business.
    expect(
      runFixture('response-element-became-required', [findCheck('element-became-required')!]),
    ).toStrictEqual([]);
    expect(
      runFixture('element-became-required', [findCheck('response-element-became-required')!]),
    ).toStrictEqual([]);
    // integer -> decimal breaks response readers only; decimal -> integer request writers only.
    expect(
      runFixture('request-element-type-widened', [findCheck('element-type-widened')!]),
    ).toStrictEqual([]);
    expect(
      runFixture('response-element-type-narrowed', [findCheck('element-type-narrowed')!]),
    ).toStrictEqual([]);
  });

  test('a type change is widened, narrowed or changed, never two of them', () => {
    const typeChecks = [
      'element-type-changed',
      'element-type-widened',
      'element-type-narrowed',
    ].map((id) => findCheck(id)!);
    for (const fixture of [
      'element-type-changed',
      'element-type-widened',
      'element-type-narrowed',
    ]) {
      const paths = runFixture(fixture, typeChecks).map((finding) => finding.path);
      expect(new Set(paths).size, fixture).toBe(paths.length);
    }
    // The widened fixture's /thing/count gains a bound: an unrelated change, not a widening.
    expect(
      runFixture('element-type-widened', [findCheck('element-type-changed')!]).map(
        (finding) => finding.path,
      ),
    ).toStrictEqual(['/thing/count']);
  });
});
