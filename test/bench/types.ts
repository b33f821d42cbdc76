/**
 * The shapes the benchmark harness passes around: a measurement module, the rows it returns,
 * and the context every measurement runs in (corpus, peers, how to start the CLI).
 */
import type { Corpus } from './corpus/index.js';

/**
 * One line of the results table: our subject's median beside its peer's, and the ratio.
 * @example { measurement: 'validate CLI', subject: 'fleetcase validate (2 jobs)', result: '9,120 docs/s', peer: 'xmllint', peerResult: '8,800 docs/s', ratio: 1.04, goal: '>= 1.5x', met: false }
 */
export interface Row {
  /** Title of the measurement the row belongs to. */
  measurement: string;
  /** What was measured on our side. @example 'fleetcase validate --jobs 2 (rules on)' */
  subject: string;
  /** Formatted median of the subject. @example '9,120 docs/s · 47.3 MB/s' */
  result?: string;
  /** The tool it is set beside. @example 'xmllint --noout --schema (1 call per schema)' */
  peer?: string;
  peerResult?: string;
  /** Subject over peer, oriented so that more is better (rates: ours/theirs; times: theirs/ours). */
  ratio?: number;
  /** The goal of the issue, as text. @example '>= 1.5x' */
  goal?: string;
  /** Whether the goal is met (undefined: no goal). */
  met?: boolean;
  /** Sample size, extrapolation, anything a reader needs to trust the figure. */
  note?: string;
  /** Why the row could not be measured (the subject is not built yet, a peer is missing…). */
  skipped?: string;
}

/** How to start the fleetcase CLI as a process. */
export interface CliCommand {
  /** Executable and leading arguments. @example ['node', '/repo/dist/src/cli/bin.js'] */
  argv: string[];
  /** 'dist' (compiled by tsc) or 'tsx' (from the sources). */
  mode: 'dist' | 'tsx';
  /** Verbs the CLI offers (from `--help`). @example ['schemas', 'rules', 'validate'] */
  verbs: string[];
}

/** What the set-up step found or installed. */
export interface Peers {
  /** Path of xmllint, or undefined when it could not be had. */
  xmllint?: string;
  /** Path of java (xsd-schema-validator), or undefined. */
  java?: string;
  /** npm peers that failed to load, with why. */
  missingModules: Record<string, string>;
  /** What the set-up step did or could not do, in order. */
  notes: string[];
}

/** Everything a measurement gets. */
export interface BenchContext {
  repoRoot: string;
  quick: boolean;
  /** Rounds for fast measurements (medians are over these). */
  rounds: number;
  corpus: Corpus;
  peers: Peers;
  /** The CLI, or why it cannot run. */
  cli: CliCommand | { unavailable: string };
  /** Progress line on stderr. */
  log(message: string): void;
}

/** One benchmark: `npm run bench -- --only <id>` runs it alone. */
export interface Measurement {
  /** @example 'validate-cli' */
  id: string;
  /** @example 'validate: whole CLI process vs xmllint' */
  title: string;
  /** The goal, shown in `--list`. @example '>= 1.5x xmllint' */
  goal?: string;
  run(context: BenchContext): Promise<Row[]>;
}
