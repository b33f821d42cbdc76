/** The streams and exit code a command writes to; tests pass their own to capture output. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** True when stderr is a terminal (progress bars go there only then). */
  stderrIsTty: boolean;
  /** Set by a command; main() returns it. */
  exitCode: number;
  cwd: string;
  /**
   * True for the process's own streams (a `fleetcase` run): one command, then exit, so a command
   * may start work before it knows it needs it (validate starts its worker threads first thing).
   */
  ownProcess?: boolean;
}

/** The process's own streams. */
export function processIo(): CliIo {
  return {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    stderrIsTty: Boolean(process.stderr.isTTY),
    exitCode: 0,
    cwd: process.cwd(),
    ownProcess: true,
  };
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
