import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import { AccountButton } from '../AccountButton/AccountButton.tsx'

// The dialogs are not part of the first paint: each loads when the visitor
// points at or focuses the button that opens it, or at the latest on the
// click; the connect dialog also once the page is idle. The chunk is fetched
// once; a failed fetch is retried on next intent. A dialog opens once its
// code is there, rendered as itself: a lazy component would suspend even
// when its code is loaded, and React shows a boundary's content no sooner
// than 300 ms after its fallback.
const connectDialog = dialogLoader(() =>
  import('../ConnectDialog/ConnectDialog.tsx').then((x) => x.ConnectDialog),
)
const accountDialog = dialogLoader(() =>
  import('../AccountDialog/AccountDialog.tsx').then((x) => x.AccountDialog),
)
const loadConnectDialog = connectDialog.load
const loadAccountDialog = accountDialog.load

/** A dialog's code, fetched once; the component itself once it is there. */
function dialogLoader<props>(load: () => Promise<ComponentType<props>>) {
  let loaded: ComponentType<props> | undefined
  const fetch = once(() =>
    load().then((component) => {
      loaded = component
      return { default: component }
    }),
  )
  const Lazy = lazy(fetch)
  return {
    load: fetch,
    /** The component once loaded; until then a lazy one (a failed load). */
    get component(): ComponentType<props> {
      return loaded ?? Lazy
    },
    get loaded() {
      return loaded !== undefined
    },
  }
}

/** A loader that runs once, unless it fails (then it runs again). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/** Starts loading a chunk and ignores the outcome (the click retries). */
function prefetch(load: () => Promise<unknown>) {
  return () => {
    load().catch(() => {})
  }
}

/**
 * The header's wallet control, in a slot of one fixed size whatever it
 * shows: *Connect wallet*; the account button once connected, and while a
 * stored session is restored, its stored account (never a *Connect wallet*
 * that then disappears; a placeholder if the store has no account). It owns
 * the connect and account dialogs.
 */
export function ConnectButton() {
  const t = useMessages()
  const { status, account, connector } = useWalletConnection()
  const connected = status === 'connected' && !!account
  const [dialog, setDialog] = useState<'connect' | 'account'>()
  // A dialog stays mounted once opened, so it can close (and return focus)
  // like any other; before that, its code is not even loaded. The connect
  // dialog is mounted, closed, once the page is idle (below).
  const [opened, setOpened] = useState({ connect: false, account: false })
  const openDialog = (which: 'connect' | 'account') => {
    const show = () => {
      setOpened((x) => (x[which] ? x : { ...x, [which]: true }))
      setDialog(which)
    }
    const loader = which === 'connect' ? connectDialog : accountDialog
    if (loader.loaded) show()
    // A failed fetch opens the lazy dialog, which fetches once more.
    else loader.load().then(show, show)
  }
  const [announcement, setAnnouncement] = useState('')
  const slot = useRef<HTMLDivElement>(null)
  const slotButton = () => slot.current?.querySelector('button')

  // Connecting or disconnecting ends the dialog that led there, wherever
  // the change came from (the dialog, the wallet, another tab). Keyed on the
  // state, not on the dialog's callback: the dialog is gone by then.
  const wasConnected = useRef(connected)
  useEffect(() => {
    if (wasConnected.current === connected) return
    wasConnected.current = connected
    if (connected && dialog === 'connect' && connector)
      setAnnouncement(t.connect.connected(connector.name))
    // The account dialog asked for while the session was being restored
    // opens now that it is confirmed.
    if (!(connected && dialog === 'account')) setDialog(undefined)
  }, [connected, dialog, connector, t])

  // A touch screen has no hover to hint at the first tap: once the page is
  // idle, the connect dialog's code is fetched (the page's own origin, no
  // wallet SDK) and the dialog rendered, closed, in the background (a
  // transition: a tap meanwhile is answered first), so that the first tap
  // only shows it, in its own frame.
  const offersConnect = status === 'disconnected'
  useEffect(() => {
    if (!offersConnect) return
    let active = true
    const prepare = () => {
      loadConnectDialog().then(
        () => {
          if (!active) return
          startTransition(() =>
            setOpened((x) => (x.connect ? x : { ...x, connect: true })),
          )
        },
        () => {},
      )
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prepare, { timeout: 3_000 })
      return () => {
        active = false
        cancelIdleCallback(id)
      }
    }
    const id = setTimeout(prepare, 1_000)
    return () => {
      active = false
      clearTimeout(id)
    }
  }, [offersConnect])

  const ConnectDialogView = connectDialog.component
  const AccountDialogView = accountDialog.component

  let control: ReactNode
  // A stored session shows its account at once, as the visitor last saw it
  // (a page may have painted it before any script ran); only a restore with
  // no account yet shows the placeholder. The account dialog opens once the
  // wallet has confirmed it.
  const restoring = status === 'reconnecting'
  if (restoring && !account)
    control = (
      <output className="latch-connect-button__placeholder" aria-busy="true">
        <span className="latch-connect-button__shimmer" aria-hidden="true" />
        <span className="latch-connect-button__placeholder-text">
          {t.wallet.restoring}
        </span>
      </output>
    )
  else if (connected || (restoring && account))
    control = (
      <AccountButton
        onClick={() => openDialog('account')}
        onPointerEnter={prefetch(loadAccountDialog)}
        onFocus={prefetch(loadAccountDialog)}
      />
    )
  else
    control = (
      <button
        type="button"
        className="latch-button latch-button--primary latch-connect-button__connect"
        aria-haspopup="dialog"
        onClick={() => openDialog('connect')}
        onPointerEnter={prefetch(loadConnectDialog)}
        onFocus={prefetch(loadConnectDialog)}
      >
        {t.wallet.connect}
      </button>
    )

  return (
    <div ref={slot} className="latch-connect-button" lang={t.lang} dir={t.dir}>
      {control}
      <p role="status" className="latch-visually-hidden">
        {announcement}
      </p>
      {opened.connect && (
        <Suspense fallback={null}>
          <ConnectDialogView
            open={dialog === 'connect' && !connected}
            onClose={() => setDialog(undefined)}
            returnFocus={slotButton}
          />
        </Suspense>
      )}
      {opened.account && (
        <Suspense fallback={null}>
          <AccountDialogView
            open={dialog === 'account' && connected}
            onClose={() => setDialog(undefined)}
            returnFocus={slotButton}
          />
        </Suspense>
      )}
    </div>
  )
}
