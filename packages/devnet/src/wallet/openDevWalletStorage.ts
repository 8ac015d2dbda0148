import type { Hex } from 'viem'
import type { CallsBatch } from './callsStatus.ts'
import type {
  CreateDevWalletParameters,
  DevWalletChain,
  DevWalletStorage,
} from './createDevWallet.ts'
import type { TransactionReplacement } from './currentHash.ts'

// What the dev wallet keeps across page loads when asked to persist: as an
// extension does, its batches too, so a reloaded page (or another tab) can
// still ask for their status.
type Persisted = {
  authorized: boolean
  chainId: number
  accountIndex: number
  chains: DevWalletChain[]
  batches?: CallsBatch[]
  replaced?: [Hex, TransactionReplacement][]
}

type Saved = Omit<Persisted, 'chains' | 'batches' | 'replaced'> & {
  chains: Map<number, unknown>
  batches: Map<string, CallsBatch>
  replaced: Map<Hex, TransactionReplacement>
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
  const load = (): Persisted | undefined => {
    try {
      const raw = key ? storage?.getItem(key) : undefined
      return raw ? (JSON.parse(raw) as Persisted) : undefined
    } catch {
      return undefined
    }
  }
  return {
    saved: load(),
    /** What is stored now: another page of the same wallet may have saved since. */
    load,
    save(wallet: Saved) {
      if (!storage || !key) return
      const { authorized, chainId, accountIndex } = wallet
      const chains = [...wallet.chains.values()]
      const batches = [...wallet.batches.values()]
      const replaced = [...wallet.replaced]
      const state = {
        authorized,
        chainId,
        accountIndex,
        chains,
        batches,
        replaced,
      }
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
