/**
 * The one error class of every generated client (`client.ts` of each generation, in this
 * package or generated elsewhere): a status the operation does not succeed with. One class, so
 * that `error instanceof ClientError` holds whichever generation's client threw it (an app that
 * talks 0.1 and 0.3-beta tests one class). Each generated module re-exports it under the same
 * name, typed with its own error documents:
 *
 * ```ts
 * export type ClientError = RuntimeClientError<ClientErrorDocument>;
 * export const ClientError: ClientErrorClass<ClientErrorDocument> = RuntimeClientError;
 * ```
 *
 * so `import { ClientError } from 'fleetcase/0.3-beta'` narrows `error.document` to that
 * generation's documents (an error of another generation's client passes the same test: its
 * document is that generation's, alike in shape: `status`, `message`).
 */

/** A status the operation does not succeed with, with the error document when there is one. */
export class ClientError<Document = unknown> extends Error {
  readonly status: number;
  readonly operationId: string;
  /** The decoded error document (400, 403, 422, 429), when the answer carried one. */
  readonly document?: Document;
  /** The raw body. */
  readonly body: string;
  /** `why`: what the status alone does not say (a 2xx without the document it returns). */
  constructor(
    status: number,
    operationId: string,
    body: string,
    document?: Document,
    why?: string,
  ) {
    const message = (document as { message?: unknown } | undefined)?.message;
    const detail = typeof message === 'string' ? `: ${message}` : why ? ` ${why}` : '';
    super(`${operationId} answered ${status}${detail}`);
    this.name = 'ClientError';
    this.status = status;
    this.operationId = operationId;
    this.body = body;
    if (document !== undefined) this.document = document;
  }
}

/**
 * The type of a generated module's `ClientError` constant: the runtime's class, whose
 * `instanceof` narrows to `ClientError<Document>` (the module's error documents) rather than to
 * `ClientError<any>`, as the generic class itself would.
 */
export interface ClientErrorClass<Document> {
  new (
    status: number,
    operationId: string,
    body: string,
    document?: Document,
    why?: string,
  ): ClientError<Document>;
  readonly prototype: ClientError<Document>;
}
