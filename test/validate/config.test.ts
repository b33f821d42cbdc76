/**
 * fleetcase.config.json: globs mapped to generation and endpoint, looked up in the working
 * directory and the folders above it, or named by --config; flags win; shape errors name the
 * file and the line.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CASE_0_1_BODY, caseRequest, runCli, tempDir } from './helpers.js';

const tree = tempDir();
const config = (entries: unknown): string => JSON.stringify({ validate: entries }, null, 2);
const json = (out: string): { files: Array<{ file: string; generation: string | null; issues: Array<{ rule: string }> }> } => JSON.parse(out);

beforeAll(() => {
  // A 0.0.7 case without any of the four fields POST /assets/{id}/cases needs (and without the
  // other 0.0.7 required fields, which is fine for this test: we look at rule ids only).
  tree.write('fixtures/0.0.7/case.xml', caseRequest('0.0.7', '  <cause>x</cause>'));
  tree.write('fixtures/0.1/case.xml', caseRequest('0.1', CASE_0_1_BODY));
  tree.write(
    'fleetcase.config.json',
    config([
      { files: 'fixtures/0.0.7/**/*.xml', generation: '0.0.7', endpoint: 'POST /assets/{id}/cases' },
      { files: ['fixtures/0.1/*.xml'], generation: '0.1' },
    ]),
  );
});
afterAll(() => tree.cleanup());

describe('fleetcase.config.json in the working directory', () => {
  test('gives each file its generation and endpoint', async () => {
    const { out } = await runCli(['validate', '--format', 'json', 'fixtures'], tree.dir);
    const [old, current] = json(out).files;
    expect(old!.generation).toBe('0.0.7');
    expect(old!.issues.map((issue) => issue.rule)).toContain('case-create-detail-missing');
    expect(current!.generation).toBe('0.1');
  });

  test('with no FILES, validates the config globs', async () => {
    const { out } = await runCli(['validate', '--format', 'json'], tree.dir);
    expect(json(out).files.map((file) => file.file)).toStrictEqual(['fixtures/0.0.7/case.xml', 'fixtures/0.1/case.xml']);
  });

  test('--generation wins over the config', async () => {
    const { out } = await runCli(['validate', '--format', 'json', '--generation', '0.1', 'fixtures/0.0.7/case.xml'], tree.dir);
    expect(json(out).files[0]!.issues.map((issue) => issue.rule)).toStrictEqual(['version-mismatch']);
  });

  test('--config names another file, relative globs from its folder', async () => {
    tree.write('ci/other.json', config([{ files: '../fixtures/0.1/*.xml', generation: '0.2' }]));
    const { out } = await runCli(['validate', '--format', 'json', '--config', 'ci/other.json', 'fixtures/0.1/case.xml'], tree.dir);
    expect(json(out).files[0]!.issues.map((issue) => issue.rule)).toStrictEqual(['version-mismatch']);
  });
});

