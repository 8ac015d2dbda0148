import type { QueryClient } from '@tanstack/query-core'
import type { Config } from '@wagmi/core'
import { getWalletConnection } from '../actions/getWalletConnection.ts'
import { isPlainAccountName } from '../names/isPlainAccountName.ts'
import { accountAvatarQueryOptions } from '../query/accountAvatarQueryOptions.ts'
import { accountNameQueryOptions } from '../query/accountNameQueryOptions.ts'
import { persistDefaults } from '../query/queryDefaults.ts'

/**
 * What the account button shows, as the prerendered page's script
 * (`storedAccountScript`) reads it on the next visit: under `key`, at version
 * `version`, no older than `maxAge` (the wallet cache's).
 */
export const accountDisplayDefaults = {
  key: 'latch.display',
  version: 1,
  maxAge: persistDefaults.maxAge,
} as const

/** The stored snapshot of the account button. */
export type AccountDisplay = {
  v: typeof accountDisplayDefaults.version
  /** When it was written, in ms since the epoch. */
  at: number
  /** The connected account, checksummed. */
  address: string
  chainId: number
  /** Its ENS name, only a plain one (`isPlainAccountName`). */
  name?: string
  /** The name's avatar, only a `data:image/` URI. */
  avatar?: string
}

export type PersistAccountDisplayParameters = {
  queryClient: QueryClient
  /** Where it is kept; nothing is written without one. */
  storage?: Storage | undefined
}

// A query added, removed or its state updated: observers change nothing shown.
const changes = new Set(['added', 'removed', 'updated'])

const dataImage = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml)[;,]/i

/**
 * Keeps a snapshot of what the account button shows (`AccountDisplay`) in
 * `storage` for the next visit's first paint, so that the page's script
 * reads a format of Latch's own, not wagmi's or TanStack's: written when
 * the account, its chain, or its name or avatar in the cache change while
 * connected; removed when the connection ends. Only what the next visit's
 * first render shows goes in: a plain name (any other waits for the
 * ENSIP-15 normaliser, not loaded yet then), its avatar as found before the
 * visitor acts, if a `data:image/`. Returns the function that stops.
 */
export function persistAccountDisplay(
  config: Config,
  parameters: PersistAccountDisplayParameters,
): () => void {
  const { queryClient, storage } = parameters
  if (!storage) return () => {}
  const { key } = accountDisplayDefaults
  let written: string | undefined
  const update = () => {
    const { status, account, chain } = getWalletConnection(config)
    // A session being restored keeps what the last visit stored.
    if (status !== 'connected' || !account || !chain) return
    const name = queryClient.getQueryData(
      accountNameQueryOptions(config, { address: account, chainId: chain.id })
        .queryKey,
    )
    const shown = isPlainAccountName(name) ? name : undefined
    const avatar =
      shown &&
      queryClient.getQueryData(
        accountAvatarQueryOptions(config, {
          name: shown,
          chainId: chain.id,
          thirdParties: false,
        }).queryKey,
      )
    const display = {
      address: account,
      chainId: chain.id,
      ...(shown ? { name: shown } : {}),
      ...(typeof avatar === 'string' && dataImage.test(avatar)
        ? { avatar }
        : {}),
    }
    const text = JSON.stringify(display)
    try {
      if (text === written && storage.getItem(key) !== null) return
      written = text
      const stored: AccountDisplay = {
        v: accountDisplayDefaults.version,
        at: Date.now(),
        ...display,
      }
      storage.setItem(key, JSON.stringify(stored))
    } catch {
      // A storage that refuses keeps nothing: the next visit paints as built.
    }
  }
  const stopState = config.subscribe(
    (state) => state,
    (state, previous) => {
      if (state.status === 'disconnected') {
        if (previous.status === 'disconnected') return
        written = undefined
        try {
          storage.removeItem(key)
        } catch {}
        return
      }
      update()
    },
  )
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (!changes.has(event.type)) return
    const kind = event.query.queryKey[0]
    if (kind === 'ensName' || kind === 'ensAvatar') update()
  })
  return () => {
    stopState()
    stopCache()
  }
}
