import { useWalletConnection } from '@latch/react'
import { useEffect, useState } from 'react'
import {
  type ConnectedViews,
  connectedViews,
  loadConnectedViews,
} from './loadConnectedViews.ts'

/**
 * The views only a connected wallet shows, once their code is here: fetched
 * as soon as a wallet connects or a stored session is restored (alongside
 * the wallet's answer), and again at the next change of status if that
 * failed. `undefined` until then, and while no wallet is connected.
 */
export function useConnectedViews(): ConnectedViews | undefined {
  const { status } = useWalletConnection()
  const [views, setViews] = useState(() => connectedViews.current)
  const wanted = status === 'disconnected' ? undefined : status
  useEffect(() => {
    if (!wanted || views) return
    let active = true
    loadConnectedViews().then(
      (loaded) => {
        if (active) setViews(loaded)
      },
      () => {},
    )
    return () => {
      active = false
    }
  }, [wanted, views])
  return views
}
