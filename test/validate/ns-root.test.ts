/**
 * `validate --ns-root URL` and `"nsRoot"` in fleetcase.config.json (review r10 cli 1; DESIGN.md
 * "Generations": the namespace root is configurable). Documents under another root validate as
 * the same documents under the default root do: same verdict, rule ids, lines, paths and
 * messages (in the document's own namespaces), through the rule layer, endpoint rules from the
 * config, and worker threads. xmllint, on the vendor schemas rebased by hand, is the oracle of
 * the XSD verdict.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createValidator } from '../../src/validate/index.js';
import { xmllintValid } from '../emit/xmllint.js';
import { repoRoot, runCli, tempDir } from './helpers.js';

const DEFAULT = 'http://www.decisiv.net/platform_api/';
const ROOT = 'https://staging.example.com/api';
const rebased = (text: string): string => text.split(DEFAULT).join(`${ROOT}/`);

const tree = tempDir('fleetcase-ns-root-test-');
afterAll(() => tree.cleanup());

interface JsonIssue {
  rule: string;
  severity: string;
  message: string;
  path: string;
  line: number;
  column: number;
}
interface JsonFile {
  file: string;
  valid: boolean;
  generation: string | null;
  schema: string | null;
  issues: JsonIssue[];
}

/** The documents: 15 invalid fixtures of each generation, three valid ones, every rule fixture (with its sidecar's generation and endpoint). */
function corpus(): Array<{ name: string; source: string; options: { generation?: string; endpoint?: string } }> {
  const found: Array<{ name: string; source: string; options: { generation?: string; endpoint?: string } }> = [];
  for (const generation of ['0.0.7', '0.1', '0.2', '0.3-beta']) {
    for (const kind of ['invalid', 'valid']) {
      const folder = join(repoRoot, 'test/fixtures', generation, kind);
      const files = readdirSync(folder).filter((file) => file.endsWith('.xml')).sort();
      for (const file of files.slice(0, kind === 'valid' ? 3 : 15)) found.push({ name: `${generation}/${kind}/${file}`, source: join(folder, file), options: {} });
    }
  }
  const rules = join(repoRoot, 'test/fixtures/rules');
  for (const file of readdirSync(rules).filter((name) => name.endsWith('.xml')).sort()) {
    let options = {};
    try {
      options = JSON.parse(readFileSync(join(rules, file.replace(/\.xml$/, '.json')), 'utf8'));
    } catch {
      // no sidecar: the namespace says everything
    }
    found.push({ name: `rules/${file}`, source: join(rules, file), options });
  }
  return found;
}

describe('documents under another namespace root validate as under the default one', () => {
  const documents = corpus();
  const reference = createValidator();
  for (const document of documents) tree.write(`docs/${document.name}`, rebased(readFileSync(document.source, 'utf8')));
  // The sidecars' generations and endpoints, and the root, come from the config (found upward from docs/).
  const entries = documents
    .filter((document) => Object.keys(document.options).length > 0)
    .map((document) => ({ files: `docs/${document.name}`, ...document.options }));
  tree.write('fleetcase.config.json', JSON.stringify({ nsRoot: ROOT, validate: entries }, null, 2));

  it('--jobs 2, config nsRoot and endpoints: same results, in the document\'s namespaces', { timeout: 30_000 }, async () => {
    const { code, out, err } = await runCli(['validate', '--format', 'json', '--jobs', '2', '.'], join(tree.dir, 'docs'));
    expect(err).toBe('');
    expect(code).toBe(1);
    const files = (JSON.parse(out) as { files: JsonFile[] }).files;
    expect(files.map((file) => file.file).sort()).toEqual(documents.map((document) => document.name).sort());
    const byName = new Map(files.map((file) => [file.file, file]));
    let invalid = 0;
    for (const document of documents) {
      const original = readFileSync(document.source, 'utf8');
      const lines = original.split('\n');
      const want = reference.validate(original, document.options);
      const got = byName.get(document.name)!;
      if (!want.valid) invalid++;
      // Columns move on a line where a longer namespace comes first: compared elsewhere.
      const shape = (issue: JsonIssue, mapped: (text: string) => string) => ({
        rule: issue.rule,
        severity: issue.severity,
        message: mapped(issue.message),
        path: issue.path,
        line: issue.line,
        ...(lines[issue.line - 1]?.includes(DEFAULT) ? {} : { column: issue.column }),
      });
      expect(
        { valid: got.valid, generation: got.generation, schema: got.schema, issues: got.issues.map((issue) => shape(issue, (text) => text)) },
        document.name,
      ).toEqual({ valid: want.valid, generation: want.generation, schema: want.schema, issues: want.issues.map((issue) => shape(issue, rebased)) });
    }
    expect(invalid).toBeGreaterThan(80);
  });

  it('--ns-root wins over the config; a document under the default root is then an unknown namespace', async () => {
    const file = '0.3-beta/valid/' + readdirSync(join(repoRoot, 'test/fixtures/0.3-beta/valid')).sort()[0];
    tree.write(`default/${file}`, readFileSync(join(repoRoot, 'test/fixtures', file)));
    const { code, out } = await runCli(['validate', '--format', 'json', join('default', file)], tree.dir);
    expect(code).toBe(1);
    const issue = (JSON.parse(out) as { files: JsonFile[] }).files[0]!.issues[0]!;
    expect(issue.rule).toBe('unknown-namespace');
    expect(issue.message).toContain(`expected ${ROOT}/<version>/Case/<Schema>`);
    const flag = await runCli(['validate', '--ns-root', 'http://www.decisiv.net/platform_api', join('default', file)], tree.dir);
    expect(flag.code).toBe(0);
  });
});

