/**
 * Deviations of libxml2 corrected by validating the document again as libxml2 should have read
 * it: each rewrite looks at the findings and, where one says libxml2 misread something, returns
 * the document rewritten in place (every line and column kept); the second verdict stands. The
 * others are corrected on the findings (./libxml2-deviations.ts).
 */
import type { EngineFinding } from './engines/engine.js';
import { whitespaceCdataRewritten } from './libxml2-deviations-cdata.js';
import { xsiTypeCollapsed } from './libxml2-deviations-xsi-type.js';

/** A rewrite of the document's text (a string, or bytes read as latin1; asked for only where a finding calls for the rewrite), or undefined when it does not apply. */
type Rewrite = (findings: readonly EngineFinding[], text: () => string) => string | undefined;

/** The rewrites, in the order they apply: `xsi-type-whitespace`, `whitespace-cdata`. */
const REWRITES: readonly Rewrite[] = [xsiTypeCollapsed, whitespaceCdataRewritten];

/** The document every rewrite the findings call for has been applied to, in the form it came in; undefined when none applies. */
export function libxml2Rewritten(findings: readonly EngineFinding[], document: string | Uint8Array): string | Uint8Array | undefined {
  // The text is made only for a rewrite a finding calls for (most documents: none).
  if (findings.length === 0) return undefined;
  // latin1 maps each byte to one character and back: offsets and multi-byte text survive.
  let text: string | undefined;
  const textOf = () => (text ??= typeof document === 'string' ? document : Buffer.from(document.buffer, document.byteOffset, document.byteLength).toString('latin1'));
  let rewritten: string | undefined;
  for (const rewrite of REWRITES) rewritten = rewrite(findings, () => rewritten ?? textOf()) ?? rewritten;
  if (rewritten === undefined) return undefined;
  return typeof document === 'string' ? rewritten : Buffer.from(rewritten, 'latin1');
}
