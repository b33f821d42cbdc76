/**
 * The canaries of the hostile-input tests: an HTTP server on 127.0.0.1 that counts requests, and
 * a file whose access time shows any read. A document's placeholders (`http://127.0.0.1:9/`,
 * `file:///etc/passwd`) are pointed at them, so that a test can assert nothing was fetched.
 */
import { statSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** Started canaries. */
export interface Canaries {
  /** The document with its placeholders pointed at the canaries (bytes kept as they are). */
  aim(document: Buffer): Buffer;
  /** Requests the server received. */
  requests(): number;
  /** True when the canary file was read since it was written. */
  fileRead(): boolean;
  close(): Promise<void>;
}

/** Starts the server and writes the canary file into `dir`. */
export async function startCanaries(dir: string): Promise<Canaries> {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests++;
    response.end('<!ENTITY leak "canary">');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const file = join(dir, 'canary-secret.txt');
  writeFileSync(file, 'canary secret');
  // Access time older than modification time: under relatime any read moves it.
  utimesSync(file, new Date(Date.now() - 3_600_000), new Date());
  const accessed = statSync(file).atimeMs;
  return {
    aim: (document) =>
      Buffer.from(document.toString('latin1').replaceAll('http://127.0.0.1:9/', `http://127.0.0.1:${port}/`).replaceAll('file:///etc/passwd', `file://${file}`), 'latin1'),
    requests: () => requests,
    fileRead: () => statSync(file).atimeMs !== accessed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
