import { isOsError, osReason } from './os-error.js';

/** The streams and exit code a command writes to; tests pass their own to capture output. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal that takes escape sequences (progress bars go there only then). */
  stderrIsTty: boolean;
  /** The width of that terminal, read when asked (it may be resized): progress bars fit in it. */
  stderrColumns?: () => number | undefined;
  /** Set by a command; main() returns it. */
  exitCode: number;
  /**
   * What stdout carries, for the message when it cannot be written (a command that prints a
   * document there sets it). @default 'the report'
   */
  stdoutContent?: string;
  cwd: string;
  /**
   * True for the process's own streams (a `fleetcase` run): one command, then exit, so a command
   * may start work before it knows it needs it (validate starts its worker threads first thing).
   */
  ownProcess?: boolean;
  /** The environment (`GITHUB_WORKSPACE` for the code-scanning formats); none when absent. */
  env?: Readonly<Record<string, string | undefined>>;
}

/** The streams `processIo` writes to and how it ends the process; tests pass their own. */
export interface ProcessStreams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  exit: (code: number) => void;
}

const PROCESS_STREAMS: ProcessStreams = {
  stdout: process.stdout,
  stderr: process.stderr,
  exit: (code) => process.exit(code),
};

function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * The process's own streams. A report that cannot be written ends the run: a reader that closed
 * the pipe (`fleetcase … | head -1`) chose to stop reading, so the run stops quietly with the exit
 * code known so far (0 unless the command already set one: the rest of the run would go unread);
 * any other failure (a full disk, `> /dev/full`) is one line on stderr and exit 2, since the
 * report is lost. A stderr that cannot be written is ignored: the exit code still tells.
 */
export function processIo(streams: ProcessStreams = PROCESS_STREAMS): CliIo {
  const io: CliIo = {
    stdout: (text) => void streams.stdout.write(text),
    stderr: (text) => void streams.stderr.write(text),
    // A terminal that takes no escape sequences (TERM=dumb: Emacs shells, some CI logs) gets
    // no bar, which redraws itself with them (review r24 reporters L5).
    stderrIsTty: Boolean(streams.stderr.isTTY) && process.env.TERM !== 'dumb',
    stderrColumns: () => (streams.stderr as { columns?: number }).columns,
    exitCode: 0,
    cwd: process.cwd(),
    ownProcess: true,
    env: process.env,
  };
  let ended = false;
  const end = (code: number) => {
    if (ended) return;
    ended = true;
    streams.exit(code);
  };
  streams.stdout.on('error', (error: unknown) => {
    if (ended) return;
    if (codeOf(error) === 'EPIPE') return end(io.exitCode);
    const reason = isOsError(error) ? osReason(error) : error instanceof Error ? error.message : String(error);
    streams.stderr.write(`fleetcase: cannot write ${io.stdoutContent ?? 'the report'} to stdout: ${reason}\n`);
    end(2);
  });
  streams.stderr.on('error', (error: unknown) => {
    if (codeOf(error) === 'EPIPE') end(io.exitCode);
  });
  return io;
}

/** Captures output in memory. */
export function memoryIo(cwd: string = process.cwd()): CliIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stderrIsTty: false,
    exitCode: 0,
    cwd,
    stdout: (text: string) => void (io.out += text),
    stderr: (text: string) => void (io.err += text),
  };
  return io;
}
