/**
 * Default bounds of every parse (tree and streaming). They make hostile input fail fast and in
 * bounded memory; a caller widens them explicitly (`{ limits: { maxDepth: 512 } }`).
 */
import type { XmlLimits } from './tree.js';

/**
 * 64 MiB input, 256 levels, 256 attributes per element, 10 000 000 characters per text node
 * (libxml2's own cap without XML_PARSE_HUGE: above it, the engines would disagree on a document
 * this parser accepted),
 * 128 namespace declarations in scope, 2 000 000 elements (realistic documents spend 30 to 50
 * bytes per element: a 64 MiB one has about 1.3 to 2 million; `<x/>` repeated to 64 MiB is 16
 * million elements, whose tree and paths exhausted the heap).
 */
export const DEFAULT_XML_LIMITS: Readonly<Required<XmlLimits>> = Object.freeze({
  maxBytes: 64 * 1024 * 1024,
  maxDepth: 256,
  maxAttributes: 256,
  maxTextLength: 10_000_000,
  maxNamespaces: 128,
  maxElements: 2_000_000,
});

/** Merges partial limits over the defaults, ignoring undefined fields. */
export function resolveLimits(limits?: Partial<XmlLimits>): Required<XmlLimits> {
  if (!limits) return DEFAULT_XML_LIMITS;
  return {
    maxBytes: limits.maxBytes ?? DEFAULT_XML_LIMITS.maxBytes,
    maxDepth: limits.maxDepth ?? DEFAULT_XML_LIMITS.maxDepth,
    maxAttributes: limits.maxAttributes ?? DEFAULT_XML_LIMITS.maxAttributes,
    maxTextLength: limits.maxTextLength ?? DEFAULT_XML_LIMITS.maxTextLength,
    maxNamespaces: limits.maxNamespaces ?? DEFAULT_XML_LIMITS.maxNamespaces,
    maxElements: limits.maxElements ?? DEFAULT_XML_LIMITS.maxElements,
  };
}
