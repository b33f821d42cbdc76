/**
 * Library entry of fleetcase: the IR and its loader, the generator, the validator, diff and
 * migrate. The codec runtime (browser-safe) is `fleetcase/runtime`; the Fastify adapter, mock
 * and OpenAPI writer are `fleetcase/server` (they load Fastify); generated code per generation is
 * `fleetcase/<generation>`.
 */
export * from './ir/index.js';
export { FleetcaseError, isFleetcaseError, type ErrorKind, type ErrorKinds } from './errors.js';
export * from './schema/index.js';
export * from './emit/index.js';
export * from './validate/index.js';
export * from './diff/index.js';
export * from './migrate/index.js';
