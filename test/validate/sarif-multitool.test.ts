/**
 * `--format sarif` output checked by Microsoft's SARIF Multitool (`sarif-multitool validate`, the
 * SARIF SDK's own validator: the official SARIF 2.1.0 JSON schema plus the spec's rules), on a
 * report with findings of every kind: XSD errors, rule errors and warnings, hostile input.
 * No error and no warning may remain.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIo } from '../../src/cli/io.js';
import { packageRoot } from '../../src/paths.js';

const multitool = join(packageRoot, 'node_modules', '.bin', 'sarif-multitool');
const work = mkdtempSync(join(tmpdir(), 'fleetcase-sarif-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!existsSync(multitool))('SARIF output against the SARIF Multitool validator', () => {
  it('validates with no error or warning', async () => {
    writeFileSync(join(work, 'doctype.xml'), '<!DOCTYPE x SYSTEM "http://example.invalid/x.dtd"><x/>');
    const io = memoryIo(packageRoot);
    const code = await main(
      ['validate', '--format', 'sarif', '--jobs', '1', 'test/fixtures/0.0.7/invalid', 'test/fixtures/rules', join(work, 'doctype.xml')],
      io,
    );
    expect(code).toBe(1);
    const log = JSON.parse(io.out);
    expect(log.runs[0].results.length).toBeGreaterThan(50);
    const file = join(work, 'report.sarif');
    writeFileSync(file, io.out);
    const output = join(work, 'validation.sarif');
    // The SARIF rules and GitHub's ingestion rules (GH…: code scanning requires each rule's `help`;
    // review r15 ci L1). The package's bin runs the tool through a shell: the `;` is quoted.
    const run = spawnSync(multitool, ['validate', file, '--rule-kind', '"Gh;Sarif"', '--output', output], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const findings = JSON.parse(readFileSync(output, 'utf8')).runs[0].results as Array<{ level?: string; ruleId: string; message: { text?: string } }>;
    const problems = findings.filter((finding) => finding.level === 'error' || finding.level === 'warning' || finding.level === undefined);
    expect(problems.map((finding) => `${finding.ruleId}: ${finding.message.text ?? ''}`)).toStrictEqual([]);
  }, 180_000);
});
