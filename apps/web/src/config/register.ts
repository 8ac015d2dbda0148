import type { AppConfig } from './createAppConfig.ts'

// wagmi's hooks and actions, wherever the app calls them, take the app's
// config type: a `chainId` is one of the app's chains.
declare module 'wagmi' {
  interface Register {
    config: AppConfig
  }
}
