/** `fleetcase/server`: the Fastify adapter, the mock API and the OpenAPI writer. */
export * from './server/index.js';
export * from './openapi/index.js';
