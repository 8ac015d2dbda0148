import type {
  CreateDevWalletParameters,
  DevWalletChain,
  DevWalletStorage,
} from './createDevWallet.ts'

// What the dev wallet keeps across page loads when asked to persist.
type Persisted = {
  authorized: boolean
  chainId: number
  accountIndex: number
  chains: DevWalletChain[]
}

/**
 * Where the dev wallet persists: what it saved last (if anything) and how to
 * save again; both do nothing unless `persist` asks for it.
 */
export function openDevWalletStorage(
  { persist, storage: given }: CreateDevWalletParameters,
  rdns: string,
) {
  const key =
    typeof persist === 'string'
      ? persist
      : persist
        ? `latch.devWallet:${rdns}`
        : undefined
  const storage = key ? (given ?? defaultStorage()) : undefined
  let saved: Persisted | undefined
  try {
    const raw = key ? storage?.getItem(key) : undefined
    saved = raw ? (JSON.parse(raw) as Persisted) : undefined
  } catch {
    saved = undefined
  }
  return {
    saved,
    save(wallet: Omit<Persisted, 'chains'> & { chains: Map<number, unknown> }) {
      if (!storage || !key) return
      const { authorized, chainId, accountIndex } = wallet
      const chains = [...wallet.chains.values()]
      const state = { authorized, chainId, accountIndex, chains }
      try {
        storage.setItem(key, JSON.stringify(state))
      } catch {
        // Storage can be full or denied (opaque origins): persistence is best effort.
      }
    },
  }
}

function defaultStorage(): DevWalletStorage | undefined {
  try {
    return (globalThis as { localStorage?: DevWalletStorage }).localStorage
  } catch {
    // Reading localStorage throws in opaque origins (sandboxed frames).
    return undefined
  }
}