describe('validate --ns-root on the command line', () => {
  const valid = readdirSync(join(repoRoot, 'test/fixtures/0.3-beta/valid')).sort().slice(0, 4);
  const invalid = readdirSync(join(repoRoot, 'test/fixtures/0.3-beta/invalid')).sort().slice(0, 4);
  const given = [...valid.map((file) => ({ file, folder: 'valid' })), ...invalid.map((file) => ({ file, folder: 'invalid' }))];
  for (const { file, folder } of given) tree.write(`cli/${folder}/${file}`, rebased(readFileSync(join(repoRoot, 'test/fixtures/0.3-beta', folder, file), 'utf8')));
  // The oracle's schemas: the vendor's 0.3-beta folder (and what it imports) rebased by hand.
  cpSync(join(repoRoot, 'schemas'), join(tree.dir, 'oracle'), { recursive: true });
  for (const generation of ['0.0.7', '0.1', '0.2', '0.3-beta']) {
    for (const xsd of readdirSync(join(tree.dir, 'oracle', generation)).filter((name) => name.endsWith('.xsd'))) {
      const path = join(tree.dir, 'oracle', generation, xsd);
      writeFileSync(path, rebased(readFileSync(path, 'utf8')));
    }
  }

  it.each(given)('$folder/$file: the XSD verdict of xmllint on the rebased schemas, with each engine', async ({ file, folder }) => {
    const path = join(tree.dir, 'cli', folder, file);
    // The XSD of the document's namespace (a 0.3-beta document may be of a schema 0.1 issued).
    const [, version, schema] = /xmlns="[^"]*\/([^/"]+)\/Case\/([^/"]+)"/.exec(readFileSync(path, 'utf8'))!;
    const want = xmllintValid(join(tree.dir, 'oracle', version!, `${schema}.xsd`), { file: path });
    expect(want).toBe(folder === 'valid');
    for (const engine of ['libxml2', 'libxmljs2']) {
      const { code, err } = await runCli(['validate', '--no-rules', '--engine', engine, '--ns-root', `${ROOT}/`, path], repoRoot);
      expect({ engine, code, err }).toEqual({ engine, code: want ? 0 : 1, err: '' });
    }
  });

  it('without --ns-root, the message says which root the document uses and how to check it', async () => {
    const { code, out } = await runCli(['validate', join(tree.dir, 'cli/valid', valid[0]!)], repoRoot);
    expect(code).toBe(1);
    expect(out).toContain(`unknown-namespace unknown namespace '${ROOT}/0.1/Case/400ErrorResponse'`);
    expect(out).toContain(`under the namespace root '${ROOT}': give --ns-root ${ROOT} (or "nsRoot" in fleetcase.config.json)`);
  });

  it('the library takes it too: createValidator({ nsRoot })', () => {
    const validator = createValidator({ nsRoot: ROOT });
    expect(validator.validate(readFileSync(join(tree.dir, 'cli/valid', valid[0]!))).issues).toEqual([]);
  });

  const usage: Array<{ name: string; argv: string[]; config?: string; want: RegExp }> = [
    { name: 'a root of slashes only', argv: ['--ns-root', '///'], want: /^fleetcase: --ns-root: the namespace root is empty/ },
    { name: 'a root with a space', argv: ['--ns-root', 'https://x.example/a b'], want: /^fleetcase: --ns-root: the namespace root must be a URI without spaces/ },
    { name: 'a config nsRoot that is no string', argv: [], config: '{\n  "nsRoot": 42\n}', want: /^fleetcase: ns\.json:2: invalid config: "nsRoot" must be a string/ },
    { name: 'a config nsRoot with a quote', argv: [], config: '{\n  "nsRoot": "https://x.example/\\"a"\n}', want: /^fleetcase: ns\.json:2: invalid config: "nsRoot": the namespace root must be a URI/ },
  ];
  it.each(usage)('$name: exit 2, no stack trace', async ({ argv, config, want }) => {
    if (config !== undefined) tree.write('ns.json', config);
    const { code, err } = await runCli(['validate', ...argv, ...(config !== undefined ? ['--config', 'ns.json'] : []), join('cli/valid', valid[0]!)], tree.dir);
    expect(code).toBe(2);
    expect(err).toMatch(want);
    expect(err).not.toMatch(/\n\s+at /);
  });
});
