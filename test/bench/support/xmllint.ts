/**
 * xmllint as users batch it: `xmllint --noout --schema X.xsd FILE…`, one invocation per schema
 * with every file of that schema, from a shell script. Used both to check the corpus and as the
 * CLI peer. A second form spreads the invocations over parallel lanes (what a user with a 2-core
 * CI box could do with `xargs -P2`), reported as an extra, fairer baseline for our
 * multi-threaded CLI.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureText, runProcess } from './processes.js';

/** Files of one schema. */
export interface SchemaBatch {
  /** Absolute XSD path. */
  xsd: string;
  /** Paths relative to `cwd` (short command lines). */
  files: string[];
  /** Bytes of all the files (to balance lanes). */
  bytes: number;
}

/** Verdicts of a run: files xmllint said validate, and those it did not. */
export interface XmllintOutcome {
  seconds: number;
  valid: Set<string>;
  invalid: Set<string>;
  /** Invocations that failed for another reason than an invalid document. */
  errors: string[];
}

/** Groups documents by XSD, in first-seen order. */
export function batchesOf(documents: ReadonlyArray<{ xsd: string; file: string; bytes: number }>, relativeTo: (file: string) => string): SchemaBatch[] {
  const batches = new Map<string, SchemaBatch>();
  for (const document of documents) {
    let batch = batches.get(document.xsd);
    if (!batch) batches.set(document.xsd, (batch = { xsd: document.xsd, files: [], bytes: 0 }));
    batch.files.push(relativeTo(document.file));
    batch.bytes += document.bytes;
  }
  return [...batches.values()];
}

// `file validates` / `file fails to validate` (stderr, one line per file).
const VERDICT = /^(.*) (validates|fails to validate)$/gm;
// What the script writes after each invocation: its exit code and XSD.
const EXIT_MARK = /^fleetcase-bench-exit (\d+) (.*)$/gm;

/** `value` as one shell word. */
function shellWord(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The shell commands of one lane: each invocation, then a line with its exit code (`:` for none). */
function laneScript(xmllint: string, batches: readonly SchemaBatch[]): string {
  if (batches.length === 0) return ':';
  return batches
    .map((batch) => {
      const call = [xmllint, '--noout', '--schema', batch.xsd, ...batch.files].map(shellWord).join(' ');
      return `${call}\necho "fleetcase-bench-exit $? "${shellWord(batch.xsd)} >&2`;
    })
    .join('\n');
}

/**
 * Runs the batches on `lanes` parallel sequences of invocations (1 = one after another).
 *
 * The invocations run from one `/bin/sh` script, as a CI step runs them (a shell loop, or
 * `xargs -P2` for lanes), and the script is timed from its spawn to its exit, like the
 * fleetcase process beside it. Spawning each xmllint from this process instead would time this
 * process's fork: with the corpus in memory a fork costs milliseconds (measured: 83 calls took
 * 0.6 s from a shell, 0.8 s from a small Node process and 3.7 s from one holding 500 MiB), which
 * made xmllint look up to twice as slow as it is.
 */
export async function runXmllint(xmllint: string, batches: readonly SchemaBatch[], cwd: string, lanes = 1): Promise<XmllintOutcome> {
  const outcome: XmllintOutcome = { seconds: 0, valid: new Set(), invalid: new Set(), errors: [] };
  // Largest first onto the least loaded lane: lanes finish close together.
  const plan: SchemaBatch[][] = Array.from({ length: lanes }, () => []);
  const load = new Array<number>(lanes).fill(0);
  for (const batch of [...batches].sort((a, b) => b.bytes - a.bytes)) {
    const lane = load.indexOf(Math.min(...load));
    plan[lane]!.push(batch);
    load[lane]! += batch.bytes + 2000; // + per-file-ish cost so many tiny batches spread too
  }
  const folder = mkdtempSync(join(tmpdir(), 'fleetcase-bench-xmllint-'));
  try {
    const outputs = plan.map((_, lane) => join(folder, `lane-${lane}.txt`));
    const script = [
      ...plan.map((lane, position) => `{\n${laneScript(xmllint, lane)}\n} 2>${shellWord(outputs[position]!)} &`),
      'wait',
    ].join('\n');
    const scriptFile = join(folder, 'run.sh');
    writeFileSync(scriptFile, `${script}\n`);
    const result = await runProcess(['/bin/sh', scriptFile], { cwd, timeoutSeconds: 600 });
    outcome.seconds = result.seconds;
    if (result.code !== 0) outcome.errors.push(`the xmllint script exits ${result.code ?? result.signal}: ${failureText(result)}`);
    let calls = 0;
    for (const text of outputs.map((output) => readFileSync(output, 'utf8'))) {
      for (const match of text.matchAll(VERDICT)) (match[2] === 'validates' ? outcome.valid : outcome.invalid).add(match[1]!);
      // 0: all valid; 3: some invalid; anything else (schema error, 4 = parse failure…) is noted.
      for (const match of text.matchAll(EXIT_MARK)) {
        calls++;
        if (match[1] !== '0' && match[1] !== '3') outcome.errors.push(`xmllint --schema ${match[2]} exits ${match[1]}`);
      }
    }
    if (calls !== batches.length) outcome.errors.push(`the xmllint script ran ${calls} of ${batches.length} invocations`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return outcome;
}
