import type { WalletOption } from '@latch/core'
import {
  lazy,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { LoadedDialogProps } from '../../dialogs/dialogLoaders.ts'
import { useConnectWallet } from '../../hooks/useConnectWallet.ts'
import { useLatchConfig } from '../../hooks/useLatchConfig.ts'
import { usePrepareWallet } from '../../hooks/usePrepareWallet.ts'
import { useWalletConnection } from '../../hooks/useWalletConnection.ts'
import { useWalletOptions } from '../../hooks/useWalletOptions.ts'
import { useMessages } from '../../i18n/MessagesContext.ts'
import type { SiweMessages } from '../../i18n/siwe/en.ts'
import { importSiweMessages } from '../../i18n/siwe/importSiweMessages.ts'
import { useLocalized } from '../../i18n/useLocalized.ts'
import { useLatchOptions } from '../../LatchOptionsContext.ts'
import { inWalletBrowser } from '../../phone/phoneLinks.ts'
import { usePlatformOs } from '../../phone/usePlatformOs.ts'
import { useSiweStatus } from '../../siwe/useSiweStatus.ts'
import { Dialog } from '../Dialog/Dialog.tsx'
import {
  ConnectDialogOpenContext,
  WalletPickedContext,
} from './ConnectDialogOpenContext.ts'
import { ConnectError } from './ConnectError.tsx'
import { ConnectingView } from './ConnectingView.tsx'
import { ConnectList } from './ConnectList.tsx'
import { loadQrCode } from './loadQrCode.ts'
import { useViewFocus } from './useViewFocus.ts'

export type ConnectDialogProps = LoadedDialogProps

// Sign-In with Ethereum's step, fetched once connected: a page without it
// never fetches it.
const SignIn = lazy(() =>
  import('../SignIn/SignIn.tsx').then((x) => ({ default: x.SignIn })),
)

// A phone's list and its states, in a chunk of their own: a desktop never
// fetches it; a phone does as the connect dialog is prepared.
const PhoneList = lazy(() =>
  import('./PhoneList.tsx').then((x) => ({ default: x.PhoneList })),
)

// Without Sign-In with Ethereum: no texts to load.
const noTexts = async () => null

/**
 * The connect dialog: every wallet the visitor can pick, the last used first
 * and marked *Recent*, then the state of the attempt: confirming in the
 * wallet (with *Cancel*), the WalletConnect QR code, or the error with
 * *Try again*. With Sign-In with Ethereum on, once connected, the sign-in
 * step: "Sign in to {app}", what signing in proves and that it is free,
 * *Sign in* and *Not now* (which closes the dialog, connected).
 */
export function ConnectDialog(props: ConnectDialogProps) {
  const { open, onClose, opener, returnFocus, onWalletPicked } = props
  const t = useMessages()
  const { disclaimer, appInfo } = useLatchOptions()
  const session = useSession(open)
  // The same element while the session lasts: opening re-renders nothing
  // inside, the options were rendered before.
  const options = useMemo(() => <ConnectOptions key={session} />, [session])
  // With Sign-In with Ethereum, connecting leads on to signing in: a step
  // of its own, named, which the visitor may leave connected (*Not now*).
  const siwe = useSiweStatus()
  const connected = useWalletConnection().status === 'connected'
  const { appName } = useLatchConfig().latch
  // Its texts: loaded by the SIWE client's loader before it hands the client
  // up, none (and none fetched) without Sign-In with Ethereum.
  const siweTexts = useLocalized<SiweMessages | null>(
    siwe === undefined ? noTexts : importSiweMessages,
    null,
  )
  const signInStep = siwe !== undefined && connected ? siweTexts : null
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={signInStep ? signInStep.stepTitle(appName) : t.connect.title}
      opener={opener}
      returnFocus={returnFocus}
      prerender
    >
      {/*
       * Rendered before the dialog opens, so that a tap only shows it; each
       * opening has options of its own: closing forgets the attempt.
       */}
      <ConnectDialogOpenContext value={open}>
        <WalletPickedContext value={onWalletPicked}>
          {signInStep ? (
            <div className="latch-connect-dialog__sign-in">
              <p className="latch-muted">{signInStep.stepIntro(appName)}</p>
              <Suspense fallback={null}>
                <SignIn />
              </Suspense>
              <button
                type="button"
                className="latch-button latch-button--secondary"
                onClick={onClose}
              >
                {signInStep.notNow}
              </button>
            </div>
          ) : (
            options
          )}
        </WalletPickedContext>
      </ConnectDialogOpenContext>
      {appInfo?.learnMoreUrl && (
        <p className="latch-muted latch-connect-dialog__learn-more">
          {t.connect.newToWallets}{' '}
          <a
            className="latch-link"
            href={appInfo.learnMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.connect.learnAboutWallets}
          </a>
        </p>
      )}
      {disclaimer && (
        <div className="latch-muted latch-connect-dialog__disclaimer">
          {disclaimer}
        </div>
      )}
    </Dialog>
  )
}

