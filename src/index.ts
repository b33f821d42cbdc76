/** Library entry of fleetcase. */
export * from './ir/index.js';
export { FleetcaseError, isFleetcaseError } from './errors.js';
