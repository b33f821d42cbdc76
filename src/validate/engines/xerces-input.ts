/**
 * The document handed to xsd-schema-validator as a stream, so a JVM that dies before reading it
 * cannot crash the process.
 *
 * Given a string or a Buffer, xsd-schema-validator writes it to the JVM's stdin with no error
 * listener: when the JVM is gone before the write completes (JAVA_TOOL_OPTIONS=-Xmx1m, a bad
 * -XX flag), a document larger than the pipe's buffer raised Node's unhandled EPIPE, a stack
 * trace and exit 1 (review r21 recheck H2). Piped from this stream, the write error lands on a
 * listener here instead, and the JVM's exit decides as for a small document ("engine
 * unavailable" when Java said nothing).
 */

import { Readable, type Writable } from 'node:stream';

export class XercesInput extends Readable {
  private pending: string | undefined;

  /** `xml` as xsd-schema-validator wrote it: a string as is, a Buffer decoded as UTF-8. */
  constructor(xml: string | Buffer) {
    super();
    this.pending = typeof xml === 'string' ? xml : xml.toString();
  }

  override _read(): void {
    if (this.pending !== undefined) this.push(this.pending);
    this.pending = undefined;
    this.push(null);
  }

  /** Pipes into the JVM's stdin, whose write errors (the JVM is gone) are the exit's to tell. */
  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    (destination as unknown as Writable).on('error', ignoreClosedPipe);
    return super.pipe(destination, options);
  }
}

/** A JVM that stopped reading: its exit code and output say why. */
function ignoreClosedPipe(): void {}
