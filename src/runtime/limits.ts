/**
 * Default bounds of every parse (tree and streaming). They make hostile input fail fast and in
 * bounded memory; a caller widens them explicitly (`{ limits: { maxDepth: 512 } }`).
 */
import type { XmlLimits } from './tree.js';

/**
 * 64 MiB input, 256 levels, 256 attributes per element, 16 Mi characters per text node,
 * 128 namespace declarations in scope.
 */
export const DEFAULT_XML_LIMITS: Readonly<Required<XmlLimits>> = Object.freeze({
  maxBytes: 64 * 1024 * 1024,
  maxDepth: 256,
  maxAttributes: 256,
  maxTextLength: 16 * 1024 * 1024,
  maxNamespaces: 128,
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
  };
}
