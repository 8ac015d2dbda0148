'use client'

import { type LinkStrategy, walletRequestLink } from '@latch/core/internal'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { openLink } from '../phone/openLink.ts'
import { phoneWalletStore } from '../phone/phoneWalletStore.ts'
import { usePlatformOs } from '../phone/usePlatformOs.ts'
import { useLatchConfig } from './useLatchConfig.ts'
import { useWalletConnection } from './useWalletConnection.ts'

export type UseOpenWalletReturnType = {
  /**
   * The wallet requests are confirmed in, as the visitor knows it: on a
   * phone connected over WalletConnect, the app they opened (MetaMask, not
   * "WalletConnect"); else the connected wallet's name. `undefined` when
   * not connected.
   */
  name: string | undefined
  /**
   * The link that brings that wallet's app to the front, on a phone
   * connected over WalletConnect through a wallet with a link for this
   * platform; `undefined` elsewhere (a browser wallet asks on its own).
   */
  href: string | undefined
  /**
   * Follows `href`, if any, at once: call it in the handler of the tap that
   * sends the request, before any `await` (a phone opens an app only from
   * the tap itself).
   */
  open: () => void
  /**
   * How `href` leaves this browser: `new-window` in an in-app browser that
   * lets links out only as new windows (give your link `target="_blank"`),
   * else `link`.
   */
  linkStrategy: 'link' | 'new-window' | 'open-in-browser'
}

/**
 * The wallet a request waits in, and how to reopen its app on a phone: for
 * a "Confirm in {name}" line with an "Open {name}" link, and for a dapp's
 * own buttons that send requests.
 */
export function useOpenWallet(): UseOpenWalletReturnType {
  const config = useLatchConfig()
  const { connector, provider } = useWalletConnection()
  const os = usePlatformOs()
  const chosenId = useSyncExternalStore(
    phoneWalletStore.subscribe,
    phoneWalletStore.get,
    () => undefined,
  )
  const wallets = config.latch.wallets
  const connected = connector && wallets.find((x) => x.id === connector.id)
  const phone = os !== 'desktop'
  const chosen =
    phone && connected?.pairing
      ? wallets.find((x) => x.id === chosenId && x.pairing)
      : undefined
  const topic = (provider as { session?: { topic?: unknown } } | undefined)
    ?.session?.topic
  const href =
    chosen && phone && typeof topic === 'string'
      ? walletRequestLink(chosen.mobile, topic, os)
      : undefined
  // An in-app browser's rules, read only where there is a link to follow.
  const [linkStrategy, setLinkStrategy] = useState<LinkStrategy>('link')
  const linked = !!href
  useEffect(() => {
    if (!linked) return
    let active = true
    import('../phone/readPlatform.ts').then(({ readPlatform }) => {
      if (active) setLinkStrategy(readPlatform().linkStrategy)
    })
    return () => {
      active = false
    }
  }, [linked])
  const open = useCallback(() => {
    if (href) openLink(href, linkStrategy)
  }, [href, linkStrategy])
  return { name: chosen?.name ?? connector?.name, href, open, linkStrategy }
}
