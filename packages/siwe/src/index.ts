// @latch/siwe: Sign-In with Ethereum for any backend, on the Fetch API (no
// Node built-in: it runs in Node, Bun, Deno and Cloudflare Workers alike).

export {
  type CreateSiweHandlerParameters,
  createSiweHandler,
  type SiweChain,
  type SiweHandler,
  type SiweRateLimit,
  type SiweRequestContext,
  type SiweRouteHandler,
  type SiweSession,
} from './createSiweHandler.ts'
export {
  SiweConfigurationError,
  type SiweConfigurationErrorType,
} from './errors/SiweConfigurationError.ts'
export { SiweError, type SiweErrorParameters } from './errors/SiweError.ts'
export {
  SiweStoreError,
  type SiweStoreErrorType,
} from './errors/SiweStoreError.ts'
export type { SiweRefusal, SiweRefusalReason } from './SiweRefusal.ts'
export type {
  SiweErrorCode,
  SiweNonceResponse,
  SiweSessionResponse,
  SiweVerifyRequest,
  SiweVerifyResponse,
} from './siweResponses.ts'
export {
  type CreateMemoryStoreParameters,
  createMemoryStore,
} from './stores/createMemoryStore.ts'
export {
  type CreateRedisStoreParameters,
  createRedisStore,
  type RedisCommand,
} from './stores/createRedisStore.ts'
export type { SiweStore } from './stores/SiweStore.ts'
