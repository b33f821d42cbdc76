/**
 * `path-param-renamed` (info, both): A path parameter has another name (the URL is the same).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A path parameter has another name (the URL is the same). */
export const pathParamRenamed = defineCheck({
  id: 'path-param-renamed',
  level: 'info',
  direction: 'both',
  kinds: ['path-param-renamed'],
  doc: 'A path parameter has another name (the URL is the same).',
  check: (change) => [{ from: change.from, to: change.to }],
});
