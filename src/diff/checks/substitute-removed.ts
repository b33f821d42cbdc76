/**
 * `substitute-removed` (breaking, request): Elements that could stand in place of a request element (members of its substitution group) no longer can: requests that sent them are rejected.
 * Message and advice: ./messages.ts.
 */
import { defineCheck } from './check.js';

/** Elements that could stand in place of a request element (members of its substitution group) no longer can: requests that sent them are rejected. */
export const substituteRemoved = defineCheck({
  id: 'substitute-removed',
  level: 'breaking',
  direction: 'request',
  kinds: ['substitutes-changed'],
  doc: 'Elements that could stand in place of a request element (members of its substitution group) no longer can: requests that sent them are rejected.',
  check: (change) => (change.removed.length ? [{ members: change.removed.map((name) => `<${name}>`).join(', ') }] : []),
});
