// @latch/core/siwe: the Sign-In with Ethereum client, for any UI (no React):
// the page's side of `@latch/siwe`'s endpoints or of a backend of the
// dapp's own. Its own entry, so a page without Sign-In with Ethereum (and
// a first paint with it) carries none of it; `@latch/react` loads it lazily.

export type { SiweConnectSignIn } from './siwe/createConnectSignIn.ts'
export {
  type CreateSiweClientParameters,
  createSiweClient,
  type SiweClient,
} from './siwe/createSiweClient.ts'
export type { SiweClientState } from './siwe/createSiweClientState.ts'
export { httpSiweBackend } from './siwe/httpSiweBackend.ts'
export type {
  SiweBackend,
  SiweClientError,
  SiweOptions,
  SiweSession,
  SiweSettings,
  SiweStatus,
} from './siwe/SiweOptions.ts'
