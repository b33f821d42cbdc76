/**
 * Counts in the CLI's own reports agree with their number (`1 file`, `2 files`), and an --out
 * outside the working folder is shown absolute, not as `../../tmp/x`.
 */
import { describe, expect, test } from 'vitest';
import { formatGenerateResult, shownPath } from '../../src/cli/commands/generate.js';
import { formatRulesText, listRules } from '../../src/cli/commands/rules.js';
import { formatSchemasText } from '../../src/cli/commands/schemas.js';
import { plural } from '../../src/plural.js';
import type { GenerateResult } from '../../src/emit/index.js';
import type { SchemasListing } from '../../src/schema/listing.js';

describe('plural', () => {
  const cases = [
    { given: [0, 'file'] as const, want: '0 files' },
    { given: [1, 'file'] as const, want: '1 file' },
    { given: [2, 'pipeline check'] as const, want: '2 pipeline checks' },
  ];
  test.each(cases)('$want', ({ given, want }) => {
    expect(plural(...given)).toBe(want);
  });
});

describe('shownPath', () => {
  const cases = [
    { given: { path: '/work/repo/src/api', cwd: '/work/repo' }, want: 'src/api' },
    { given: { path: '/work/repo', cwd: '/work/repo' }, want: '.' },
    { given: { path: '/tmp/gen', cwd: '/work/repo' }, want: '/tmp/gen' },
    { given: { path: '/work/other', cwd: '/work/repo' }, want: '/work/other' },
    { given: { path: '/work/repo/..data/x', cwd: '/work/repo' }, want: '..data/x' },
  ];
  test.each(cases)('$given.path from $given.cwd', ({ given, want }) => {
    expect(shownPath(given.path, given.cwd)).toBe(want);
  });
});

describe('generate report', () => {
  const result = (files: number, written: number, outDir = '/tmp/gen'): GenerateResult =>
    ({
      outDir,
      generations: ['0.1'],
      targets: ['types'],
      files: Array.from({ length: files }, (_, index) => `0.1/f${index}.ts`),
      written: Array.from({ length: written }, (_, index) => `0.1/f${index}.ts`),
      stale: [],
    }) as unknown as GenerateResult;
  const cases = [
    { given: { result: result(1, 1), check: false }, want: 'generated 1 file in /tmp/gen for 0.1 (types): 1 written, 0 unchanged\n' },
    { given: { result: result(2, 0, '/repo/src/api'), check: false }, want: 'generated 2 files in src/api for 0.1 (types): 0 written, 2 unchanged\n' },
    { given: { result: result(1, 0), check: true }, want: 'generated files are fresh: 1 file in /tmp/gen for 0.1 (types)\n' },
  ];
  test.each(cases)('$want', ({ given, want }) => {
    expect(formatGenerateResult(given.result, { check: given.check, cwd: '/repo' })).toBe(want);
  });
});

describe('listing counts', () => {
  test('rules: one rule, one pipeline check', () => {
    const listing = listRules();
    const text = formatRulesText({ rules: listing.rules.slice(0, 1), notes: [], checks: listing.checks.slice(0, 1) });
    expect(text.trimEnd().split('\n').at(-1)).toBe('1 rule, 1 pipeline check');
  });

  test('schemas: one schema, one endpoint', () => {
    const listing = {
      generations: [
        {
          id: '0.1',
          schemas: [{ name: 'CaseRequest', version: '0.1', prefix: 'c', issued: true, roots: ['case'], file: 'CaseRequest.xsd', namespace: 'urn:x' }],
          endpoints: [{ method: 'POST', path: '/cases', operationId: 'createCase', aliases: [] }],
        },
      ],
    } as unknown as SchemasListing;
    expect(formatSchemasText(listing).split('\n')[0]).toBe('Generation 0.1: 1 schema (1 issued, 0 inherited), 1 endpoint');
  });
});
