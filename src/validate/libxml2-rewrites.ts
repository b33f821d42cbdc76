/**
 * Deviations of libxml2 corrected by validating the document again as libxml2 should have read
 * it: each rewrite looks at the findings and, where one says libxml2 misread something, returns
 * the document rewritten in place (every line and column kept); the second verdict stands. The
 * others are corrected on the findings (./libxml2-deviations.ts).
 */
import type { EngineFinding } from './engines/engine.js';
import { whitespaceCdataRewritten } from './libxml2-deviations-cdata.js';
import { xsiTypeCollapsed } from './libxml2-deviations-xsi-type.js';

type Rewrite = (findings: readonly EngineFinding[], document: string | Uint8Array) => string | Uint8Array | undefined;

/** The rewrites, in the order they apply: `xsi-type-whitespace`, `whitespace-cdata`. */
const REWRITES: readonly Rewrite[] = [xsiTypeCollapsed, whitespaceCdataRewritten];

/** The document every rewrite the findings call for has been applied to; undefined when none applies. */
export function libxml2Rewritten(findings: readonly EngineFinding[], document: string | Uint8Array): string | Uint8Array | undefined {
  let rewritten: string | Uint8Array | undefined;
  for (const rewrite of REWRITES) rewritten = rewrite(findings, rewritten ?? document) ?? rewritten;
  return rewritten;
}
