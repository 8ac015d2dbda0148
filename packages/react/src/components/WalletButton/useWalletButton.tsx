'use client'

import type { WalletOption } from '@latch/core'
import {
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { useConnectWallet } from '../../hooks/useConnectWallet.ts'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { usePrepareWallet } from '../../hooks/usePrepareWallet.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useWalletOptions } from '../../hooks/useWalletOptions.ts'
import { walletOptionOf } from '../../hooks/walletOptionOf.ts'
import { inWalletBrowser } from '../../phone/phoneLinks.ts'
import { usePlatformOs } from '../../phone/usePlatformOs.ts'
import { loadQrCode } from '../ConnectDialog/loadQrCode.ts'
import type { WalletButtonRenderProps } from './WalletButtonCustom.tsx'

// The dialog of a wallet that pairs (its QR code, a phone's app link): a
// chunk of its own, fetched as the visitor goes for such a button.
const loadDialog = () => import('./WalletButtonDialog.tsx')
const WalletButtonDialog = lazy(() =>
  loadDialog().then((x) => ({ default: x.WalletButtonDialog })),
)

const noSubscription = () => () => {}

/**
 * One wallet's button, headless: the wallet of the config's list `wallet`
 * names, connected through the connect dialog's own hooks (the same
 * connecting, phases and errors), and the dialog of a wallet that pairs.
 */
export function useWalletButton(wallet: string): {
  render: WalletButtonRenderProps
  /** The option, once hydrated and found. */
  option: WalletOption | undefined
  /** Loads what a click on it needs (a window's SDK, the QR's code). */
  prepare: () => void
  dialog: ReactNode
} {
  const config = useLatchConfig()
  const options = useWalletOptions()
  // Resolved on every render, the server's too: a wrong id fails at once.
  const found = walletOptionOf(config.latch.wallets, options, wallet)
  // The server's markup while hydrating (no announced wallet there): the
  // configured wallet as listed, not yet usable.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const option = mounted ? found : undefined
  const shown = mounted
    ? found
    : config.latch.wallets.find((x) => x.id === wallet)
  const connection = useWalletConnection()
  const connect = useConnectWallet()
  const prepareWallet = usePrepareWallet()
  const os = usePlatformOs()
  const phone = os !== 'desktop' && !inWalletBrowser(options, os)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [dialogUsed, setDialogUsed] = useState(false)

  const connected =
    connection.status === 'connected' &&
    !!option &&
    connection.connector?.id === option.id
  const ready =
    !!option &&
    option.installed &&
    !option.unavailable &&
    connection.status !== 'reconnecting' &&
    (!connection.account || connected)
  useEffect(() => {
    if (connected) setDialogOpen(false)
  }, [connected])

  const start = () => {
    if (!option || !ready || connect.isPending) return
    if (option.pairing) {
      setDialogUsed(true)
      setDialogOpen(true)
      // On a phone the dialog pairs as it opens, each app a link.
      if (phone) return
      void loadQrCode().catch(() => {})
    }
    connect.mutate({ connectorId: option.id })
  }
  const prepare = () => {
    if (!option) return
    prepareWallet(option)
    if (option.pairing) void loadDialog().catch(() => {})
  }
  const phaseOf = connect.phase?.phase ?? 'connecting'
  const render: WalletButtonRenderProps = {
    wallet: shown && { id: shown.id, name: shown.name, icon: shown.icon },
    ready,
    connected,
    connect: start,
    phase: connect.isPending ? phaseOf : connect.isError ? 'failed' : 'idle',
    error: connect.error ?? undefined,
  }
  const dialogOption = useMemo(
    () => (option?.pairing ? option : undefined),
    [option],
  )
  const dialog = dialogOption && dialogUsed && (
    <Suspense fallback={null}>
      <WalletButtonDialog
        open={dialogOpen}
        onClose={() => {
          setDialogOpen(false)
          connect.reset()
        }}
        option={dialogOption}
        connect={connect}
        os={phone ? os : 'desktop'}
        onRetry={start}
      />
    </Suspense>
  )
  return { render, option, prepare, dialog }
}
