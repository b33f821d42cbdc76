/**
 * Shape changes migrate can carry: the table lives with the diff (src/diff/value-wrappers.ts),
 * so that `fleetcase diff` names the same value homes `fleetcase migrate` fills.
 */
export {
  VALUE_WRAPPERS,
  wrapperFor,
  wrapperHolding,
  type ValueWrapper,
} from '../diff/value-wrappers.js';