describe('fleetcase.config.json in a folder above the working directory (r10 cli 5)', () => {
  // The nearest config wins, its globs are relative to its own folder, whatever the working directory.
  const cases: Array<{ name: string; cwd: string; argv: string[]; want: Array<{ file: string; generation: string | null; endpointRule: boolean }> }> = [
    {
      name: 'a file named from a sub-folder gets its mapping',
      cwd: 'fixtures',
      argv: ['0.0.7/case.xml'],
      want: [{ file: '0.0.7/case.xml', generation: '0.0.7', endpointRule: true }],
    },
    {
      name: 'two folders down, the same',
      cwd: 'fixtures/0.0.7',
      argv: ['case.xml'],
      want: [{ file: 'case.xml', generation: '0.0.7', endpointRule: true }],
    },
    {
      name: 'without FILES, the globs of the config are validated from its folder',
      cwd: 'fixtures/0.1',
      argv: [],
      want: [
        // review r14 spec L7: relative to the working directory, as the file below it (was absolute).
        { file: '../0.0.7/case.xml', generation: '0.0.7', endpointRule: true },
        { file: 'case.xml', generation: '0.1', endpointRule: false },
      ],
    },
  ];
  test.each(cases)('$name', async ({ cwd, argv, want }) => {
    const { out, err } = await runCli(['validate', '--format', 'json', ...argv], join(tree.dir, cwd));
    expect(err).toBe('');
    const files = json(out).files.map((file) => ({
      file: file.file,
      generation: file.generation,
      endpointRule: file.issues.some((issue) => issue.rule === 'case-create-detail-missing'),
    }));
    expect(files).toStrictEqual(want);
  });

  test('a nearer config wins over one further up', async () => {
    tree.write('fixtures/0.0.7/fleetcase.config.json', config([{ files: '*.xml', generation: '0.0.7' }]));
    try {
      const { out } = await runCli(['validate', '--format', 'json', 'case.xml'], join(tree.dir, 'fixtures/0.0.7'));
      // No endpoint in the nearer one: no endpoint rule.
      expect(json(out).files[0]!.issues.map((issue) => issue.rule)).not.toContain('case-create-detail-missing');
    } finally {
      rmSync(join(tree.dir, 'fixtures/0.0.7/fleetcase.config.json'));
    }
  });
});

describe('shape errors', () => {
  const cases: Array<{ name: string; given: string; want: RegExp }> = [
    { name: 'not JSON', given: '{\n  "validate": [\n    { "files": "a" ,, }\n  ]\n}', want: /^fleetcase: bad\.json:3: invalid config: not valid JSON/ },
    { name: 'validate not a list', given: '{\n  "validate": {}\n}', want: /^fleetcase: bad\.json:2: invalid config: "validate" is a list/ },
    { name: 'missing files', given: config([{ generation: '0.1' }]), want: /^fleetcase: bad\.json:3: invalid config: "files" is required/ },
    { name: 'unknown key', given: config([{ files: 'a', generaton: '0.1' }]), want: /^fleetcase: bad\.json:5: invalid config: unknown key 'generaton'/ },
    { name: 'unknown generation', given: config([{ files: 'a', generation: '0.4' }]), want: /^fleetcase: bad\.json:5: invalid config: "generation" must be one of 0\.0\.7, 0\.1, 0\.2, 0\.3-beta/ },
    {
      name: 'endpoint not in that generation',
      given: config([{ files: 'a', generation: '0.0.7', endpoint: 'POST /estimates/{id}/versions' }]),
      want: /^fleetcase: bad\.json:6: invalid config: "endpoint" "POST \/estimates\/\{id\}\/versions" is not an endpoint of generation 0\.0\.7/,
    },
    { name: 'empty files', given: config([{ files: [] }]), want: /^fleetcase: bad\.json:4: invalid config: "files" must be a non-empty glob/ },
    { name: 'a config of another shape', given: '{\n  "files": [{ "glob": "a" }]\n}', want: /^fleetcase: bad\.json:2: invalid config: unknown key 'files' \(allowed: validate, nsRoot, \$schema, \$comment\)/ },
    { name: 'a list, not an object (r10 cli 6)', given: '[]', want: /^fleetcase: bad\.json:1: invalid config: the config must be a JSON object \{ "validate": \[\.\.\.\] \}/ },
    { name: 'a misspelled "nsRoot"', given: '{\n  "nsroots": "https://x.example/api"\n}', want: /^fleetcase: bad\.json:2: invalid config: unknown key 'nsroots' \(did you mean "nsRoot"\?\)/ },
    { name: 'a misspelled "validate"', given: '{\n  "valdate": []\n}', want: /^fleetcase: bad\.json:2: invalid config: unknown key 'valdate' \(did you mean "validate"\?\)/ },
  ];
  test.each(cases)('$name: exit 2 with file and line', async ({ given, want }) => {
    tree.write('bad.json', given);
    const { code, err } = await runCli(['validate', '--config', 'bad.json', 'fixtures'], tree.dir);
    expect(code).toBe(2);
    expect(err).toMatch(want);
  });
});
