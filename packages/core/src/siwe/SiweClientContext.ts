import type { LatchConfig } from '../config/createLatchConfig.ts'
import type { SiweClientStore } from './createSiweClientState.ts'
import type { SiweBackend, SiweSettings } from './SiweOptions.ts'

/** What the parts of one SIWE client (`createSiweClient`) share (internal). */
export type SiweClientContext = {
  config: LatchConfig
  backend: SiweBackend
  settings: SiweSettings
  /** The page's host and origin: the message's `domain` and `uri`. */
  place: Pick<Location, 'host' | 'origin'>
  state: SiweClientStore
  /** Set by `stop`: nothing starts after it. */
  stopped: boolean
  /** Each sign-in attempt's number: a later one makes an earlier one moot. */
  attempt: number
}
