/**
 * The server side of fleetcase: a Fastify adapter for generated route tables (`buildServer`), the
 * two authentication schemes of SPEC.md, error documents, and the mock of the whole API
 * (`createMockServer`, `startMock`: what `fleetcase serve` runs). Decisions where SPEC.md says
 * "not shown" are listed in ./README.md.
 */
export { buildServer, PLATFORM_PREFIX, type BuiltServer, type ServedGeneration, type ServerOptions } from './app.js';
export {
  authConfig,
  DEFAULT_AUTH,
  MOCK_AUTH,
  TRANSITION_HEADER,
  type AuthConfig,
  type AuthOptions,
  type MockAuthConfig,
  type OAuthConfig,
} from './auth/config.js';
export { TokenStore, type IssuedToken, type OAuthGrant } from './auth/token-store.js';
export { loadRouteTables, SERVABLE_GENERATIONS } from './generations.js';
export { createMockServer, type MockServer, type MockServerOptions } from './mock/index.js';
export { serveBanner, startMock, type RunningMock, type StartMockOptions } from './serve.js';
export type {
  ServerCredential,
  ServerHandler,
  ServerHandlers,
  ServerReply,
  ServerRequest,
  ServerRoute,
  ServerRouteTable,
  ServerUpload,
} from './route-model.js';
export type { Failure, ValidationCode, ValidationEntry } from './failures.js';
