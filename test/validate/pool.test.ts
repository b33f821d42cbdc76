/**
 * Worker threads: the same results, in the same (input) order, with --jobs 1 (in process) and
 * --jobs 2 or 3 (a pool), on a mix of valid, invalid and hostile files, with workers started
 * before the command line is parsed (the CLI process) or by the run; a failure inside a worker
 * (a schema that cannot compile) is a clean exit 2.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { memoryIo } from '../../src/cli/io.js';
import { validateFiles } from '../../src/validate/index.js';
import { availableParallelism } from 'node:os';
import { cappedJobs, threadsFor } from '../../src/validate/pool/threads.js';
import { CASE_0_1_BODY, caseRequest, runCli, tempDir } from './helpers.js';

const tree = tempDir();
const FILES = 96;

beforeAll(() => {
  for (let index = 0; index < FILES; index++) {
    const name = `docs/${String(index).padStart(3, '0')}.xml`;
    const kind = index % 4;
    if (kind === 0) tree.write(name, caseRequest('0.1', CASE_0_1_BODY));
    else if (kind === 1) tree.write(name, caseRequest('0.1', `${CASE_0_1_BODY}\n  <bogus n="${index}"/>`));
    else if (kind === 2) tree.write(name, `<!DOCTYPE x SYSTEM "file:///etc/passwd"><x n="${index}"/>`);
    else tree.write(name, caseRequest('0.0.7', `  <cause>${index}</cause>`));
  }
});
afterAll(() => tree.cleanup());

describe('threads for a run', () => {
  // A worker thread costs ~0.4 s of CPU to start: by default a run gets one per 1 500 files at
  // most; a --jobs given is honoured down to 32 files per thread.
  test.each([
    { name: 'default, 100 files: this thread only', files: 100, jobs: 2, given: false, want: 1 },
    { name: 'default, 2 999 files: this thread only', files: 2999, jobs: 2, given: false, want: 1 },
    { name: 'default, 3 000 files: two', files: 3000, jobs: 2, given: false, want: 2 },
    { name: 'default, 10 000 files on 8 cores: six', files: 10_000, jobs: 8, given: false, want: 6 },
    { name: '--jobs 2, 96 files: two', files: 96, jobs: 2, given: true, want: 2 },
    { name: '--jobs 4, 100 files: three (32 each at least)', files: 100, jobs: 4, given: true, want: 3 },
    { name: '--jobs 2, 10 files: one', files: 10, jobs: 2, given: true, want: 1 },
    { name: 'no files: one', files: 0, jobs: 2, given: false, want: 1 },
  ])('$name', ({ files, jobs, given, want }) => {
    expect(threadsFor(files, jobs, given)).toBe(want);
  });
});

describe('--jobs above the cores (review r15 ci L5: --jobs 64 on 2 cores ran 11x slower in 13x the memory)', () => {
  test.each([
    { asked: 64, cores: 2, want: 2 },
    { asked: 3, cores: 4, want: 3 },
    { asked: 1, cores: 8, want: 1 },
    { asked: 5, cores: 0, want: 1 },
  ])('$asked asked on $cores cores: $want', ({ asked, cores, want }) => {
    expect(cappedJobs(asked, cores)).toBe(want);
  });

  test('--jobs 512 validates with the cores, says so on stderr, and gives the --jobs 1 report', async () => {
    const one = await runCli(['validate', '--format', 'json', '--jobs', '1', 'docs'], tree.dir);
    const many = await runCli(['validate', '--format', 'json', '--jobs', '512', 'docs'], tree.dir);
    expect(many.out).toBe(one.out);
    const cores = availableParallelism();
    expect(many.err).toContain(`fleetcase: warning: --jobs 512 is more than the ${cores} core${cores === 1 ? '' : 's'} this process may use: validating with ${cores}`);
    expect(one.err).toBe('');
  }, 60_000);
});

describe('--jobs', () => {
  test('1 and 2 give the same report, in input order', async () => {
    const one = await runCli(['validate', '--format', 'json', '--jobs', '1', 'docs'], tree.dir);
    const two = await runCli(['validate', '--format', 'json', '--jobs', '2', 'docs'], tree.dir);
    expect(one.code).toBe(1);
    expect(two.code).toBe(1);
    expect(two.out).toBe(one.out);
    const report = JSON.parse(two.out);
    expect(report.files.map((file: { file: string }) => file.file)).toStrictEqual(
      Array.from({ length: FILES }, (_, index) => `docs/${String(index).padStart(3, '0')}.xml`),
    );
    expect(report.summary).toStrictEqual({ files: FILES, valid: FILES / 4, invalid: (FILES * 3) / 4 });
  }, 60_000);

  test('the library gives the same results as the CLI', async () => {
    const report = await validateFiles(['docs'], { cwd: tree.dir, jobs: 2, config: false });
    const cli = JSON.parse((await runCli(['validate', '--format', 'json', '--jobs', '1', 'docs'], tree.dir)).out);
    expect(report).toStrictEqual(cli);
  }, 60_000);

  test('--jobs 3, a document the worker reads itself (above the hand-over size): the same report', async () => {
    tree.write('docs/big.xml', caseRequest('0.1', `  <cause>${'Coolant leak. '.repeat(25_000)}</cause>`));
    try {
      const one = await runCli(['validate', '--format', 'json', '--jobs', '1', 'docs'], tree.dir);
      const three = await runCli(['validate', '--format', 'json', '--jobs', '3', 'docs'], tree.dir);
      expect(three.out).toBe(one.out);
      expect(JSON.parse(three.out).files.find((file: { file: string }) => file.file === 'docs/big.xml')).toBeDefined();
    } finally {
      rmSync(join(tree.dir, 'docs/big.xml'));
    }
  }, 60_000);

  test('workers started before the command line is parsed (the CLI process) give the same report', async () => {
    const io = Object.assign(memoryIo(tree.dir), { ownProcess: true });
    const code = await main(['validate', '--format', 'json', '--jobs', '2', 'docs'], io);
    const one = await runCli(['validate', '--format', 'json', '--jobs', '1', 'docs'], tree.dir);
    expect(code).toBe(1);
    expect(io.out).toBe(one.out);
    // a usage error after workers were started: exit 2, nothing left running
    const refused = Object.assign(memoryIo(tree.dir), { ownProcess: true });
    expect(await main(['validate', '--format', 'nope', 'docs'], refused)).toBe(2);
  }, 60_000);

  test('a schema that cannot compile in a worker is exit 2 with its name', async () => {
    const xsd = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="http://www.decisiv.net/platform_api/0.1/Case/CaseRequest" elementFormDefault="qualified">
  <xs:element name="case" type="NoSuchType"/>
</xs:schema>`;
    tree.write('broken-schemas/0.1/CaseRequest.xsd', xsd);
    const { code, err } = await runCli(['validate', '--schemas', 'broken-schemas', '--jobs', '2', 'docs'], tree.dir);
    expect(code).toBe(2);
    expect(err).toMatch(/CaseRequest\.xsd/);
    expect(err).not.toMatch(/\n\s+at /);
  }, 60_000);
});
