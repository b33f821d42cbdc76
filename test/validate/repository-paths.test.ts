/**
 * Review r15 ci M1: `--format sarif` and `--format github` name files from the repository root,
 * where GitHub resolves them, not from the step's working directory: a monorepo step run in
 * `packages/api` annotated `payloads/bad.xml` for `packages/api/payloads/bad.xml`. The root is
 * `GITHUB_WORKSPACE`, else the folder above holding `.git`, else the working directory; SARIF's
 * relative URIs carry `uriBaseId: %SRCROOT%`, which the run's `originalUriBaseIds` defines.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIo } from '../../src/cli/io.js';
import { repoRoot, tempDir } from './helpers.js';

const tree = tempDir('fleetcase-repository-paths-');
afterAll(() => tree.cleanup());
const invalid = readFileSync(join(repoRoot, 'test/fixtures/0.1/invalid/400ErrorResponse.BadRequestResponse.1.missing-message.xml'));
tree.write('mono/packages/api/payloads/bad.xml', invalid);
mkdirSync(join(tree.dir, 'mono/.git'), { recursive: true });
tree.write('ws/packages/api/payloads/bad.xml', invalid);
tree.write('outside/bad.xml', invalid);

async function run(format: string, cwd: string, files: string[], env: Record<string, string> = {}): Promise<string> {
  const io = Object.assign(memoryIo(cwd), { env });
  const code = await main(['validate', '--format', format, ...files], io);
  expect(code).toBe(1);
  return io.out;
}

/** The artifact locations of a SARIF log's results, and its base URIs. */
function locations(sarif: string): { bases: unknown; artifacts: unknown[] } {
  const run = JSON.parse(sarif).runs[0];
  return { bases: run.originalUriBaseIds, artifacts: run.results.map((result: { locations: Array<{ physicalLocation: { artifactLocation: unknown } }> }) => result.locations[0]!.physicalLocation.artifactLocation) };
}

const dirUri = (dir: string) => `${pathToFileURL(dir).href}/`;

describe('review r15 ci M1: code-scanning formats name files from the repository root', () => {
  const api = join(tree.dir, 'mono/packages/api');

  test('github: a step run in packages/api of a git repository annotates packages/api/…', async () => {
    const out = await run('github', api, ['payloads/bad.xml']);
    expect(out).toMatch(/^::error file=packages\/api\/payloads\/bad\.xml,line=\d+,col=\d+,title=/);
  });

  test('sarif: the URI is relative to the root, with %SRCROOT% defined as the root', async () => {
    const { bases, artifacts } = locations(await run('sarif', api, ['payloads/bad.xml']));
    expect(bases).toStrictEqual({ '%SRCROOT%': { uri: dirUri(join(tree.dir, 'mono')) } });
    expect(new Set(artifacts.map((artifact) => JSON.stringify(artifact)))).toStrictEqual(new Set([JSON.stringify({ uri: 'packages/api/payloads/bad.xml', uriBaseId: '%SRCROOT%' })]));
  });

  test('sarif: a file outside the repository is an absolute file: URI, without a base', async () => {
    const { artifacts } = locations(await run('sarif', api, [join(tree.dir, 'outside/bad.xml')]));
    expect(artifacts[0]).toStrictEqual({ uri: pathToFileURL(join(tree.dir, 'outside/bad.xml')).href });
  });

  test('GITHUB_WORKSPACE is the root when the run is inside it', async () => {
    const cwd = join(tree.dir, 'ws/packages/api');
    const out = await run('github', cwd, ['payloads/bad.xml'], { GITHUB_WORKSPACE: join(tree.dir, 'ws') });
    expect(out).toMatch(/^::error file=packages\/api\/payloads\/bad\.xml,/);
  });

  test('without a repository the working directory is the root, and text keeps working-directory names', async () => {
    const cwd = join(tree.dir, 'ws/packages/api');
    expect(await run('github', cwd, ['payloads/bad.xml'])).toMatch(/^::error file=payloads\/bad\.xml,/);
    expect(locations(await run('sarif', cwd, ['payloads/bad.xml'])).bases).toStrictEqual({ '%SRCROOT%': { uri: dirUri(cwd) } });
    expect(await run('text', api, ['payloads/bad.xml'])).toMatch(/^payloads\/bad\.xml:\d+:\d+ /);
  });
});
