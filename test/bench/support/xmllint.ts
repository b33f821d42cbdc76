/**
 * xmllint as users batch it: `xmllint --noout --schema X.xsd FILE…`, one invocation per schema
 * with every file of that schema. Used both to check the corpus and as the CLI peer. A second
 * form spreads the invocations over parallel lanes (what a user with a 2-core CI box could do
 * with `xargs -P2`), reported as an extra, fairer baseline for our multi-threaded CLI.
 */
import { runProcess } from './processes.js';

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

async function runLane(xmllint: string, batches: readonly SchemaBatch[], cwd: string, outcome: XmllintOutcome): Promise<void> {
  for (const batch of batches) {
    const result = await runProcess([xmllint, '--noout', '--schema', batch.xsd, ...batch.files], {
      cwd,
      outputLimit: 64 << 20,
      timeoutSeconds: 600,
    });
    for (const match of result.stderr.matchAll(VERDICT)) (match[2] === 'validates' ? outcome.valid : outcome.invalid).add(match[1]!);
    // 0: all valid; 3: some invalid; anything else (schema error, 4 = parse failure…) is noted.
    if (result.code !== 0 && result.code !== 3) outcome.errors.push(`xmllint --schema ${batch.xsd} exits ${result.code ?? result.signal}`);
  }
}

/** Runs the batches on `lanes` parallel sequences of invocations (1 = one after another). */
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
  const started = process.hrtime.bigint();
  await Promise.all(plan.map((lane) => runLane(xmllint, lane, cwd, outcome)));
  outcome.seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return outcome;
}
