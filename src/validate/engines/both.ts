/**
 * `--engine both`: libxml2 and Xerces on every document. Findings of both are returned, each
 * tagged with its engine; the pipeline reports libxml2's as issues and every place where only
 * one engine complains as an `engine-disagreement` issue (../engine-disagreement.ts).
 */
import type { EngineOptions, XsdEngine } from './engine.js';
import { createLibxml2Engine } from './libxml2.js';
import { createXercesEngine } from './xerces.js';

/** Creates the two-engine comparison (asynchronous, because Xerces is). */
export function createBothEngine(options: EngineOptions = {}): XsdEngine {
  const primary = createLibxml2Engine(options);
  const second = createXercesEngine(options);
  return {
    name: 'both',
    sync: false,
    prepare(xsdFile) {
      primary.prepare(xsdFile);
    },
    leftOut: (xsdFile) => primary.leftOut?.(xsdFile) ?? [],
    async validate(document, xsdFile) {
      const first = await primary.validate(document, xsdFile);
      return [...first, ...(await second.validate(document, xsdFile))];
    },
    close() {
      primary.close();
      second.close();
    },
  };
}
