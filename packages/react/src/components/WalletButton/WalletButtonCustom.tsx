'use client'

import type { ConnectWalletErrorType } from '@latch/core'
import type { ReactNode } from 'react'
import { useWalletButton } from './useWalletButton.tsx'

/**
 * Where a `WalletButton`'s attempt is: `idle`; `loading` while a lazily
 * loaded wallet's SDK arrives; `connecting` while the wallet is asked (or
 * shows its QR code); `failed` once it refused or failed (`error` says why).
 */
export type WalletButtonPhase = 'idle' | 'loading' | 'connecting' | 'failed'

/** What `WalletButton.Custom` hands its child. */
export type WalletButtonRenderProps = {
  /**
   * The wallet as the connect dialog shows it; `undefined` while it is not
   * there (an EIP-6963 wallet not announced yet).
   */
  wallet: { id: string; name: string; icon: string } | undefined
  /**
   * Hydrated, the wallet there and usable (installed, set up on this site),
   * no session being restored and no other wallet connected: `connect` does
   * something.
   */
  ready: boolean
  /** This wallet is the one connected. */
  connected: boolean
  /**
   * Connects the wallet, as picking it in the connect dialog does: its
   * prompt; for a wallet that pairs (WalletConnect), a dialog with its QR
   * code, or on a phone with its app's link. Again after a failure: *Try
   * again*.
   */
  connect: () => void
  phase: WalletButtonPhase
  /** Why the last attempt failed (`errorMessage` words it); `undefined` otherwise. */
  error: ConnectWalletErrorType | undefined
}

export type WalletButtonCustomProps = {
  /** A wallet of the config's list: its id (`metaMask()`'s, a descriptor's own) or an EIP-6963 rdns. */
  wallet: string
  children: (props: WalletButtonRenderProps) => ReactNode
}

/**
 * `WalletButton.Custom`: a one-wallet button of your own, drawn by
 * `children` from the wallet, its phase and `connect`. An id the config's
 * list cannot have throws `WalletNotListedError` as it renders.
 */
export function WalletButtonCustom(props: WalletButtonCustomProps) {
  const { render, dialog } = useWalletButton(props.wallet)
  return (
    <>
      {props.children(render)}
      {dialog}
    </>
  )
}