/**
 * A key for the options of this opening. A close prepares the next one's
 * in the background (a transition: the close is painted first); an opening
 * that comes before that is done starts afresh on its own.
 */
function useSession(open: boolean): number {
  const [state, setState] = useState({ session: 0, open, used: open })
  if (state.open !== open)
    setState(
      open
        ? {
            session: state.used ? state.session + 1 : state.session,
            open,
            used: true,
          }
        : { ...state, open },
    )
  const stale = !open && state.used
  useEffect(() => {
    if (!stale) return
    startTransition(() =>
      setState((x) =>
        x.open || !x.used
          ? x
          : { session: x.session + 1, open: false, used: false },
      ),
    )
  }, [stale])
  return state.session
}

function ConnectOptions() {
  const messages = useMessages()
  const t = messages.connect
  const listed = useWalletOptions()
  const connect = useConnectWallet()
  const [picked, setPicked] = useState<WalletOption>()
  const [cancelled, setCancelled] = useState(false)
  const [phoneStatus, setPhoneStatus] = useState('')
  const os = usePlatformOs()
  const onWalletPicked = useContext(WalletPickedContext)
  // A wallet that connects in a window of its own is loaded as the visitor
  // goes for it (points, touches, focuses): the click on it must open the
  // window itself, and no SDK is fetched for a wallet nobody went for.
  const prepare = usePrepareWallet()

  // Inside a wallet's own browser (a provider on a phone), that wallet
  // first, connecting directly; elsewhere on a phone, each wallet app a
  // link (`PhoneList`).
  const walletBrowser = inWalletBrowser(listed, os)
  const options = useMemo(
    () =>
      walletBrowser
        ? [
            ...listed.filter(
              (x) => x.kind === 'announced' || x.kind === 'browser',
            ),
            ...listed.filter(
              (x) => x.kind !== 'announced' && x.kind !== 'browser',
            ),
          ]
        : listed,
    [listed, walletBrowser],
  )
  const touch = os !== 'desktop'
  const phone = touch && !walletBrowser

  // A wallet that pairs (WalletConnect) on a desktop: a QR code.
  const walletConnect = !!picked?.pairing && connect.isPending
  const uri = walletConnect ? connect.displayUri : undefined

  const view = connect.isPending
    ? 'connecting'
    : connect.isError
      ? 'error'
      : 'list'

  const start = (option: WalletOption) => {
    if (option.pairing) void loadQrCode().catch(() => {})
    onWalletPicked?.(option.name)
    setPicked(option)
    setCancelled(false)
    connect.mutate({ connectorId: option.id })
  }

  const body = useRef<HTMLDivElement>(null)
  useViewFocus(body, view, picked?.id)

  let status = ''
  if (view === 'connecting' && picked)
    status = walletConnect
      ? uri
        ? messages.walletConnect.scan
        : messages.walletConnect.preparing
      : t.confirmIn(picked.name)
  else if (view === 'list' && phone) status = phoneStatus
  else if (view === 'list' && cancelled) status = t.cancelled

  return (
    <div ref={body} className="latch-connect-dialog">
      <p
        role="status"
        className={
          view === 'connecting'
            ? 'latch-connect-dialog__pending-title'
            : 'latch-status'
        }
      >
        {status}
      </p>

      {view === 'list' && phone && (
        <Suspense fallback={null}>
          <PhoneList
            options={options}
            os={os}
            onPick={start}
            onStatus={setPhoneStatus}
          />
        </Suspense>
      )}

      {view === 'list' && !phone && (
        <ConnectList
          options={options}
          touch={touch}
          onPick={start}
          onPrepare={prepare}
        />
      )}

      {view === 'connecting' && picked && (
        <ConnectingView
          option={picked}
          walletConnect={walletConnect}
          uri={uri}
          onCancel={() => {
            connect.reset()
            setCancelled(true)
          }}
        />
      )}

      {view === 'error' && picked && connect.error && (
        <ConnectError
          option={picked}
          error={connect.error}
          onRetry={() => start(picked)}
          onBack={() => connect.reset()}
        />
      )}
    </div>
  )
}
