import type { DevWallet } from './createDevWallet.ts'

/**
 * Announces the wallet over EIP-6963 now and on every
 * `eip6963:requestProvider`; returns a function that stops answering.
 */
export function announceProvider(
  wallet: Pick<DevWallet, 'provider' | 'info'>,
  target: EventTarget = globalThis,
): () => void {
  // EIP-6963: the detail (and its info) are frozen so no dapp can alter
  // what another one sees.
  const detail = Object.freeze({
    info: Object.freeze({ ...wallet.info }),
    provider: wallet.provider,
  })
  const announce = () =>
    target.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail }),
    )
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
