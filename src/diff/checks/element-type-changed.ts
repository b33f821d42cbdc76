/**
 * `element-type-changed` (breaking, both): The value space or shape of an element changed in a way that is neither a widening nor a narrowing (unrelated builtin bases, a list or union, simple content became elements or back; then where the value goes and the restrictions it meets there, from the IR facets).
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';
import { showType, showValueHome } from './show.js';
import { typeMove } from './type-direction.js';

/** The value space or shape of an element changed in a way that is neither a widening nor a narrowing. */
export const elementTypeChanged = defineCheck({
  id: 'element-type-changed',
  level: 'breaking',
  direction: 'both',
  kinds: ['type-changed'],
  doc: 'The value space or shape of an element changed in a way that is neither a widening nor a narrowing (unrelated builtin bases, a list or union, simple content became elements or back; then where the value goes and the restrictions it meets there).',
  check: (change) =>
    typeMove(change.from, change.to) === 'changed'
      ? [
          {
            from: showType(change.from),
            to: showType(change.to),
            // Simple <-> complex: the value's new home and its restrictions (its children are not diffed one by one).
            ...(change.value
              ? showValueHome(
                  change.value,
                  change.path,
                  change.from.kind === 'complex' ? change.from.elements : [],
                )
              : {}),
          },
        ]
      : [],
});
