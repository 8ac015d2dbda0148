import {
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLatchConfig } from '../hooks/useLatchConfig.ts'
import { useWalletConnection } from '../hooks/useWalletConnection.ts'
import { useMessages } from '../i18n/MessagesContext.ts'
import { useSiweStatus } from '../siwe/useSiweStatus.ts'
import {
  DialogsContext,
  type DialogsState,
  type LatchDialog,
  type OpenDialogOptions,
} from './DialogsContext.ts'
import { dialogLoaders } from './dialogLoaders.ts'
import { usePrepareConnectDialog } from './usePrepareConnectDialog.ts'

type Opening = {
  /** The active element when `open()` was called (focus returns there). */
  opener: Element | null
  returnFocus: OpenDialogOptions['returnFocus']
}

/**
 * The dialogs of a `LatchProvider`: their state (opened from any button or
 * hook), each rendered once, its code loaded on the first opening (the
 * connect dialog's at idle, while disconnected: `usePrepareConnectDialog`),
 * and the announcement that a wallet connected.
 */
export function LatchDialogs({ children }: { children: ReactNode }) {
  const t = useMessages()
  const config = useLatchConfig()
  const { status, account, connector } = useWalletConnection()
  // The wallet app a phone visitor opened from the connect dialog: the
  // connection is named after it, not after WalletConnect.
  const picked = useRef<string | undefined>(undefined)
  const onWalletPicked = useCallback((name: string) => {
    picked.current = name
  }, [])
  const connected = status === 'connected' && !!account
  // With Sign-In with Ethereum on, the connect dialog stays open after
  // connecting to offer *Sign in*, and closes once signed in.
  const siwe = useSiweStatus()
  const signInNext = siwe !== undefined && siwe !== 'authenticated'
  const [dialog, setDialog] = useState<LatchDialog>()
  // A dialog stays mounted once opened, so it can close (and return focus)
  // like any other; before that, its code is not even loaded. The connect
  // dialog is mounted, closed, once the page is idle (below).
  const [mounted, setMounted] = useState<Partial<Record<LatchDialog, boolean>>>(
    {},
  )
  const openings = useRef<Partial<Record<LatchDialog, Opening>>>({})
  const [announcement, setAnnouncement] = useState('')

  const open = useCallback(
    (which: LatchDialog, options?: OpenDialogOptions) => {
      // The account's dialogs have nothing to show without an account (a
      // restore under way may still bring one: they open once it is there).
      if (which !== 'connect' && config.state.status === 'disconnected') return
      const active = document.activeElement
      openings.current[which] = {
        opener: active === document.body ? null : active,
        returnFocus: options?.returnFocus,
      }
      const show = () => {
        setMounted((x) => (x[which] ? x : { ...x, [which]: true }))
        setDialog(which)
      }
      const loader = dialogLoaders[which]
      if (loader.loaded) show()
      // A failed fetch opens the lazy dialog, which fetches once more.
      else loader.load().then(show, show)
    },
    [config],
  )
  const close = useCallback((which: LatchDialog) => {
    setDialog((x) => (x === which ? undefined : x))
  }, [])
  const state = useMemo<DialogsState>(
    () => ({ dialog, open, close }),
    [dialog, open, close],
  )

  // Connecting or disconnecting ends the dialog that led there, wherever
  // the change came from (the dialog, the wallet, another tab). Keyed on the
  // state, not on the dialog's callback: the dialog is gone by then.
  const wasConnected = useRef(connected)
  useEffect(() => {
    if (wasConnected.current === connected) return
    wasConnected.current = connected
    if (connected && dialog === 'connect' && connector)
      setAnnouncement(t.connect.connected(picked.current ?? connector.name))
    // An account dialog asked for while the session was being restored
    // opens now that it is confirmed.
    if (connected && dialog === 'connect' && signInNext) {
      picked.current = undefined
      return
    }
    if (!(connected && dialog !== 'connect')) setDialog(undefined)
    picked.current = undefined
  }, [connected, dialog, connector, t, signInNext])

  const signedIn = siwe === 'authenticated'
  useEffect(() => {
    if (signedIn && connected)
      setDialog((x) => (x === 'connect' ? undefined : x))
  }, [signedIn, connected])

  usePrepareConnectDialog(status === 'disconnected', setMounted)

  return (
    <DialogsContext.Provider value={state}>
      {children}
      {/* Always there, so that the page's structure never depends on when
          the connect dialog was prepared, and a live region exists before
          it speaks. */}
      <p
        role="status"
        className="latch-visually-hidden"
        lang={t.lang}
        dir={t.dir}
      >
        {announcement}
      </p>
      {(['connect', 'account', 'network'] as const).map((which) => {
        if (!mounted[which]) return null
        const View = dialogLoaders[which].component
        return (
          <Suspense key={which} fallback={null}>
            <View
              // The account's dialogs only with an account; the connect
              // dialog with one too while it offers *Sign in*.
              open={
                dialog === which &&
                (which === 'connect'
                  ? !connected || siwe !== undefined
                  : connected)
              }
              onClose={() => close(which)}
              opener={() => openings.current[which]?.opener}
              returnFocus={() => openings.current[which]?.returnFocus?.()}
              onWalletPicked={onWalletPicked}
            />
          </Suspense>
        )
      })}
    </DialogsContext.Provider>
  )
}
