/**
 * `schema-removed` (breaking, both): A document type of the base no longer exists.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** A document type of the base no longer exists. */
export const schemaRemoved = defineCheck({
  id: 'schema-removed',
  level: 'breaking',
  direction: 'both',
  kinds: ['schema-removed'],
  doc: 'A document type of the base no longer exists.',
  check: (change) => [
    {
      version: change.version,
      namespace: change.namespace,
      // Several added documents declare its roots, so none was paired with it: say which.
      ...(change.sameRoots
        ? {
            sameRoots:
              change.sameRoots.length === 1
                ? ` ${change.sameRoots[0]} declares the same root elements: if it is this document under a new file name, give both files one name to diff them as one.`
                : ` ${change.sameRoots.join(' and ')} declare the same root elements: if one of them is this document under a new file name, give both files one name to diff them as one.`,
          }
        : {}),
    },
  ],
});
